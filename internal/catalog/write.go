package catalog

import (
	"context"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Create lists a new item (pending approval) with its photos, main first.
func (s *Service) Create(ctx context.Context, ownerID string, f Fields, photos []Upload) (Item, error) {
	anyEmpty := false
	for _, p := range photos {
		anyEmpty = anyEmpty || (p.Err == nil && len(p.Data) == 0)
	}
	d, err := ValidateNew(f, len(photos), anyEmpty)
	if err != nil {
		return Item{}, err
	}
	// The limits are checked before the costly decoding, and again under the
	// owner's lock before the item is written.
	id := ids.New()
	pre := db.New(s.pool)
	if err := checkPending(ctx, pre, ownerID); err != nil {
		return Item{}, err
	}
	if err := s.checkPhotoQuota(ctx, pre, ownerID, id, uploadBytes(photos)); err != nil {
		return Item{}, err
	}
	list, err := s.processUploads(ctx, photos)
	if err != nil {
		return Item{}, err
	}
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		if _, err := q.LockUser(ctx, ownerID); err != nil {
			return err
		}
		if err := checkPending(ctx, q, ownerID); err != nil {
			return err
		}
		if err := s.checkPhotoQuota(ctx, q, ownerID, id, list); err != nil {
			return err
		}
		if _, err := q.CreateItem(ctx, db.CreateItemParams{
			ID: id, OwnerID: ownerID, Name: d.Name, Description: d.Description, Brand: d.Brand, Size: d.Size,
			Condition: d.Condition, ValueCents: d.ValueCents, Material: d.Material, Color: d.Color, Status: "pending",
		}); err != nil {
			return err
		}
		return writePhotos(ctx, q, id, list)
	})
	if err != nil {
		s.DropPhotos(ctx, keysOf(list))
		return Item{}, err
	}
	return s.Get(ctx, id, Viewer{ID: ownerID})
}

// Edit outcomes: what an owner's edit did to the listing.
const (
	EditSaved    = "saved"  // nothing an administrator reviews changed
	EditLive     = "live"   // an approved bag's words changed: live at once, listed as recently edited
	EditInReview = "review" // new photos: the bag waits for approval again
)

// Update edits the caller's item: present fields change, the value may not.
// New photos send the item back to approval (a disabled item stays
// disabled; an approved one leaves the featured list, the backup taking its
// home rank). A new name, description, brand or condition of an approved
// item goes live at once and puts the item in the administrators' recently
// edited list.
func (s *Service) Update(ctx context.Context, ownerID, itemID string, f Fields, photos PhotoEdit) (string, error) {
	added, featured, err := s.prepareEdit(ctx, ownerID, itemID, f, photos)
	if err != nil {
		return "", err
	}
	outcome := EditSaved
	var replaced []string // the files of the photos before the edit
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		if featured { // the featured lock first, in the order the admin actions take them
			if err := q.LockFeatured(ctx); err != nil {
				return err
			}
		}
		cur, err := lockOwnItem(ctx, q, ownerID, itemID)
		if err != nil {
			return err
		}
		d, err := ValidateEdit(f, cur)
		if err != nil {
			return err
		}
		status := cur.Status
		if !photos.Empty() {
			current, err := q.ListItemImages(ctx, itemID)
			if err != nil {
				return err
			}
			list := photos.list(current)
			if err := checkCount(list); err != nil {
				return err
			}
			rows, err := resolve(list, current, added)
			if err != nil {
				return err
			}
			replaced = rowKeys(current)
			if len(added) > 0 {
				if err := s.checkPhotoQuota(ctx, q, ownerID, itemID, rows); err != nil {
					return err
				}
			}
			if err := writePhotos(ctx, q, itemID, rows); err != nil {
				return err
			}
			if len(added) > 0 && status != "disabled" {
				status = "pending"
			}
		}
		switch {
		case cur.Status == "active" && status == "pending":
			outcome = EditInReview
			if err := unfeatureLocked(ctx, q, cur); err != nil {
				return err
			}
		case status == "active" && reviewedTextChanged(cur, d):
			outcome = EditLive
			if err := q.MarkItemEdited(ctx, itemID); err != nil {
				return err
			}
		}
		return q.UpdateItemDetails(ctx, db.UpdateItemDetailsParams{
			ID: itemID, Name: d.Name, Description: d.Description, Brand: d.Brand, Size: d.Size,
			Condition: d.Condition, Material: d.Material, Color: d.Color, Status: status,
		})
	})
	if err != nil {
		s.DropPhotos(ctx, keysOf(added))
		return "", err
	}
	s.DropPhotos(ctx, replaced) // those the item still shows are kept
	return outcome, nil
}

