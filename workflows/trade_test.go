package workflows

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"pursetrade/internal/trades/rules"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
)

// fakeActivities stand in for the side effects so the workflow's own logic
// is tested with the SDK's time-skipping test environment. (Integration
// tests run the real activities against PostgreSQL and a real server.)
type fakeActivities struct {
	mu            sync.Mutex
	calls         []string
	projections   []TradeProjection
	notes         []NotifyInput
	awards        []AwardInput
	attached      []AttachPhotosInput
	refuse        map[string]bool // activity name -> answer insufficient balance
	labelFailures int
	bookings      map[string]bool // trade id -> books a bag of the trade under test

	// A test sets these to answer in place of the fake.
	openTrade   func(OpenTradeInput) error
	setHold     func(SetHoldInput) error
	acceptTrade func(AcceptTradeInput) (AcceptTradeResult, error)
}

var _ Activities = (*fakeActivities)(nil)

// call records a call of the activity method and answers its refusal, if
// the test set one (refuses).
func (f *fakeActivities) call(method any) error {
	name := activityName(method)
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, name)
	if f.refuse[name] {
		return temporal.NewNonRetryableApplicationError("Insufficient current balance. You need $150.00 to accept. Please add funds.", CodeInsufficient, nil)
	}
	return nil
}

// refuses makes the activity method answer an insufficient balance.
func (f *fakeActivities) refuses(method any) { f.refuse[activityName(method)] = true }

func (f *fakeActivities) OpenTrade(_ context.Context, in OpenTradeInput) error {
	if f.openTrade != nil {
		return f.openTrade(in)
	}
	if err := f.call(Activities.OpenTrade); err != nil {
		return err
	}
	f.project(in.Projection)
	return nil
}

func (f *fakeActivities) ProjectTrade(_ context.Context, p TradeProjection) error {
	f.project(p)
	return nil
}

func (f *fakeActivities) SetHold(_ context.Context, in SetHoldInput) error {
	if f.setHold != nil {
		return f.setHold(in)
	}
	return f.call(Activities.SetHold)
}

func (f *fakeActivities) AcceptTrade(_ context.Context, in AcceptTradeInput) (AcceptTradeResult, error) {
	if f.acceptTrade != nil {
		return f.acceptTrade(in)
	}
	if err := f.call(Activities.AcceptTrade); err != nil {
		return AcceptTradeResult{}, err
	}
	snap := FinancialSnapshot{
		Requester: UserFinancials{UserID: in.RequesterID, PlatformFeeCents: 500, PickupFeeCents: 500, HoldCents: in.RequesterHoldCents},
		Owner:     UserFinancials{UserID: in.OwnerID, PlatformFeeCents: 500, PickupFeeCents: 500, HoldCents: in.OwnerHoldCents},
	}
	p := in.Projection
	p.Snapshot = &snap
	f.project(p)
	return AcceptTradeResult{FinancialSnapshot: snap}, nil
}

func (f *fakeActivities) ReleaseHolds(context.Context, ReleaseHoldsInput) error {
	return f.call(Activities.ReleaseHolds)
}

func (f *fakeActivities) SettleCancellation(context.Context, SettleCancellationInput) error {
	return f.call(Activities.SettleCancellation)
}

func (f *fakeActivities) RefundFees(context.Context, RefundFeesInput) error {
	return f.call(Activities.RefundFees)
}

func (f *fakeActivities) AwardFromHold(_ context.Context, in AwardInput) error {
	f.mu.Lock()
	f.awards = append(f.awards, in)
	f.mu.Unlock()
	return f.call(Activities.AwardFromHold)
}

func (f *fakeActivities) BuyLabels(context.Context, BuyLabelsInput) ([]Label, error) {
	f.mu.Lock()
	failing := f.labelFailures > 0
	if failing {
		f.labelFailures--
	}
	f.mu.Unlock()
	if err := f.call(Activities.BuyLabels); err != nil || failing {
		return nil, errors.New("carrier unavailable")
	}
	return []Label{{Leg: LegRequesterOut, TrackingNumber: "T1", Carrier: "usps"}, {Leg: LegOwnerOut, TrackingNumber: "T2", Carrier: "usps"},
		{Leg: LegRequesterReturn, TrackingNumber: "T3", Carrier: "usps"}, {Leg: LegOwnerReturn, TrackingNumber: "T4", Carrier: "usps"}}, nil
}

