package workflows

import (
	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/trades/rules"
)

// An open request can also end from outside: a member closes their account
// or may no longer trade, a bag in it is no longer listed, or another trade
// books one of its bags for overlapping days.

func (t *trade) checkEndRequest(in EndRequestInput) error {
	if !t.State.Participant(in.UserID) {
		return ErrNotParticipant
	}
	return t.checkOpenRequest()
}

func (t *trade) checkOpenRequest() error {
	if !t.opened || (t.State.Status != rules.StatusPending && t.State.Status != rules.StatusModified) {
		return ErrNotAllowed
	}
	return nil
}

// endRequest cancels an open request for in.Reason: holds are released
// and the partner is told.
func (t *trade) endRequest(ctx workflow.Context, in EndRequestInput) error {
	if err := t.releaseHolds(ctx, "request-ended"); err != nil {
		return err
	}
	t.end(ctx, rules.StatusCancelled)
	reason, told := in.Reason, in.Reason
	if reason == "" {
		reason, told = "a member closed their account", "the other member closed their account"
	}
	t.record(ctx, "cancelled", "", "Trade cancelled: "+reason, "")
	t.notify("trade_cancelled", "Trade cancelled",
		"A trade request was cancelled because "+told+". Any hold has been released.",
		t.State.Partner(in.UserID))
	return t.publish(ctx)
}

var errNotBooked = rule(CodeNotAllowed, "That trade has not booked a bag of this request for these dates")

// checkBookingConflict refuses a conflict that the named trade's bookings
// do not prove.
func (t *trade) checkBookingConflict(ctx workflow.Context, b BookingConflict) error {
	if err := t.checkOpenRequest(); err != nil {
		return err
	}
	booked, err := local(ctx, Activities.BookedBy, BookedByInput{
		BookedBy: b.TradeID, ItemIDs: []string{t.Terms.RequesterBagID, t.Terms.OwnerBagID},
		StartDate: t.Terms.StartDate, EndDate: t.Terms.EndDate, TurnaroundDays: t.Terms.TurnaroundDays,
	})
	if err != nil {
		return err
	}
	if !booked {
		return errNotBooked
	}
	return nil
}

// onBookingConflict declines an open request once another trade has been
// accepted that books one of its bags on overlapping days.
func (t *trade) onBookingConflict(ctx workflow.Context, b BookingConflict) error {
	if err := t.checkBookingConflict(ctx, b); err != nil {
		return err
	}
	if err := t.releaseHolds(ctx, "booking-conflict"); err != nil {
		return err
	}
	t.end(ctx, rules.StatusCancelled)
	t.record(ctx, "declined_booked", "", "Declined: a bag in this trade was booked by another trade for these dates", "")
	t.notify("trade_declined", "Trade request declined",
		"A trade request was declined because one of its bags was booked by another trade for those dates. Any hold has been released.",
		t.in.RequesterID, t.in.OwnerID)
	return t.publish(ctx)
}

// signalConflicts tells each overlapping request about the booking and
// waits until every signal is delivered or refused.
func (t *trade) signalConflicts(ctx workflow.Context, ids []string) {
	futures := make([]workflow.Future, len(ids))
	for i, id := range ids {
		futures[i] = workflow.SignalExternalWorkflow(ctx, WorkflowID(id), "", SignalBookingConflict, BookingConflict{TradeID: t.in.TradeID})
	}
	for i, f := range futures {
		if err := f.Get(ctx, nil); err != nil { // that request already ended
			workflow.GetLogger(ctx).Info("overlapping request not signalled", "trade_id", ids[i], "error", err)
		}
	}
}
