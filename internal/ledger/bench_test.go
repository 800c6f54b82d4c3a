package ledger_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
)

// BenchmarkConcurrentMovements sends 1,000 concurrent movements across 100
// members per iteration (deposits, fees, and penalties that lock two members
// in either order), each one twice with the same key as a retry would. It
// checks that exactly 1,000 movements happened, with no loss and no double,
// and reports movements/s and the p99 latency of one Apply.
func BenchmarkConcurrentMovements(b *testing.B) {
	ctx := context.Background()
	pool := testenv.NewPool(b)
	const members, movements = 100, 1000
	memberIDs := make([]string, members)
	for i := range memberIDs {
		memberIDs[i] = testenv.Member(b, pool, fmt.Sprintf("M%d", i)).ID
		testenv.Fund(b, pool, memberIDs[i], 1_000_000)
	}
	var latencies []time.Duration
	var mu sync.Mutex
	var elapsed time.Duration
	b.ResetTimer()
	for iter := range b.N {
		before := totals(b, pool)
		plans, wantRows, wantDelta := movementPlans(iter, memberIDs, movements)
		var wg sync.WaitGroup
		begin := time.Now()
		for _, p := range plans {
			for range 2 { // the movement and its retry
				wg.Go(func() {
					t0 := time.Now()
					_, err := ledger.NewService(pool).Apply(ctx, p)
					d := time.Since(t0)
					if err != nil {
						b.Errorf("%s: %v", p.Key, err)
					}
					mu.Lock()
					latencies = append(latencies, d)
					mu.Unlock()
				})
			}
		}
		wg.Wait()
		elapsed += time.Since(begin)
		after := totals(b, pool)
		if got := after.rows - before.rows; got != wantRows {
			b.Fatalf("iteration %d: %d rows written, want %d", iter, got, wantRows)
		}
		if got := after.balance - before.balance; got != wantDelta {
			b.Fatalf("iteration %d: balances moved by %d, want %d", iter, got, wantDelta)
		}
	}
	b.StopTimer()
	ledgertest.AssertBalanced(b, pool)
	slices.Sort(latencies)
	b.ReportMetric(float64(b.N*movements)/elapsed.Seconds(), "movements/s")
	b.ReportMetric(float64(latencies[len(latencies)*99/100].Microseconds())/1000, "p99-ms")
}

// movementPlans returns n plans over the members and the rows and total
// balance change they must produce.
func movementPlans(iter int, members []string, n int) (plans []ledger.Plan, rows, delta int64) {
	r := rand.New(rand.NewPCG(uint64(iter), 42))
	run := ids.New()
	for i := range n {
		a, b := members[r.IntN(len(members))], members[r.IntN(len(members))]
		key := fmt.Sprintf("bench/%s/%d", run, i)
		var op ledger.Op
		switch {
		case i%10 < 4 && a != b:
			op, rows = ledger.Penalty(a, b, 100, "bench penalty"), rows+2
		case i%10 < 7:
			op, rows, delta = ledger.ChargeFee(a, ledger.TypeFeeCharge, 50, "bench fee"), rows+1, delta-50
		default:
			op, rows, delta = ledger.Credit(a, ledger.TypeDeposit, 75, "bench deposit"), rows+1, delta+75
		}
		plans = append(plans, ledger.Plan{Key: key, Ops: []ledger.Op{op}})
	}
	return plans, rows, delta
}

type ledgerTotals struct{ rows, balance int64 }

func totals(b *testing.B, pool *pgxpool.Pool) ledgerTotals {
	var t ledgerTotals
	err := pool.QueryRow(context.Background(),
		`SELECT (SELECT count(*) FROM transactions), (SELECT coalesce(sum(balance_cents), 0) FROM user_balances)`).Scan(&t.rows, &t.balance)
	if err != nil {
		b.Fatal(err)
	}
	return t
}
