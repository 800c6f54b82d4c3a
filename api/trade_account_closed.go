package api

import (
	"context"
	"errors"
	"log/slog"

	"pursetrade/internal/trades"
	"pursetrade/workflows"
)

// Reasons an open request ends before its answer (shown on the trade and
// told to the partner).
const (
	reasonBagUnlisted  = "a bag in it is no longer listed"
	reasonMemberPaused = "a member of it can no longer trade"
)

// tradeEnder ends the open requests of a member or a bag that can no
// longer trade.
type tradeEnder struct {
	svc    trades.Service
	trades *TradeEngine
	logger *slog.Logger
}

// cancelMemberTrades ends the pending and modified trades of a member who
// may no longer trade at once (reason "": the account closed; or disabled,
// restricted): each trade releases its holds and tells the partner. A trade
// that moved on meanwhile (or ended) is left as it is; one that cannot be
// reached now is logged and still cannot be accepted (the member's bags are
// not available).
func (s tradeEnder) cancelMemberTrades(ctx context.Context, userID, reason string) {
	ctx = context.WithoutCancel(ctx)
	tradeIDs, err := s.svc.OpenTradeIDs(ctx, userID)
	if err != nil {
		s.logger.ErrorContext(ctx, "list open trades of member", "user_id", userID, "err", err)
		return
	}
	for _, id := range tradeIDs {
		s.endOpenTrade(ctx, id, userID, reason)
	}
}

// cancelItemTrades ends the open trades that ask for or offer a bag that is
// no longer listed (removed or disabled).
func (s tradeEnder) cancelItemTrades(ctx context.Context, itemID string) {
	ctx = context.WithoutCancel(ctx)
	open, err := s.svc.OpenTradesOfItem(ctx, itemID)
	if err != nil {
		s.logger.ErrorContext(ctx, "list open trades of item", "item_id", itemID, "err", err)
		return
	}
	for _, t := range open {
		s.endOpenTrade(ctx, t.ID, t.OwnerID, reasonBagUnlisted)
	}
}

// endOpenTrade sends the cancellation on behalf of the member whose account
// or bag ends the trade.
func (s tradeEnder) endOpenTrade(ctx context.Context, tradeID, userID, reason string) {
	_, err := s.trades.Update(ctx, tradeID, workflows.UpdateEndRequest, workflows.EndRequestInput{UserID: userID, Reason: reason})
	if err != nil && !errors.Is(err, ErrTradeNotRunning) && !isRefusal(err) {
		s.logger.ErrorContext(ctx, "cancel open trade", "user_id", userID, "trade_id", tradeID, "reason", reason, "err", err)
	}
}
