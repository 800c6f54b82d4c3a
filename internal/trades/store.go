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
func (s Service) StoredView(ctx context.Context, tradeID string) (json.RawMessage, error) {
	row, err := s.q().GetTrade(ctx, tradeID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, ErrTradeNotFound
	}
	return row.View, err
}

// Page is one page of a trade list, each trade as its workflow last
// published it, and the count of all its trades.
type Page struct {
	Views []json.RawMessage
	Total int64
}

// pageOf unpacks a page of rows carrying the total count.
func pageOf[R any](rows []R, err error, row func(R) (db.Trade, int64)) (Page, error) {
	p := Page{Views: make([]json.RawMessage, len(rows))}
	for i, r := range rows {
		var t db.Trade
		t, p.Total = row(r)
		p.Views[i] = t.View
	}
	return p, err
}

// MemberTrades lists a member's trades in the statuses, newest first.
func (s Service) MemberTrades(ctx context.Context, userID string, statuses []string, limit, offset int32) (Page, error) {
	rows, err := s.q().ListMemberTrades(ctx, db.ListMemberTradesParams{UserID: userID, Statuses: statuses, Lim: limit, Off: offset})
	return pageOf(rows, err, func(r db.ListMemberTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
}

// AdminFilter narrows the administrators' trade list; nil matches all.
type AdminFilter struct {
	Status, DeliveryMethod, Member *string
}

// AdminTrades lists every trade for administrators.
func (s Service) AdminTrades(ctx context.Context, f AdminFilter, limit, offset int32) (Page, error) {
	rows, err := s.q().AdminListTrades(ctx, db.AdminListTradesParams{
		Status: f.Status, DeliveryMethod: f.DeliveryMethod, Member: f.Member, Lim: limit, Off: offset})
	return pageOf(rows, err, func(r db.AdminListTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
}

// PickupTrades lists accepted pickup trades by pickup day.
func (s Service) PickupTrades(ctx context.Context, limit, offset int32) (Page, error) {
	rows, err := s.q().PickupTrades(ctx, db.PickupTradesParams{Lim: limit, Off: offset})
	return pageOf(rows, err, func(r db.PickupTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
}

// OpenTradeIDs are a member's pending and modified trades.
func (s Service) OpenTradeIDs(ctx context.Context, userID string) ([]string, error) {
	return s.q().OpenTradeIDsOfUser(ctx, userID)
}

// KeyClaim is the trade a member's Idempotency-Key belongs to, and whether
// this request claimed it (else an earlier one did).
type KeyClaim struct {
	TradeID string
	Claimed bool
}

// ClaimRequestKey claims a member's Idempotency-Key for tradeID, or returns
// the trade an earlier request with the same key claimed.
func (s Service) ClaimRequestKey(ctx context.Context, userID, key, tradeID string) (KeyClaim, error) {
	r, err := s.q().ClaimTradeRequestKey(ctx, db.ClaimTradeRequestKeyParams{UserID: userID, IdempotencyKey: key, TradeID: tradeID})
	return KeyClaim(r), err
}

// TradeOfRequestKey answers the trade an earlier request with this key
// claimed, if any.
func (s Service) TradeOfRequestKey(ctx context.Context, userID, key string) (string, bool, error) {
	id, err := s.q().TradeOfRequestKey(ctx, db.TradeOfRequestKeyParams{UserID: userID, IdempotencyKey: key})
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	return id, err == nil, err
}

// ReassignRequestKey moves a key whose first trade was refused to a fresh
// attempt.
func (s Service) ReassignRequestKey(ctx context.Context, userID, key, oldTradeID, newTradeID string) error {
	_, err := s.q().ReassignTradeRequestKey(ctx, db.ReassignTradeRequestKeyParams{
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
func (s Service) FlagClosed(ctx context.Context, ch ClosedTradeChange, flag json.RawMessage) error {
	_, err := s.q().FlagClosedTrade(ctx, db.FlagClosedTradeParams{ID: ch.TradeID, Reason: &ch.Reason,
		AdminID: &ch.AdminID, At: &ch.At, Flag: flag, Event: ch.Event})
	return err
}

// DeleteClosed deletes a closed trade (its holds were released when it
// ended).
func (s Service) DeleteClosed(ctx context.Context, ch ClosedTradeChange) error {
	_, err := s.q().DeleteClosedTrade(ctx, db.DeleteClosedTradeParams{ID: ch.TradeID, AdminID: &ch.AdminID, At: &ch.At, Event: ch.Event})
	if errors.Is(err, pgx.ErrNoRows) {
		return refusal.New(refusal.Conflict, "This trade was already deleted")
	}
	return err
}