func (f *fakeActivities) VoidLabels(context.Context, VoidLabelsInput) error {
	return f.call(Activities.VoidLabels)
}

func (f *fakeActivities) IsAdministrator(_ context.Context, userID string) (bool, error) {
	return userID == admin, f.call(Activities.IsAdministrator)
}

func (f *fakeActivities) BookedBy(_ context.Context, in BookedByInput) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.bookings[in.BookedBy], nil
}

func (f *fakeActivities) AttachConditionPhotos(_ context.Context, in AttachPhotosInput) error {
	if err := f.call(Activities.AttachConditionPhotos); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.attached = append(f.attached, in)
	return nil
}

// project records a projection write and the notifications written with
// it, as the real activity does in one transaction.
func (f *fakeActivities) project(p TradeProjection) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.projections = append(f.projections, p)
	f.notes = append(f.notes, p.Notifications...)
}

// called counts the calls of the activity method.
func (f *fakeActivities) called(method any) int {
	name := activityName(method)
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, c := range f.calls {
		if c == name {
			n++
		}
	}
	return n
}

func (f *fakeActivities) notified(event string) []NotifyInput {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []NotifyInput
	for _, n := range f.notes {
		if n.Event == event {
			out = append(out, n)
		}
	}
	return out
}

// scenario drives one workflow run with member actions and signals at
// chosen (skipped) times.
type scenario struct {
	t    *testing.T
	env  *testsuite.TestWorkflowEnvironment
	acts *fakeActivities
	in   TradeInput
	errs map[string]error
	at   time.Duration
}

const (
	u1    = "aaaaaaaaaaaaaaaaaaaaaa01"
	u2    = "aaaaaaaaaaaaaaaaaaaaaa02"
	admin = "aaaaaaaaaaaaaaaaaaaaaa0a" // the one administrator IsAdministrator knows
)

func newScenario(t *testing.T, delivery string) *scenario {
	var suite testsuite.WorkflowTestSuite
	suite.SetLogger(sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	env := suite.NewTestWorkflowEnvironment()
	acts := &fakeActivities{refuse: map[string]bool{}, bookings: map[string]bool{}}
	RegisterActivities(env, acts)
	Register(env)
	start := env.Now()
	in := TradeInput{
		TradeID: "6560a0000000000000000001", RequesterID: u1, OwnerID: u2, DeliveryMethod: delivery, Message: "hi",
		Terms: Terms{RequesterBagID: "h1", OwnerBagID: "h2", RequesterBagValueCents: 10000, OwnerBagValueCents: 15000,
			StartDate: "2030-01-10", EndDate: "2030-01-17",
			StartsAt: start.Add(10 * 24 * time.Hour), EndsAt: start.Add(18 * 24 * time.Hour)},
		Windows: Windows{Response: 72 * time.Hour, Inspection: 48 * time.Hour, Reminder: 24 * time.Hour},
	}
	if delivery == DeliveryShipping {
		in.ShippingCostCents = 2400
	}
	s := &scenario{t: t, env: env, acts: acts, in: in, errs: map[string]error{}}
	s.act(0, "request", ActionRequest, u1, nil)
	return s
}

// act sends an update at +after (relative to the previous step).
func (s *scenario) act(after time.Duration, label, action, user string, terms *Terms) {
	s.at += after
	if s.at == 0 {
		s.at = time.Millisecond
	}
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(action, label, &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { s.errs[label] = err },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { s.errs[label] = err },
		}, ActionInput{UserID: user, Terms: terms, ModMessage: "how about these dates?"})
	}, s.at)
}

// signal sends a signal at +after.
func (s *scenario) signal(after time.Duration, name string, payload any) {
	s.at += after
	s.env.RegisterDelayedCallback(func() { s.env.SignalWorkflow(name, payload) }, s.at)
}

// check runs fn at +after (for queries mid-run).
func (s *scenario) check(after time.Duration, fn func(v TradeView)) {
	s.at += after
	s.env.RegisterDelayedCallback(func() {
		res, err := s.env.QueryWorkflow(QueryTradeView, u1)
		if err != nil {
			s.t.Errorf("query: %v", err)
			return
		}
		var v TradeView
		_ = res.Get(&v)
		fn(v)
	}, s.at)
}

