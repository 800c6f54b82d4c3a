package geo

import (
	"math"
	"testing"
	"time"
)

func TestLookupKnownAndUnknown(t *testing.T) {
	hub, ok := Lookup("33017")
	if !ok || math.Abs(hub.Lat-25.8576) > 1e-9 || math.Abs(hub.Lon+80.2781) > 1e-9 {
		t.Fatalf("33017 = %+v, %v", hub, ok)
	}
	for _, zip := range []string{"00000", "99999", "", "3301", "330170", "abcde"} {
		if _, ok := Lookup(zip); ok {
			t.Errorf("Lookup(%q) found", zip)
		}
	}
	if len(centroids) < 41000 {
		t.Fatalf("table has %d rows", len(centroids))
	}
}

func TestDistanceMiles(t *testing.T) {
	hub, _ := Lookup("33017")
	cases := []struct {
		zip      string
		min, max float64
	}{
		{"33017", 0, 0},
		{"33012", 1.7, 1.9},   // Hialeah, next door
		{"33139", 8.8, 9.2},   // Miami Beach
		{"33401", 60, 70},     // West Palm Beach: outside the radius
		{"10001", 1080, 1110}, // Manhattan
		{"90210", 2320, 2360}, // Beverly Hills
	}
	for _, c := range cases {
		p, ok := Lookup(c.zip)
		if !ok {
			t.Fatalf("%s unknown", c.zip)
		}
		d := DistanceMiles(p, hub)
		if d < c.min || d > c.max {
			t.Errorf("%s to 33017 = %.2f mi, want %v..%v", c.zip, d, c.min, c.max)
		}
		if back := DistanceMiles(hub, p); math.Abs(back-d) > 1e-9 {
			t.Errorf("distance not symmetric: %v vs %v", d, back)
		}
	}
	// A quarter of the meridian from the pole to the equator.
	if d := DistanceMiles(Point{90, 0}, Point{0, 0}); math.Abs(d-EarthRadiusMiles*math.Pi/2) > 1e-6 {
		t.Fatalf("pole to equator = %v", d)
	}
}

func TestPickupEligibility(t *testing.T) {
	e := PickupEligibility("33012", "33139")
	if !e.Eligible || e.Reason != ReasonEligible || !e.KnownA || !e.KnownB ||
		e.DistanceAMiles < 1.7 || e.DistanceAMiles > 1.9 || e.DistanceBMiles < 8.8 || e.DistanceBMiles > 9.2 {
		t.Fatalf("near: %+v", e)
	}
	e = PickupEligibility("33017", "33017")
	if !e.Eligible || e.DistanceAMiles != 0 || e.DistanceBMiles != 0 {
		t.Fatalf("hub itself: %+v", e)
	}
	e = PickupEligibility("33012", "10001")
	if e.Eligible || ReasonTooFar != "Pickup not eligible: both users must be within 50 miles of 33017." || e.Reason != ReasonTooFar {
		t.Fatalf("one far: %+v", e)
	}
	if e = PickupEligibility("33401", "33012"); e.Eligible || e.Reason != ReasonTooFar {
		t.Fatalf("first far: %+v", e)
	}
	e = PickupEligibility("00000", "33012")
	if e.Eligible || e.Reason != `Pickup not eligible: ZIP code "00000" is not a known US ZIP code.` || e.KnownA || !e.KnownB || e.DistanceBMiles == 0 {
		t.Fatalf("unknown A: %+v", e)
	}
	e = PickupEligibility("33012", "")
	if e.Eligible || e.Reason != ReasonUnknownZIP("") || !e.KnownA || e.KnownB {
		t.Fatalf("unknown B: %+v", e)
	}
}

// TestPickupRadiusBoundary finds known ZIP codes just inside and just
// outside the radius so the comparison is "at most 50 miles".
func TestPickupRadiusBoundary(t *testing.T) {
	hub, _ := Lookup(PickupHubZIP)
	var inside, outside int
	for zip, p := range centroids {
		d := DistanceMiles(p, hub)
		e := PickupEligibility(zip, PickupHubZIP)
		if e.Eligible != (d <= PickupRadiusMiles) {
			t.Fatalf("%s at %.3f mi: eligible=%v", zip, d, e.Eligible)
		}
		if d > 45 && d <= 50 {
			inside++
		}
		if d > 50 && d < 55 {
			outside++
		}
	}
	if inside == 0 || outside == 0 {
		t.Fatalf("no ZIP near the boundary: %d inside, %d outside", inside, outside)
	}
}

func date(s string) time.Time {
	d, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return d
}

func TestNextPickupDayAcrossAWeek(t *testing.T) {
	// 2026-06-01 is a Monday.
	want := map[string]string{
		"2026-06-01": "2026-06-04", // Mon -> Thu
		"2026-06-02": "2026-06-04", // Tue -> Thu
		"2026-06-03": "2026-06-04", // Wed -> Thu
		"2026-06-04": "2026-06-04", // Thu itself
		"2026-06-05": "2026-06-07", // Fri -> Sun
		"2026-06-06": "2026-06-07", // Sat -> Sun
		"2026-06-07": "2026-06-07", // Sun itself
		"2026-06-08": "2026-06-11", // next Mon -> Thu
		"2026-12-30": "2026-12-31", // Wed -> Thu, year end
		"2027-01-01": "2027-01-03", // Fri -> Sun across the new year
	}
	for in, out := range want {
		got := NextPickupDay(date(in))
		if got.Format(time.DateOnly) != out || got.Location() != time.UTC || got.Hour() != 0 {
			t.Errorf("NextPickupDay(%s) = %v, want %s", in, got, out)
		}
		if wd := got.Weekday(); wd != time.Thursday && wd != time.Sunday {
			t.Errorf("%s is a %s", got, wd)
		}
	}
	// The calendar date is read in the value's own location.
	late := time.Date(2026, 6, 3, 23, 30, 0, 0, time.FixedZone("EDT", -4*3600)) // Wed there, Thu in UTC
	if got := NextPickupDay(late); got.Format(time.DateOnly) != "2026-06-04" {
		t.Fatalf("late Wednesday: %v", got)
	}
	if got := NextPickupDay(time.Date(2026, 6, 5, 8, 0, 0, 0, time.UTC)); !got.Equal(date("2026-06-07")) {
		t.Fatalf("time of day ignored: %v", got)
	}
}

func BenchmarkPickupEligibility(b *testing.B) {
	Lookup(PickupHubZIP)
	for b.Loop() {
		PickupEligibility("33012", "10001")
	}
}

func BenchmarkParseTable(b *testing.B) {
	for b.Loop() {
		if _, err := parseTable(zipTable); err != nil {
			b.Fatal(err)
		}
	}
}
