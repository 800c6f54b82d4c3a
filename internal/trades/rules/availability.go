package rules

import "pursetrade/internal/refusal"

// Refusals of the bags of a trade.
var (
	ErrItemNotFound = refusal.New(refusal.NotFound, "Item not found")
	ErrUnavailable  = refusal.New(refusal.Rule, "This item is not available for trading")
	ErrBooked       = &refusal.Error{Class: refusal.Conflict, Code: "booked", Message: "This bag is already booked for those dates."}
)

// Available is the one rule of what can be traded: an active bag of an
// active member.
func Available(itemStatus, ownerStatus string) bool {
	return itemStatus == "active" && ownerStatus == "active"
}
