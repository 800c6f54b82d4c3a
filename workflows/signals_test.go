package workflows

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"

	"pursetrade/internal/trades/rules"
)

// refusals records what the trade writes to its memo about refused signals.
type refusals struct {
	mu   sync.Mutex
	last []SignalRefusal
}

func watchRefusals(s *scenario) *refusals {
	r := &refusals{}
	s.env.OnUpsertMemo(mock.Anything).Run(func(args mock.Arguments) {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.last, _ = args.Get(0).(map[string]any)[MemoRefusedSignals].([]SignalRefusal)
	}).Return(nil)
	return r
}

func (r *refusals) signals() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, f := range r.last {
		out = append(out, f.Signal)
	}
	return out
}

// Every signal the trade accepts, sent with a forged or unauthorised actor
// (a member named as the administrator, no administrator, a trade that
// booked nothing), changes nothing and is recorded as refused.
func TestForgedSignalsChangeNothing(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	memo := watchRefusals(s)
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	var before TradeView
	s.check(time.Minute, func(v TradeView) { before = v })
	forged := []struct {
		name    string
		payload any
	}{
		{SignalOverrideReceived, AdminSignal{AdminID: u1, UserID: u1, Reason: "I got it"}},
		{SignalOverrideReturned, AdminSignal{AdminID: u2, UserID: u2}},
		{SignalForceComplete, AdminSignal{AdminID: u1, Action: ForceCancel, Reason: "free money"}},
		{SignalForceComplete, AdminSignal{Action: ForceComplete, Reason: "nobody"}},
		{SignalBookingConflict, BookingConflict{TradeID: "6560a00000000000000000ff"}},
	}
	for _, f := range forged {
		s.signal(time.Minute, f.name, f.payload)
	}
	s.check(time.Minute, func(v TradeView) {
		if v.Status != rules.StatusAccepted || v.Seq != before.Seq || v.Acks.RequesterReceivedAt != nil || len(v.Acks.Overrides) != 0 {
			t.Errorf("a forged signal changed the trade: %+v", v)
		}
	})
	s.signal(time.Minute, SignalForceComplete, AdminSignal{AdminID: admin, Action: ForceCancel, Reason: "operator"})
	v := s.run()
	if v.Status != rules.StatusCancelled || v.Forced == nil || v.Forced.AdminID != admin || s.acts.called(Activities.RefundFees) != 1 {
		t.Fatalf("the operator's own signal: %+v, calls %v", v, s.acts.calls)
	}
	want := []string{SignalOverrideReceived, SignalOverrideReturned, SignalForceComplete, SignalForceComplete, SignalBookingConflict}
	if got := memo.signals(); !slices.Equal(got, want) {
		t.Fatalf("refusals in the memo: %v, want %v", got, want)
	}
}

// An update sent straight to Temporal that names a member as the
// administrator is refused like the signal.
func TestAdminUpdateNamingAMemberIsRefused(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.send(time.Hour, "delete", UpdateDelete, AdminSignal{AdminID: u2, Reason: "mine"})
	s.act(time.Minute, "accept", ActionAccept, u2, nil)
	s.send(time.Hour, "dispute", UpdateOpenDispute, DisputeSignal{DisputeID: "d1", UserID: u1})
	s.send(time.Minute, "resolve as member", UpdateResolveDispute, DisputeSignal{DisputeID: "d1", UserID: u1, Resolution: "all mine",
		AwardToUserID: u1, AwardCents: 5000})
	s.send(time.Minute, "resolve", UpdateResolveDispute, DisputeSignal{DisputeID: "d1", UserID: admin, Resolution: "no fault"})
	v := s.run()
	s.refused("delete", errNotAdmin.Message)
	s.refused("resolve as member", errNotAdmin.Message)
	s.ok("accept", "dispute", "resolve")
	if v.Status != rules.StatusCompleted || v.DeletedAt != nil || len(s.acts.awards) != 0 || v.Resolution.AdminID != admin {
		t.Fatalf("final %+v awards %+v", v, s.acts.awards)
	}
}

// A booking conflict that the other trade's bookings prove declines the
// open request.
func TestProvenBookingConflictDeclinesTheRequest(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	s.acts.bookings["6560a00000000000000000aa"] = true
	s.signal(time.Hour, SignalBookingConflict, BookingConflict{TradeID: "6560a00000000000000000aa"})
	v := s.run()
	if v.Status != rules.StatusCancelled || s.acts.called(Activities.ReleaseHolds) != 1 || len(s.acts.notified("trade_declined")) != 1 {
		t.Fatalf("final %+v", v)
	}
}
