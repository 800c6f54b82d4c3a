package workflows

import (
	"pursetrade/internal/refusal"
	"pursetrade/internal/trades/rules"

	"go.temporal.io/sdk/workflow"
)

// request reserves the requester's hold and writes the first projection in
// one transaction (OpenTrade). If that is refused, the workflow ends.
func (t *trade) request(ctx workflow.Context, a ActionInput) error {
	if err := checkText(t.in); err != nil { // TradeInput.Validate, before the start, checked the rest
		t.refused = true
		return err
	}
	t.record(ctx, "created", a.UserID, "Trade requested", t.in.Message)
	t.notify("trade_requested", "New trade request",
		"A member would like to trade bags with you. Open your dashboard to accept, modify or reject the request.", t.in.OwnerID)
	err := runMoney(ctx, Activities.OpenTrade, OpenTradeInput{
		Projection: t.projection(), HoldUserID: t.in.RequesterID, HoldCents: t.requesterHoldCents(), Key: t.key("request-hold"),
	})
	if err != nil {
		t.refused = true
		return err
	}
	t.opened = true
	return t.publishSearchAttributes(ctx)
}

// accept (and approve, on a modified trade) charges both members, reserves
// the owner's hold, books both bags and freezes the financial snapshot. The
// activity writes the accepted trade's projection in the same transaction,
// with the snapshot it computed. The trade itself changes only once that
// has committed, so a refused accept leaves it as it was (and the main
// loop, which wakes on any change, never sees a half-accepted trade).
func (t *trade) accept(ctx workflow.Context, a ActionInput) error {
	accepted := *t // a scratch copy: its state is taken back once the charge has committed
	accepted.markAccepted(ctx, a)
	in := t.acceptInput(a)
	in.Projection = accepted.projection()
	res, err := local(ctx, Activities.AcceptTrade, in)
	if err != nil {
		return memberRefusal(err)
	}
	t.TradeState = accepted.TradeState
	t.notes = nil // written with the projection
	t.Snapshot = &res.FinancialSnapshot
	if len(res.Overlapping) > 0 {
		t.inBackground(ctx, func(ctx workflow.Context) { t.signalConflicts(ctx, res.Overlapping) })
	}
	return t.publishStatus(ctx)
}

func (t *trade) acceptInput(a ActionInput) AcceptTradeInput {
	return AcceptTradeInput{
		TradeID: t.in.TradeID, RequesterBagID: t.Terms.RequesterBagID, OwnerBagID: t.Terms.OwnerBagID,
		RequesterID: t.in.RequesterID, OwnerID: t.in.OwnerID, AccepterID: a.UserID,
		RequesterHoldCents: t.requesterHoldCents(), OwnerHoldCents: t.ownerHoldCents(),
		DeliveryMethod: t.in.DeliveryMethod, ShippingCostCents: t.in.ShippingCostCents, KeyPrefix: t.key("accept"),
		StartDate: t.Terms.StartDate, EndDate: t.Terms.EndDate,
	}
}

func (t *trade) markAccepted(ctx workflow.Context, a ActionInput) {
	t.State.Status = rules.StatusAccepted
	t.AcceptedAt = t.now(ctx)
	t.LabelsWanted = t.in.DeliveryMethod == DeliveryShipping
	t.record(ctx, "accepted", a.UserID, "Trade accepted", "")
	t.notify("trade_accepted", "Trade accepted",
		"Your trade was accepted. Fees were charged and holds reserved; see the trade for pickup or shipping details.",
		t.in.RequesterID, t.in.OwnerID)
}

// decline (reject, or deny on a modified trade) ends the trade by the awaited
// member's answer.
func (t *trade) decline(ctx workflow.Context, a ActionInput) error {
	status, kind, description := rules.StatusRejected, "rejected", "Trade rejected"
	if t.State.Status == rules.StatusModified {
		status, kind, description = rules.StatusDenied, "denied", "Modification denied"
	}
	if err := t.releaseHolds(ctx, kind); err != nil {
		return err
	}
	t.end(ctx, status)
	t.record(ctx, kind, a.UserID, description, "")
	t.notify("trade_"+kind, description, "Your trade request was answered: "+description+". Any hold has been released.",
		t.State.Partner(a.UserID))
	return t.publish(ctx)
}

