package crashtest

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/trades/rules"
)

// The scale curve (`make bench-scale`; -benchtime=1x): each benchmark
// loads its data in SQL, runs the real API (and worker) processes, times
// sequential requests through HTTP and prints one table with the load
// average next to it. Statements behind a request that misses its target
// print their EXPLAIN (ANALYZE, BUFFERS).

// scaleSamples is how many sequential requests each row times.
const scaleSamples = 200

// BenchmarkScaleLedger: 100,000 members and 1,000,000 ledger rows over three
// years (one member with 5,000 of them): the admin ledger's first page with
// its totals, unfiltered and with filters, the admin user search and list,
// a member's transactions (p99 target 50 ms); then the CSV export of every
// row (target: under 60 s, first byte within 1 s, API RSS under 150 MB).
func BenchmarkScaleLedger(b *testing.B) {
	c, pool := newCluster(b)
	defer c.stop()
	ctx := context.Background()
	t0 := time.Now()
	if _, err := pool.Exec(ctx, scaleMembersSQL); err != nil {
		b.Fatal(err)
	}
	if _, err := pool.Exec(ctx, scaleLedgerSQL); err != nil {
		b.Fatal(err)
	}
	analyze(b, pool, "users", "transactions", "ledger_daily_totals")
	b.Logf("loaded 100,000 members and 1,000,000 ledger rows in %s", time.Since(t0).Round(time.Second))
	admin := testenv.FastMember(b, pool, "Scale Admin")
	testenv.Administrator(b, pool, admin.ID)
	adminTok, _, _ := c.tokens.Issue(admin.ID, 0)
	heavyTok, _, _ := c.tokens.Issue(scaleID(1), 0)
	month := time.Now().AddDate(0, -1, 0).Format(time.DateOnly)
	oneDay := time.Now().AddDate(0, 0, -200)

	b.ResetTimer()
	t := table{header: []string{"request (100k members, 1M ledger rows)", "p50 ms", "p99 ms", "target", "load avg"}}
	for _, r := range []struct {
		name, path, token string
		explain           func(db *testenv.Explainer)
	}{
		{"admin ledger page 1 + totals", "/admin/transactions", adminTok, func(db *testenv.Explainer) {
			_, _, _ = ledger.NewService(db).Search(ctx, ledger.Filter{}, 50, 0)
		}},
		{"  type=fee_charge", "/admin/transactions?type=fee_charge", adminTok, func(db *testenv.Explainer) {
			_, _, _ = ledger.NewService(db).Search(ctx, ledger.Filter{Type: ledger.TypeFeeCharge}, 50, 0)
		}},
		{"  type+direction, last month", "/admin/transactions?type=refund&direction=credit&date_from=" + month, adminTok, func(db *testenv.Explainer) {
			from := time.Now().AddDate(0, -1, 0)
			_, _, _ = ledger.NewService(db).Search(ctx, ledger.Filter{Type: ledger.TypeRefund, Direction: ledger.DirCredit, From: &from}, 50, 0)
		}},
		{"  one day", "/admin/transactions?date_from=" + oneDay.Format(time.DateOnly) + "&date_to=" + oneDay.Format(time.DateOnly), adminTok, func(db *testenv.Explainer) {
			to := oneDay.AddDate(0, 0, 1)
			_, _, _ = ledger.NewService(db).Search(ctx, ledger.Filter{From: &oneDay, To: &to}, 50, 0)
		}},
		{"  one member (5,000 rows)", "/admin/transactions?user_id=" + scaleID(1), adminTok, func(db *testenv.Explainer) {
			_, _, _ = ledger.NewService(db).Search(ctx, ledger.Filter{UserID: scaleID(1)}, 50, 0)
		}},
		{"admin user search", "/admin/users/search?q=Member+4242", adminTok, func(db *testenv.Explainer) {
			_, _ = ledger.NewService(db).SearchMembers(ctx, "Member 4242")
		}},
		{"admin user list, search", "/admin/users?q=Member+4242", adminTok, nil},
		{"member transactions (5,000 rows)", "/user/balance/transactions", heavyTok, func(db *testenv.Explainer) {
			_, _, _ = ledger.NewService(db).MemberEntries(ctx, scaleID(1), 20, 0)
		}},
	} {
		d := timeRequests(b, c, r.path, r.token, scaleSamples)
		p99 := quantile(d, 0.99)
		t.add(r.name, quantile(d, 0.5), p99, "< 50", loadAverage())
		if p99 >= 50 && r.explain != nil {
			e := testenv.NewExplainer(pool)
			r.explain(e)
			b.Logf("%s misses (p99 %.1f ms):\n%s", r.name, p99, e.Plans())
		}
	}
	export := measureExport(b, c, adminTok)
	b.StopTimer()
	fmt.Fprintf(os.Stdout, "\n%s\nCSV export of every row: %d rows, %.1f MB in %.1f s (target < 60 s), first byte after %.0f ms (target < 1 s), API RSS %d MB before, at most %d MB during (target < 150 MB); load average %s\n",
		t.String(), export.rows, float64(export.bytes)/1e6, export.total.Seconds(), float64(export.firstByte.Milliseconds()),
		export.rssBeforeMB, export.rssPeakMB, loadAverage())
}

