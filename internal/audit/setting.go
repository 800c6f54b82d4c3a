package audit

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/store/db"
)

// SetSetting changes one site setting in one transaction with its audit row
// ("settings.<name>", the value before and after): read gives the value
// now, write changes it and gives the new value.
func SetSetting[T any](ctx context.Context, pool *pgxpool.Pool, adminID, name string,
	read, write func(*db.Queries) (T, error)) (T, error) {
	var out T
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		before, err := read(q)
		if err != nil {
			return err
		}
		if out, err = write(q); err != nil {
			return err
		}
		return Write(ctx, tx, Entry{AdminID: adminID, Action: "settings." + name, TargetType: "settings",
			TargetID: name, Details: map[string]any{"before": before, "after": out}})
	})
	return out, err
}
