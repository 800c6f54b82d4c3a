package catalog

import (
	"context"
	"fmt"

	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Upload limits of one member: bags waiting for approval, and the bytes of
// photos kept (as uploaded) over every bag that is not removed.
const (
	MaxPendingItems   = 20
	DefaultPhotoQuota = 200 << 20
)

// MsgTooManyPending refuses an upload while MaxPendingItems bags wait.
var MsgTooManyPending = fmt.Sprintf("You already have %d bags waiting for approval. "+
	"Please wait until they are reviewed before uploading more.", MaxPendingItems)

// MsgPhotoQuota refuses photos beyond the member's storage quota.
func MsgPhotoQuota(quota int64) string {
	return fmt.Sprintf("Your photos would exceed your storage quota of %d MB. "+
		"Delete bags or photos you no longer need to upload more.", quota>>20)
}

// WithPhotoQuota sets the most bytes of photos one member may keep.
func WithPhotoQuota(bytes int64) Option {
	return func(s *Service) { s.photoQuota = bytes }
}

// checkPending refuses a new bag while the owner has MaxPendingItems
// waiting. Inside the creating transaction the owner's row is locked first,
// so parallel uploads cannot all pass the count.
func checkPending(ctx context.Context, q *db.Queries, ownerID string) error {
	n, err := q.CountPendingItems(ctx, ownerID)
	if err != nil {
		return err
	}
	if n >= MaxPendingItems {
		return refusal.New(refusal.Conflict, MsgTooManyPending)
	}
	return nil
}

// checkPhotoQuota refuses photos that would take the owner's photos (those
// of every other bag, plus list for itemID) past the quota.
func (s *Service) checkPhotoQuota(ctx context.Context, q *db.Queries, ownerID, itemID string, list []stored) error {
	kept, err := q.OwnerPhotoBytes(ctx, db.OwnerPhotoBytesParams{OwnerID: ownerID, ExceptItemID: itemID})
	if err != nil {
		return err
	}
	for _, p := range list {
		kept += p.bytes
	}
	if kept > s.photoQuota {
		return refusal.New(refusal.Conflict, MsgPhotoQuota(s.photoQuota))
	}
	return nil
}

// uploadBytes is the size of new photos before they are processed.
func uploadBytes(uploads []Upload) []stored {
	out := make([]stored, len(uploads))
	for i, u := range uploads {
		out[i].bytes = int64(len(u.Data))
	}
	return out
}
