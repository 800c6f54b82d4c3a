package condition

import (
	"context"

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
	return audit.SetSetting(ctx, s.Pool, adminID, "condition_photos_required_above",
		func(q *db.Queries) (*int64, error) { return q.ConditionPhotosRequiredAbove(ctx) },
		func(q *db.Queries) (*int64, error) {
			return q.SetConditionPhotosRequiredAbove(ctx, db.SetConditionPhotosRequiredAboveParams{Cents: cents, AdminID: &adminID})
		})
}
