package workflows

import "errors"

// Trade statuses (member spec section 4, DESIGN 5).
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

// Member actions.
const (
	ActionCancel = "cancel"
)

// Refusals returned to members; the API maps them to 4xx answers.
var (
	ErrNotParticipant = errors.New("You are not part of this trade")
	ErrNotAllowed     = errors.New("This action is not allowed for this trade right now")
)

// State is the pure trade state machine: who may do what in which status.
// It holds no Temporal types so it can be tested on its own.
type State struct {
	Status     string
	User1ID    string
	User2ID    string
	HoldUserID string
}

// Terminal reports whether the trade has ended.
func (s State) Terminal() bool {
	switch s.Status {
	case StatusRejected, StatusDenied, StatusCancelled, StatusCompleted:
		return true
	}
	return false
}

func (s State) isParticipant(userID string) bool {
	return userID != "" && (userID == s.User1ID || userID == s.User2ID)
}

// Allowed lists the actions userID may take now, in a stable order.
func (s State) Allowed(userID string) []string {
	var out []string
	for _, a := range []string{ActionCancel} {
		if s.Check(a, userID) == nil {
			out = append(out, a)
		}
	}
	return out
}

// Check says whether userID may take action now.
func (s State) Check(action, userID string) error {
	if !s.isParticipant(userID) {
		return ErrNotParticipant
	}
	switch action {
	case ActionCancel:
		if (s.Status == StatusPending || s.Status == StatusModified) && userID == s.HoldUserID {
			return nil
		}
	}
	return ErrNotAllowed
}
