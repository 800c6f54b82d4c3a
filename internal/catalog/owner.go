package catalog

import (
	"context"
	"fmt"

	"pursetrade/internal/store/db"
)

// RemoveOwnerItems soft-removes every item of ownerID (closing or deleting
// an account) and promotes the featured backup into any slot it freed. Run it
// inside the caller's transaction so the account change and the removal
// commit together.
func RemoveOwnerItems(ctx context.Context, q db.DBTX, ownerID string) error {
	queries := db.New(q)
	if err := queries.LockFeatured(ctx); err != nil {
		return err
	}
	if _, err := queries.RemoveItemsOfOwner(ctx, ownerID); err != nil {
		return fmt.Errorf("remove items of %s: %w", ownerID, err)
	}
	if _, err := queries.PromoteFeaturedBackup(ctx); err != nil {
		return fmt.Errorf("promote featured backup: %w", err)
	}
	return nil
}
