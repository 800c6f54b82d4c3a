// Package rules holds the pure trade types and rules that the workflow and
// the API share: statuses, terms, dates judged in New York, what can be
// traded and the refusals of each. It holds no database handle (package
// trades reads the database).
package rules

import (
	"pursetrade/internal/refusal"
	"time"
	_ "time/tzdata" // New York dates on hosts without a zoneinfo database
)

// Limits of the request form and of the dashboard's modify dialog.
const (
	MinDaysAhead  = 3
	MaxDays       = 30
	MaxDaysModify = 31
)

// NewYork is where trade dates are judged.
var NewYork = mustLocation("America/New_York")

func mustLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// Refusals of a trade's dates.
var (
	ErrDatesRequired  = refusal.New(refusal.Invalid, "Please choose a start and an end date")
	ErrBadDate        = refusal.New(refusal.Invalid, "Dates must be in the form YYYY-MM-DD")
	ErrStartTooSoon   = refusal.New(refusal.Invalid, "Start date must be at least 3 days from today")
	ErrEndBeforeStart = refusal.New(refusal.Invalid, "End date must be after start date")
	ErrTooLong        = refusal.New(refusal.Invalid, "Trade duration cannot exceed 30 days")
	ErrTooLongModify  = refusal.New(refusal.Invalid, "Trade duration cannot exceed 1 month (31 days)")
)

// Dates are a trade's calendar dates with the instants the workflow needs.
type Dates struct {
	Start, End       string    // YYYY-MM-DD
	StartsAt, EndsAt time.Time // midnight New York of the start, and of the day after the end
	Days             int
}

// TodayNewYork is the calendar date in New York at now.
func TodayNewYork(now time.Time) time.Time {
	y, m, d := now.In(NewYork).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// EarliestStart is the first allowed start date.
func EarliestStart(now time.Time) time.Time { return TodayNewYork(now).AddDate(0, 0, MinDaysAhead) }

// ParseRange parses a trade's calendar dates (YYYY-MM-DD).
func ParseRange(start, end string) (first, last time.Time, err error) {
	if first, err = time.Parse(time.DateOnly, start); err == nil {
		last, err = time.Parse(time.DateOnly, end)
	}
	return first, last, err
}

// CheckDates validates a trade's dates: start at least 3 days ahead in New
// York, end after start and at most maxDays after it (MaxDays for a
// request, MaxDaysModify for a modification).
func CheckDates(start, end string, now time.Time, maxDays int) (Dates, error) {
	if start == "" || end == "" {
		return Dates{}, ErrDatesRequired
	}
	s, e, err := ParseRange(start, end)
	if err != nil {
		return Dates{}, ErrBadDate
	}
	if s.Before(EarliestStart(now)) {
		return Dates{}, ErrStartTooSoon
	}
	if !e.After(s) {
		return Dates{}, ErrEndBeforeStart
	}
	days := int(e.Sub(s).Hours() / 24)
	if days > maxDays {
		if maxDays == MaxDaysModify {
			return Dates{}, ErrTooLongModify
		}
		return Dates{}, ErrTooLong
	}
	return Dates{Start: start, End: end, StartsAt: midnightNY(s), EndsAt: midnightNY(e.AddDate(0, 0, 1)), Days: days}, nil
}

// midnightNY is the instant a New York calendar day begins.
func midnightNY(day time.Time) time.Time {
	return time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, NewYork)
}
