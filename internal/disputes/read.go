package disputes

import (
	"context"
	"encoding/json"

	"pursetrade/internal/store/db"
)

// Page is one page of disputes in display order, the count of all, and how
// many are open (the badge).
type Page struct {
	Disputes []Dispute
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
	p := Page{Disputes: make([]Dispute, len(rows))}
	for i, r := range rows {
		p.Disputes[i], p.Total = disputeOf(r.Dispute, r.User1ID, r.User2ID), r.Total
	}
	p.Open, err = q.CountOpenDisputes(ctx, member)
	return p, err
}

// Messages are a dispute's messages, oldest first.
func (s Service) Messages(ctx context.Context, disputeID string) ([]Message, error) {
	rows, err := db.New(s.Pool).ListDisputeMessages(ctx, disputeID)
	out := make([]Message, len(rows))
	for i, r := range rows {
		out[i] = Message(r)
	}
	return out, err
}

// TradeViews are the disputes' trades as their workflows last published them.
func (s Service) TradeViews(ctx context.Context, tradeIDs []string) ([]json.RawMessage, error) {
	rows, err := db.New(s.Pool).DisputeTrades(ctx, tradeIDs)
	views := make([]json.RawMessage, len(rows))
	for i, r := range rows {
		views[i] = r.View
	}
	return views, err
}

// Members are the two members of the disputes' trades, as administrators
// see them.
func (s Service) Members(ctx context.Context, userIDs []string) ([]Member, error) {
	rows, err := db.New(s.Pool).TradeUsers(ctx, userIDs)
	out := make([]Member, len(rows))
	for i, r := range rows {
		out[i] = Member{ID: r.ID, Name: r.Name, Email: r.Email, ClosetName: r.ClosetName}
	}
	return out, err
}
