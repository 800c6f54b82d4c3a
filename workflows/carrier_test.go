package workflows

import (
	"slices"
	"testing"
	"time"

	"pursetrade/internal/trades/rules"
)

// Carrier scans reach the timeline once each, whatever their order or how
// often they come; a delivery not confirmed in time is reminded once, and
// one confirmed in time not at all (the SDK's time skipping runs the days).
func TestCarrierScansAndTheDeliveryReminder(t *testing.T) {
	s := newScenario(t, DeliveryShipping)
	memo := watchRefusals(s)
	start := s.env.Now()
	scan := func(leg, number, status, sub string, at time.Duration) CarrierEvent {
		return CarrierEvent{Leg: leg, Carrier: "usps", TrackingNumber: number, Status: status, Substatus: sub, At: start.Add(at)}
	}
	s.act(time.Hour, "accept", ActionAccept, u2, nil)
	var revision int64
	s.check(30*time.Hour, func(v TradeView) { revision = v.Revision }) // the scans below have happened by now
	delivered := scan(LegRequesterOut, "T1", CarrierDelivered, "", 24*time.Hour)
	for _, e := range []CarrierEvent{
		scan(LegRequesterOut, "T1", CarrierTransit, "", 3*time.Hour),
		scan(LegRequesterOut, "T1", CarrierTransit, CarrierOutForDelivery, 20*time.Hour),
		delivered,
		delivered, // the same scan again
		scan(LegRequesterOut, "T1", CarrierTransit, "", 4*time.Hour),       // late and out of order
		scan(LegOwnerOut, "T9", CarrierDelivered, "", 24*time.Hour),        // not a label of this trade
		scan(LegOwnerOut, "T2", "lost_in_space", "", 24*time.Hour),         // no known status
		scan(LegOwnerOut, "T2", CarrierDelivered, "", 30*time.Hour),        // confirmed in time below
		scan(LegRequesterReturn, "T1", CarrierDelivered, "", 30*time.Hour), // T1 is not the return label
	} {
		s.signal(time.Minute, SignalCarrierEvent, e)
	}
	s.check(time.Minute, func(v TradeView) {
		want := []CarrierStatus{{Leg: LegRequesterOut, Status: CarrierDelivered, At: delivered.At.UTC()},
			{Leg: LegOwnerOut, Status: CarrierDelivered, At: start.Add(30 * time.Hour).UTC()}}
		if !slices.Equal(v.Carrier, want) || v.Revision != revision {
			t.Errorf("after the scans: %+v revision %d (was %d)", v.Carrier, v.Revision, revision)
		}
	})
	s.act(10*time.Hour, "u1 received", ActionAckReceived, u1, nil)
	s.check(30*time.Hour, func(v TradeView) { // 47 hours after the delivery
		if n := len(s.acts.notified("trade_delivery_reminder")); n != 0 {
			t.Errorf("reminded %d times before 48 hours", n)
		}
	})
	s.check(2*time.Hour, func(v TradeView) {
		got := s.acts.notified("trade_delivery_reminder")
		if len(got) != 1 || !slices.Equal(got[0].UserIDs, []string{u2}) {
			t.Errorf("reminders after 48 hours: %+v", got)
		}
	})
	s.act(5*24*time.Hour, "u2 received", ActionAckReceived, u2, nil)
	s.act(time.Minute, "u1 returned", ActionAckReturned, u1, nil)
	s.act(time.Minute, "u2 returned", ActionAckReturned, u2, nil)
	v := s.run()
	s.ok("accept", "u1 received", "u2 received", "u1 returned", "u2 returned")
	if v.Status != rules.StatusCompleted {
		t.Fatalf("final %s", v.Status)
	}
	if got := s.acts.notified("trade_delivery_reminder"); len(got) != 1 {
		t.Fatalf("%d delivery reminders, want 1", len(got))
	}
	var carrierLines []string
	for _, e := range v.Timeline {
		if e.CarrierAt != nil {
			carrierLines = append(carrierLines, e.Kind+" "+e.CarrierAt.Sub(start).String())
		}
	}
	want := []string{"carrier_transit 3h0m0s", "carrier_out_for_delivery 20h0m0s", "carrier_delivered 24h0m0s", "carrier_delivered 30h0m0s"}
	if !slices.Equal(carrierLines, want) {
		t.Fatalf("carrier lines %v, want %v", carrierLines, want)
	}
	if n := slices.Index(timelineKinds(v), "delivery_reminder"); n < 0 {
		t.Fatalf("no reminder line: %v", timelineKinds(v))
	}
	if got := memo.signals(); len(got) != 3 {
		t.Fatalf("refused scans %v, want the three that are not this trade's", got)
	}
}
