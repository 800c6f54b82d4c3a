package workflows

import (
	"pursetrade/internal/trading"

	"go.temporal.io/sdk/workflow"
)

// Checks of the administrator and dispute updates. They run in the
// validator and again under the lock, like member actions.

func (t *trade) checkAdmin(s AdminSignal, check func(AdminSignal) error) error {
	if s.AdminID == "" {
		return ErrNotAllowed
	}
	if !t.opened {
		return ErrNotAllowed
	}
	return check(s)
}

var (
	errOverrideMember = rule(CodeInvalid, "Choose one of the two members of the trade")
	errOverrideStatus = rule(CodeNotAllowed, "Only active trades can be overridden")
)

func (t *trade) checkOverride(s AdminSignal) error {
	if !t.st.Participant(s.UserID) {
		return errOverrideMember
	}
	if t.st.Status != trading.StatusAccepted && t.st.Status != trading.StatusDisputed {
		return errOverrideStatus
	}
	return nil
}

func (t *trade) checkDelete(AdminSignal) error {
	if t.deletedAt != nil {
		return ErrTradeEnded
	}
	return t.st.CheckAdminRemoval()
}

func (t *trade) checkOpenDispute(d DisputeSignal) error {
	if !t.opened || d.DisputeID == "" {
		return ErrNotAllowed
	}
	return t.st.CheckDispute(d.UserID)
}

// checkResolveDispute accepts the resolution of the trade's open dispute,
// with an award to one member of at most the other member's hold. Sending
// the same dispute's resolution again is answered with what was applied.
func (t *trade) checkResolveDispute(d DisputeSignal) error {
	if t.resolvedAlready(d) {
		return nil
	}
	if d.UserID == "" || t.st.Status != trading.StatusDisputed || d.DisputeID != t.disputeID {
		return ErrNotAllowed
	}
	if d.AwardCents < 0 || (d.AwardCents == 0) != (d.AwardToUserID == "") {
		return rule(CodeInvalid, "An award needs a member of the trade and a positive amount")
	}
	if d.AwardCents > 0 {
		if !t.st.Participant(d.AwardToUserID) {
			return ErrNotParticipant
		}
		if d.AwardCents > t.holdOf(t.st.Partner(d.AwardToUserID)) {
			return ErrAwardTooLarge
		}
	}
	return nil
}

func (t *trade) resolvedAlready(d DisputeSignal) bool {
	return t.resolution != nil && t.resolution.DisputeID == d.DisputeID
}

// resolveDispute applies the resolution once.
func (t *trade) resolveDispute(ctx workflow.Context, d DisputeSignal) error {
	if t.resolvedAlready(d) {
		return nil
	}
	return t.onDisputeResolved(ctx, d)
}

// holdOf is the hold a member keeps on the trade: the value of the bag they
// receive.
func (t *trade) holdOf(userID string) int64 {
	if userID == t.in.User1ID {
		return t.user1HoldCents()
	}
	return t.user2HoldCents()
}

func (t *trade) checkAccountClosed(a ActionInput) error {
	if !t.st.Participant(a.UserID) {
		return ErrNotParticipant
	}
	if t.st.Status != trading.StatusPending && t.st.Status != trading.StatusModified {
		return ErrNotAllowed
	}
	return nil
}

// onAccountClosed cancels an open request when one of its members closes
// their account, or when the API ends it for the reason in a.ModMessage (a
// bag no longer listed, a member who may no longer trade): holds are
// released and the partner is told.
func (t *trade) onAccountClosed(ctx workflow.Context, a ActionInput) error {
	if err := t.releaseHolds(ctx, "account-closed"); err != nil {
		return err
	}
	t.end(ctx, trading.StatusCancelled)
	reason, told := "a member closed their account", "the other member closed their account"
	if a.ModMessage != "" {
		reason, told = a.ModMessage, a.ModMessage
	}
	t.record(ctx, "cancelled", "", "Trade cancelled: "+reason, "")
	t.notify(ctx, "trade_cancelled", "Trade cancelled",
		"A trade request was cancelled because "+told+". Any hold has been released.",
		t.st.Partner(a.UserID))
	return t.publish(ctx)
}

// onBookingConflict declines an open request once another trade has been
// accepted that books one of its bags on overlapping days.
func (t *trade) onBookingConflict(ctx workflow.Context, b BookingConflict) error {
	if !t.opened || (t.st.Status != trading.StatusPending && t.st.Status != trading.StatusModified) {
		return nil
	}
	if err := t.releaseHolds(ctx, "booking-conflict"); err != nil {
		return err
	}
	t.end(ctx, trading.StatusCancelled)
	t.record(ctx, "declined_booked", "", "Declined: a bag in this trade was booked by another trade for these dates", "")
	t.notify(ctx, "trade_declined", "Trade request declined",
		"A trade request was declined because one of its bags was booked by another trade for those dates. Any hold has been released.",
		t.in.User1ID, t.in.User2ID)
	return t.publish(ctx)
}

// refundAndRelease ends a trade's money without an exchange: an accepted
// trade's fees are refunded (less any fee an administrator already
// reversed) and its holds released; an open request's hold is released.
func (t *trade) refundAndRelease(ctx workflow.Context, step string) error {
	if t.snapshot == nil {
		return t.releaseHolds(ctx, step)
	}
	if err := runMoney(ctx, ActivityRefundFees, RefundFeesInput{TradeID: t.in.TradeID, Snapshot: *t.snapshot, KeyPrefix: t.key(step)}, nil); err != nil {
		return err
	}
	t.voidLabels(ctx)
	return nil
}
