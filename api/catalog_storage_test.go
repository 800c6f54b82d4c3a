package api

import (
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/images/imagestest"
)

// storeSize is the bytes and files under dir (none when it does not exist).
func storeSize(t *testing.T, dir string) (bytes int64, files int) {
	t.Helper()
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err == nil {
			bytes, files = bytes+info.Size(), files+1
		}
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return bytes, files
}

func photo(w, h int) string { return imagestest.DataURL("image/jpeg", imagestest.JPEG(w, h)) }

// Stored files follow their rows: fifty rounds of listing a bag with five
// new photos and deleting it leave the photo store the size it started; a
// replaced photo's files go, the files of a photo two bags share stay while
// one keeps it, an upload refused after its photos were stored leaves
// nothing behind, and a closed account's bags take their photos along.
func TestCatalogStoredPhotosFollowTheirRows(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Sia")
	dir := filepath.Join(e.cfg.DataDir, "uploads", "items")
	startBytes, startFiles := storeSize(t, dir)
	for cycle := range 50 {
		it := e.upload(owner.ID, map[string]any{"image": photo(40, 30+cycle),
			"additional_images": []string{photo(41, 30+cycle), photo(42, 30+cycle), photo(43, 30+cycle), photo(44, 30+cycle)}})
		if _, files := storeSize(t, dir); files != startFiles+10 {
			t.Fatalf("cycle %d: %d files stored, want %d", cycle, files, startFiles+10)
		}
		expectStatus(t, e.do("DELETE", "/hats/"+it.ID, "", e.as(owner.ID)...), 200)
	}
	if b, files := storeSize(t, dir); b != startBytes || files != startFiles {
		t.Fatalf("after 50 upload-and-delete cycles the store holds %d bytes in %d files, it started with %d in %d",
			b, files, startBytes, startFiles)
	}

	// A replaced photo's files are deleted; a photo another bag keeps stays.
	shared := photo(60, 60)
	keeper := e.upload(owner.ID, map[string]any{"image": shared})
	edited := e.upload(owner.ID, map[string]any{"image": shared})
	expectStatus(t, e.do("PUT", "/hats/"+edited.ID, catJSON(map[string]any{"image": photo(61, 61)}), e.as(owner.ID)...), 200)
	if _, files := storeSize(t, dir); files != startFiles+4 {
		t.Fatalf("%d files after replacing a shared photo, want %d", files, startFiles+4)
	}
	if rec := e.do("GET", "/uploads/items/"+filepath.Base(keeper.ImageURL), ""); rec.Code != 200 {
		t.Fatalf("the photo another bag keeps: %d", rec.Code)
	}
	expectStatus(t, e.do("PUT", "/hats/"+edited.ID, catJSON(map[string]any{"image": photo(62, 62)}), e.as(owner.ID)...), 200)
	if _, files := storeSize(t, dir); files != startFiles+4 {
		t.Fatalf("%d files after replacing a photo, want %d", files, startFiles+4)
	}

	// Photos stored before a refusal (here a second picture that is not an
	// image, found while the first is stored) are deleted.
	before, beforeFiles := storeSize(t, dir)
	rec := e.do("POST", "/hats", catItemBody(map[string]any{"image": photo(70, 70), "additional_images": []string{imagestest.DataURL("image/jpeg", []byte("not a picture at all"))}}),
		e.as(owner.ID)...)
	if rec.Code != 400 {
		t.Fatalf("a bad second photo: %d %s", rec.Code, rec.Body)
	}
	if b, files := storeSize(t, dir); b != before || files != beforeFiles {
		t.Fatalf("a refused upload left %d bytes in %d files behind", b-before, files-beforeFiles)
	}

	// Closing an account removes the member's bags and deletes their photos.
	closer := testenv.Member(t, e.pool, "Cleo")
	e.upload(closer.ID, map[string]any{"image": photo(90, 90)})
	expectStatus(t, e.do("DELETE", "/user/account", "", signedInAgo(t, e.harness, closer.ID, time.Minute)...), 200)
	if b, files := storeSize(t, dir); b != before || files != beforeFiles {
		t.Fatalf("a closed account left %d bytes in %d files behind", b-before, files-beforeFiles)
	}
}

// Bags removed before a removal deleted its photos still hold photo rows
// and files: the sweep (`pursetrade sweep-photos`) deletes both.
func TestCatalogSweepDeletesPhotosOfBagsRemovedBefore(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Ola")
	dir := filepath.Join(e.cfg.DataDir, "uploads", "items")
	_, startFiles := storeSize(t, dir)
	kept := e.upload(owner.ID, map[string]any{"image": photo(50, 50)})
	gone := e.upload(owner.ID, map[string]any{"image": photo(51, 51), "additional_images": []string{photo(52, 52)}})
	e.sql(`UPDATE items SET status = 'removed', removed_at = now() WHERE id = $1`, gone.ID) // as a removal did before
	_, before := storeSize(t, dir)
	n, err := e.backend.Catalog.SweepRemovedPhotos(context.Background())
	if err != nil || n != 2 {
		t.Fatalf("swept %d rows (%v), want 2", n, err)
	}
	if _, files := storeSize(t, dir); files != before-4 || files != startFiles+2 {
		t.Fatalf("%d files after the sweep, want %d (the kept bag's two)", files, startFiles+2)
	}
	if rec := e.do("GET", "/uploads/items/"+filepath.Base(kept.ImageURL), ""); rec.Code != 200 {
		t.Fatalf("the listed bag's photo: %d", rec.Code)
	}
	if n, err := e.backend.Catalog.SweepRemovedPhotos(context.Background()); err != nil || n != 0 {
		t.Fatalf("a second sweep: %d %v", n, err)
	}
}
