package workflows

import (
	"slices"
	"testing"
	"time"

	"pursetrade/internal/trades/rules"
)

// An accept hands its projection to the activity that charges it: one
// database transaction, no projection write of its own.
func TestAcceptWritesItsProjectionWithTheCharge(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	var got []AcceptTradeInput
	s.acts.acceptTrade = func(in AcceptTradeInput) (AcceptTradeResult, error) {
		got = append(got, in)
		return AcceptTradeResult{FinancialSnapshot: FinancialSnapshot{Requester: UserFinancials{UserID: u1, PlatformFeeCents: 500}}}, nil
	}
	projectedBefore := 0
	s.check(time.Hour, func(TradeView) { projectedBefore = len(s.acts.projections) })
	s.act(time.Minute, "accept", ActionAccept, u2, nil)
	s.check(time.Minute, func(v TradeView) {
		if len(s.acts.projections) != projectedBefore {
			t.Errorf("the accept wrote %d projections of its own", len(s.acts.projections)-projectedBefore)
		}
		if v.Status != rules.StatusAccepted || v.Snapshot == nil || v.Snapshot.Requester.PlatformFeeCents != 500 {
			t.Errorf("after accept: %s %+v", v.Status, v.Snapshot)
		}
	})
	s.signal(time.Hour, SignalForceComplete, AdminSignal{AdminID: admin, Action: ForceCancel, Reason: "end"})
	s.run()
	s.ok("accept")
	if len(got) != 1 {
		t.Fatalf("accept inputs: %+v", got)
	}
	p := got[0].Projection
	if p.Status != rules.StatusAccepted || p.AcceptedAt == nil || p.Timeline[len(p.Timeline)-1].Kind != "accepted" {
		t.Fatalf("projection handed to the charge: %s %v", p.Status, timelineKinds(p.TradeView))
	}
	i := slices.IndexFunc(p.Notifications, func(n NotifyInput) bool { return n.Event == "trade_accepted" })
	if i < 0 || p.Notifications[i].DedupeKey != WorkflowID(s.in.TradeID)+":notify:trade_accepted" {
		t.Fatalf("the acceptance notice is keyed by trade and event: %+v", p.Notifications)
	}
}

// A refused accept leaves no trace: status, revision, timeline and the
// notifications the next projection writes are as before it.
func TestRefusedAcceptLeavesTheTradeAsItWas(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.acts.refuses(Activities.AcceptTrade)
	var before TradeView
	s.check(time.Hour, func(v TradeView) { before = v })
	s.act(time.Minute, "accept", ActionAccept, u2, nil)
	s.act(time.Minute, "cancel", ActionCancel, u1, nil)
	s.run()
	s.refused("accept", "You need $150.00 to accept")
	s.ok("cancel")
	last := s.acts.projections[len(s.acts.projections)-1]
	if last.Revision != before.Revision+1 || slices.Contains(timelineKinds(last.TradeView), "accepted") || last.AcceptedAt != nil {
		t.Fatalf("after a refused accept and a cancel: revision %d (was %d), timeline %v",
			last.Revision, before.Revision, timelineKinds(last.TradeView))
	}
	if len(s.acts.notified("trade_accepted")) != 0 || len(s.acts.notified("trade_cancelled")) != 1 {
		t.Fatalf("notifications: %+v", s.acts.notes)
	}
}

// A modification sets the requester's hold to the value of the bag they
// would receive, so a modification redone after a crash cannot move it twice.
func TestModifySetsTheHoldToTheNewValue(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	var got []SetHoldInput
	s.acts.setHold = func(in SetHoldInput) error {
		got = append(got, in)
		return nil
	}
	terms := s.in.Terms
	terms.OwnerBagID, terms.OwnerBagValueCents = "h3", 20000
	s.act(time.Hour, "modify", ActionModify, u2, &terms)
	s.act(time.Minute, "deny", ActionDeny, u1, nil)
	s.run()
	s.ok("modify", "deny")
	if len(got) != 1 || got[0].Cents != 20000 || got[0].UserID != u1 {
		t.Fatalf("hold change: %+v", got)
	}
}
