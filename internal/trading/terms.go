package trading

import "time"

// Delivery methods.
const (
	DeliveryPickup   = "pickup"
	DeliveryShipping = "shipping"
)

// Terms are what the two members agree on; a modification replaces them.
// User1 (the requester) offers hat1 and borrows hat2 from user2, its owner.
type Terms struct {
	Hat1ID         string    `json:"hat1_id"` // offered by user1
	Hat2ID         string    `json:"hat2_id"` // owned by user2
	Hat1ValueCents int64     `json:"hat1_value_cents"`
	Hat2ValueCents int64     `json:"hat2_value_cents"`
	StartDate      string    `json:"start_date"` // YYYY-MM-DD
	EndDate        string    `json:"end_date"`
	StartsAt       time.Time `json:"starts_at"`             // start date, midnight America/New_York
	EndsAt         time.Time `json:"ends_at"`               // the day after the end date, midnight New York
	PickupDate     string    `json:"pickup_date,omitempty"` // first Thursday or Sunday on or after the start
	// TurnaroundDays stay booked after the end date once the trade is
	// accepted (0 for trades requested before turnarounds existed).
	TurnaroundDays int `json:"turnaround_days,omitempty"`
}
