package rules

import (
	"testing"
	"time"
)

func TestChargesAreTheFeesAndTheHold(t *testing.T) {
	fees := Fees{SiteFeeCents: 500, PickupFeeCents: 700}
	trade := ChargedTrade{DeliveryMethod: DeliveryPickup, ShippingCostCents: 2250, RequesterHoldCents: 45_000, OwnerHoldCents: 30_000}
	requester, owner := Charges(fees, trade)
	if requester != (Charge{SiteFeeCents: 500, DeliveryCents: 700, HoldCents: 45_000}) || requester.TotalCents() != 46_200 {
		t.Fatalf("pickup requester %+v", requester)
	}
	if owner != (Charge{SiteFeeCents: 500, DeliveryCents: 700, HoldCents: 30_000}) {
		t.Fatalf("pickup owner %+v", owner)
	}
	trade.DeliveryMethod = DeliveryShipping
	if requester, _ = Charges(fees, trade); requester.DeliveryCents != 2250 || requester.TotalCents() != 47_750 {
		t.Fatalf("shipping requester %+v", requester)
	}
}

// A trade's booked days touch a booking exactly when its dates touch the
// booking's unavailable days.
func TestUnavailableDaysMirrorBookedDays(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2027, 3, d, 0, 0, 0, 0, time.UTC) }
	bookedFirst, bookedLast := day(10), day(15)
	for turnaround := range 4 {
		unavailableFirst, unavailableLast := UnavailableDays(bookedFirst, bookedLast, turnaround)
		for start := 1; start <= 20; start++ {
			for end := start + 1; end <= 25; end++ {
				d := Dates{Start: day(start).Format(time.DateOnly), End: day(end).Format(time.DateOnly)}
				first, last, err := BookedDays(d, turnaround)
				if err != nil {
					t.Fatal(err)
				}
				touchesBooking := !first.After(bookedLast) && !bookedFirst.After(last)
				touchesUnavailable := !day(start).After(unavailableLast) && !unavailableFirst.After(day(end))
				if touchesBooking != touchesUnavailable {
					t.Fatalf("%s..%s keeping %d days: booking %v, unavailable %v", d.Start, d.End, turnaround, touchesBooking, touchesUnavailable)
				}
			}
		}
	}
}
