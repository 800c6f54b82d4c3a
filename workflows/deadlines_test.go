package workflows

import (
	"slices"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/trades/rules"
)

// An accept moves the next deadline from the request's expiry to the start
// reminder, later: the expiry's timer is left running, so the workflow task
// that answers the accept carries no timer commands; when it fires it only
// re-arms, and the reminder still comes at the start.
func TestAcceptKeepsTheExpiryTimer(t *testing.T) {
	s := newScenario(t, DeliveryPickup)
	var mu sync.Mutex
	var scheduled []time.Duration
	cancelled := 0
	s.env.SetOnTimerScheduledListener(func(_ string, d time.Duration) { mu.Lock(); scheduled = append(scheduled, d); mu.Unlock() })
	s.env.SetOnTimerCanceledListener(func(string) { mu.Lock(); cancelled++; mu.Unlock() })
	counts := func() (int, int) { mu.Lock(); defer mu.Unlock(); return len(scheduled), cancelled }

	var before int
	s.check(30*time.Minute, func(TradeView) { before, _ = counts() })
	s.act(30*time.Minute, "accept", ActionAccept, u2, nil)
	s.check(time.Minute, func(v TradeView) {
		if n, c := counts(); v.Status != rules.StatusAccepted || n != before || c != 0 {
			t.Errorf("after the accept: %s, %d timers started (%d before), %d cancelled", v.Status, n, before, c)
		}
	})
	s.check(72*time.Hour, func(v TradeView) { // the expiry's timer has fired
		n, c := counts()
		if v.Status != rules.StatusAccepted || slices.Contains(timelineKinds(v), "expired") || n != before+1 || c != 0 {
			t.Errorf("after the expiry time: %s %v, %d timers started (%d before), %d cancelled", v.Status, timelineKinds(v), n, before, c)
		}
	})
	s.act(10*24*time.Hour, "cancel", ActionCancel, u1, nil)
	v := s.run()
	s.ok("accept", "cancel")
	if got := timelineKinds(v); !slices.Equal(got, []string{"created", "accepted", "reminder", "cancelled"}) {
		t.Fatalf("timeline %v", got)
	}
	if at := v.Timeline[2].At; !at.Equal(s.in.Terms.StartsAt) {
		t.Fatalf("reminder at %v, want the start %v", at, s.in.Terms.StartsAt)
	}
}
