package trading

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Refusals of the bags of a trade.
var (
	ErrItemNotFound = refusal.New(refusal.NotFound, "Item not found")
	ErrUnavailable  = refusal.New(refusal.Rule, "This item is not available for trading")
	ErrBooked       = &refusal.Error{Class: refusal.Conflict, Code: "booked", Message: "This bag is already booked for those dates."}
)

// Available is the one rule of what can be traded: an active bag of an
// active member.
func Available(itemStatus, ownerStatus string) bool {
	return itemStatus == "active" && ownerStatus == "active"
}

// Item loads a bag for a trade and checks it is available.
func Item(ctx context.Context, q *db.Queries, id string) (db.TradeItemRow, error) {
	if !ids.Valid(id) {
		return db.TradeItemRow{}, ErrItemNotFound
	}
	it, err := q.TradeItem(ctx, id)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return it, ErrItemNotFound
	case err != nil:
		return it, err
	case !Available(it.Status, it.OwnerStatus):
		return it, ErrUnavailable
	}
	return it, nil
}

// CheckNotBooked refuses bags that an accepted trade (other than tradeID)
// has booked on days overlapping the dates and the turnaround after them
// (bookings hold their own turnaround).
func CheckNotBooked(ctx context.Context, q *db.Queries, tradeID string, d Dates, turnaroundDays int, itemIDs ...string) error {
	start, end, err := ParseRange(d.Start, d.End)
	if err != nil {
		return err
	}
	booked, err := q.BookedItems(ctx, db.BookedItemsParams{ItemIds: itemIDs, StartDate: start,
		EndDate: end.AddDate(0, 0, turnaroundDays), TradeID: tradeID})
	if err != nil {
		return err
	}
	if len(booked) > 0 {
		return ErrBooked
	}
	return nil
}
