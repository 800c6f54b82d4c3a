package api

import (
	"context"
	"errors"

	"pursetrade/internal/trades"
	"pursetrade/workflows"
)

// cancelOpenTrades ends a closed account's pending and modified trades at
// once: each trade releases its holds and tells the partner. A trade that
// moved on meanwhile (or ended) is left as it is; one that cannot be reached
// now is logged and still cannot be accepted (the member's bags are gone).
func (s *Server) cancelOpenTrades(ctx context.Context, userID string) {
	ctx = context.WithoutCancel(ctx)
	tradeIDs, err := trades.OpenTradeIDs(ctx, s.pool, userID)
	if err != nil {
		s.logger.ErrorContext(ctx, "list open trades of closed account", "user_id", userID, "err", err)
		return
	}
	for _, id := range tradeIDs {
		_, err := s.trades.Update(ctx, id, workflows.UpdateAccountClosed, workflows.ActionInput{UserID: userID})
		if err != nil && !errors.Is(err, ErrTradeNotRunning) && !isRefusal(err) {
			s.logger.ErrorContext(ctx, "cancel trade of closed account", "user_id", userID, "trade_id", id, "err", err)
		}
	}
}
