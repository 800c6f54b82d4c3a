package trading

import (
	"context"

	"pursetrade/internal/catalog"
	"pursetrade/internal/store/db"

	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/sync/errgroup"
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

// LoadScreen reads the members and bags of the trades being shown, and,
// when one of them still needs an estimate, today's fees and balances (an
// accepted trade shows its frozen snapshot instead, so most screens skip
// those two reads).
func LoadScreen(ctx context.Context, pool *pgxpool.Pool, userIDs, itemIDs []string, withEstimates bool) (Screen, error) {
	sc := Screen{Users: map[string]db.TradeUsersRow{}, Balances: map[string]db.TradeBalancesRow{}}
	q := db.New(pool)
	// Independent reads, at once on the pool: an action's answer waits for
	// the slowest, not for their sum.
	var users []db.TradeUsersRow
	var bals []db.TradeBalancesRow
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) { users, err = q.TradeUsers(gctx, userIDs); return err })
	g.Go(func() (err error) { sc.Items, err = catalog.ItemsByID(gctx, pool, itemIDs); return err })
	if withEstimates {
		g.Go(func() (err error) { sc.Fees, err = q.GetSettings(gctx); return err })
		g.Go(func() (err error) { bals, err = q.TradeBalances(gctx, userIDs); return err })
	}
	if err := g.Wait(); err != nil {
		return sc, err
	}
	for _, u := range users {
		sc.Users[u.ID] = u
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
