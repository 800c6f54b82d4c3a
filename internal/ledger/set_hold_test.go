package ledger_test

import (
	"context"
	"sync"
	"testing"

	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
)

// SetHold moves a hold to a value, not by a difference: the same change
// redone under other keys (a modification replayed after a crash under a new
// update id, or sent twice at once) leaves the hold where one change puts it.
func TestSetHoldLandsOnTheValueWhateverTheRepeats(t *testing.T) {
	ctx := context.Background()
	f := newTradeFixture(t, 10000, 0)
	pool, a, plan := f.pool, f.a, f.plan
	if _, err := plan("t/request", ledger.ReserveHold(a, 6000, "")); err != nil {
		t.Fatal(err)
	}

	var wg sync.WaitGroup
	errs := make([]error, 10)
	for i := range errs {
		wg.Go(func() { _, errs[i] = plan("t/modify:"+string(rune('a'+i)), ledger.SetHold(a, 8000, "")) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	wantBalance(t, pool, a, 10000, 8000)
	var rows int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM transactions WHERE user_id = $1 AND type = 'hold_increase'`, a).Scan(&rows); err != nil || rows != 1 {
		t.Fatalf("hold_increase rows = %d (%v), want 1", rows, err)
	}

	if _, err := plan("t/modify:down", ledger.SetHold(a, 3000, "")); err != nil {
		t.Fatal(err)
	}
	wantBalance(t, pool, a, 10000, 3000)
	if _, err := plan("t/modify:up", ledger.SetHold(a, 10001, "")); err == nil {
		t.Fatal("a hold beyond the balance was set")
	} else if short, ok := ledger.AsInsufficient(err); !ok || short.Needed != 7001 || short.Available != 7000 {
		t.Fatalf("the refusal names the increase asked for: %v", err)
	}
	wantBalance(t, pool, a, 10000, 3000)
	ledgertest.AssertBalanced(t, pool)
}
