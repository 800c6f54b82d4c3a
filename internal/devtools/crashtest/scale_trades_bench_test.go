package crashtest

import (
	"cmp"
	"context"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// hubTrades is how many of the open trades involve one member, whose
// dashboard lists are timed.
const hubTrades = 500

// BenchmarkScaleTrades loads open trades (half pending, half accepted;
// their response and trade timers armed) on the production topology with
// one worker (`pursetrade-dev cluster`: the Temporal server on PostgreSQL) to
// each size of SCALE_TRADES (default 1000,10000,30000), each size on top
// of the last, and at each size measures: the worker's resident memory
// (the SDK's sticky workflow cache holds up to 10,000 workflows) and the
// Temporal server's (its history cache: temporal/cluster-dynamic.yaml), the
// Temporal databases' growth per open trade, 100 accepts and 100
// acknowledgements one after another, and the dashboard lists of a member
// with 500 of the trades. Members and bags are inserted in SQL; trades are
// requested (and accepted) through the API, 64 at once.
func BenchmarkScaleTrades(b *testing.B) {
	var sizes []int
	for _, s := range strings.Split(cmp.Or(os.Getenv("SCALE_TRADES"), "1000,10000,30000"), ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < hubTrades {
			b.Fatalf("SCALE_TRADES: %q is not a size of at least %d", s, hubTrades)
		}
		sizes = append(sizes, n)
	}
	largest := sizes[len(sizes)-1]
	topo := startTopology(b, "CLUSTER_WORKERS=1")
	c, pool := topo.c, topo.pool
	ctx := context.Background()
	tc := topo.operator(b)
	if _, err := pool.Exec(ctx, strings.Replace(scaleMembersSQL, "100000", strconv.Itoa(2*largest+1), 1)); err != nil {
		b.Fatal(err)
	}
	if _, err := pool.Exec(ctx, scaleTradeBagsSQL, 2*largest+1, hubTrades); err != nil {
		b.Fatal(err)
	}
	// The hub holds the value of every bag it accepts a swap for.
	if _, err := pool.Exec(ctx, `UPDATE user_balances SET balance_cents = 100000000 WHERE user_id = $1`, scaleID(1)); err != nil {
		b.Fatal(err)
	}
	analyze(b, pool, "users", "items", "user_balances")
	// Pair i: member 2i+2 asks member 2i+3 (or, for the first 500, member 1:
	// the hub) to swap their bags.
	pairs := make([]*pair, largest)
	for i := range pairs {
		a, bm := 2*i+2, 2*i+3
		bagB := bm
		if i < hubTrades {
			bm, bagB = 1, 2*largest+2+i
		}
		p := &pair{a: db.User{ID: scaleID(a)}, b: db.User{ID: scaleID(bm)},
			bagA: db.Item{ID: scaleBagID(a)}, bagB: db.Item{ID: scaleBagID(bagB)}}
		p.tokA, _, _ = c.tokens.Issue(p.a.ID, 0)
		p.tokB, _, _ = c.tokens.Issue(p.b.ID, 0)
		pairs[i] = p
	}
	hubTok, _, _ := c.tokens.Issue(scaleID(1), 0)
	temporalBase := temporalBytes(b, topo)
	start, end := datesAhead()

	t := table{header: []string{"open trades", "load/s", "worker MB", "server MB", "temporal MB", "KB/trade", "accept p50", "p99",
		"ack p50", "p99", "lists p50", "p99", "busy %", "load avg"}}
	loaded := 0
	for _, size := range sizes {
		t0 := time.Now()
		for _, err := range inParallel(pairs[loaded:size], 64, func(p *pair) error { return openTrade(ctx, c, p, start, end) }) {
			b.Fatal(err)
		}
		rate := float64(size-loaded) / time.Since(t0).Seconds()
		loaded = size
		waitQuiet(b, topo)
		accept, _ := measureActions(b, c, tc, pool, "accept", 100)
		ack, _ := measureActions(b, c, tc, pool, "ack-received", 100)
		// Each list's quantiles; the table shows the slowest list's, and how
		// busy the machine's cores were while they were timed.
		var listP50, listP99 float64
		busy := busyMeter()
		for _, path := range []string{"/trades/my-trades", "/trades/pending", "/trades/active", "/trades/history"} {
			d := timeRequests(b, c, path, hubTok, scaleSamples)
			listP50, listP99 = max(listP50, quantile(d, 0.5)), max(listP99, quantile(d, 0.99))
		}
		listsBusy := 100 * busy()
		explainMemberTrades(b, pool, scaleID(1), size)
		open := size + 200 // the timed accepts and acknowledgements leave their trades open too
		grown := temporalBytes(b, topo) - temporalBase
		t.add(open, rate, float64(procStatus(topo.pid("worker-1"), "VmRSS"))/1024,
			float64(procStatus(topo.pid("temporal"), "VmRSS"))/1024, float64(grown)/1e6,
			float64(grown)/1024/float64(open), quantile(accept, 0.5), quantile(accept, 0.99),
			quantile(ack, 0.5), quantile(ack, 0.99), listP50, listP99, listsBusy, loadAverage())
		fmt.Fprintf(os.Stdout, "\n%s", t.String())
	}
}

// openTrade requests pair p's trade and, for every other pair, accepts it.
// A call the API answered while the client saw it fail is resent (see
// cluster.call): the request is keyed, and an accept refused because it
// already happened counts as done.
func openTrade(ctx context.Context, c *cluster, p *pair, start, end string) error {
	status, out, err := c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
		"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "pickup"},
		"Idempotency-Key", "scale-"+p.a.ID)
	if err != nil || (status != http.StatusCreated && status != http.StatusOK) {
		return fmt.Errorf("request: %d %v %v", status, out, err)
	}
	p.tradeID = out["trade"].(map[string]any)["_id"].(string)
	if n, _ := strconv.ParseInt(p.a.ID, 16, 64); (n/2)%2 == 1 { // pair i's member is 2i+2: odd pairs stay pending
		return nil
	}
	status, out, err = c.call(ctx, "PUT", "/trades/"+p.tradeID+"/accept", p.tokB, nil)
	if err == nil && status == http.StatusConflict {
		_, cur, _ := c.call(ctx, "GET", "/trades/"+p.tradeID, p.tokB, nil)
		if tr, ok := cur["trade"].(map[string]any); ok && tr["accepted_at"] != nil {
			return nil
		}
	}
	if err != nil || status != http.StatusOK {
		return fmt.Errorf("accept: %d %v %v", status, out, err)
	}
	return nil
}

