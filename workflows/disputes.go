package workflows

import (
	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/trades/rules"
)

// Disputes: a member opens one on an accepted trade, which pauses it; an
// administrator resolves it, optionally awarding one member part of the
// other's hold, and the trade completes.

func (t *trade) checkOpenDispute(d DisputeSignal) error {
	if !t.opened || d.DisputeID == "" {
		return ErrNotAllowed
	}
	return t.State.CheckDispute(d.UserID)
}

func (t *trade) openDispute(ctx workflow.Context, d DisputeSignal) error {
	t.State.Status = rules.StatusDisputed
	t.State.DisputeOpened = true
	t.DisputeID = d.DisputeID
	t.record(ctx, "dispute_opened", d.UserID, "Dispute opened", d.Reason)
	t.notify("dispute_opened", "A dispute was opened on your trade",
		"A dispute was opened on your trade. Trade actions are paused until an administrator resolves it.",
		t.in.RequesterID, t.in.OwnerID)
	return t.publish(ctx)
}

// checkResolveDispute accepts the resolution of the trade's open dispute,
// with an award to one member of at most the other member's hold. Sending
// the same dispute's resolution again is answered with what was applied.
func (t *trade) checkResolveDispute(d DisputeSignal) error {
	if t.resolvedAlready(d) {
		return nil
	}
	if d.UserID == "" || t.State.Status != rules.StatusDisputed || d.DisputeID != t.DisputeID {
		return ErrNotAllowed
	}
	if d.AwardCents < 0 || (d.AwardCents == 0) != (d.AwardToUserID == "") {
		return rule(CodeInvalid, "An award needs a member of the trade and a positive amount")
	}
	if d.AwardCents > 0 {
		if !t.State.Participant(d.AwardToUserID) {
			return ErrNotParticipant
		}
		if d.AwardCents > t.holdOf(t.State.Partner(d.AwardToUserID)) {
			return ErrAwardTooLarge
		}
	}
	return nil
}

func (t *trade) resolvedAlready(d DisputeSignal) bool {
	return t.Resolution != nil && t.Resolution.DisputeID == d.DisputeID
}

// resolveDispute pays the optional award out of the other member's hold,
// then completes the trade, once.
func (t *trade) resolveDispute(ctx workflow.Context, d DisputeSignal) error {
	if t.resolvedAlready(d) {
		return nil
	}
	if err := verifyAdmin(ctx, d.UserID); err != nil {
		return err
	}
	t.Resolution = &DisputeResolution{DisputeID: d.DisputeID, AdminID: d.UserID, Resolution: d.Resolution,
		AwardToUserID: d.AwardToUserID, AwardCents: d.AwardCents}
	if d.AwardCents > 0 {
		if err := runMoney(ctx, Activities.AwardFromHold, AwardInput{
			TradeID: t.in.TradeID, FromUserID: t.State.Partner(d.AwardToUserID), ToUserID: d.AwardToUserID,
			AmountCents: d.AwardCents, Key: t.key("dispute-award"),
		}); err != nil {
			return err
		}
	}
	if err := t.releaseHolds(ctx, "dispute-resolved"); err != nil {
		return err
	}
	t.record(ctx, "dispute_resolved", d.UserID, "Dispute resolved", d.Resolution)
	t.complete(ctx, "Trade completed after the dispute was resolved")
	return t.publish(ctx)
}

// holdOf is the hold a member keeps on the trade: the value of the bag they
// receive.
func (t *trade) holdOf(userID string) int64 {
	if userID == t.in.RequesterID {
		return t.requesterHoldCents()
	}
	return t.ownerHoldCents()
}
