package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
)

// `pursetrade sweep-photos` deletes the photo rows and files a removed bag
// still keeps, and leaves a listed bag's.
func TestSweepPhotosDeletesWhatRemovedBagsKept(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	cfg := config.Config{DataDir: t.TempDir()}
	dir := filepath.Join(cfg.DataDir, "uploads", "items")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	owner := testenv.Member(t, pool, "Ola")
	kept, gone := testenv.Item(t, pool, owner.ID, 10000), testenv.Item(t, pool, owner.ID, 10000)
	keptKey, goneKey := strings.Repeat("a", 64)+".jpg", strings.Repeat("b", 64)+".jpg"
	for _, photo := range []struct{ itemID, key string }{{kept.ID, keptKey}, {gone.ID, goneKey}} {
		if err := os.WriteFile(filepath.Join(dir, photo.key), []byte("jpeg"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := pool.Exec(ctx, `INSERT INTO item_images (id, item_id, position, storage_key, content_type, bytes)
			VALUES ($1, $2, 0, $3, 'image/jpeg', 4)`, ids.New(), photo.itemID, photo.key); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := pool.Exec(ctx, `UPDATE items SET status = 'removed', removed_at = now() WHERE id = $1`, gone.ID); err != nil {
		t.Fatal(err)
	}
	if err := runSweepPhotos(ctx, cfg, testenv.Logger(), pool); err != nil {
		t.Fatal(err)
	}
	var rows []string
	if err := pool.QueryRow(ctx, `SELECT array_agg(storage_key) FROM item_images`).Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0] != keptKey {
		t.Fatalf("photo rows after the sweep: %v", rows)
	}
	if _, err := os.Stat(filepath.Join(dir, goneKey)); !os.IsNotExist(err) {
		t.Fatalf("the removed bag's file: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, keptKey)); err != nil {
		t.Fatalf("the listed bag's file: %v", err)
	}
}
