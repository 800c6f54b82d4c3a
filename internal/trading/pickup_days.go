package trading

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
// first pickup day on or after its end date ("" when end is not a date).
func ReturnPickupDate(end string) string {
	day, err := time.Parse(time.DateOnly, end)
	if err != nil {
		return ""
	}
	return geo.NextPickupDay(day).Format(time.DateOnly)
}
