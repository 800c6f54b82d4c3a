package trading

import (
	"context"

	"pursetrade/internal/catalog"
	"pursetrade/internal/store/db"
)

// Screen is what showing trades needs besides the trades themselves: the
// members and bags they name, and today's fees and balances for the
// estimate of a trade not yet accepted.
type Screen struct {
	Users    map[string]db.TradeUsersRow
	Items    map[string]catalog.Item
	Fees     db.Setting
	Balances map[string]db.TradeBalancesRow
}

// LoadScreen reads the members and bags of the trades being shown.
func LoadScreen(ctx context.Context, conn db.DBTX, userIDs, itemIDs []string) (Screen, error) {
	sc := Screen{Users: map[string]db.TradeUsersRow{}, Balances: map[string]db.TradeBalancesRow{}}
	q := db.New(conn)
	users, err := q.TradeUsers(ctx, userIDs)
	if err != nil {
		return sc, err
	}
	for _, u := range users {
		sc.Users[u.ID] = u
	}
	if sc.Items, err = catalog.ItemsByID(ctx, conn, itemIDs); err != nil {
		return sc, err
	}
	if sc.Fees, err = q.GetSettings(ctx); err != nil {
		return sc, err
	}
	bals, err := q.TradeBalances(ctx, userIDs)
	if err != nil {
		return sc, err
	}
	for _, b := range bals {
		sc.Balances[b.UserID] = b
	}
	return sc, nil
}

// Estimate is what accepting a trade would take from one member at today's
// fees: the site fee, the delivery fee and the hold (the value of the bag
// they receive).
type Estimate struct {
	SiteFeeCents, DeliveryCents, HoldCents int64
	BalanceCents, EndingBalanceCents       int64
}

// TotalCents is everything accepting takes, the hold included.
func (e Estimate) TotalCents() int64 { return e.SiteFeeCents + e.DeliveryCents + e.HoldCents }

// DeliveryCents is each member's delivery fee: the pickup fee, or the
// trade's round-trip shipping cost.
func (sc Screen) DeliveryCents(method string, shippingCostCents int64) int64 {
	if method == DeliveryShipping {
		return shippingCostCents
	}
	return sc.Fees.PickupFeeCents
}

// Estimate is the member's estimate for a delivery fee and a hold.
func (sc Screen) Estimate(userID string, deliveryCents, holdCents int64) Estimate {
	e := Estimate{SiteFeeCents: sc.Fees.TradeFeeCents, DeliveryCents: deliveryCents, HoldCents: holdCents,
		BalanceCents: sc.Balances[userID].BalanceCents}
	e.EndingBalanceCents = e.BalanceCents - e.TotalCents()
	return e
}
