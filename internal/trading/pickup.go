package trading

import (
	"context"
	"time"

	"pursetrade/internal/geo"
	"pursetrade/internal/refusal"
	"pursetrade/internal/shipping"
	"pursetrade/internal/store/db"
)

// PickupCheck tells a member whether a pickup trade for a bag is possible:
// their and the owner's ZIP codes both near the pickup hub. A bag the
// member may not see is not found.
func PickupCheck(ctx context.Context, conn db.DBTX, callerID, itemID string, admin bool) (geo.Eligibility, error) {
	p, err := visibleParties(ctx, conn, callerID, itemID, admin)
	if err != nil {
		return geo.Eligibility{}, err
	}
	e := geo.PickupEligibility(p.CallerZip, p.OwnerZip)
	switch {
	case p.CallerZip == "":
		e.Eligible, e.Reason = false, "Add your ZIP code to your profile to check pickup eligibility."
	case p.OwnerZip == "":
		e.Eligible, e.Reason = false, "Pickup not eligible: the bag's owner has no ZIP code on file."
	}
	return e, nil
}

// LabelParticipants are the members of the trade whose label is the stored
// file name.
func LabelParticipants(ctx context.Context, conn db.DBTX, name string) ([]string, error) {
	return db.New(conn).LabelParticipants(ctx, shipping.LabelURLPrefix+name)
}

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