func (s *scenario) run() TradeView {
	s.t.Helper()
	s.env.ExecuteWorkflow(TradeWorkflowName, s.in)
	if !s.env.IsWorkflowCompleted() {
		s.t.Fatal("workflow did not complete")
	}
	if err := s.env.GetWorkflowError(); err != nil {
		s.t.Fatal(err)
	}
	var v TradeView
	_ = s.env.GetWorkflowResult(&v)
	return v
}

func (s *scenario) ok(labels ...string) {
	s.t.Helper()
	for _, l := range labels {
		if err, seen := s.errs[l]; !seen || err != nil {
			s.t.Errorf("%s: seen=%v err=%v", l, seen, err)
		}
	}
}

func (s *scenario) refused(label, message string) {
	s.t.Helper()
	err := s.errs[label]
	if err == nil || !strings.Contains(err.Error(), message) {
		s.t.Errorf("%s: want refusal %q, got %v", label, message, err)
	}
}

func timelineKinds(v TradeView) []string {
	var out []string
	for _, e := range v.Timeline {
		out = append(out, e.Kind)
	}
	return out
}

func TestPickupHappyPath(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "u1 accepts own request", ActionAccept, u1, nil)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.act(time.Hour, "return too early", ActionAckReturned, u1, nil)
	s.act(10*24*time.Hour, "u1 received", ActionAckReceived, u1, nil)
	s.act(time.Minute, "u1 received twice", ActionAckReceived, u1, nil)
	s.act(time.Minute, "u2 received", ActionAckReceived, u2, nil)
	s.act(time.Minute, "cancel after receipt", ActionCancel, u2, nil)
	s.act(6*24*time.Hour, "u1 returned", ActionAckReturned, u1, nil)
	s.act(time.Minute, "u2 returned", ActionAckReturned, u2, nil)
	s.check(time.Hour, func(v TradeView) {
		if v.Status != rules.StatusAccepted || v.InspectionEndsAt == nil {
			t.Errorf("during inspection: %s %v", v.Status, v.InspectionEndsAt)
		}
	})
	v := s.run()
	s.ok("request", "accept", "u1 received", "u2 received", "u1 returned", "u2 returned")
	s.refused("u1 accepts own request", "waiting for the other member")
	s.refused("return too early", "Both members must confirm receipt")
	s.refused("u1 received twice", "already confirmed")
	s.refused("cancel after receipt", "open a dispute")
	if v.Status != rules.StatusCompleted || v.CompletedAt == nil || v.Snapshot == nil || v.Snapshot.Owner.HoldCents != 10000 {
		t.Fatalf("final view: %+v", v)
	}
	if got := s.acts.called(Activities.ReleaseHolds); got != 1 {
		t.Fatalf("holds released %d times", got)
	}
	if s.acts.called(Activities.BuyLabels) != 0 {
		t.Fatal("pickup trades buy no labels")
	}
	if len(s.acts.notified("trade_starting")) != 1 || len(s.acts.notified("trade_completed")) != 1 {
		t.Fatalf("notifications: %+v", s.acts.notes)
	}
	want := []string{"created", "accepted", "reminder", "received", "received", "returned", "returned", "inspection", "completed"}
	if got := timelineKinds(v); !slices.Equal(got, want) {
		t.Fatalf("timeline %v, want %v", got, want)
	}
	last := s.acts.projections[len(s.acts.projections)-1]
	if last.Status != rules.StatusCompleted || last.Seq != v.Seq {
		t.Fatalf("last projection %s seq %d (view seq %d)", last.Status, last.Seq, v.Seq)
	}
}

