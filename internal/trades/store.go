package trades

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// ErrTradeNotFound answers a trade that does not exist, or that the caller
// may not see.
var ErrTradeNotFound = refusal.New(refusal.NotFound, "Trade not found")

// StoredView is the last view a trade's workflow published (a closed
// trade's is final).
func StoredView(ctx context.Context, conn db.DBTX, tradeID string) (json.RawMessage, error) {
	row, err := db.New(conn).GetTrade(ctx, tradeID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrTradeNotFound
	}
	return row.View, err
}

// Page is one page of a trade list and the count of all its trades.
type Page struct {
	Trades []db.Trade
	Total  int64
}

// pageOf unpacks a page of rows carrying the total count.
func pageOf[R any](rows []R, err error, row func(R) (db.Trade, int64)) (Page, error) {
	p := Page{Trades: make([]db.Trade, len(rows))}
	for i, r := range rows {
		p.Trades[i], p.Total = row(r)
	}
	return p, err
}

// MemberTrades lists a member's trades in the statuses, newest first.
func MemberTrades(ctx context.Context, conn db.DBTX, userID string, statuses []string, limit, offset int32) (Page, error) {
	rows, err := db.New(conn).ListMemberTrades(ctx, db.ListMemberTradesParams{UserID: userID, Statuses: statuses, Lim: limit, Off: offset})
	return pageOf(rows, err, func(r db.ListMemberTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
}

// AdminFilter narrows the administrators' trade list; nil matches all.
type AdminFilter struct {
	Status, DeliveryMethod, Member *string
}

// AdminTrades lists every trade for administrators.
func AdminTrades(ctx context.Context, conn db.DBTX, f AdminFilter, limit, offset int32) (Page, error) {
	rows, err := db.New(conn).AdminListTrades(ctx, db.AdminListTradesParams{
		Status: f.Status, DeliveryMethod: f.DeliveryMethod, Member: f.Member, Lim: limit, Off: offset})
	return pageOf(rows, err, func(r db.AdminListTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
}

// PickupTrades lists accepted pickup trades by pickup day.
func PickupTrades(ctx context.Context, conn db.DBTX, limit, offset int32) (Page, error) {
	rows, err := db.New(conn).PickupTrades(ctx, db.PickupTradesParams{Lim: limit, Off: offset})
	return pageOf(rows, err, func(r db.PickupTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
}

// OpenTradeIDs are a member's pending and modified trades.
func OpenTradeIDs(ctx context.Context, conn db.DBTX, userID string) ([]string, error) {
	return db.New(conn).OpenTradeIDsOfUser(ctx, userID)
}

// ClaimRequestKey claims a member's Idempotency-Key for tradeID, or returns
// the trade an earlier request with the same key claimed.
func ClaimRequestKey(ctx context.Context, conn db.DBTX, userID, key, tradeID string) (db.ClaimTradeRequestKeyRow, error) {
	return db.New(conn).ClaimTradeRequestKey(ctx, db.ClaimTradeRequestKeyParams{UserID: userID, IdempotencyKey: key, TradeID: tradeID})
}

// TradeOfRequestKey answers the trade an earlier request with this key
// claimed, if any.
func TradeOfRequestKey(ctx context.Context, conn db.DBTX, userID, key string) (string, bool, error) {
	id, err := db.New(conn).TradeOfRequestKey(ctx, db.TradeOfRequestKeyParams{UserID: userID, IdempotencyKey: key})
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	return id, err == nil, err
}

// ReassignRequestKey moves a key whose first trade was refused to a fresh
// attempt.
func ReassignRequestKey(ctx context.Context, conn db.DBTX, userID, key, oldTradeID, newTradeID string) error {
	_, err := db.New(conn).ReassignTradeRequestKey(ctx, db.ReassignTradeRequestKeyParams{
		UserID: userID, IdempotencyKey: key, OldTradeID: oldTradeID, NewTradeID: newTradeID})
	return err
}

// ClosedTradeChange is an administrator's flag or deletion of a trade whose
// workflow has ended: the projection is the trade now.
type ClosedTradeChange struct {
	TradeID, AdminID, Reason string
	At                       time.Time
	Event                    json.RawMessage // the timeline event it adds
}

// FlagClosed flags a closed trade.
func FlagClosed(ctx context.Context, conn db.DBTX, ch ClosedTradeChange, flag json.RawMessage) error {
	_, err := db.New(conn).FlagClosedTrade(ctx, db.FlagClosedTradeParams{ID: ch.TradeID, Reason: &ch.Reason,
		AdminID: &ch.AdminID, At: &ch.At, Flag: flag, Event: ch.Event})
	return err
}

// DeleteClosed deletes a closed trade (its holds were released when it
// ended).
func DeleteClosed(ctx context.Context, conn db.DBTX, ch ClosedTradeChange) error {
	_, err := db.New(conn).DeleteClosedTrade(ctx, db.DeleteClosedTradeParams{ID: ch.TradeID, AdminID: &ch.AdminID, At: &ch.At, Event: ch.Event})
	if errors.Is(err, pgx.ErrNoRows) {
		return refusal.New(refusal.Conflict, "This trade was already deleted")
	}
	return err
}
