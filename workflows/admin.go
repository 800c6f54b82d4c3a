package workflows

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/trades/rules"
)

// Administrator actions. Each is checked in the update's validator and
// again under the lock, where the named administrator is also looked up
// (an update or signal sent straight to Temporal may name anyone).

var (
	errOverrideMember = rule(CodeInvalid, "Choose one of the two members of the trade")
	errOverrideStatus = rule(CodeNotAllowed, "Only active trades can be overridden")
	errNotAdmin       = rule(CodeNotAllowed, "Only an administrator can do this")
)

// adminAction is one administrator action: its rule and what it does.
type adminAction struct {
	check func(AdminSignal) error
	run   func(workflow.Context, AdminSignal) error
}

// apply runs the action for an administrator who really is one; the state
// was checked already, under the lock.
func (a adminAction) apply(ctx workflow.Context, s AdminSignal) error {
	if err := verifyAdmin(ctx, s.AdminID); err != nil {
		return err
	}
	return a.run(ctx, s)
}

func (t *trade) adminActions() map[string]adminAction {
	return map[string]adminAction{
		UpdateOverrideReceived: {t.checkOverride, func(ctx workflow.Context, s AdminSignal) error { return t.override(ctx, s, "received") }},
		UpdateOverrideReturned: {t.checkOverride, func(ctx workflow.Context, s AdminSignal) error { return t.override(ctx, s, "returned") }},
		UpdateForceComplete:    {func(s AdminSignal) error { return t.State.CheckForceAction(s.Action) }, t.forceComplete},
		UpdateFlag:             {func(AdminSignal) error { return t.State.CheckAdminRemoval() }, t.flagTrade},
		UpdateDelete:           {t.checkDelete, t.deleteTrade},
	}
}

// checkAdmin is the state check every administrator action shares.
func (t *trade) checkAdmin(s AdminSignal, check func(AdminSignal) error) error {
	if s.AdminID == "" || !t.opened {
		return ErrNotAllowed
	}
	return check(s)
}

// verifyAdmin refuses an action whose named administrator is not one.
func verifyAdmin(ctx workflow.Context, adminID string) error {
	isAdmin, err := local(ctx, Activities.IsAdministrator, adminID)
	if err != nil {
		return err
	}
	if !isAdmin {
		return errNotAdmin
	}
	return nil
}

func (t *trade) checkOverride(s AdminSignal) error {
	if !t.State.Participant(s.UserID) {
		return errOverrideMember
	}
	if t.State.Status != rules.StatusAccepted && t.State.Status != rules.StatusDisputed {
		return errOverrideStatus
	}
	return nil
}

func (t *trade) checkDelete(AdminSignal) error {
	if t.DeletedAt != nil {
		return ErrTradeEnded
	}
	return t.State.CheckAdminRemoval()
}

// override confirms receipt or return for a member on an administrator's
// word; it is marked so the UI shows "Admin Override Applied".
func (t *trade) override(ctx workflow.Context, s AdminSignal, action string) error {
	slot := map[string]map[bool]**time.Time{
		"received": {true: &t.State.Acks.RequesterReceivedAt, false: &t.State.Acks.OwnerReceivedAt},
		"returned": {true: &t.State.Acks.RequesterReturnedAt, false: &t.State.Acks.OwnerReturnedAt},
	}[action][s.UserID == t.in.RequesterID]
	if *slot == nil {
		*slot = t.now(ctx)
	}
	t.State.Acks.Overrides = append(t.State.Acks.Overrides, AdminOverride{Action: action, UserID: s.UserID, AdminID: s.AdminID, At: workflow.Now(ctx)})
	t.record(ctx, "admin_override", s.AdminID, "Admin override: "+action, s.Reason)
	t.startInspectionIfReturned(ctx)
	return t.publish(ctx)
}

// forceComplete ends the trade on an administrator's typed reason: complete
// releases the holds; cancel also refunds the fees.
func (t *trade) forceComplete(ctx workflow.Context, s AdminSignal) error {
	s.At = workflow.Now(ctx)
	if s.Action == ForceCancel {
		if err := t.refundAndRelease(ctx, "force-cancel"); err != nil {
			return err
		}
		t.Forced = &s
		t.end(ctx, rules.StatusCancelled)
		t.record(ctx, "admin_force_cancel", s.AdminID, "Cancelled by an administrator", s.Reason)
		t.notify("trade_cancelled", "Trade cancelled by an administrator",
			"An administrator cancelled your trade. Fees were refunded and holds released.", t.in.RequesterID, t.in.OwnerID)
		return t.publish(ctx)
	}
	if err := t.releaseHolds(ctx, "force-complete"); err != nil {
		return err
	}
	t.Forced = &s
	t.record(ctx, "admin_force_complete", s.AdminID, "Completed by an administrator", s.Reason)
	t.complete(ctx, "Trade force completed")
	return t.publish(ctx)
}

func (t *trade) flagTrade(ctx workflow.Context, s AdminSignal) error {
	s.At = workflow.Now(ctx)
	t.Flag = &s
	t.record(ctx, "admin_flag", s.AdminID, "Flagged by an administrator", s.Reason)
	return t.publish(ctx)
}

// deleteTrade removes the trade: an open one has its holds released (and,
// once accepted, its fees refunded) and ends; one that already ended is
// only marked deleted.
func (t *trade) deleteTrade(ctx workflow.Context, s AdminSignal) error {
	if !t.State.Terminal() {
		if err := t.refundAndRelease(ctx, "admin-delete"); err != nil {
			return err
		}
		t.end(ctx, rules.StatusCancelled)
	}
	t.DeletedAt = t.now(ctx)
	t.record(ctx, "admin_delete", s.AdminID, "Deleted by an administrator", s.Reason)
	return t.publish(ctx)
}

// refundAndRelease ends a trade's money without an exchange: an accepted
// trade's fees are refunded (less any fee an administrator already
// reversed) and its holds released; an open request's hold is released.
func (t *trade) refundAndRelease(ctx workflow.Context, step string) error {
	if t.Snapshot == nil {
		return t.releaseHolds(ctx, step)
	}
	if err := runMoney(ctx, Activities.RefundFees, RefundFeesInput{TradeID: t.in.TradeID, Snapshot: *t.Snapshot, KeyPrefix: t.key(step)}); err != nil {
		return err
	}
	t.voidLabels(ctx)
	return nil
}
