package catalog

import (
	"net/url"
	"strings"
	"time"

	"pursetrade/internal/trades/rules"
)

// FreeFor is a browse request's date range: only bags that a trade of these
// dates could book are listed. A bag is free when no booking (which holds
// its own turnaround after it) touches the range's days plus the
// turnaround the search counts after them, as an accept counts it.
type FreeFor struct {
	Start, End     string // YYYY-MM-DD, New York dates; "" = no range
	TurnaroundDays int
}

// parseFreeFor reads start and end: both or neither, checked as the request
// form checks a trade's dates.
func parseFreeFor(v url.Values, now time.Time) (FreeFor, error) {
	start, end := strings.TrimSpace(v.Get("start")), strings.TrimSpace(v.Get("end"))
	if start == "" && end == "" {
		return FreeFor{}, nil
	}
	if _, err := rules.CheckDates(start, end, now, rules.MaxDays); err != nil {
		return FreeFor{}, err
	}
	return FreeFor{Start: start, End: end}, nil
}

// freeDays are the first and last day (inclusive) no booking may touch.
func (f FreeFor) freeDays() (first, last string) {
	d, l, _ := rules.BookedDays(rules.Dates{Start: f.Start, End: f.End}, f.TurnaroundDays)
	return d.Format(time.DateOnly), l.Format(time.DateOnly)
}

// filterFree keeps the bags free for f: one probe per bag of the bookings'
// exclusion index (item_id, during).
func (q *itemQuery) filterFree(f FreeFor) {
	if f.Start == "" {
		return
	}
	first, last := f.freeDays()
	q.where("NOT EXISTS (SELECT FROM trade_bookings b WHERE b.item_id = i.id AND b.during && daterange(" +
		q.bind(first) + "::date, " + q.bind(last) + "::date, '[]'))")
}
