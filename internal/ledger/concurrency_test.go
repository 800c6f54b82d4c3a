package ledger_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
)

// TestConcurrentHoldsAndWithdrawalsNeverOverdraw races 50 goroutines on one
// member: 20 reserve holds on 20 trades, 30 withdraw (each withdrawal sent
// twice with the same key, like a retried request). Together they ask for
// far more than the member has; the winners' total must fit, the losers
// must be refused cleanly, and the final balance must be exact.
func TestConcurrentHoldsAndWithdrawalsNeverOverdraw(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	m := testenv.Member(t, pool, "Mia").ID
	other := testenv.Member(t, pool, "Oli").ID
	const funded, holdCents, withdrawCents = 100_000, 5_000, 4_000
	testenv.Fund(t, pool, m, funded)
	trades := make([]string, 20)
	for i := range trades {
		trades[i] = tradeRow(t, pool, m, other)
	}

	type outcome struct {
		hold     bool
		key      string
		ok       bool
		replayed bool
	}
	results := make(chan outcome, 50)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range 50 {
		wg.Go(func() {
			<-start
			var p ledger.Plan
			hold := i < 20
			if hold {
				p = ledger.Plan{Key: fmt.Sprintf("hold/%d", i), TradeID: trades[i], Ops: []ledger.Op{ledger.ReserveHold(m, holdCents, "")}}
			} else {
				p = ledger.Plan{Key: fmt.Sprintf("withdraw/%d", (i-20)/2), Ops: []ledger.Op{ledger.Debit(m, ledger.TypeWithdraw, withdrawCents, "")}}
			}
			res, err := ledger.NewService(pool).Apply(ctx, p)
			if _, short := ledger.AsInsufficient(err); err != nil && !short {
				t.Errorf("%s: unexpected error %v", p.Key, err)
			}
			results <- outcome{hold: hold, key: p.Key, ok: err == nil, replayed: res.Replayed}
		})
	}
	close(start)
	wg.Wait()
	close(results)

	var holds, withdrawals int64
	byKey := map[string][]outcome{}
	for r := range results {
		byKey[r.key] = append(byKey[r.key], r)
		if r.ok && !r.replayed {
			if r.hold {
				holds++
			} else {
				withdrawals++
			}
		}
	}
	for key, rs := range byKey {
		if len(rs) == 2 && rs[0].ok && rs[1].ok && rs[0].replayed == rs[1].replayed {
			t.Errorf("%s: both sends moved money (or neither claims the first move): %+v", key, rs)
		}
	}
	if holds == 0 || withdrawals == 0 {
		t.Fatalf("no winner of one kind: %d holds, %d withdrawals", holds, withdrawals)
	}
	if used := holds*holdCents + withdrawals*withdrawCents; used > funded || funded-used >= withdrawCents {
		t.Fatalf("winners used %d of %d (left enough for another withdrawal or overdrew)", used, funded)
	}
	wantBalance(t, pool, m, funded-withdrawals*withdrawCents, holds*holdCents)
	var rows int64
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM transactions WHERE user_id = $1 AND type IN ('withdraw', 'hold_reserve')`, m).Scan(&rows); err != nil || rows != holds+withdrawals {
		t.Fatalf("%d rows for %d movements (%v)", rows, holds+withdrawals, err)
	}
	ledgertest.AssertBalanced(t, pool)
}

// TestRacingRunsOfOnePlanMoveMoneyOnce: the same plan (fees and a new hold,
// an accept's shape) applied by 8 goroutines at once, like a retried
// activity racing its first attempt. lock_balances checks the plan's key
// only once it holds the members' locks, so exactly one run moves money and
// every other one answers with its rows.
func TestRacingRunsOfOnePlanMoveMoneyOnce(t *testing.T) {
	ctx := context.Background()
	f := newTradeFixture(t, 20_000, 20_000)
	plan := ledger.Plan{Key: "trade-race:2:accept", TradeID: f.trade, Ops: []ledger.Op{
		ledger.ChargeFee(f.a, ledger.TypeFeeCharge, 500, "Site fee").Named("fee/a"),
		ledger.ChargeFee(f.b, ledger.TypeFeeCharge, 500, "Site fee").Named("fee/b"),
		ledger.ReserveHold(f.b, 7_500, "Hold").Named("hold/b"),
	}}
	results := make(chan ledger.Result, 8)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			res, err := ledger.NewService(f.pool).Apply(ctx, plan)
			if err != nil {
				t.Error(err)
			}
			results <- res
		})
	}
	wg.Wait()
	close(results)
	moved := 0
	for res := range results {
		if len(res.Entries) != 3 {
			t.Fatalf("a run answered %d rows, want 3", len(res.Entries))
		}
		if !res.Replayed {
			moved++
		}
	}
	if moved != 1 {
		t.Fatalf("%d runs moved money, want 1", moved)
	}
	wantBalance(t, f.pool, f.a, 19_500, 0)
	wantBalance(t, f.pool, f.b, 19_500, 7_500)
	ledgertest.AssertBalanced(t, f.pool)
}
