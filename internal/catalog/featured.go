package catalog

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Featured ranks: 1-3 are shown on the home page, 4 is the backup.
const (
	BackupRank  = 4
	maxHomeRank = 3
)

// MsgBadRank refuses a position outside 1 to BackupRank.
var MsgBadRank = fmt.Sprintf("Rank must be a whole number from 1 to %d", BackupRank)

func rankPtr(r int16) *int16 { return &r }

// feature puts an item at the backup rank, replacing the old backup. An
// item that is already featured keeps its rank. It returns the rank.
func feature(ctx context.Context, q *db.Queries, cur db.Item) (int16, error) {
	if cur.FeaturedRank != nil {
		return *cur.FeaturedRank, nil
	}
	if err := q.ClearFeaturedRank(ctx, rankPtr(BackupRank)); err != nil {
		return 0, err
	}
	return BackupRank, q.SetFeaturedRank(ctx, db.SetFeaturedRankParams{ID: cur.ID, Rank: rankPtr(BackupRank)})
}

// setRank moves an item to rank; the item holding it takes the moved item's
// old rank (none if it had none), in one statement.
func setRank(ctx context.Context, q *db.Queries, cur db.Item, rank int16) error {
	if rank < 1 || rank > BackupRank {
		return refusal.New(refusal.Invalid, MsgBadRank)
	}
	holder, err := q.GetFeaturedHolder(ctx, &rank)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return q.SetFeaturedRank(ctx, db.SetFeaturedRankParams{ID: cur.ID, Rank: &rank})
	case err != nil:
		return err
	case holder == cur.ID:
		return nil
	}
	return q.SwapFeaturedRanks(ctx, db.SwapFeaturedRanksParams{AID: cur.ID, ARank: &rank, BID: holder, BRank: cur.FeaturedRank})
}

// unfeature takes an item off the featured list; a home rank it frees goes
// to the backup.
func unfeature(ctx context.Context, q *db.Queries, cur db.Item) error {
	if cur.FeaturedRank == nil {
		return nil
	}
	if err := q.SetFeaturedRank(ctx, db.SetFeaturedRankParams{ID: cur.ID}); err != nil {
		return err
	}
	return promoteFeaturedBackup(ctx, q, cur.FeaturedRank)
}

// unfeatureLocked is unfeature for a caller that does not hold the featured
// lock yet.
func unfeatureLocked(ctx context.Context, q *db.Queries, cur db.Item) error {
	if cur.FeaturedRank == nil {
		return nil
	}
	if err := q.LockFeatured(ctx); err != nil {
		return err
	}
	return unfeature(ctx, q, cur)
}

// promoteFeaturedBackup promotes the backup when the freed rank was a home
// rank.
func promoteFeaturedBackup(ctx context.Context, q *db.Queries, freed *int16) error {
	if freed == nil || *freed > maxHomeRank {
		return nil
	}
	_, err := q.PromoteFeaturedBackup(ctx)
	return err
}
