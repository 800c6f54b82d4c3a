package catalog_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/store/db"
)

// Deleting photos asks which of their keys other photo rows still name
// (200 bags, 50 of them with no thumbnail key). The answer must be able to
// come from the two key indexes alone: on a large table, a plan that reads
// the table instead does so once per key, and a sweep hands over thousands.
// A table this small is cheaper to read whole, so the test asks the planner
// to avoid that wherever it has another way.
func TestPhotoKeysInUseNeedsOnlyTheKeyIndexes(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	owner := fmt.Sprintf("%024x", 1)
	exec := func(sql string, args ...any) {
		if _, err := pool.Exec(ctx, sql, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(`INSERT INTO users (id, email, password_hash, name, closet_name, zip_code, city, state, status)
		VALUES ($1, 'keys@example.test', 'x', 'Keys', 'Keys', '33101', 'Miami', 'FL', 'active')`, owner)
	exec(`INSERT INTO items (id, owner_id, name, description, brand, size, condition, value_cents, material, color, status)
		SELECT lpad(to_hex(4096 + p), 24, '0'), $1, 'Tote', 'A tote', 'Chanel', 'Large/Tote', 'Good', 10000, 'Leather', 'Black', 'active'
		FROM generate_series(0, 199) AS p`, owner)
	exec(`INSERT INTO item_images (id, item_id, position, storage_key, thumb_storage_key, content_type, width, height, bytes)
		SELECT lpad(to_hex(8192 + p), 24, '0'), lpad(to_hex(4096 + p), 24, '0'), 0, 'full-' || p || '.jpg',
		       CASE WHEN p < 150 THEN 'thumb-' || p || '.jpg' ELSE '' END, 'image/jpeg', 1, 1, 1
		FROM generate_series(0, 199) AS p`)
	var keys, want []string
	for p := range 300 { // keys of rows 0-199 and of 100 photos that are gone
		keys = append(keys, fmt.Sprintf("full-%d.jpg", p), fmt.Sprintf("thumb-%d.jpg", p))
		if p < 200 {
			want = append(want, fmt.Sprintf("full-%d.jpg", p))
		}
		if p < 150 {
			want = append(want, fmt.Sprintf("thumb-%d.jpg", p))
		}
	}
	if err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SET LOCAL enable_seqscan = off"); err != nil {
			return err
		}
		got, err := db.New(tx).PhotoKeysInUse(ctx, keys)
		if err != nil {
			return err
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%d keys in use, want %d", len(got), len(want))
		}
		var seqScans int64 // this transaction's whole-table reads of item_images
		if err := tx.QueryRow(ctx, `SELECT seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'item_images'`).Scan(&seqScans); err != nil {
			return err
		}
		if seqScans > 0 {
			t.Errorf("item_images read whole %d times for %d keys", seqScans, len(keys))
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}
