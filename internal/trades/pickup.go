package trades

import (
	"context"

	"pursetrade/internal/geo"
	"pursetrade/internal/shipping"
)

// PickupCheck tells a member whether a pickup trade for a bag is possible:
// their and the owner's ZIP codes both near the pickup hub. A bag the
// member may not see is not found.
func (s Service) PickupCheck(ctx context.Context, callerID, itemID string, admin bool) (geo.Eligibility, error) {
	p, err := visibleParties(ctx, s.DB, callerID, itemID, admin)
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
func (s Service) LabelParticipants(ctx context.Context, name string) ([]string, error) {
	return s.q().LabelParticipants(ctx, shipping.LabelURLPrefix+name)
}