func TestShippingBuysLabelsAndRegenerates(t *testing.T) {
	s := newScenario(t, DeliveryShipping)
	s.acts.labelFailures = 5 // every retry of the first purchase fails
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.check(time.Hour, func(v TradeView) {
		if v.LabelError == "" || len(v.Labels) != 0 {
			t.Errorf("after failed purchase: error=%q labels=%d", v.LabelError, len(v.Labels))
		}
	})
	s.act(time.Minute, "regenerate", ActionRegenLabels, u1, nil)
	s.check(time.Hour, func(v TradeView) {
		if v.LabelError != "" || len(v.Labels) != 4 {
			t.Errorf("after regenerate: error=%q labels=%d", v.LabelError, len(v.Labels))
		}
	})
	s.signal(time.Minute, SignalForceComplete, AdminSignal{AdminID: admin, Action: ForceComplete, Reason: "test over"})
	v := s.run()
	s.ok("accept", "regenerate")
	if v.Status != rules.StatusCompleted || v.Forced == nil || v.Forced.Reason != "test over" {
		t.Fatalf("final: %+v", v)
	}
	if len(s.acts.notified("labels_ready")) != 1 {
		t.Fatal("labels-ready notification missing")
	}
}

func TestModifyThenApprove(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	newTerms := s.in.Terms
	newTerms.OwnerBagID, newTerms.OwnerBagValueCents, newTerms.EndDate = "h3", 20000, "2030-01-20"
	s.act(time.Hour, "modify by u2", ActionModify, u2, &newTerms)
	s.act(time.Minute, "u2 approves own modification", ActionApprove, u2, nil)
	s.act(time.Minute, "u2 accepts", ActionAccept, u2, nil)
	s.act(time.Minute, "u2 modifies again", ActionModify, u2, &newTerms)
	s.check(time.Minute, func(v TradeView) {
		if v.Status != rules.StatusModified || v.HoldUserID != u2 || v.Terms.OwnerBagID != "h3" || v.ModMessage == "" {
			t.Errorf("after modify: %+v", v)
		}
		if v.ExpiresAt == nil || v.ExpiresAt.Sub(v.UpdatedAt) != 72*time.Hour {
			t.Errorf("a modification restarts the response window: %v", v.ExpiresAt)
		}
		if !slices.Equal(v.Actions, []string{ActionApprove, ActionDeny}) {
			t.Errorf("u1 actions on a modified trade: %v", v.Actions)
		}
	})
	s.act(time.Minute, "approve", ActionApprove, u1, nil)
	s.signal(time.Hour, SignalForceComplete, AdminSignal{AdminID: admin, Action: ForceComplete, Reason: "done"})
	v := s.run()
	s.ok("modify by u2", "approve")
	s.refused("u2 approves own modification", "waiting for the other member")
	s.refused("u2 accepts", "waiting for the other member")
	s.refused("u2 modifies again", "not allowed")
	if s.acts.called(Activities.SetHold) != 1 || s.acts.called(Activities.AcceptTrade) != 1 {
		t.Fatalf("calls: %v", s.acts.calls)
	}
	if v.Snapshot == nil || v.Snapshot.Requester.HoldCents != 20000 {
		t.Fatalf("approval uses the new terms: %+v", v.Snapshot)
	}
}

func TestModifyThenDeny(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	newTerms := s.in.Terms
	newTerms.StartDate = "2030-01-11"
	s.act(time.Hour, "modify by u2", ActionModify, u2, &newTerms)
	s.act(time.Hour, "same terms again", ActionModify, u1, &newTerms)
	s.act(time.Hour, "deny (sent as reject)", ActionReject, u1, nil)
	v := s.run()
	s.ok("modify by u2", "deny (sent as reject)")
	s.refused("same terms again", "not allowed")
	if v.Status != rules.StatusDenied || s.acts.called(Activities.ReleaseHolds) != 1 || s.acts.called(Activities.SetHold) != 0 {
		t.Fatalf("status %s calls %v", v.Status, s.acts.calls)
	}
}

func TestRejectAndRefusedModify(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	pricier := s.in.Terms
	pricier.OwnerBagID, pricier.OwnerBagValueCents = "h9", 90000
	s.acts.refuses(Activities.SetHold)
	s.act(time.Hour, "modify too pricey", ActionModify, u2, &pricier)
	s.act(time.Hour, "reject", ActionReject, u2, nil)
	v := s.run()
	s.refused("modify too pricey", "other member's balance")
	s.ok("reject")
	if v.Status != rules.StatusRejected || v.Terms.OwnerBagID != "h2" {
		t.Fatalf("a refused modification changes nothing: %+v", v)
	}
}

