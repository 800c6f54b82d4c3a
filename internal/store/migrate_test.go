package store_test

import (
	"context"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/store"
)

// TestMigrationsRoundTrip applies every migration down and up again on a real
// database: the Down sections must undo the Up sections exactly.
func TestMigrationsRoundTrip(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	tables := func() int {
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'goose_db_version'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := tables()
	if before < 20 {
		t.Fatalf("baseline schema has only %d tables", before)
	}
	if err := store.MigrateDown(ctx, pool); err != nil {
		t.Fatal(err)
	}
	if n := tables(); n != 0 {
		t.Fatalf("%d tables left after migrating down", n)
	}
	if err := store.Migrate(ctx, pool, testenv.Logger()); err != nil {
		t.Fatal(err)
	}
	if n := tables(); n != before {
		t.Fatalf("up again made %d tables, want %d", n, before)
	}
	var fee int64
	if err := pool.QueryRow(ctx, `SELECT trade_fee_cents FROM settings`).Scan(&fee); err != nil || fee != 500 {
		t.Fatalf("default settings row: %d %v", fee, err)
	}
}
