package catalog

import (
	"context"
	"fmt"

	"pursetrade/internal/store/db"
)

// RemoveOwnerItems soft-removes every item of ownerID (closing or deleting
// an account), deletes their photo rows and promotes the featured backup
// into any home rank it freed. Run it inside the caller's transaction so the
// account change and the removal commit together; after the commit, hand
// the photos' keys it answers to (*Service).DropPhotos.
func RemoveOwnerItems(ctx context.Context, q db.DBTX, ownerID string) ([]string, error) {
	queries := db.New(q)
	if err := queries.LockFeatured(ctx); err != nil {
		return nil, err
	}
	if _, err := queries.RemoveItemsOfOwner(ctx, ownerID); err != nil {
		return nil, fmt.Errorf("remove items of %s: %w", ownerID, err)
	}
	rows, err := queries.DeleteRemovedItemImages(ctx, ownerID)
	if err != nil {
		return nil, err
	}
	if _, err := queries.PromoteFeaturedBackup(ctx); err != nil {
		return nil, fmt.Errorf("promote featured backup: %w", err)
	}
	return removedKeys(rows), nil
}

// SweepRemovedPhotos deletes the photos removed items still keep (items
// removed before a removal deleted its photos) and answers how many rows
// went (`pursetrade sweep-photos`); concurrent sweeps share the rows
// between them.
func (s *Service) SweepRemovedPhotos(ctx context.Context) (int, error) {
	rows, err := db.New(s.pool).DeleteRemovedItemImages(ctx, "")
	if err != nil {
		return 0, err
	}
	s.DropPhotos(ctx, removedKeys(rows))
	return len(rows), nil
}

// removedKeys lists the files of deleted photo rows.
func removedKeys(rows []db.DeleteRemovedItemImagesRow) []string {
	var keys []string
	for _, r := range rows {
		keys = append(keys, r.StorageKey, r.ThumbStorageKey)
	}
	return keys
}
