package ledger

import (
	"context"

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

// TradeSettlements reads the settlements of tradeIDs (no query when there
// are none).
func (s *Service) TradeSettlements(ctx context.Context, tradeIDs []string) (Settlements, error) {
	out := Settlements{}
	if len(tradeIDs) == 0 {
		return out, nil
	}
	rows, err := db.New(s.conn).TradeSettlements(ctx, tradeIDs)
	for _, r := range rows {
		out[[2]string{r.TradeID, r.UserID}] = Settlement{r.RefundedCents, r.PenaltyPaidCents, r.PenaltyReceivedCents}
	}
	return out, err
}
