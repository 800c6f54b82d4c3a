package rules

import (
	"time"

	"pursetrade/internal/refusal"
)

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

// BookedDays are the days a trade of these dates holds its bags once
// accepted: its dates and the turnaround after them, first and last day
// inclusive. A bag is free for the trade when no other trade's booking
// touches them (a booking holds its own turnaround).
func BookedDays(d Dates, turnaroundDays int) (first, last time.Time, err error) {
	first, last, err = ParseRange(d.Start, d.End)
	return first, last.AddDate(0, 0, turnaroundDays), err
}

// UnavailableDays are the days the dates of a trade keeping turnaroundDays
// may not touch because of a booking of first..last: the trade's
// BookedDays touch the booking exactly when its dates touch these.
func UnavailableDays(first, last time.Time, turnaroundDays int) (time.Time, time.Time) {
	return first.AddDate(0, 0, -turnaroundDays), last
}
