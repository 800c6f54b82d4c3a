package catalog

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"

	"pursetrade/internal/ids"
	"pursetrade/internal/images"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Upload is a new picture as received. Err is set when it could not even be
// read (a malformed data URL, a file over the size limit); it is reported
// after the form's field checks, like any other refusal of a picture.
type Upload struct {
	Data []byte
	Err  error
}

// PhotoInput is one entry of an edit's photo list: the URL of a photo the
// item already has, or a new picture.
type PhotoInput struct {
	URL string
	New *Upload
}

// PhotoEdit is the photo part of an edit: image_url (the main photo, when
// MainSet; an empty URL means none), additional_images (the rest, when
// AdditionalSet) and uploaded files, which are appended. What is not set
// keeps the item's current photos.
type PhotoEdit struct {
	MainSet       bool
	Main          PhotoInput
	AdditionalSet bool
	Additional    []PhotoInput
	Files         []Upload
}

// Empty reports whether the edit leaves the photos alone.
func (e PhotoEdit) Empty() bool { return !e.MainSet && !e.AdditionalSet && len(e.Files) == 0 }

// stored is a photo row to write.
type stored struct {
	key, thumb, contentType string
	width, height           int32
	bytes                   int64
}

// processUploads checks, converts and stores new pictures, in order; the
// pictures are converted in parallel (images bounds how many at once).
func (s *Service) processUploads(ctx context.Context, uploads []Upload) ([]stored, error) {
	for _, u := range uploads {
		if u.Err != nil {
			return nil, refusal.New(refusal.Invalid, u.Err.Error())
		}
	}
	out := make([]stored, len(uploads))
	errs := make([]error, len(uploads))
	var wg sync.WaitGroup
	for i, u := range uploads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out[i], errs[i] = s.processOne(ctx, u.Data)
		}()
	}
	wg.Wait()
	for _, err := range errs { // the first refusal, in upload order
		if err != nil {
			s.DropPhotos(ctx, keysOf(out)) // the pictures stored before the refusal
			return nil, err
		}
	}
	return out, nil
}

// keysOf lists the stored files of photos (full size and thumbnail).
func keysOf(list []stored) []string {
	var keys []string
	for _, p := range list {
		keys = append(keys, p.key, p.thumb)
	}
	return keys
}

// rowKeys lists the stored files of photo rows.
func rowKeys(rows []db.ItemImage) []string {
	var keys []string
	for _, r := range rows {
		keys = append(keys, r.StorageKey, r.ThumbStorageKey)
	}
	return keys
}

// DropPhotos deletes the files among keys that no photo row names any more
// (keys are content hashes: another bag may keep the same picture). It runs
// after the rows' transaction; a failure is logged and leaves a file behind.
func (s *Service) DropPhotos(ctx context.Context, keys []string) {
	keys = slices.DeleteFunc(slices.Clone(keys), func(k string) bool { return k == "" })
	if len(keys) == 0 {
		return
	}
	ctx = context.WithoutCancel(ctx) // the rows are gone whether or not the caller waits
	inUse, err := db.New(s.pool).PhotoKeysInUse(ctx, keys)
	if err != nil {
		slog.WarnContext(ctx, "photo files not deleted", "err", err)
		return
	}
	for _, k := range keys {
		if slices.Contains(inUse, k) {
			continue
		}
		if err := s.store.Delete(ctx, k); err != nil {
			slog.WarnContext(ctx, "photo file not deleted", "key", k, "err", err)
		}
	}
}

func (s *Service) processOne(ctx context.Context, data []byte) (stored, error) {
	p, err := images.Process(ctx, data)
	if err != nil {
		return stored{}, refusal.New(refusal.Invalid, err.Error())
	}
	if err := images.PutPhoto(ctx, s.store, p); err != nil {
		return stored{}, err
	}
	return stored{key: p.Full.Key, thumb: p.Thumb.Key, contentType: p.Full.ContentType,
		width: int32(p.Full.Width), height: int32(p.Full.Height), bytes: int64(p.UploadedBytes)}, nil
}

// writePhotos replaces an item's photo rows with list (position = index).
func writePhotos(ctx context.Context, q *db.Queries, itemID string, list []stored) error {
	if err := q.DeleteItemImages(ctx, itemID); err != nil {
		return err
	}
	for i, p := range list {
		if err := q.InsertItemImage(ctx, db.InsertItemImageParams{
			ID: ids.New(), ItemID: itemID, Position: int16(i), StorageKey: p.key, ThumbStorageKey: p.thumb,
			ContentType: p.contentType, Width: p.width, Height: p.height, Bytes: p.bytes,
		}); err != nil {
			return err
		}
	}
	return nil
}

// list is the item's photo list after the edit, given its current rows.
func (e PhotoEdit) list(current []db.ItemImage) []PhotoInput {
	var list []PhotoInput
	switch {
	case e.MainSet:
		if e.Main.New != nil || e.Main.URL != "" {
			list = append(list, e.Main)
		}
	case len(current) > 0:
		list = append(list, PhotoInput{URL: UploadsPath + current[0].StorageKey})
	}
	if e.AdditionalSet {
		list = append(list, e.Additional...)
	} else {
		for _, img := range current[min(1, len(current)):] {
			list = append(list, PhotoInput{URL: UploadsPath + img.StorageKey})
		}
	}
	for i := range e.Files {
		list = append(list, PhotoInput{New: &e.Files[i]})
	}
	return list
}

// newUploads returns the pictures of a photo list, in order.
func newUploads(list []PhotoInput) []Upload {
	var out []Upload
	for _, in := range list {
		if in.New != nil {
			out = append(out, *in.New)
		}
	}
	return out
}

// checkCount applies the upload limits to a photo list.
func checkCount(list []PhotoInput) error {
	switch {
	case len(list) == 0:
		return refusal.New(refusal.Invalid, MsgNoImage)
	case len(list) > images.MaxPerItem:
		return refusal.New(refusal.Invalid, MsgTooManyImages)
	}
	for _, in := range list {
		if in.New != nil && in.New.Err == nil && len(in.New.Data) == 0 {
			return refusal.New(refusal.Invalid, images.ErrEmpty.Error())
		}
	}
	return nil
}

// resolve turns a checked photo list into rows: kept photos must be the
// item's own; new ones come processed, in list order, in added.
func resolve(list []PhotoInput, current []db.ItemImage, added []stored) ([]stored, error) {
	out := make([]stored, 0, len(list))
	next := 0
	for _, in := range list {
		if in.New != nil {
			out = append(out, added[next])
			next++
			continue
		}
		img, ok := findPhoto(current, in.URL)
		if !ok {
			return nil, refusal.New(refusal.Invalid, "An image to keep does not belong to this item: "+in.URL)
		}
		out = append(out, stored{key: img.StorageKey, thumb: img.ThumbStorageKey, contentType: img.ContentType,
			width: img.Width, height: img.Height, bytes: img.Bytes})
	}
	return out, nil
}

// findPhoto matches a photo URL (full size or thumbnail, relative or
// absolute) to one of the item's rows.
func findPhoto(current []db.ItemImage, url string) (db.ItemImage, bool) {
	i := strings.LastIndex(url, UploadsPath)
	if i < 0 {
		return db.ItemImage{}, false
	}
	key, _, _ := strings.Cut(url[i+len(UploadsPath):], "?")
	for _, img := range current {
		if key == img.StorageKey || key == img.ThumbStorageKey {
			return img, true
		}
	}
	return db.ItemImage{}, false
}
