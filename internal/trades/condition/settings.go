package condition

import (
	"context"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/store/db"
)

// RequiredAbove is the bag value (cents) above which a confirmation needs
// a photo; nil: never.
func (s Service) RequiredAbove(ctx context.Context) (*int64, error) {
	return db.New(s.Pool).ConditionPhotosRequiredAbove(ctx)
}

// SetRequiredAbove changes the value (nil turns the rule off) and records
// who did it.
func (s Service) SetRequiredAbove(ctx context.Context, adminID string, cents *int64) (*int64, error) {
	var out *int64
	err := pgx.BeginFunc(ctx, s.Pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		before, err := q.ConditionPhotosRequiredAbove(ctx)
		if err != nil {
			return err
		}
		if out, err = q.SetConditionPhotosRequiredAbove(ctx, db.SetConditionPhotosRequiredAboveParams{
			Cents: cents, AdminID: &adminID}); err != nil {
			return err
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: adminID, Action: "settings.condition_photos_required_above",
			TargetType: "settings", TargetID: "condition_photos_required_above",
			Details: map[string]any{"before": before, "after": out}})
	})
	return out, err
}