// BenchmarkScaleCatalog: 300,000 active bags (one member with 500 of them)
// and 10,000 members, 100,000 bookings; the API with its page cache off:
// browse by newest and by value, a keyword search, a closet, and each of
// them for a date range (p99 target 20 ms); the date searches print their
// plans.
func BenchmarkScaleCatalog(b *testing.B) {
	c, pool := newCluster(b)
	defer c.stop()
	ctx := context.Background()
	t0 := time.Now()
	if _, err := pool.Exec(ctx, strings.Replace(scaleMembersSQL, "100000", "10000", 1)); err != nil {
		b.Fatal(err)
	}
	if _, err := pool.Exec(ctx, scaleBagsSQL); err != nil {
		b.Fatal(err)
	}
	if _, err := pool.Exec(ctx, scaleBookingsSQL); err != nil {
		b.Fatal(err)
	}
	analyze(b, pool, "users", "items", "item_images", "trades", "trade_bookings")
	b.Logf("loaded 300,000 bags and 100,000 bookings in %s", time.Since(t0).Round(time.Second))
	first := rules.EarliestStart(time.Now()).AddDate(0, 0, 10)
	dates := "start=" + first.Format(time.DateOnly) + "&end=" + first.AddDate(0, 0, 7).Format(time.DateOnly)
	c.env = append(c.env, "CATALOG_PAGE_CACHE_TTL=0")
	c.restartAPI()
	c.waitReady()
	tok, _, _ := c.tokens.Issue(scaleID(2), 0)

	b.ResetTimer()
	t := table{header: []string{"request (300k bags, cache off)", "p50 ms", "p99 ms", "target", "load avg"}}
	for _, r := range []struct{ name, query string }{
		{"browse, newest", "/hats"},
		{"browse by value", "/hats?sort=value&order=desc"},
		{"browse, page 50", "/hats?page=50"},
		{"keyword search", "/hats?q=leather+tote"},
		{"closet (500 bags)", "/users/" + scaleID(1) + "/closet"},
		{"browse, dates", "/hats?" + dates},
		{"browse by value, dates", "/hats?sort=value&order=desc&" + dates},
		{"keyword search, dates", "/hats?q=leather+tote&" + dates},
		{"closet, dates", "/users/" + scaleID(1) + "/closet?" + dates},
	} {
		d := timeRequests(b, c, r.query, tok, scaleSamples)
		p99 := quantile(d, 0.99)
		t.add(r.name, quantile(d, 0.5), p99, "< 20", loadAverage())
		if query, ok := strings.CutPrefix(r.query, "/hats"); ok && (p99 >= 20 || strings.Contains(query, "start=")) {
			explainBrowse(b, pool, strings.TrimPrefix(query, "?"))
		}
	}
	b.StopTimer()
	fmt.Fprintf(os.Stdout, "\n%s", t.String())
}

