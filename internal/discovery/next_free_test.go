package discovery

import (
	"testing"
	"time"
)

func TestFirstFreeSkipsBookingsAndTheirTurnaround(t *testing.T) {
	d := func(s string) time.Time { v, _ := time.Parse(time.DateOnly, s); return v }
	from := d("2030-03-10")
	for _, c := range []struct {
		name     string
		bookings []bookedDays
		want     FreeRange
	}{
		{"nothing booked", nil, FreeRange{Start: "2030-03-10"}},
		{"a booking later", []bookedDays{{d("2030-03-20"), d("2030-03-25")}}, FreeRange{Start: "2030-03-10", End: "2030-03-18"}},
		{"booked now", []bookedDays{{d("2030-03-08"), d("2030-03-12")}}, FreeRange{Start: "2030-03-13"}},
		{"a gap too short for a trade", []bookedDays{{d("2030-03-08"), d("2030-03-12")}, {d("2030-03-15"), d("2030-03-18")}},
			FreeRange{Start: "2030-03-19"}},
		{"a gap of two days", []bookedDays{{d("2030-03-08"), d("2030-03-12")}, {d("2030-03-16"), d("2030-03-18")}},
			FreeRange{Start: "2030-03-13", End: "2030-03-14"}},
	} {
		if got := firstFree(from, c.bookings, 1); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
