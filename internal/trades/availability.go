package trades

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// Item loads a bag for a trade and checks it is available.
func Item(ctx context.Context, q *db.Queries, id string) (db.TradeItemRow, error) {
	if !ids.Valid(id) {
		return db.TradeItemRow{}, rules.ErrItemNotFound
	}
	it, err := q.TradeItem(ctx, id)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return it, rules.ErrItemNotFound
	case err != nil:
		return it, err
	case !rules.Available(it.Status, it.OwnerStatus):
		return it, rules.ErrUnavailable
	}
	return it, nil
}

// CheckNotBooked refuses bags that an accepted trade (other than tradeID)
// has booked on days overlapping the dates and the turnaround after them
// (bookings hold their own turnaround).
func CheckNotBooked(ctx context.Context, q *db.Queries, tradeID string, d rules.Dates, turnaroundDays int, itemIDs ...string) error {
	start, end, err := rules.ParseRange(d.Start, d.End)
	if err != nil {
		return err
	}
	booked, err := q.BookedItems(ctx, db.BookedItemsParams{ItemIds: itemIDs, StartDate: start,
		EndDate: end.AddDate(0, 0, turnaroundDays), TradeID: tradeID})
	if err != nil {
		return err
	}
	if len(booked) > 0 {
		return rules.ErrBooked
	}
	return nil
}
