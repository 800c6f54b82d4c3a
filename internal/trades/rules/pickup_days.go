package rules

import (
	"time"

	"pursetrade/internal/geo"
	"pursetrade/internal/refusal"
)

// ErrNoPickupDay refuses pickup dates whose first pickup day would come
// after the trade ends.
var ErrNoPickupDay = refusal.New(refusal.Invalid, "For pickup, the trade dates must include a pickup day (Thursday or Sunday).")

// CheckPickupDay refuses a pickup trade whose hand-over day (the first
// Thursday or Sunday from the start) would come after its end date.
func CheckPickupDay(d Dates) error {
	start, end, err := ParseRange(d.Start, d.End)
	if err != nil {
		return err
	}
	if geo.NextPickupDay(start).After(end) {
		return ErrNoPickupDay
	}
	return nil
}

// ReturnPickupDate is the day a pickup trade's bags go back at the hub: the
// first pickup day on or after its end date, and after its hand-over day
// (a trade handed over on its last day returns at the next meeting); ""
// when the dates are not dates.
func ReturnPickupDate(pickup, end string) string {
	handover, err := time.Parse(time.DateOnly, pickup)
	if err != nil {
		return ""
	}
	last, err := time.Parse(time.DateOnly, end)
	if err != nil {
		return ""
	}
	if !last.After(handover) {
		last = handover.AddDate(0, 0, 1)
	}
	return geo.NextPickupDay(last).Format(time.DateOnly)
}
