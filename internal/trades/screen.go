package trades

import (
	"context"
	"pursetrade/internal/trading"

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
	sc := newScreen()
	sc.queueUsers(ctx, b, userIDs)
	b.Queue(func(conn db.DBTX) (err error) { sc.Items, err = catalog.ItemsByID(ctx, conn, itemIDs); return err })
	if withEstimates {
		sc.queueEstimates(ctx, b, userIDs)
	}
	return sc
}

// QueueTradeScreen queues the reads of one trade's members and bags by the
// trade's id alone, for a screen read before the view it will show is known
// (an action's answer, read beside its update); QueueMissing then adds what
// that view needs beyond them.
func QueueTradeScreen(ctx context.Context, b *store.Batch, tradeID string) *Screen {
	sc := newScreen()
	b.Queue(func(conn db.DBTX) error {
		users, err := db.New(conn).UsersOfTrade(ctx, tradeID)
		for _, u := range users {
			sc.Users[u.ID] = db.TradeUsersRow(u)
		}
		return err
	})
	b.Queue(func(conn db.DBTX) (err error) { sc.Items, err = catalog.ItemsOfTrade(ctx, conn, tradeID); return err })
	return sc
}

// QueueMissing queues the reads a screen read before an action still lacks
// to show the trade after it: members it has not read, the bags again when
// one is missing or may have been freed by the action (bagsHeld tells
// whether the trade now holds its bags; while it does they are in a trade,
// and a bag that was in none before still is in none), and the estimate's
// fees and balances, which the action may have changed.
func (sc *Screen) QueueMissing(ctx context.Context, b *store.Batch, userIDs, itemIDs []string, bagsHeld, withEstimates bool) {
	var missing []string
	for _, id := range userIDs {
		if _, ok := sc.Users[id]; !ok {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		sc.queueUsers(ctx, b, missing)
	}
	reread := false
	for _, id := range itemIDs {
		it, ok := sc.Items[id]
		reread = reread || !ok || it.InTrade && !bagsHeld
		it.InTrade = it.InTrade || bagsHeld
		sc.Items[id] = it
	}
	if reread {
		b.Queue(func(conn db.DBTX) (err error) { sc.Items, err = catalog.ItemsByID(ctx, conn, itemIDs); return err })
	}
	if withEstimates {
		sc.queueEstimates(ctx, b, userIDs)
	}
}

func newScreen() *Screen {
	return &Screen{Users: map[string]db.TradeUsersRow{}, Items: map[string]catalog.Item{}, Balances: map[string]db.TradeBalancesRow{}}
}

func (sc *Screen) queueUsers(ctx context.Context, b *store.Batch, userIDs []string) {
	b.Queue(func(conn db.DBTX) error {
		users, err := db.New(conn).TradeUsers(ctx, userIDs)
		for _, u := range users {
			sc.Users[u.ID] = u
		}
		return err
	})
}

func (sc *Screen) queueEstimates(ctx context.Context, b *store.Batch, userIDs []string) {
	b.Queue(func(conn db.DBTX) (err error) { sc.Fees, err = db.New(conn).GetSettings(ctx); return err })
	b.Queue(func(conn db.DBTX) error {
		bals, err := db.New(conn).TradeBalances(ctx, userIDs)
		for _, bal := range bals {
			sc.Balances[bal.UserID] = bal
		}
		return err
	})
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
	if method == trading.DeliveryShipping {
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
