package activities

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"

	"pursetrade/internal/store/db"
	"pursetrade/internal/trading"
	"pursetrade/workflows"
)

// errBooked: another accepted trade holds one of the bags on overlapping
// days (the exclusion constraint of trade_bookings refused the booking).
var errBooked = errors.New("bag already booked")

// book reserves both bags for the accepted trade's dates inside the accept
// transaction (a retried accept finds its own bookings) and lists the open
// requests the booking rules out.
func book(ctx context.Context, q *db.Queries, in workflows.AcceptTradeInput) ([]string, error) {
	if !in.Book {
		return nil, nil
	}
	start, end, err := trading.ParseRange(in.StartDate, in.EndDate)
	if err != nil {
		return nil, err
	}
	overlapping, err := q.BookTrade(ctx, db.BookTradeParams{TradeID: in.TradeID, ItemIds: []string{in.Hat1ID, in.Hat2ID}, StartDate: start, EndDate: end})
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23P01" { // exclusion_violation
		return nil, errBooked
	}
	return overlapping, err
}

// OverlappingRequests lists the open requests that ask for the accepted
// trade's bags on overlapping days.
func (a *Activities) OverlappingRequests(ctx context.Context, in workflows.OverlapInput) ([]string, error) {
	start, end, err := trading.ParseRange(in.StartDate, in.EndDate)
	if err != nil {
		return nil, err
	}
	return db.New(a.Pool).OverlappingOpenTrades(ctx, db.OverlappingOpenTradesParams{
		TradeID: in.TradeID, ItemIds: in.ItemIDs, StartDate: start, EndDate: end,
	})
}
