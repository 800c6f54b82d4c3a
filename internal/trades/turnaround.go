package trades

import (
	"pursetrade/internal/shipping"
	"pursetrade/internal/trades/rules"
)

// DefaultShippingTurnaroundDays is the gap after a shipping trade when the
// carrier's rate gives no transit days.
const DefaultShippingTurnaroundDays = 3

// Turnaround is the gap kept free after each booking, so a bag on its way
// back is not booked from the day after the trade ends: a pickup trade
// keeps PickupDays (TURNAROUND_PICKUP_DAYS), a shipping trade the transit
// days of the rate it was priced with, or ShippingDays
// (TURNAROUND_SHIPPING_DAYS) when the carrier gives none.
type Turnaround struct {
	PickupDays   int
	ShippingDays int
}

func (t Turnaround) days(method string, rate shipping.Rate) int {
	switch {
	case method == rules.DeliveryPickup:
		return t.PickupDays
	case rate.EstimatedDays > 0:
		return rate.EstimatedDays
	}
	return t.ShippingDays
}
