// Package condition keeps the photos members take of a bag as it reached
// them at a handover (receipt and return). An upload is processed like a
// listing photo (type by content, re-encoded without metadata, a
// thumbnail, the member's storage quota) and waits unattached until the
// member's confirmation names it; the trade workflow attaches it, and a
// sweep removes what no confirmation named within a day.
package condition

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/images"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// UnattachedTTL is how long an upload waits for its confirmation.
const UnattachedTTL = 24 * time.Hour

// Photo is one condition photo.
type Photo struct {
	ID, TradeID, UserID, Handover string
	Key, ThumbKey                 string // files in the photo store
	Width, Height                 int
	TakenAt                       time.Time // when the server received it
}

func photoOf(r db.TradeConditionPhoto) Photo {
	return Photo{ID: r.ID, TradeID: r.TradeID, UserID: r.UserID, Handover: r.Handover, Key: r.StorageKey,
		ThumbKey: r.ThumbStorageKey, Width: int(r.Width), Height: int(r.Height), TakenAt: r.CreatedAt}
}

// Service stores and reads condition photos.
type Service struct {
	Pool  *pgxpool.Pool
	Store images.Storage
	// Drop deletes the files among keys that no photo row names any more
	// (catalog.Service.DropPhotos: listing and condition photos share
	// content-addressed files).
	Drop  func(ctx context.Context, keys []string)
	Quota int64 // bytes of photos one member may keep, listings included
}

// Upload checks, converts and stores a member's photos of the bag that
// reached them at handover; the caller has checked that this member's
// confirmation of it is due. Parallel uploads of one member are counted
// under their row's lock, so together they never pass the limit or quota.
func (s Service) Upload(ctx context.Context, tradeID, userID, handover string, files [][]byte) ([]Photo, error) {
	if len(files) == 0 {
		return nil, refusal.New(refusal.Invalid, "Please choose at least one photo")
	}
	if len(files) > rules.MaxConditionPhotos {
		return nil, rules.ErrTooManyConditionPhotos
	}
	processed, err := s.process(ctx, files)
	if err != nil {
		return nil, err
	}
	var out []Photo
	err = pgx.BeginFunc(ctx, s.Pool, func(tx pgx.Tx) error {
		out = nil
		q := db.New(tx)
		if err := q.LockPhotoOwner(ctx, userID); err != nil {
			return err
		}
		n, err := q.CountConditionPhotos(ctx, db.CountConditionPhotosParams{TradeID: tradeID, UserID: userID, Handover: handover})
		if err != nil {
			return err
		}
		if int(n)+len(processed) > rules.MaxConditionPhotos {
			return refusal.New(refusal.Invalid, fmt.Sprintf(
				"You can attach at most %d photos to a confirmation: remove one to add another", rules.MaxConditionPhotos))
		}
		kept, err := q.OwnerPhotoBytes(ctx, db.OwnerPhotoBytesParams{OwnerID: userID, ExceptItemID: ""})
		if err != nil {
			return err
		}
		for _, p := range processed {
			kept += int64(p.UploadedBytes)
		}
		if kept > s.Quota {
			return refusal.New(refusal.Conflict, fmt.Sprintf("Your photos would exceed your storage quota of %d MB. "+
				"Delete bags or photos you no longer need to upload more.", s.Quota>>20))
		}
		for _, p := range processed {
			row, err := q.InsertConditionPhoto(ctx, db.InsertConditionPhotoParams{ID: ids.New(), TradeID: tradeID,
				UserID: userID, Handover: handover, StorageKey: p.Full.Key, ThumbStorageKey: p.Thumb.Key,
				ContentType: p.Full.ContentType, Width: int32(p.Full.Width), Height: int32(p.Full.Height),
				Bytes: int64(p.UploadedBytes)})
			if err != nil {
				return err
			}
			out = append(out, photoOf(row))
		}
		return nil
	})
	if err != nil {
		s.Drop(ctx, keysOf(processed))
		return nil, err
	}
	return out, nil
}

// process converts and stores the files in parallel (images bounds how
// many decode at once); on a refusal it drops what it stored.
func (s Service) process(ctx context.Context, files [][]byte) ([]images.Photo, error) {
	out := make([]images.Photo, len(files))
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	for i, data := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p, err := images.Process(ctx, data)
			if err != nil {
				errs[i] = refusal.New(refusal.Invalid, err.Error())
				return
			}
			if errs[i] = images.PutPhoto(ctx, s.Store, p); errs[i] == nil {
				out[i] = p
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			s.Drop(ctx, keysOf(out))
			return nil, err
		}
	}
	return out, nil
}

func keysOf(list []images.Photo) []string {
	var keys []string
	for _, p := range list {
		keys = append(keys, p.Full.Key, p.Thumb.Key)
	}
	return keys
}

// deletedFiles is the files of a deleted photo row, as each query returns them.
type deletedFiles struct{ StorageKey, ThumbStorageKey string }

// dropRows deletes the files of deleted rows that no photo names any more.
func dropRows[R ~struct{ StorageKey, ThumbStorageKey string }](ctx context.Context, s Service, rows []R) {
	var keys []string
	for _, r := range rows {
		f := deletedFiles(r)
		keys = append(keys, f.StorageKey, f.ThumbStorageKey)
	}
	s.Drop(ctx, keys)
}

// Discard deletes the member's uploads among photoIDs that no confirmation
// attached: the photos of a refused confirmation, or one the member removed
// before confirming.
// It answers how many went.
func (s Service) Discard(ctx context.Context, tradeID, userID string, photoIDs []string) (int, error) {
	if len(photoIDs) == 0 {
		return 0, nil
	}
	rows, err := db.New(s.Pool).DeleteUnattachedConditionPhotos(ctx, db.DeleteUnattachedConditionPhotosParams{
		TradeID: tradeID, UserID: userID, Ids: photoIDs})
	dropRows(ctx, s, rows)
	return len(rows), err
}

// DeleteTrade deletes every condition photo of a trade (an administrator
// deleted the trade).
func (s Service) DeleteTrade(ctx context.Context, tradeID string) error {
	rows, err := db.New(s.Pool).DeleteTradeConditionPhotos(ctx, tradeID)
	dropRows(ctx, s, rows)
	return err
}

// Sweep deletes the uploads no confirmation named within UnattachedTTL
// and answers how many went.
func (s Service) Sweep(ctx context.Context, now time.Time) (int, error) {
	rows, err := db.New(s.Pool).SweepUnattachedConditionPhotos(ctx, now.Add(-UnattachedTTL))
	dropRows(ctx, s, rows)
	return len(rows), err
}

// OfTrades reads the attached photos of the trades, by trade.
func (s Service) OfTrades(ctx context.Context, tradeIDs []string) (map[string][]Photo, error) {
	out := map[string][]Photo{}
	if len(tradeIDs) == 0 {
		return out, nil
	}
	rows, err := db.New(s.Pool).AttachedConditionPhotos(ctx, tradeIDs)
	for _, r := range rows {
		out[r.TradeID] = append(out[r.TradeID], photoOf(r))
	}
	return out, err
}
