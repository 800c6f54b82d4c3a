package seed

import (
	"bytes"
	"context"
	"image/jpeg"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/images"
)

func TestMain(m *testing.M) { testenv.Main(m) }

func TestSeedListsDrawnBags(t *testing.T) {
	pool := testenv.NewPool(t)
	ctx := context.Background()
	store := images.Local(t.TempDir())
	var out bytes.Buffer
	start := time.Now()
	seeded, err := Run(ctx, pool, store, NewAdminPassword(), &out)
	if err != nil || !seeded {
		t.Fatalf("seed: %v %v", seeded, err)
	}
	t.Logf("%s(took %s)", out.String(), time.Since(start))
	var active, pending, featured, withPhotos, brands, sizes, conditions int
	err = pool.QueryRow(ctx, `SELECT
		count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE status = 'pending'),
		count(featured_rank), count(DISTINCT brand), count(DISTINCT size), count(DISTINCT condition),
		(SELECT count(DISTINCT item_id) FROM item_images)
		FROM items`).Scan(&active, &pending, &featured, &brands, &sizes, &conditions, &withPhotos)
	if err != nil {
		t.Fatal(err)
	}
	if active < 35 || pending != pendingBags || featured != 4 || withPhotos != active+pending ||
		brands < 25 || sizes != 5 || conditions < 4 {
		t.Fatalf("active %d pending %d featured %d photos %d brands %d sizes %d conditions %d",
			active, pending, featured, withPhotos, brands, sizes, conditions)
	}
	var key, thumb string
	if err := pool.QueryRow(ctx, `SELECT storage_key, thumb_storage_key FROM item_images LIMIT 1`).Scan(&key, &thumb); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{key, thumb} {
		r, _, err := store.Open(ctx, k)
		if err != nil {
			t.Fatalf("photo %s: %v", k, err)
		}
		img, err := jpeg.Decode(r)
		r.Close()
		if err != nil || img.Bounds().Dx() > images.FullMaxSide {
			t.Fatalf("photo %s: %v", k, err)
		}
	}
	if again, err := Run(ctx, pool, store, NewAdminPassword(), &out); err != nil || again {
		t.Fatalf("second run must do nothing: %v %v", again, err)
	}
}

// TestDrawnBagsAreNotBlank checks each style paints a real picture: many
// colours, and the bag's own colour present.
func TestDrawnBagsAreNotBlank(t *testing.T) {
	for _, style := range []string{"satchel", "tote", "crossbody", "clutch", "wallet", "duffel"} {
		img := draw(look{style: style, base: 0xB3202A, second: 0xFFFFFF, pattern: "dots", gold: true,
			bg1: 0xF7E8E1, bg2: 0xEAD3C8, thread: 0xF3E2C7})
		colours := map[[3]uint8]bool{}
		reddish := 0
		for i := 0; i < len(img.Pix); i += 4 * 7 {
			p := img.Pix[i : i+3]
			colours[[3]uint8{p[0] &^ 7, p[1] &^ 7, p[2] &^ 7}] = true
			if p[0] > 120 && p[1] < 60 && p[2] < 70 {
				reddish++
			}
		}
		if len(colours) < 200 || reddish < 1000 {
			t.Errorf("%s: %d colours, %d bag pixels", style, len(colours), reddish)
		}
	}
}
