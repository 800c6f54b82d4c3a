package trades

import (
	"encoding/json"
	"time"

	"pursetrade/workflows"
)

// Timeline kinds an administrator adds to a trade (the workflow records
// them while it runs; ClosedFlag and ClosedDeletion once it has ended).
const (
	KindAdminFlag   = "admin_flag"
	KindAdminDelete = "admin_delete"
)

// ForAdminsOnly tells the timeline kinds members never see: flags are for
// administrators.
func ForAdminsOnly(kind string) bool { return kind == KindAdminFlag }

// ClosedFlag is an administrator's flag of a trade whose workflow has
// ended, whose timeline has events lines: the change, with its timeline
// line, and the flag the view shows (see FlagClosed).
func ClosedFlag(tradeID string, events int, adminID, reason string, at time.Time) (ClosedTradeChange, json.RawMessage, error) {
	flag, err := json.Marshal(workflows.AdminSignal{AdminID: adminID, Reason: reason, At: at})
	if err != nil {
		return ClosedTradeChange{}, nil, err
	}
	ch, err := closedTradeChange(tradeID, events, KindAdminFlag, "Flagged by an administrator", adminID, reason, at)
	return ch, flag, err
}

// ClosedDeletion is an administrator's deletion of a trade whose workflow
// has ended, whose timeline has events lines (see DeleteClosed).
func ClosedDeletion(tradeID string, events int, adminID, reason string, at time.Time) (ClosedTradeChange, error) {
	return closedTradeChange(tradeID, events, KindAdminDelete, "Deleted by an administrator", adminID, reason, at)
}

// closedTradeChange is an administrator's action on an ended trade, with
// the timeline line it adds after the trade's events lines.
func closedTradeChange(tradeID string, events int, kind, description, adminID, reason string, at time.Time) (ClosedTradeChange, error) {
	event, err := json.Marshal([]workflows.TimelineEvent{{Seq: events + 1, Kind: kind, UserID: adminID,
		Description: description, Message: reason, At: at}})
	return ClosedTradeChange{TradeID: tradeID, AdminID: adminID, Reason: reason, At: at, Event: event}, err
}
