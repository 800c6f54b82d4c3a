package disputes

import (
	"context"

	"pursetrade/internal/store/db"
)

// Page is one page of disputes in display order, the count of all, and how
// many are open (the badge).
type Page struct {
	Disputes []db.GetDisputeRow
	Total    int64
	Open     int64
}

// List reads a page of disputes, of one member's trades (member) or of all.
func (s Service) List(ctx context.Context, member *string, showClosed bool, limit, offset int32) (Page, error) {
	q := db.New(s.Pool)
	rows, err := q.ListDisputes(ctx, db.ListDisputesParams{Member: member, ShowClosed: showClosed, Lim: limit, Off: offset})
	if err != nil {
		return Page{}, err
	}
	p := Page{Disputes: make([]db.GetDisputeRow, len(rows))}
	for i, r := range rows {
		p.Disputes[i], p.Total = db.GetDisputeRow{Dispute: r.Dispute, User1ID: r.User1ID, User2ID: r.User2ID}, r.Total
	}
	p.Open, err = q.CountOpenDisputes(ctx, member)
	return p, err
}

// Messages are a dispute's messages, oldest first.
func (s Service) Messages(ctx context.Context, disputeID string) ([]db.DisputeMessage, error) {
	return db.New(s.Pool).ListDisputeMessages(ctx, disputeID)
}

// Trades are the projection rows of the disputes' trades.
func (s Service) Trades(ctx context.Context, tradeIDs []string) ([]db.Trade, error) {
	return db.New(s.Pool).DisputeTrades(ctx, tradeIDs)
}

// Members are the two members of the disputes' trades, as administrators
// see them.
func (s Service) Members(ctx context.Context, userIDs []string) ([]db.TradeUsersRow, error) {
	return db.New(s.Pool).TradeUsers(ctx, userIDs)
}