// explainBrowse prints the plans of the catalog statements of one query.
func explainBrowse(b *testing.B, pool *pgxpool.Pool, query string) {
	values, _ := url.ParseQuery(query)
	browse, err := catalog.ParseBrowse(values, time.Now())
	if err != nil {
		b.Fatal(err)
	}
	_, page, total, args := catalog.BrowseStatements(browse)
	e := testenv.NewExplainer(pool)
	e.Explain(context.Background(), page, args...)
	e.Explain(context.Background(), total, args...)
	b.Logf("/hats?%s misses:\n%s", query, e.Plans())
}

// timeRequests times n sequential GETs of path, each answered 200.
func timeRequests(b *testing.B, c *cluster, path, token string, n int) []time.Duration {
	ctx := context.Background()
	d := make([]time.Duration, 0, n)
	for range n {
		t0 := time.Now()
		status, out, err := c.call(ctx, "GET", path, token, nil)
		if err != nil || status != http.StatusOK {
			b.Fatalf("GET %s: %d %v %v", path, status, out, err)
		}
		d = append(d, time.Since(t0))
	}
	return d
}

type exportRun struct {
	rows, bytes            int64
	firstByte, total       time.Duration
	rssBeforeMB, rssPeakMB int
}

// measureExport downloads the whole ledger as CSV while sampling the API's
// resident memory every 100 ms.
func measureExport(b *testing.B, c *cluster, token string) exportRun {
	pid := c.api.Pid()
	run := exportRun{rssBeforeMB: procStatus(pid, "VmRSS") / 1024}
	var peak atomic.Int64
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				peak.Store(max(peak.Load(), int64(procStatus(pid, "VmRSS")/1024)))
			}
		}
	}()
	req, _ := http.NewRequest("GET", "http://"+c.apiAddr+"/admin/transactions/export", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	t0 := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		b.Fatalf("export: %v %v", resp, err)
	}
	defer resp.Body.Close()
	buf := make([]byte, 64<<10)
	for {
		n, err := resp.Body.Read(buf)
		if n > 0 && run.bytes == 0 {
			run.firstByte = time.Since(t0)
		}
		run.bytes += int64(n)
		run.rows += int64(strings.Count(string(buf[:n]), "\n"))
		if err == io.EOF {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	run.total = time.Since(t0)
	close(done)
	run.rssPeakMB = int(peak.Load())
	run.rows-- // the header
	return run
}

func analyze(b *testing.B, pool *pgxpool.Pool, tables ...string) {
	for _, table := range tables {
		if _, err := pool.Exec(context.Background(), "VACUUM ANALYZE "+table); err != nil {
			b.Fatal(err)
		}
	}
}

// scaleID is the id the load SQL gives member (or row) n.
func scaleID(n int) string { return fmt.Sprintf("%024x", n) }

// scaleMembersSQL makes 100,000 active members with balances.
const scaleMembersSQL = `
INSERT INTO users (id, email, password_hash, name, closet_name, zip_code, city, state, status, created_at, updated_at)
SELECT lpad(to_hex(g), 24, '0'), 'scale' || g || '@scale.test', 'x', 'Scale Member ' || g, 'Closet ' || g,
       '33012', 'Hialeah', 'FL', 'active',
       now() - make_interval(mins => g), now()
FROM generate_series(1, 100000) AS g;
INSERT INTO user_balances (user_id, balance_cents)
SELECT id, 1000000 FROM users WHERE email LIKE 'scale%';`

// scaleLedgerSQL makes 1,000,000 ledger rows over about three years,
// newest last (seq follows created_at), every 200th for member 1.
const scaleLedgerSQL = `
INSERT INTO transactions (id, user_id, type, direction, amount_cents, balance_after_cents, available_after_cents,
                          description, idempotency_key, batch_key, created_at)
SELECT lpad(to_hex(g), 24, '0'),
       lpad(to_hex(CASE WHEN g % 200 = 0 THEN 1 ELSE 1 + (g::bigint * 7919) % 100000 END), 24, '0'),
       (ARRAY['deposit', 'fee_charge', 'pickup_fee', 'refund', 'withdraw'])[1 + g % 5],
       CASE WHEN g % 5 IN (0, 3) THEN 'credit' ELSE 'debit' END,
       100 + g % 5000, 1000000, 900000, 'Scale row ' || g, 'scale-' || g, 'scale-' || g,
       now() - make_interval(secs => (1000000 - g) * 94)
FROM generate_series(1, 1000000) AS g;`

// scaleBookingsSQL makes 50,000 accepted trades, each booking two bags for
// a week and a day of turnaround starting within the next 60 days: 100,000
// bookings over a third of the bags (member 1's closet among them).
const scaleBookingsSQL = `
INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method, start_date, end_date)
SELECT lpad(to_hex(536870912 + g), 24, '0'), 'trade-' || lpad(to_hex(536870912 + g), 24, '0'), 'accepted',
       lpad(to_hex(2 + (150000 + g) % 9999), 24, '0'), lpad(to_hex(CASE WHEN g <= 500 THEN 1 ELSE 2 + g % 9999 END), 24, '0'),
       lpad(to_hex(16777216 + 150000 + g), 24, '0'), lpad(to_hex(16777216 + g), 24, '0'), 'pickup',
       current_date + g % 60, current_date + g % 60 + 7
FROM generate_series(1, 50000) AS g;
INSERT INTO trade_bookings (trade_id, item_id, during)
SELECT t.id, b.item_id, daterange(t.start_date, t.end_date + 1, '[]')
FROM trades t, LATERAL (VALUES (t.hat1_id), (t.hat2_id)) AS b (item_id)
WHERE t.status = 'accepted';`

// scaleBagsSQL makes 300,000 active bags with one or two photos, names
// from word lists ("leather tote" matches about 1%), 500 of them member 1's.
const scaleBagsSQL = `
WITH w AS (SELECT
  ARRAY['Chanel','Coach','Dior','Fendi','Gucci','Hermès','Loewe','Prada','Celine','Longchamp','Telfar','Other'] AS brands,
  ARRAY['Black','Tan','Red','Cream','Navy','Pink','Green','Brown','Gold','Silver'] AS colors,
  ARRAY['Leather','Suede','Canvas','Nylon','Straw','Satin','Velvet','Denim','Patent','Raffia'] AS materials,
  ARRAY['Tote','Clutch','Crossbody','Satchel','Hobo','Bucket Bag','Shoulder Bag','Wallet','Backpack','Duffle'] AS styles)
INSERT INTO items (id, owner_id, name, description, brand, size, condition, value_cents, material, color, status,
                   approved_at, created_at, updated_at)
SELECT lpad(to_hex(16777216 + g), 24, '0'),
       lpad(to_hex(CASE WHEN g <= 500 THEN 1 ELSE 2 + g % 9999 END), 24, '0'),
       w.materials[1 + g % 10] || ' ' || w.styles[1 + (g / 10) % 10],
       'A ' || lower(w.colors[1 + (g / 100) % 10]) || ' bag, barely used, with dust bag',
       w.brands[1 + g % 12], 'Medium/Shoulder', 'Good', 5000 + (g::bigint * 7919) % 500000,
       w.materials[1 + g % 10], w.colors[1 + (g / 100) % 10], 'active',
       now() - make_interval(mins => g), now() - make_interval(mins => g), now()
FROM w, generate_series(1, 300000) AS g;
INSERT INTO item_images (id, item_id, position, storage_key, thumb_storage_key, content_type, width, height, bytes)
SELECT lpad(to_hex(268435456 + g * 2 + p), 24, '0'), lpad(to_hex(16777216 + g), 24, '0'), p,
       md5(g || '-' || p) || '.jpg', md5(g || 't' || p) || '.jpg', 'image/jpeg', 1600, 1200, 250000
FROM generate_series(1, 300000) AS g, generate_series(0, 1) AS p
WHERE p <= g % 2;`
