package workflows

import (
	"errors"
	"pursetrade/internal/trades/rules"
	"strings"
	"testing"
	"time"

	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"
)

// send sends any update with its payload at +after.
func (s *scenario) send(after time.Duration, label, name string, payload any) {
	s.at += after
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(name, label, &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { s.errs[label] = err },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { s.errs[label] = err },
		}, payload)
	}, s.at)
}

func TestStaleScreenIsRefused(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	// Both saw revision 1 (the request); the owner accepts first.
	s.send(time.Hour, "accept", ActionAccept, ActionInput{UserID: u2, ExpectedRevision: 1})
	s.send(time.Minute, "stale cancel", ActionCancel, ActionInput{UserID: u1, ExpectedRevision: 1})
	s.send(time.Minute, "force", UpdateForceComplete, AdminSignal{AdminID: admin, Action: ForceCancel, Reason: "end"})
	v := s.run()
	s.ok("accept", "force")
	s.refused("stale cancel", ErrStale.Message)
	if s.acts.called(Activities.SettleCancellation) != 0 {
		t.Fatal("a stale cancel must not settle a cancellation")
	}
	if v.Revision < 2 {
		t.Fatalf("revision %d", v.Revision)
	}
}

func TestRemindersAndFlagsLeaveTheRevision(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.send(time.Hour, "flag", UpdateFlag, AdminSignal{AdminID: admin, Reason: "look"})
	s.send(time.Minute, "accept at revision 1", ActionAccept, ActionInput{UserID: u2, ExpectedRevision: 1})
	s.send(time.Minute, "force", UpdateForceComplete, AdminSignal{AdminID: admin, Action: ForceCancel, Reason: "end"})
	s.run()
	s.ok("flag", "accept at revision 1", "force")
}

func TestAdminUpdatesAnswerWhatHappened(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.send(time.Hour, "complete never accepted", UpdateForceComplete, AdminSignal{AdminID: admin, Action: ForceComplete, Reason: "x"})
	s.send(time.Minute, "override pending", UpdateOverrideReceived, AdminSignal{AdminID: admin, UserID: u1})
	s.send(time.Minute, "anonymous flag", UpdateFlag, AdminSignal{Reason: "x"})
	s.send(time.Minute, "delete", UpdateDelete, AdminSignal{AdminID: admin, Reason: "spam"})
	v := s.run()
	s.refused("complete never accepted", ErrNeverAccepted.Message)
	s.refused("override pending", errOverrideStatus.Message)
	s.refused("anonymous flag", ErrNotAllowed.Message)
	s.ok("delete")
	if v.Status != rules.StatusCancelled || v.DeletedAt == nil || v.CompletedAt != nil {
		t.Fatalf("deleted pending trade: %s deleted=%v completed=%v", v.Status, v.DeletedAt, v.CompletedAt)
	}
}

func TestDeleteOfAcceptedTradeRefundsFees(t *testing.T) {
	s := newScenario(t, DeliveryShipping)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.send(time.Hour, "delete", UpdateDelete, AdminSignal{AdminID: admin, Reason: "fraud"})
	v := s.run()
	s.ok("accept", "delete")
	if v.Status != rules.StatusCancelled || s.acts.called(Activities.RefundFees) != 1 || s.acts.called(Activities.VoidLabels) == 0 {
		t.Fatalf("status %s, refunds %d, voids %d", v.Status, s.acts.called(Activities.RefundFees), s.acts.called(Activities.VoidLabels))
	}
}

func TestDisputeResolutionIsAppliedOnce(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.send(time.Hour, "open", UpdateOpenDispute, DisputeSignal{DisputeID: "d1", UserID: u1, Reason: "damaged"})
	s.send(time.Minute, "too large", UpdateResolveDispute, DisputeSignal{DisputeID: "d1", UserID: admin, Resolution: "r",
		AwardToUserID: u1, AwardCents: 10001}) // u2's hold is hat1's value, 10000
	s.send(time.Minute, "wrong dispute", UpdateResolveDispute, DisputeSignal{DisputeID: "d2", UserID: admin, Resolution: "r"})
	s.send(time.Minute, "resolve", UpdateResolveDispute, DisputeSignal{DisputeID: "d1", UserID: admin, Resolution: "refund",
		AwardToUserID: u1, AwardCents: 10000})
	v := s.run()
	s.refused("too large", ErrAwardTooLarge.Message)
	s.refused("wrong dispute", ErrNotAllowed.Message)
	s.ok("open", "resolve")
	if v.Status != rules.StatusCompleted || v.Resolution == nil || v.Resolution.AwardCents != 10000 || len(s.acts.awards) != 1 {
		t.Fatalf("status %s resolution %+v awards %d", v.Status, v.Resolution, len(s.acts.awards))
	}
}

func TestEndedRequestTellsThePartnerWhy(t *testing.T) {
	for reason, told := range map[string]string{"": "the other member closed their account", "a bag in it is no longer listed": "a bag in it is no longer listed"} {
		s := newScenario(t, DeliveryPickup)
		s.send(time.Hour, "outsider", UpdateEndRequest, EndRequestInput{UserID: "someone else", Reason: reason})
		s.send(time.Minute, "ended", UpdateEndRequest, EndRequestInput{UserID: u2, Reason: reason})
		v := s.run()
		s.ok("ended")
		s.refused("outsider", ErrNotParticipant.Message)
		notes := s.acts.notified("trade_cancelled")
		if v.Status != rules.StatusCancelled || s.acts.called(Activities.ReleaseHolds) != 1 || len(notes) != 1 ||
			!strings.Contains(notes[0].Content, told) || notes[0].UserIDs[0] != u1 {
			t.Fatalf("reason %q: status %s releases %d notes %+v", reason, v.Status, s.acts.called(Activities.ReleaseHolds), notes)
		}
	}
}

