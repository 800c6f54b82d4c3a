package seed

import (
	"context"
	"fmt"
	"image"
	"runtime"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/images"
	"pursetrade/internal/store/db"
)

// pendingBags is how many of the last demo bags wait for approval (so the
// admin panel has something to review); the rest are listed.
const pendingBags = 2

// seedBags draws every demo bag, stores its photos through the upload
// pipeline and lists it. The first four are featured at ranks 1-4.
func seedBags(ctx context.Context, pool *pgxpool.Pool, store images.Storage, adminID string, owners []string) (int, error) {
	photos, err := renderAll(ctx, store)
	if err != nil {
		return 0, err
	}
	now := time.Now().UTC()
	err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		for i, b := range demoBags {
			if err := insertBag(ctx, q, i, b, photos[i], owners[i%len(owners)], adminID, now); err != nil {
				return fmt.Errorf("seed bag %q: %w", b.name, err)
			}
		}
		return nil
	})
	return len(demoBags) - pendingBags, err
}

func insertBag(ctx context.Context, q *db.Queries, i int, b demoBag, photos []images.Photo, ownerID, adminID string, now time.Time) error {
	id := ids.New()
	if _, err := q.CreateItem(ctx, db.CreateItemParams{
		ID: id, OwnerID: ownerID, Name: b.name, Description: b.about, Brand: b.brand, Size: sizeOfStyle[b.look.style],
		Condition: b.condition, ValueCents: b.value * 100, Material: b.material, Color: b.color, Status: "pending",
	}); err != nil {
		return err
	}
	for pos, p := range photos {
		if err := q.InsertItemImage(ctx, db.InsertItemImageParams{
			ID: ids.New(), ItemID: id, Position: int16(pos), StorageKey: p.Full.Key, ThumbStorageKey: p.Thumb.Key,
			ContentType: p.Full.ContentType, Width: int32(p.Full.Width), Height: int32(p.Full.Height),
			Bytes: int64(p.UploadedBytes),
		}); err != nil {
			return err
		}
	}
	// Listed over the last two months, newest first in list order.
	created := now.Add(-time.Duration(i) * 37 * time.Hour)
	st := db.SetSeedItemStateParams{ID: id, Status: "pending", CreatedAt: created}
	if i < len(demoBags)-pendingBags {
		st.Status, st.ApprovedAt, st.ApprovedBy = "active", &created, &adminID
	}
	if i < 4 {
		rank := int16(i + 1)
		st.FeaturedRank = &rank
	}
	return q.SetSeedItemState(ctx, st)
}

// renderAll draws and stores the photos of every bag, on every core: a
// full picture, and for every other bag a close-up of its hardware.
func renderAll(ctx context.Context, store images.Storage) ([][]images.Photo, error) {
	out := make([][]images.Photo, len(demoBags))
	errs := make([]error, len(demoBags))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i], errs[i] = render(ctx, store, i)
			}
		}()
	}
	for i := range demoBags {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

func render(ctx context.Context, store images.Storage, i int) ([]images.Photo, error) {
	l := demoBags[i].look
	bg := backdrops[i%len(backdrops)]
	l.bg1, l.bg2 = bg[0], bg[1]
	l.chain = l.chain || (l.style == "crossbody" && l.gold && i%2 == 0)
	pic := draw(l)
	pictures := []image.Image{pic}
	if i%2 == 0 {
		third := artSize / 3
		pictures = append(pictures, pic.SubImage(image.Rect(third/2, third, third/2+2*third, 3*third)))
	}
	var photos []images.Photo
	for _, img := range pictures {
		p, err := images.FromImage(img)
		if err != nil {
			return nil, err
		}
		for _, v := range []images.Variant{p.Full, p.Thumb} {
			if err := store.Put(ctx, v); err != nil {
				return nil, err
			}
		}
		photos = append(photos, p)
	}
	return photos, nil
}
