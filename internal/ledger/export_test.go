package ledger_test

import (
	"context"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
)

// TestExportReadsEveryRowOnceAcrossPages: a whole export (more rows than
// one keyset page) gives every row the filter selects exactly once, newest
// first, with and without a filter.
func TestExportReadsEveryRowOnceAcrossPages(t *testing.T) {
	defer ledger.SetExportPage(5000)()
	pool := testenv.NewPool(t)
	ctx := context.Background()
	member := testenv.FastMember(t, pool, "Ann").ID
	if _, err := pool.Exec(ctx, `
		INSERT INTO transactions (id, user_id, type, direction, amount_cents, balance_after_cents, available_after_cents,
		                          description, idempotency_key, batch_key)
		SELECT lpad(to_hex(g), 24, '0'), $1, CASE WHEN g % 2 = 0 THEN 'deposit' ELSE 'refund' END, 'credit', 100, 100, 100,
		       'row', 'k' || g, 'k' || g
		FROM generate_series(1, 12001) AS g`, member); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		f    ledger.Filter
		want int
	}{"every row": {ledger.Filter{}, 12001}, "deposits": {ledger.Filter{Type: ledger.TypeDeposit}, 6000}} {
		seen := map[string]bool{}
		var prev int64
		if err := ledger.NewService(pool).Export(ctx, c.f, 0, 0, func(r ledger.Row) error {
			if seen[r.ID] || (prev != 0 && r.Seq >= prev) {
				t.Fatalf("%s: row %s (seq %d) again or out of order after seq %d", name, r.ID, r.Seq, prev)
			}
			seen[r.ID], prev = true, r.Seq
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if len(seen) != c.want {
			t.Errorf("%s: %d rows, want %d", name, len(seen), c.want)
		}
	}
}