// prepareEdit makes every refusal of an edit that needs no lock, then
// processes its new photos; it reports whether the item is featured.
func (s *Service) prepareEdit(ctx context.Context, ownerID, itemID string, f Fields, photos PhotoEdit) ([]stored, bool, error) {
	pre := db.New(s.pool)
	cur, err := lockOwnItem(ctx, pre, ownerID, itemID)
	if err != nil {
		return nil, false, err
	}
	if _, err := ValidateEdit(f, cur); err != nil {
		return nil, false, err
	}
	featured := cur.FeaturedRank != nil
	if photos.Empty() {
		return nil, featured, nil
	}
	current, err := pre.ListItemImages(ctx, itemID)
	if err != nil {
		return nil, false, err
	}
	list := photos.list(current)
	if err := checkCount(list); err != nil {
		return nil, false, err
	}
	if err := s.checkPhotoQuota(ctx, pre, ownerID, itemID, uploadBytes(newUploads(list))); err != nil {
		return nil, false, err
	}
	added, err := s.processUploads(ctx, newUploads(list))
	return added, featured, err
}

// Delete soft-removes the caller's item, deletes its photos and promotes
// the featured backup into the home rank it held.
func (s *Service) Delete(ctx context.Context, ownerID, itemID string) error {
	var photos []string
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		cur, err := lockOwnItem(ctx, q, ownerID, itemID)
		if err != nil {
			return err
		}
		photos, err = removeItem(ctx, q, cur, "")
		return err
	})
	if err == nil {
		s.DropPhotos(ctx, photos)
	}
	return err
}

// reviewedTextChanged reports whether an edit changes what an administrator
// approved in words: the name, description, brand or condition.
func reviewedTextChanged(cur db.Item, d Draft) bool {
	return d.Name != cur.Name || d.Description != cur.Description || d.Brand != cur.Brand || d.Condition != cur.Condition
}

// lockOwnItem locks an item its owner may change: it exists, is not
// removed, belongs to ownerID and is not in an accepted or disputed trade.
func lockOwnItem(ctx context.Context, q *db.Queries, ownerID, itemID string) (db.Item, error) {
	cur, err := q.GetItemForUpdate(ctx, itemID)
	if err != nil {
		return db.Item{}, isNoRows(err)
	}
	if cur.Status == "removed" {
		return db.Item{}, ErrNotFound
	}
	if cur.OwnerID != ownerID {
		return db.Item{}, refusal.New(refusal.Forbidden, MsgNotOwner)
	}
	busy, err := q.ItemInActiveTrade(ctx, itemID)
	if err != nil {
		return db.Item{}, err
	}
	if busy {
		return db.Item{}, refusal.New(refusal.Conflict, MsgInTrade)
	}
	return cur, nil
}

// removeItem soft-removes a locked item and deletes its photo rows, whose
// files it returns for dropPhotos after the commit; a home rank it held
// goes to the backup.
func removeItem(ctx context.Context, q *db.Queries, cur db.Item, reason string) ([]string, error) {
	if err := q.LockFeatured(ctx); err != nil {
		return nil, err
	}
	if err := q.RemoveItem(ctx, db.RemoveItemParams{ID: cur.ID, Reason: reason}); err != nil {
		return nil, err
	}
	photos, err := q.ListItemImages(ctx, cur.ID)
	if err == nil {
		err = q.DeleteItemImages(ctx, cur.ID)
	}
	if err != nil {
		return nil, err
	}
	return rowKeys(photos), promoteFeaturedBackup(ctx, q, cur.FeaturedRank)
}
