package rules

import "slices"

// Trade statuses, as the workflow records them and the API shows them.
const (
	StatusPending   = "pending"
	StatusModified  = "modified"
	StatusAccepted  = "accepted"
	StatusRejected  = "rejected"
	StatusDenied    = "denied"
	StatusCancelled = "cancelled"
	StatusDisputed  = "disputed"
	StatusCompleted = "completed"
)

// The statuses of a member's dashboard lists.
var (
	PendingStatuses = []string{StatusPending, StatusModified}
	ActiveStatuses  = []string{StatusAccepted, StatusDisputed}
	HistoryStatuses = []string{StatusCompleted, StatusRejected, StatusDenied, StatusCancelled}
	AllStatuses     = slices.Concat(PendingStatuses, ActiveStatuses, HistoryStatuses)
)

// Terminal reports whether a trade in this status has ended for good.
func Terminal(status string) bool {
	switch status {
	case StatusRejected, StatusDenied, StatusCancelled, StatusCompleted:
		return true
	}
	return false
}
