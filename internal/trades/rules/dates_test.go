package rules

import (
	"errors"
	"testing"
	"time"
)

func TestCheckDates(t *testing.T) {
	// 02:00 UTC on Nov 22 is still Nov 21 in New York.
	now := time.Date(2026, 11, 22, 2, 0, 0, 0, time.UTC)
	cases := []struct {
		start, end string
		want       error
	}{
		{"", "2026-12-01", ErrDatesRequired},
		{"2026/11/30", "2026-12-01", ErrBadDate},
		{"2026-11-23", "2026-11-30", ErrStartTooSoon},
		{"2026-11-24", "2026-11-30", nil}, // Nov 21 (NY) + 3
		{"2026-11-30", "2026-11-30", ErrEndBeforeStart},
		{"2026-11-30", "2026-11-29", ErrEndBeforeStart},
		{"2026-12-01", "2026-12-31", nil},
		{"2026-12-01", "2027-01-01", ErrTooLong},
	}
	for _, c := range cases {
		_, err := CheckDates(c.start, c.end, now, MaxDays)
		if err != c.want {
			t.Errorf("%s..%s: got %v want %v", c.start, c.end, err, c.want)
		}
	}
	if _, err := CheckDates("2026-12-01", "2027-01-01", now, MaxDaysModify); err != nil {
		t.Fatalf("31 days are allowed when modifying: %v", err)
	}
	if _, err := CheckDates("2026-12-01", "2027-01-02", now, MaxDaysModify); err != ErrTooLongModify {
		t.Fatalf("32 days when modifying: %v", err)
	}
	d, _ := CheckDates("2026-12-01", "2026-12-08", now, MaxDays)
	if d.Days != 7 || d.StartsAt.UTC().Hour() != 5 || !d.EndsAt.Equal(time.Date(2026, 12, 9, 5, 0, 0, 0, time.UTC)) {
		t.Fatalf("dates %+v", d)
	}
	// Summer time: midnight New York is 04:00 UTC.
	d, _ = CheckDates("2027-07-01", "2027-07-02", now.AddDate(0, 7, 0), MaxDays)
	if d.StartsAt.UTC().Hour() != 4 {
		t.Fatalf("DST midnight %v", d.StartsAt.UTC())
	}
}

func TestPickupDaysStayInsideTheTrade(t *testing.T) {
	dates := func(start, end string) Dates { return Dates{Start: start, End: end} }
	if err := CheckPickupDay(dates("2027-03-01", "2027-03-03")); !errors.Is(err, ErrNoPickupDay) { // Monday to Wednesday
		t.Fatalf("no pickup day inside: %v", err)
	}
	if err := CheckPickupDay(dates("2027-03-01", "2027-03-04")); err != nil { // to Thursday
		t.Fatalf("Thursday inside: %v", err)
	}
	for _, c := range []struct{ pickup, end, want string }{
		{"2027-03-04", "2027-03-06", "2027-03-07"}, // Thursday hand-over, Saturday end: Sunday
		{"2027-03-04", "2027-03-07", "2027-03-07"}, // ends on a pickup day: that day
		{"2027-03-04", "2027-03-04", "2027-03-07"}, // handed over on the last day: the next meeting
	} {
		if got := ReturnPickupDate(c.pickup, c.end); got != c.want {
			t.Fatalf("return pickup for %s..%s: %s, want %s", c.pickup, c.end, got, c.want)
		}
	}
}
