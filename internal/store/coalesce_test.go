package store_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/store"
	"pursetrade/internal/testenv"
)

// coalescedRow is what one caller reads: its own number back, and the
// start of the transaction its statement ran in (one per batch).
type coalescedRow struct {
	n       int
	started time.Time
}

func readOne(ctx context.Context, c *store.Coalescer, sql string, args ...any) (coalescedRow, error) {
	var got coalescedRow
	err := c.Read(ctx, sql, args, func(rows pgx.Rows) error {
		got = coalescedRow{}
		for rows.Next() {
			if err := rows.Scan(&got.n, &got.started); err != nil {
				return err
			}
		}
		return nil
	})
	return got, err
}

// TestCoalescerGivesEachCallerItsOwnRows: 200 callers at the same instant
// through one lane each get their own statement's row, in batches of at
// most 8 (statements of one batch share a transaction start), and far
// fewer batches than callers.
func TestCoalescerGivesEachCallerItsOwnRows(t *testing.T) {
	pool := testenv.NewPool(t)
	c := store.NewCoalescer(pool, 1, 8, 10*time.Second)
	const callers = 200
	rows := make([]coalescedRow, callers)
	errs := make([]error, callers)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range callers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			rows[i], errs[i] = readOne(context.Background(), c, "SELECT $1::int, now()", i)
		}()
	}
	close(start)
	wg.Wait()
	batches := map[time.Time]int{}
	for i := range callers {
		if errs[i] != nil {
			t.Fatalf("caller %d: %v", i, errs[i])
		}
		if rows[i].n != i {
			t.Fatalf("caller %d read %d", i, rows[i].n)
		}
		batches[rows[i].started]++
	}
	for started, n := range batches {
		if n > 8 {
			t.Fatalf("%d statements in the batch started at %s; at most 8", n, started)
		}
	}
	if len(batches) > callers/2 {
		t.Fatalf("%d batches for %d callers at once: the reads were not coalesced", len(batches), callers)
	}
	t.Logf("%d callers in %d batches", callers, len(batches))
}

// TestCoalescerKeepsAFailureWithItsCaller: a statement that fails in a
// batch fails its own caller only; the callers after it in the batch,
// whose statements PostgreSQL skipped, are read again and get their rows.
func TestCoalescerKeepsAFailureWithItsCaller(t *testing.T) {
	pool := testenv.NewPool(t)
	c := store.NewCoalescer(pool, 1, 16, 10*time.Second)
	const callers = 64
	var wg sync.WaitGroup
	start := make(chan struct{})
	rows := make([]coalescedRow, callers)
	errs := make([]error, callers)
	for i := range callers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			sql := "SELECT $1::int, now()"
			if i%5 == 0 {
				sql = "SELECT $1::int / 0, now()"
			}
			rows[i], errs[i] = readOne(context.Background(), c, sql, i)
		}()
	}
	close(start)
	wg.Wait()
	for i := range callers {
		switch {
		case i%5 == 0 && (errs[i] == nil || !strings.Contains(errs[i].Error(), "division by zero")):
			t.Fatalf("caller %d: want division by zero, got %v", i, errs[i])
		case i%5 != 0 && errs[i] != nil:
			t.Fatalf("caller %d got an error of another caller's statement: %v", i, errs[i])
		case i%5 != 0 && rows[i].n != i:
			t.Fatalf("caller %d read %d", i, rows[i].n)
		}
	}
}

// TestCoalescerRefusesAnEndedContext: a caller whose context has ended
// queues nothing.
func TestCoalescerRefusesAnEndedContext(t *testing.T) {
	pool := testenv.NewPool(t)
	c := store.NewCoalescer(pool, 1, 8, 10*time.Second)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	called := false
	err := c.Read(ctx, "SELECT 1", nil, func(pgx.Rows) error { called = true; return nil })
	if !errors.Is(err, context.Canceled) || called {
		t.Fatalf("err %v, read called %v", err, called)
	}
	if got, err := readOne(context.Background(), c, "SELECT $1::int, now()", 7); err != nil || got.n != 7 {
		t.Fatal(fmt.Sprint(got, err))
	}
}
