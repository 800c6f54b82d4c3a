package main

import (
	"context"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// `pursetrade seed` with S3 settings puts every demo photo in the bucket
// (where every API replica serves it from) and nothing in the data folder.
func TestSeedPutsPhotosInTheBucket(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	cfg := config.Config{S3: testenv.S3(t), DataDir: t.TempDir()}
	if err := runSeed(ctx, cfg, testenv.Logger(), pool); err != nil {
		t.Fatal(err)
	}
	rows, err := pool.Query(ctx, `SELECT storage_key FROM item_images UNION SELECT thumb_storage_key FROM item_images WHERE thumb_storage_key <> ''`)
	if err != nil {
		t.Fatal(err)
	}
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) < 40 {
		t.Fatalf("only %d photo keys", len(keys))
	}
	files, err := blobstore.Open(ctx, cfg.S3, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		f, err := files.Items.Open(ctx, k)
		if err != nil {
			t.Fatalf("photo %s in the bucket: %v", k, err)
		}
		if f.Size() == 0 {
			t.Fatalf("photo %s is empty", k)
		}
		f.Close()
	}
	if entries, _ := os.ReadDir(cfg.DataDir); len(entries) != 0 {
		t.Fatalf("%d entries written to the data folder", len(entries))
	}
}
