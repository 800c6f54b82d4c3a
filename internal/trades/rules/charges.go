package rules

// Fees are the site's fees in force: the site fee each member pays when a
// trade is accepted, and the pickup fee of a pickup trade.
type Fees struct {
	SiteFeeCents, PickupFeeCents int64
}

// ChargedTrade is what a trade's charges depend on besides the fees: its
// delivery and the hold each member keeps (the value of the bag they
// receive).
type ChargedTrade struct {
	DeliveryMethod                     string
	ShippingCostCents                  int64 // round trip
	RequesterHoldCents, OwnerHoldCents int64
}

// Charge is what accepting a trade takes from one member.
type Charge struct {
	SiteFeeCents, DeliveryCents, HoldCents int64
}

// TotalCents is everything accepting takes, the hold included.
func (c Charge) TotalCents() int64 { return c.SiteFeeCents + c.DeliveryCents + c.HoldCents }

// Charges are what accepting the trade takes from each member: the site fee,
// the delivery fee (the pickup fee, or the trade's round-trip shipping
// cost, each member paying it) and their hold.
func Charges(f Fees, t ChargedTrade) (requester, owner Charge) {
	delivery := f.PickupFeeCents
	if t.DeliveryMethod == DeliveryShipping {
		delivery = t.ShippingCostCents
	}
	return Charge{SiteFeeCents: f.SiteFeeCents, DeliveryCents: delivery, HoldCents: t.RequesterHoldCents},
		Charge{SiteFeeCents: f.SiteFeeCents, DeliveryCents: delivery, HoldCents: t.OwnerHoldCents}
}
