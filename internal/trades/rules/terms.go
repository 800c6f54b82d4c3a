package rules

import "time"

// Delivery methods.
const (
	DeliveryPickup   = "pickup"
	DeliveryShipping = "shipping"
)

// Terms are what the two members agree on; a modification replaces them.
// The requester offers their bag and borrows the owner's.
type Terms struct {
	RequesterBagID         string    `json:"hat1_id"` // offered by user1
	OwnerBagID             string    `json:"hat2_id"` // owned by user2
	RequesterBagValueCents int64     `json:"hat1_value_cents"`
	OwnerBagValueCents     int64     `json:"hat2_value_cents"`
	StartDate              string    `json:"start_date"` // YYYY-MM-DD
	EndDate                string    `json:"end_date"`
	StartsAt               time.Time `json:"starts_at"`             // start date, midnight America/New_York
	EndsAt                 time.Time `json:"ends_at"`               // the day after the end date, midnight New York
	PickupDate             string    `json:"pickup_date,omitempty"` // first Thursday or Sunday on or after the start
	// TurnaroundDays stay booked after the end date once the trade is
	// accepted (0 for trades requested before turnarounds existed).
	TurnaroundDays int `json:"turnaround_days,omitempty"`
}