func TestExpiresAfterResponseWindow(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	started := s.env.Now()
	v := s.run()
	if v.Status != rules.StatusCancelled || timelineKinds(v)[1] != "expired" {
		t.Fatalf("final: %s %v", v.Status, timelineKinds(v))
	}
	if d := s.env.Now().Sub(started); d < 72*time.Hour || d > 73*time.Hour {
		t.Fatalf("expired after %s, want 72h", d)
	}
	if len(s.acts.notified("trade_expired")) != 1 || s.acts.called(Activities.ReleaseHolds) != 1 {
		t.Fatal("expiry must release holds and notify")
	}
}

func TestExpiresAtStartWhenSooner(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.in.Terms.StartsAt = s.env.Now().Add(24 * time.Hour)
	started := s.env.Now()
	s.run()
	if d := s.env.Now().Sub(started); d < 24*time.Hour || d > 25*time.Hour {
		t.Fatalf("expired after %s, want at the start (24h)", d)
	}
}

func TestRequestRefusedLeavesNothing(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.acts.refuses(Activities.OpenTrade)
	v := s.run()
	s.refused("request", "Insufficient current balance")
	if len(s.acts.projections) != 0 || v.Status != rules.StatusPending || len(s.acts.notes) != 0 {
		t.Fatalf("a refused request must leave nothing: %+v", s.acts.projections)
	}
}

func TestCancelPendingByHolderOnly(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "cancel by owner", ActionCancel, u2, nil)
	s.act(time.Hour, "cancel by requester", ActionCancel, u1, nil)
	v := s.run()
	s.refused("cancel by owner", "not allowed")
	s.ok("cancel by requester")
	if v.Status != rules.StatusCancelled || s.acts.called(Activities.SettleCancellation) != 0 || s.acts.called(Activities.ReleaseHolds) != 1 {
		t.Fatalf("%s %v", v.Status, s.acts.calls)
	}
}

func TestCancelAfterAcceptPaysPenalty(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.act(time.Hour, "cancel", ActionCancel, u2, nil)
	v := s.run()
	s.ok("accept", "cancel")
	if v.Status != rules.StatusCancelled || s.acts.called(Activities.SettleCancellation) != 1 {
		t.Fatalf("%s %v", v.Status, s.acts.calls)
	}
}

func TestAcceptRefusedForBalance(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.acts.refuses(Activities.AcceptTrade)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	v := s.run()
	s.refused("accept", "You need $150.00 to accept")
	if v.Status != rules.StatusCancelled || v.Snapshot != nil {
		t.Fatalf("a refused accept changes nothing and the request later expires: %+v", v)
	}
}

func TestDisputePausesAndAwardCompletes(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.act(10*24*time.Hour, "u1 received", ActionAckReceived, u1, nil)
	s.send(time.Hour, "dispute", UpdateOpenDispute, DisputeSignal{DisputeID: "d1", UserID: u1, Reason: "item_damaged"})
	s.act(time.Minute, "ack during dispute", ActionAckReceived, u2, nil)
	s.act(time.Minute, "cancel during dispute", ActionCancel, u1, nil)
	s.check(30*24*time.Hour, func(v TradeView) {
		if v.Status != rules.StatusDisputed || v.DisputeID != "d1" {
			t.Errorf("a dispute pauses the trade: %s", v.Status)
		}
	})
	s.send(time.Minute, "resolve", UpdateResolveDispute, DisputeSignal{DisputeID: "d1", UserID: admin, Resolution: "partial refund",
		AwardToUserID: u1, AwardCents: 2500})
	v := s.run()
	s.ok("dispute", "resolve")
	s.refused("ack during dispute", "Trade actions are disabled while dispute is active")
	s.refused("cancel during dispute", "Trade actions are disabled while dispute is active")
	if v.Status != rules.StatusCompleted || len(s.acts.awards) != 1 {
		t.Fatalf("final %s awards %+v", v.Status, s.acts.awards)
	}
	if a := s.acts.awards[0]; a.FromUserID != u2 || a.ToUserID != u1 || a.AmountCents != 2500 {
		t.Fatalf("award %+v", a)
	}
	if len(s.acts.notified("trade_overdue")) != 0 {
		t.Fatal("timers must not fire while a dispute is open")
	}
}