// modify replaces the terms, adjusts the requester's hold to the value of
// the bag they would receive, and makes the modifier the awaited party.
func (t *trade) modify(ctx workflow.Context, a ActionInput) error {
	next := *a.Terms
	if next == t.Terms {
		return ErrNoChanges
	}
	if next.OwnerBagValueCents != t.Terms.OwnerBagValueCents {
		err := runMoney(ctx, Activities.SetHold, SetHoldInput{
			TradeID: t.in.TradeID, UserID: t.in.RequesterID, Cents: next.OwnerBagValueCents, Key: t.opKey("modify-hold"),
		})
		if r, ok := err.(*refusal.Error); ok && r.Code == CodeInsufficient && a.UserID != t.in.RequesterID {
			return rule(CodeInsufficient, "The other member's balance cannot cover the hold for this bag")
		}
		if err != nil {
			return err
		}
	}
	t.Terms = next
	t.State.Status = rules.StatusModified
	t.State.HoldUserID = a.UserID
	t.ModifiedBy = a.UserID
	t.ModMessage = a.ModMessage
	t.LastOfferAt = workflow.Now(ctx)
	t.record(ctx, "modified", a.UserID, "Trade modified", a.ModMessage)
	t.notify("trade_modified", "Trade modified",
		"Your trade partner proposed new terms. Open your dashboard to approve or deny them.", t.State.Partner(a.UserID))
	return t.publish(ctx)
}

// cancel is free before acceptance; after it (and before any receipt) the
// canceller pays a penalty to the partner.
func (t *trade) cancel(ctx workflow.Context, a ActionInput) error {
	if t.State.Status == rules.StatusAccepted {
		if err := runMoney(ctx, Activities.SettleCancellation, SettleCancellationInput{
			TradeID: t.in.TradeID, CancellerID: a.UserID, Snapshot: *t.Snapshot, KeyPrefix: t.key("cancel-accepted"),
		}); err != nil {
			return err
		}
	} else if err := t.releaseHolds(ctx, "cancel"); err != nil {
		return err
	}
	if t.State.Status == rules.StatusAccepted {
		t.voidLabels(ctx)
	}
	t.end(ctx, rules.StatusCancelled)
	t.record(ctx, "cancelled", a.UserID, "Trade cancelled", "")
	t.notify("trade_cancelled", "Trade cancelled", "Your trade partner cancelled the trade.", t.State.Partner(a.UserID))
	return t.publish(ctx)
}

func (t *trade) ackReceived(ctx workflow.Context, a ActionInput) error {
	if err := t.attachConditionPhotos(ctx, a, rules.HandoverReceived); err != nil {
		return err
	}
	if a.UserID == t.in.RequesterID {
		t.State.Acks.RequesterReceivedAt = t.now(ctx)
	} else {
		t.State.Acks.OwnerReceivedAt = t.now(ctx)
	}
	t.record(ctx, "received", a.UserID, "Bag received", "")
	return t.publish(ctx)
}

func (t *trade) ackReturned(ctx workflow.Context, a ActionInput) error {
	if err := t.attachConditionPhotos(ctx, a, rules.HandoverReturned); err != nil {
		return err
	}
	if a.UserID == t.in.RequesterID {
		t.State.Acks.RequesterReturnedAt = t.now(ctx)
	} else {
		t.State.Acks.OwnerReturnedAt = t.now(ctx)
	}
	t.record(ctx, "returned", a.UserID, "Own bag returned", "")
	t.startInspectionIfReturned(ctx)
	return t.publish(ctx)
}

// startInspectionIfReturned opens the inspection window once both bags are
// back; completion follows when it ends without a dispute.
func (t *trade) startInspectionIfReturned(ctx workflow.Context) {
	if !t.State.BothReturned() || t.State.Inspecting || t.State.Status != rules.StatusAccepted {
		return
	}
	t.State.Inspecting = true
	ends := workflow.Now(ctx).Add(t.in.Windows.Inspection)
	t.InspectionEnds = &ends
	t.record(ctx, "inspection", "", "Both bags returned; inspection window open", "")
}

func (t *trade) regenerateLabels(ctx workflow.Context, a ActionInput) error {
	t.LabelsWanted = true
	t.LabelError = ""
	t.record(ctx, "labels_requested", a.UserID, "New shipping labels requested", "")
	return t.publish(ctx)
}