// The money keys of a trade's steps do not depend on what arrived before
// them (a signal applied first when a failed workflow task is retried).
func TestMoneyKeysDoNotCountSignals(t *testing.T) {
	keys := map[string]string{}
	run := func(flags int) {
		s := newScenario(t, DeliveryPickup)
		s.acts.acceptTrade = func(in AcceptTradeInput) (AcceptTradeResult, error) {
			keys[in.KeyPrefix] = in.KeyPrefix
			return AcceptTradeResult{}, nil
		}
		for i := range flags {
			s.send(time.Minute, "flag"+string(rune('a'+i)), UpdateFlag, AdminSignal{AdminID: admin, Reason: "x"})
		}
		s.act(time.Hour, "accept", ActionAccept, u2, nil)
		s.send(time.Minute, "force", UpdateForceComplete, AdminSignal{AdminID: admin, Action: ForceCancel, Reason: "end"})
		s.run()
	}
	run(0)
	run(3)
	if len(keys) != 1 {
		t.Fatalf("accept keys differ with signals in between: %v", keys)
	}
}

// A request whose database write retries longer than the wait for the
// request is seen through: the trade opens instead of ending with a hold.
func TestRequestOutlivingTheWaitKeepsTheTrade(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	start := s.env.Now()
	s.acts.openTrade = func(OpenTradeInput) error {
		if s.env.Now().Sub(start) < requestWait+5*time.Minute {
			return errors.New("database unavailable")
		}
		return nil
	}
	s.check(requestWait+time.Hour, func(v TradeView) {
		if v.Status != rules.StatusPending || v.Revision != 1 {
			t.Errorf("after the outage: %s revision %d", v.Status, v.Revision)
		}
	})
	s.send(time.Minute, "cancel", ActionCancel, ActionInput{UserID: u1})
	v := s.run()
	s.ok("request", "cancel")
	if v.Status != rules.StatusCancelled || s.acts.called(Activities.ReleaseHolds) != 1 {
		t.Fatalf("status %s releases %d", v.Status, s.acts.called(Activities.ReleaseHolds))
	}
}

// Many admin actions on a long trade hand over to a new run that carries
// the whole state; the trade goes on where it was.
func TestLongTradeContinuesAsNew(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.in.HistoryLimit = 60
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	for i := range 12 {
		s.send(time.Minute, "flag"+string(rune('a'+i)), UpdateFlag, AdminSignal{AdminID: admin, Reason: "check " + string(rune('a'+i))})
	}
	// The test environment keeps no history: tell it how long it has grown.
	s.at += time.Second
	s.env.RegisterDelayedCallback(func() { s.env.SetCurrentHistoryLength(s.in.HistoryLimit) }, s.at)
	s.send(time.Minute, "last flag", UpdateFlag, AdminSignal{AdminID: admin, Reason: "last"})
	s.env.ExecuteWorkflow(TradeWorkflowName, s.in)
	if !s.env.IsWorkflowCompleted() {
		t.Fatal("workflow did not complete")
	}
	var can *workflow.ContinueAsNewError
	if err := s.env.GetWorkflowError(); !errors.As(err, &can) {
		t.Fatalf("want continue-as-new, got %v", err)
	}
	var next TradeInput
	if err := converter.GetDefaultDataConverter().FromPayloads(can.Input, &next); err != nil {
		t.Fatal(err)
	}
	r := next.Resume
	if r == nil || r.State.Status != rules.StatusAccepted || r.Snapshot == nil || r.Flag == nil || r.Revision != 2 {
		t.Fatalf("resume state: %+v", r)
	}

	// The next run picks up the accepted trade and finishes it.
	s2 := newScenario(t, DeliveryPickup)
	s2.in = next
	s2.errs = map[string]error{}
	s2.at = 0
	s2.env = newEnvWith(t, s2.acts)
	s2.act(time.Hour, "u1 received", ActionAckReceived, u1, nil)
	s2.act(time.Minute, "u2 received", ActionAckReceived, u2, nil)
	s2.act(time.Minute, "u1 returned", ActionAckReturned, u1, nil)
	s2.act(time.Minute, "u2 returned", ActionAckReturned, u2, nil)
	v := s2.run()
	s2.ok("u1 received", "u2 received", "u1 returned", "u2 returned")
	if v.Status != rules.StatusCompleted || v.Flag == nil || len(v.Timeline) < 14 {
		t.Fatalf("resumed trade: %s flag=%v timeline=%d", v.Status, v.Flag, len(v.Timeline))
	}
}

// newEnvWith is a fresh test environment with the fakes registered (no
// request update: a resumed run is already open).
func newEnvWith(t *testing.T, acts *fakeActivities) *testsuite.TestWorkflowEnvironment {
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	RegisterActivities(env, acts)
	Register(env)
	return env
}