func TestAdminOverridesCompleteTheTrade(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	for _, sig := range []string{SignalOverrideReceived, SignalOverrideReturned} {
		for _, u := range []string{u1, u2} {
			s.signal(time.Minute, sig, AdminSignal{AdminID: admin, UserID: u})
		}
	}
	v := s.run()
	if v.Status != rules.StatusCompleted || len(v.Acks.Overrides) != 4 || v.Acks.OwnerReturnedAt == nil {
		t.Fatalf("final %s acks %+v", v.Status, v.Acks)
	}
}

func TestForceCancelRefundsFees(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.send(time.Hour, "flag", UpdateFlag, AdminSignal{AdminID: admin, Reason: "suspicious"})
	s.signal(time.Hour, SignalForceComplete, AdminSignal{AdminID: admin, Action: ForceCancel, Reason: "fraud"})
	v := s.run()
	if v.Status != rules.StatusCancelled || s.acts.called(Activities.RefundFees) != 1 || v.Flag == nil || v.Flag.Reason != "suspicious" {
		t.Fatalf("final %+v calls %v", v, s.acts.calls)
	}
}

func TestAdminDelete(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.send(time.Hour, "delete", UpdateDelete, AdminSignal{AdminID: admin, Reason: "spam"})
	v := s.run()
	s.ok("delete")
	if v.Status != rules.StatusCancelled || v.DeletedAt == nil || s.acts.called(Activities.ReleaseHolds) != 1 {
		t.Fatalf("final %+v", v)
	}
}

func TestAdminDeleteRefusedWhileDisputed(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.send(time.Hour, "dispute", UpdateOpenDispute, DisputeSignal{DisputeID: "d1", UserID: u2})
	s.send(time.Hour, "delete", UpdateDelete, AdminSignal{AdminID: admin})
	s.send(time.Hour, "second dispute", UpdateOpenDispute, DisputeSignal{DisputeID: "d2", UserID: u1})
	s.check(time.Hour, func(v TradeView) {
		if v.Status != rules.StatusDisputed || v.DeletedAt != nil || v.DisputeID != "d1" {
			t.Errorf("delete or a second dispute must be ignored: %+v", v)
		}
	})
	s.send(time.Minute, "resolve", UpdateResolveDispute, DisputeSignal{DisputeID: "d1", UserID: admin, Resolution: "no fault"})
	v := s.run()
	s.ok("dispute", "resolve")
	s.refused("delete", ErrNotRemovable.Message)
	s.refused("second dispute", ErrDisputeExists.Message)
	if v.Status != rules.StatusCompleted {
		t.Fatalf("final %s", v.Status)
	}
}

func TestOverdueRemindersAreBounded(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	s.act(11*24*time.Hour, "u1 received", ActionAckReceived, u1, nil)
	s.act(time.Minute, "u2 received", ActionAckReceived, u2, nil)
	s.act(time.Minute, "u1 returned", ActionAckReturned, u1, nil)
	s.signal(30*24*time.Hour, SignalOverrideReturned, AdminSignal{AdminID: admin, UserID: u2})
	v := s.run()
	got := s.acts.notified("trade_overdue")
	if len(got) != overdueReminderLimit {
		t.Fatalf("%d overdue reminders, want %d", len(got), overdueReminderLimit)
	}
	for _, n := range got {
		if !slices.Equal(n.UserIDs, []string{u2}) {
			t.Fatalf("only the late member is reminded: %v", n.UserIDs)
		}
	}
	if v.Status != rules.StatusCompleted {
		t.Fatalf("final %s", v.Status)
	}
}

func TestIdempotencyKeysAreStable(t *testing.T) {
	tr := &trade{TradeState: TradeState{Seq: 3}, in: TradeInput{TradeID: "abc"}, op: "update:u1"}
	if got := tr.key("accept"); got != "trade-abc:accept" {
		t.Fatal(got)
	}
	if got := tr.opKey("modify-hold"); got != "trade-abc:modify-hold:update:u1" {
		t.Fatal(got)
	}
	if fmt.Sprint(ErrDisputeActive) != "Trade actions are disabled while dispute is active" {
		t.Fatal("spec message changed")
	}
}
