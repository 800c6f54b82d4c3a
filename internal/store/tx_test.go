package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
	"pursetrade/internal/testenv"
)

func countedPool(t *testing.T) (*pgxpool.Pool, *testenv.RoundTrips) {
	t.Helper()
	pool, trips := testenv.CountedPool(t, 1) // one connection: one left in a transaction would block the next step
	if _, err := pool.Exec(context.Background(), "CREATE TABLE IF NOT EXISTS tx_test (id int PRIMARY KEY)"); err != nil {
		t.Fatal(err)
	}
	return pool, trips
}

func insertLater(ctx context.Context, tx pgx.Tx, ids ...int) error {
	var p store.Pipeline
	for _, id := range ids {
		_, _ = p.Exec(ctx, "INSERT INTO tx_test VALUES ($1)", id)
	}
	return p.Send(ctx, tx)
}

func countRows(t *testing.T, pool *pgxpool.Pool) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), "SELECT count(*) FROM tx_test").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestTxSendsBeginWithTheFirstBatchAndHeldWritesWithCommit(t *testing.T) {
	pool, trips := countedPool(t)
	ctx := context.Background()
	var seen int
	var ended pgx.Tx
	before := trips.Count()
	err := store.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		ended = tx
		var b store.Batch
		b.Queue(func(conn db.DBTX) error { return conn.QueryRow(ctx, "SELECT count(*) FROM tx_test").Scan(&seen) })
		if err := b.Send(ctx, tx); err != nil {
			return err
		}
		if err := insertLater(ctx, tx, 1, 2); err != nil {
			return err
		}
		// The held writes go before a later statement, which sees them.
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM tx_test").Scan(&seen); err != nil {
			return err
		}
		return insertLater(ctx, tx, 3)
	})
	if err != nil {
		t.Fatal(err)
	}
	// BEGIN + read; the first writes alone (a plain query cannot carry them); the read; the last write + COMMIT.
	if got := trips.Count() - before; got != 4 {
		t.Fatalf("%d round trips, want 4", got)
	}
	if seen != 2 || countRows(t, pool) != 3 {
		t.Fatalf("saw %d rows inside, %d after; want 2 and 3", seen, countRows(t, pool))
	}
	// A write held after the commit would never be sent: it is refused.
	if err := insertLater(ctx, ended, 4); err == nil {
		t.Fatal("a pipeline sent to an ended transaction must fail")
	}
}

func TestTxFailingHeldWriteRollsBackEverything(t *testing.T) {
	pool, _ := countedPool(t)
	ctx := context.Background()
	before := countRows(t, pool)
	if _, err := pool.Exec(ctx, "INSERT INTO tx_test VALUES (100)"); err != nil {
		t.Fatal(err)
	}
	conns := pool.Stat().NewConnsCount()
	err := store.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "INSERT INTO tx_test VALUES (101)"); err != nil {
			return err
		}
		return insertLater(ctx, tx, 102, 100) // 100 exists: the COMMIT's round trip fails
	})
	if err == nil {
		t.Fatal("a failing held write must fail the transaction")
	}
	assertRolledBack(t, pool, before+1, conns)
}

// assertRolledBack checks that a failed transaction left nothing (the
// table holds rows) and that its connection was rolled back and went back
// to the pool: the next statement reuses it instead of opening another.
func assertRolledBack(t *testing.T, pool *pgxpool.Pool, rows int, conns int64) {
	t.Helper()
	if got := countRows(t, pool); got != rows {
		t.Fatalf("%d rows, want %d: nothing of the failed transaction stays", got, rows)
	}
	if _, err := pool.Exec(context.Background(), "SELECT 1"); err != nil {
		t.Fatal(err)
	}
	if got := pool.Stat().NewConnsCount(); got != conns {
		t.Fatalf("%d connections opened, want %d", got, conns)
	}
}

func TestTxRollsBackWhenFnFails(t *testing.T) {
	pool, trips := countedPool(t)
	ctx := context.Background()
	before := countRows(t, pool)
	refused := errors.New("refused")
	tripsBefore := trips.Count()
	err := store.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if err := insertLater(ctx, tx, 200); err != nil {
			return err
		}
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("err = %v, want the function's", err)
	}
	if got := trips.Count() - tripsBefore; got != 0 {
		t.Fatalf("%d round trips for a transaction that never reached the server", got)
	}
	if got := countRows(t, pool); got != before {
		t.Fatalf("%d rows, want %d", got, before)
	}
}

func TestTxCommitsWithTheNextBatch(t *testing.T) {
	pool, trips := countedPool(t)
	ctx := context.Background()
	if _, err := pool.Exec(ctx, "INSERT INTO tx_test VALUES (300)"); err != nil {
		t.Fatal(err)
	}
	conns := pool.Stat().NewConnsCount()
	read := func(tx pgx.Tx, n *int) error {
		var b store.Batch
		b.Queue(func(conn db.DBTX) error {
			return conn.QueryRow(ctx, "SELECT count(*) FROM tx_test WHERE id >= 300").Scan(n)
		})
		return b.Send(ctx, tx)
	}
	var seen int
	before := countRows(t, pool)
	tripsBefore := trips.Count()
	err := store.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if err := insertLater(ctx, tx, 301); err != nil {
			return err
		}
		if !store.CommitWithNextBatch(tx) {
			t.Fatal("a store.Tx commits with its next batch")
		}
		return read(tx, &seen) // BEGIN, the held insert, the read and COMMIT at once
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := trips.Count() - tripsBefore; got != 1 || seen != 2 || countRows(t, pool) != before+1 {
		t.Fatalf("%d round trips, saw %d, %d rows; want 1, 2, %d", got, seen, countRows(t, pool), before+1)
	}

	// A failure in the batch that carries the COMMIT rolls everything back.
	err = store.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if err := insertLater(ctx, tx, 302, 300); err != nil { // 300 exists
			return err
		}
		store.CommitWithNextBatch(tx)
		return read(tx, &seen)
	})
	if err == nil {
		t.Fatal("a failing statement in the committing batch must fail the transaction")
	}
	assertRolledBack(t, pool, before+1, conns)
}

func TestTxCommitOfAFailedTransactionRollsBack(t *testing.T) {
	pool, _ := countedPool(t)
	ctx := context.Background()
	before := countRows(t, pool)
	conns := pool.Stat().NewConnsCount()
	err := store.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if err := insertLater(ctx, tx, 400); err != nil {
			return err
		}
		_, _ = tx.Exec(ctx, "SELECT 1/0") // a failure the function ignores
		return nil
	})
	if !errors.Is(err, pgx.ErrTxCommitRollback) {
		t.Fatalf("err = %v, want pgx.ErrTxCommitRollback", err)
	}
	assertRolledBack(t, pool, before, conns)
}
