package discovery

import (
	"time"

	"pursetrade/internal/trades/rules"
)

// FreeRange is a bag's next free dates: from Start on, up to End ("" when
// nothing is booked after Start).
type FreeRange struct {
	Start string `json:"start"`
	End   string `json:"end,omitempty"`
}

// bookedDays is a booking's days, its turnaround included, first and last inclusive.
type bookedDays struct{ first, last time.Time }

// firstFree is the first range from `from` on whose days a trade keeping
// turnaroundDays may take (at least a start and an end day) without
// touching a booking; bookings are sorted by their first day.
func firstFree(from time.Time, bookings []bookedDays, turnaroundDays int) FreeRange {
	start := from
	for _, b := range bookings {
		first, last := rules.UnavailableDays(b.first, b.last, turnaroundDays)
		if last.Before(start) {
			continue
		}
		if end := first.AddDate(0, 0, -1); end.After(start) {
			return FreeRange{Start: day(start), End: day(end)}
		}
		if next := last.AddDate(0, 0, 1); next.After(start) {
			start = next
		}
	}
	return FreeRange{Start: day(start)}
}

func day(t time.Time) string { return t.Format(time.DateOnly) }
