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
