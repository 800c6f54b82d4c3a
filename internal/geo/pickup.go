package geo

import (
	"fmt"
	"time"
)

// The pickup rule: both members within 50 miles of
// ZIP 33017 (Hialeah, FL), where pickups happen on Thursdays and Sundays.
const (
	PickupHubZIP      = "33017"
	PickupRadiusMiles = 50.0
)

// Reasons answered by PickupEligibility.
const (
	ReasonEligible = "Both members are within 50 miles of 33017."
	ReasonTooFar   = "Pickup not eligible: both users must be within 50 miles of 33017."
)

// ReasonUnknownZIP is the reason when a ZIP code is not in the table.
func ReasonUnknownZIP(zip string) string {
	return fmt.Sprintf("Pickup not eligible: ZIP code %q is not a known US ZIP code.", zip)
}

// Eligibility is the answer of PickupEligibility. A distance is set only
// when its ZIP code is known (KnownA / KnownB).
type Eligibility struct {
	Eligible       bool
	Reason         string
	DistanceAMiles float64 // zipA to the hub
	DistanceBMiles float64 // zipB to the hub
	KnownA, KnownB bool
}

// PickupEligibility decides whether members at zipA and zipB may trade by
// pickup: both ZIP codes known and each centroid at most PickupRadiusMiles
// from the hub's centroid. An unknown ZIP (zipA checked first) is not
// eligible, with a reason naming it.
func PickupEligibility(zipA, zipB string) Eligibility {
	hub, _ := Lookup(PickupHubZIP)
	var e Eligibility
	a, okA := Lookup(zipA)
	b, okB := Lookup(zipB)
	e.KnownA, e.KnownB = okA, okB
	if okA {
		e.DistanceAMiles = DistanceMiles(a, hub)
	}
	if okB {
		e.DistanceBMiles = DistanceMiles(b, hub)
	}
	switch {
	case !okA:
		e.Reason = ReasonUnknownZIP(zipA)
	case !okB:
		e.Reason = ReasonUnknownZIP(zipB)
	case e.DistanceAMiles > PickupRadiusMiles || e.DistanceBMiles > PickupRadiusMiles:
		e.Reason = ReasonTooFar
	default:
		e.Eligible, e.Reason = true, ReasonEligible
	}
	return e
}

// NextPickupDay returns the first Thursday or Sunday on or after the
// calendar date of start. Only start's year, month and day (in start's own
// location) count; the result is that date at midnight UTC, the form pgx
// uses for SQL `date` values. Pure: no clock, no I/O (safe in workflows).
func NextPickupDay(start time.Time) time.Time {
	d := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, time.UTC)
	for d.Weekday() != time.Thursday && d.Weekday() != time.Sunday {
		d = d.AddDate(0, 0, 1)
	}
	return d
}
