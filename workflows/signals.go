package workflows

import (
	"pursetrade/internal/trading"
	"time"

	"go.temporal.io/sdk/workflow"
)

// The handlers below serve the administrator and dispute updates (see
// admin.go, which checks them first) and the signals of the same names that
// trades started before those updates may still receive; a signal that no
// longer fits the state is ignored (and logged). Chat signals exist only in
// such older histories.

func (t *trade) onMessage(ctx workflow.Context, m MessageSignal) error {
	if !t.st.Participant(m.UserID) && !m.IsAdmin {
		return ErrNotParticipant
	}
	t.record(ctx, "message", m.UserID, m.UserName, m.Text)
	return t.publish(ctx)
}

func (t *trade) onDisputeOpened(ctx workflow.Context, d DisputeSignal) error {
	if err := t.st.CheckDispute(d.UserID); err != nil {
		return err
	}
	t.st.Status = trading.StatusDisputed
	t.st.DisputeOpened = true
	t.disputeID = d.DisputeID
	t.record(ctx, "dispute_opened", d.UserID, "Dispute opened", d.Reason)
	t.notify(ctx, "dispute_opened", "A dispute was opened on your trade",
		"A dispute was opened on your trade. Trade actions are paused until an administrator resolves it.",
		t.in.User1ID, t.in.User2ID)
	return t.publish(ctx)
}

// onDisputeResolved pays the optional award out of the other member's hold,
// then completes the trade.
func (t *trade) onDisputeResolved(ctx workflow.Context, d DisputeSignal) error {
	if t.st.Status != trading.StatusDisputed {
		return ErrNotAllowed
	}
	t.resolution = &DisputeResolution{DisputeID: d.DisputeID, AdminID: d.UserID, Resolution: d.Resolution,
		AwardToUserID: d.AwardToUserID, AwardCents: d.AwardCents}
	if d.AwardCents > 0 {
		if !t.st.Participant(d.AwardToUserID) {
			return ErrNotParticipant
		}
		if err := runMoney(ctx, ActivityAwardFromHold, AwardInput{
			TradeID: t.in.TradeID, FromUserID: t.st.Partner(d.AwardToUserID), ToUserID: d.AwardToUserID,
			AmountCents: d.AwardCents, Key: t.key("dispute-award"),
		}, nil); err != nil {
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

func (t *trade) onOverrideReceived(ctx workflow.Context, s AdminSignal) error {
	return t.override(ctx, s, "received")
}

func (t *trade) onOverrideReturned(ctx workflow.Context, s AdminSignal) error {
	return t.override(ctx, s, "returned")
}

// override confirms receipt or return for a member on an administrator's
// word; it is marked so the UI shows "Admin Override Applied".
func (t *trade) override(ctx workflow.Context, s AdminSignal, action string) error {
	if !t.st.Participant(s.UserID) || (t.st.Status != trading.StatusAccepted && t.st.Status != trading.StatusDisputed) {
		return ErrNotAllowed
	}
	slot := map[string]map[bool]**time.Time{
		"received": {true: &t.st.Acks.User1ReceivedAt, false: &t.st.Acks.User2ReceivedAt},
		"returned": {true: &t.st.Acks.User1ReturnedAt, false: &t.st.Acks.User2ReturnedAt},
	}[action][s.UserID == t.in.User1ID]
	if *slot == nil {
		*slot = t.now(ctx)
	}
	t.st.Acks.Overrides = append(t.st.Acks.Overrides, AdminOverride{Action: action, UserID: s.UserID, AdminID: s.AdminID, At: workflow.Now(ctx)})
	t.record(ctx, "admin_override", s.AdminID, "Admin override: "+action, s.Reason)
	t.startInspectionIfReturned(ctx)
	return t.publish(ctx)
}

// onForceComplete ends the trade on an administrator's typed reason:
// complete releases the holds; cancel also refunds the fees.
func (t *trade) onForceComplete(ctx workflow.Context, s AdminSignal) error {
	if err := t.st.CheckForce(); err != nil {
		return err
	}
	s.At = workflow.Now(ctx)
	if s.Action == ForceCancel {
		if err := t.refundAndRelease(ctx, "force-cancel"); err != nil {
			return err
		}
		t.forced = &s
		t.end(ctx, trading.StatusCancelled)
		t.record(ctx, "admin_force_cancel", s.AdminID, "Cancelled by an administrator", s.Reason)
		t.notify(ctx, "trade_cancelled", "Trade cancelled by an administrator",
			"An administrator cancelled your trade. Fees were refunded and holds released.", t.in.User1ID, t.in.User2ID)
		return t.publish(ctx)
	}
	if err := t.releaseHolds(ctx, "force-complete"); err != nil {
		return err
	}
	t.forced = &s
	t.record(ctx, "admin_force_complete", s.AdminID, "Completed by an administrator", s.Reason)
	t.complete(ctx, "Trade force completed")
	return t.publish(ctx)
}

func (t *trade) onFlag(ctx workflow.Context, s AdminSignal) error {
	if err := t.st.CheckAdminRemoval(); err != nil {
		return err
	}
	s.At = workflow.Now(ctx)
	t.flag = &s
	t.record(ctx, "admin_flag", s.AdminID, "Flagged by an administrator", s.Reason)
	return t.publish(ctx)
}

// onDelete removes the trade: holds are released (and, on an accepted
// trade, the fees refunded) and the workflow ends. A trade that already
// ended is only marked deleted.
func (t *trade) onDelete(ctx workflow.Context, s AdminSignal) error {
	if err := t.st.CheckAdminRemoval(); err != nil {
		return err
	}
	if t.v < integrityVersion {
		if err := t.releaseHolds(ctx, "admin-delete"); err != nil {
			return err
		}
	} else if !t.st.Terminal() {
		if err := t.refundAndRelease(ctx, "admin-delete"); err != nil {
			return err
		}
	}
	if !t.st.Terminal() {
		t.end(ctx, trading.StatusCancelled)
	}
	t.deletedAt = t.now(ctx)
	t.record(ctx, "admin_delete", s.AdminID, "Deleted by an administrator", s.Reason)
	return t.publish(ctx)
}