// waitQuiet waits (up to ten minutes) until the outbox has sent the
// loading's emails and the machine has settled: PostgreSQL's autovacuum and
// the Temporal server's own queues (visibility records, for one) catch up
// after tens of thousands of trades in minutes, which a marketplace
// growing over months does in small pieces. Then it analyzes the trades.
// The timed requests then measure the size, not that clean-up: the first
// 30,000 run measured during it, at a load average of 10, with dashboard
// lists planned on statistics from before the load.
func waitQuiet(b *testing.B, topo *topology) {
	deadline := time.Now().Add(10 * time.Minute)
	for {
		var pending, vacuuming int
		if err := topo.pool.QueryRow(context.Background(), `SELECT
			(SELECT count(*) FROM email_outbox WHERE status = 'pending'),
			(SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker')`).Scan(&pending, &vacuuming); err != nil {
			b.Fatal(err)
		}
		if (pending+vacuuming == 0 && machineBusy(5*time.Second) < 0.25) || time.Now().After(deadline) {
			break
		}
		time.Sleep(time.Second)
	}
	analyze(b, topo.pool, "trades")
}

// explainMemberTrades logs the plan of a member's dashboard list (every
// status, first page).
func explainMemberTrades(b *testing.B, pool *pgxpool.Pool, member string, size int) {
	e := testenv.NewExplainer(pool)
	_, _ = db.New(e).ListMemberTrades(context.Background(), db.ListMemberTradesParams{
		UserID: member, Statuses: rules.AllStatuses, Lim: 50, Off: 0})
	b.Logf("%d open trades: the dashboard list of a member with %d of them:\n%s", size, hubTrades, e.Plans())
}

// settle waits (up to two minutes) until the cores are mostly idle, so that
// a benchmark starts from a quiet machine, not from the start-up of its own
// processes or the shutdown of the last benchmark's.
func settle(b *testing.B) {
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); {
		if machineBusy(5*time.Second) < 0.25 {
			return
		}
	}
	b.Logf("the machine stayed busy for two minutes; measuring anyway")
}

// machineBusy is the share of the machine's CPU time (all cores) spent
// busy over d, from /proc/stat.
func machineBusy(d time.Duration) float64 {
	busy := busyMeter()
	time.Sleep(d)
	return busy()
}

// busyMeter starts measuring the share of the machine's CPU time (all
// cores) spent busy, from /proc/stat; the function it returns reads it.
func busyMeter() func() float64 {
	read := func() (busy, total float64) {
		raw, _ := os.ReadFile("/proc/stat")
		fields := strings.Fields(strings.SplitN(string(raw), "\n", 2)[0])
		for i, f := range fields[1:] {
			v, _ := strconv.ParseFloat(f, 64)
			total += v
			if i != 3 && i != 4 { // idle and iowait
				busy += v
			}
		}
		return busy, total
	}
	b0, t0 := read()
	return func() float64 {
		b1, t1 := read()
		if t1 == t0 {
			return 0
		}
		return (b1 - b0) / (t1 - t0)
	}
}

// temporalBytes is the size of the Temporal server's two databases.
func temporalBytes(b *testing.B, topo *topology) int64 {
	var n int64
	if err := topo.pool.QueryRow(context.Background(),
		`SELECT pg_database_size('temporal') + pg_database_size('temporal_visibility')`).Scan(&n); err != nil {
		b.Fatal(err)
	}
	return n
}

func scaleBagID(n int) string { return fmt.Sprintf("%024x", 16777216+n) }

// scaleTradeBagsSQL gives members 2..$1 one bag each and member 1 (the
// hub) $2 bags, numbered after the members'.
const scaleTradeBagsSQL = `
INSERT INTO items (id, owner_id, name, description, brand, size, condition, value_cents, status, approved_at)
SELECT lpad(to_hex(16777216 + g), 24, '0'), lpad(to_hex(CASE WHEN g > $1 THEN 1 ELSE g END), 24, '0'),
       'Scale Bag ' || g, 'A bag for the scale curve', 'Coach', 'Medium/Shoulder', 'Good', 10000, 'active', now()
FROM generate_series(2, $1::int + 1 + $2::int) AS g`
