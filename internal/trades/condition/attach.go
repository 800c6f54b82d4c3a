package condition

import (
	"context"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// Confirmation is a member's confirmation of a handover with the photos
// it names; BagValueCents is the value of the bag that reached them.
type Confirmation struct {
	TradeID, UserID, Handover string
	PhotoIDs                  []string
	BagValueCents             int64
}

// ErrNotYourUpload refuses a confirmation naming a photo that is not the
// member's upload for this handover (or was swept).
var ErrNotYourUpload = refusal.New(refusal.Invalid,
	"A photo is not one of your uploads for this confirmation. Please upload it again.")

// Attach applies the photo rule to a confirmation and attaches its photos,
// in one transaction: on a refusal nothing changes. Attaching the same
// photos again (a retried step) succeeds.
func Attach(ctx context.Context, pool *pgxpool.Pool, c Confirmation) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		above, err := q.ConditionPhotosRequiredAbove(ctx)
		if err != nil {
			return err
		}
		photoIDs := slices.Compact(slices.Sorted(slices.Values(c.PhotoIDs)))
		if err := rules.CheckConditionPhotos(c.BagValueCents, above, len(photoIDs)); err != nil {
			return err
		}
		if len(photoIDs) == 0 {
			return nil
		}
		attached, err := q.AttachConditionPhotos(ctx, db.AttachConditionPhotosParams{TradeID: c.TradeID,
			UserID: c.UserID, Handover: c.Handover, Ids: photoIDs})
		if err != nil {
			return err
		}
		if len(attached) != len(photoIDs) {
			return ErrNotYourUpload
		}
		return nil
	})
}
