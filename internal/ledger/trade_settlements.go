package ledger

import (
	"context"

	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
)

// Settlement is what came back to one member after a trade's acceptance,
// once the trade was cancelled: fees refunded and penalties paid or received.
type Settlement struct {
	RefundedCents, PenaltyPaidCents, PenaltyReceivedCents int64
}

// Settlements maps a trade id and a member id to that member's settlement.
type Settlements map[[2]string]Settlement

// Of is a member's settlement on a trade (zero when nothing came back).
func (s Settlements) Of(tradeID, userID string) Settlement { return s[[2]string{tradeID, userID}] }

// QueueSettlements queues on b the read of the settlements of tradeIDs
// (nothing when there are none); the map is filled once b is sent.
func QueueSettlements(ctx context.Context, b *store.Batch, tradeIDs []string) Settlements {
	out := Settlements{}
	if len(tradeIDs) == 0 {
		return out
	}
	b.Queue(func(conn db.DBTX) error {
		rows, err := db.New(conn).TradeSettlements(ctx, tradeIDs)
		for _, r := range rows {
			out[[2]string{r.TradeID, r.UserID}] = Settlement{r.RefundedCents, r.PenaltyPaidCents, r.PenaltyReceivedCents}
		}
		return err
	})
	return out
}
