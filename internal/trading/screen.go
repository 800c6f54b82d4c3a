package trading

import (
	"context"

	"pursetrade/internal/catalog"
	"pursetrade/internal/store"
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

// QueueScreen queues on b the reads of the members and bags of the trades
// being shown, and, when one of them still needs an estimate, of today's
// fees and balances (an accepted trade shows its frozen snapshot instead, so
// most screens skip those two reads). The screen is filled once b is sent,
// in the same round trip as whatever else the caller queued.
func QueueScreen(ctx context.Context, b *store.Batch, userIDs, itemIDs []string, withEstimates bool) *Screen {
	sc := &Screen{Users: map[string]db.TradeUsersRow{}, Balances: map[string]db.TradeBalancesRow{}}
	b.Queue(func(conn db.DBTX) error {
		users, err := db.New(conn).TradeUsers(ctx, userIDs)
		for _, u := range users {
			sc.Users[u.ID] = u
		}
		return err
	})
	b.Queue(func(conn db.DBTX) (err error) { sc.Items, err = catalog.ItemsByID(ctx, conn, itemIDs); return err })
	if withEstimates {
		b.Queue(func(conn db.DBTX) (err error) { sc.Fees, err = db.New(conn).GetSettings(ctx); return err })
		b.Queue(func(conn db.DBTX) error {
			bals, err := db.New(conn).TradeBalances(ctx, userIDs)
			for _, bal := range bals {
				sc.Balances[bal.UserID] = bal
			}
			return err
		})
	}
	return sc
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
