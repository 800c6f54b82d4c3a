//go:build linux

package api

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
)

// BenchmarkCatalogBrowse is the catalog load test (`make bench-catalog`;
// not part of `make test`). It loads 5,000 members and 100,000 active bags
// (plus 5,000 pending, disabled or removed ones and their photo rows), runs
// the real API binary as its own process (twice: with the default page
// cache and with CATALOG_PAGE_CACHE_TTL=0), and drives each over loopback with
// 32 concurrent connections for BENCH_SECONDS (default 20) per scenario:
// page 1 of GET /hats sorted by value, and a keyword search. It reports
// latency percentiles, requests per second and the API process's RSS. The
// uncached API takes turns with pgbench running the statements of an
// uncached request (prepared, 32 clients) on the same database for the same
// time.
func BenchmarkCatalogBrowse(b *testing.B) {
	ctx := context.Background()
	dbURL := testenv.DatabaseURL(b)
	pool := testenv.NewPoolFor(b, dbURL)
	start := time.Now()
	if _, err := pool.Exec(ctx, benchCatalogData); err != nil {
		b.Fatal(err)
	}
	for _, table := range []string{"users", "items", "item_images"} {
		if _, err := pool.Exec(ctx, "VACUUM ANALYZE "+table); err != nil {
			b.Fatal(err)
		}
	}
	var active, members int
	_ = pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM items WHERE status = 'active'), (SELECT count(*) FROM users)`).Scan(&active, &members)
	b.Logf("loaded %d active items and %d members in %s", active, members, time.Since(start).Round(time.Millisecond))

	// Two API processes: the default one (public pages reused while the
	// catalog version is unchanged) and one with the page cache off, which
	// runs the version and page statements for every request (what pgbench
	// runs below). Both reuse totals while the catalog is unchanged.
	bin := buildAPI(b)
	cached := startAPIProcess(b, bin, dbURL, "CATALOG_PAGE_CACHE_TTL=2s")
	uncached := startAPIProcess(b, bin, dbURL, "CATALOG_PAGE_CACHE_TTL=0")
	seconds := 20
	if v, err := strconv.Atoi(os.Getenv("BENCH_SECONDS")); err == nil && v > 0 {
		seconds = v
	}
	duration := time.Duration(seconds) * time.Second
	scenarios := []struct {
		name, query string
	}{
		{"browse_by_value", "sort=value&order=desc"},
		{"keyword_search", "q=leather+tote"},
	}
	var report strings.Builder
	// CPU columns: microseconds of CPU per request used by the API process
	// and by this test process (the load generator), a figure that other
	// work on the machine disturbs much less than req/s.
	fmt.Fprintf(&report, "\n%-16s %-9s %8s %8s %8s %10s %9s %9s %9s %9s %9s\n", "scenario", "API", "p50 ms", "p99 ms", "max ms",
		"req/s", "RSS MB", "peak MB", "API us/r", "load us/r", "PG us/r")
	var pg strings.Builder
	stmts := statementCounter(b, pool)
	for _, sc := range scenarios {
		values, _ := url.ParseQuery(sc.query)
		browse, err := catalog.ParseBrowse(values, time.Now())
		if err != nil {
			b.Fatal(err)
		}
		version, page, total, args := catalog.BrowseStatements(browse)
		explain(b, pool, page, args)
		explain(b, pool, total, args)
		b.Run(sc.name, func(b *testing.B) {
			// The uncached API and pgbench take turns of two seconds, and the
			// API is compared with pgbench's mean: this machine's speed
			// drifts by up to a third within a minute, which a single turn
			// each (or pgbench before and after) does not cancel. A profile
			// needs one unbroken run, so profiling takes one turn each.
			rounds := max(1, seconds/2)
			if testenv.Profiling() {
				rounds = 1
			}
			var uncachedRPS float64
			var turns []pgbenchResult
			for _, api := range []*apiProcess{cached, uncached} {
				n, beforeTurn := 1, stmts.reset
				if api == uncached {
					n, beforeTurn = rounds, func() {
						turns = append(turns, pgbench(b, dbURL, []string{version, page}, args, 32, duration/time.Duration(rounds)))
						stmts.reset()
					}
				}
				wait := api.profile(b, sc.name+"."+api.name+".cpu.pprof", max(seconds-1, 1))
				res := drive(b, api.url+"/hats?"+sc.query, 32, duration, n, api.cpu, beforeTurn)
				stmts.report(sc.name+" "+api.name, res.n+res.errors)
				wait()
				uncachedRPS = res.rps
				rss, peak := api.rss()
				b.ReportMetric(res.p50, api.name+"-p50-ms")
				b.ReportMetric(res.p99, api.name+"-p99-ms")
				b.ReportMetric(res.rps, api.name+"-req/s")
				b.ReportMetric(float64(rss)/1024, api.name+"-rss-MB")
				b.ReportMetric(res.apiCPU, api.name+"-api-cpu-us/req")
				fmt.Fprintf(&report, "%-16s %-9s %8.2f %8.2f %8.2f %10.0f %9.1f %9.1f %9.0f %9.0f %9.0f   (%d requests, %d errors)\n",
					sc.name, api.name, res.p50, res.p99, res.max, res.rps, float64(rss)/1024, float64(peak)/1024,
					res.apiCPU, res.loadCPU, res.pgCPU, res.n, res.errors)
			}
			both := meanPgbench(turns)
			stmts.reset()
			paging := pgbench(b, dbURL, []string{page}, args, 32, duration/2)
			stmts.report(sc.name+" pgbench page", int(paging.tps*(duration/2).Seconds()))
			counting := pgbench(b, dbURL, []string{total}, args, 32, duration/2)
			b.ReportMetric(both.tps, "pgbench-tps")
			b.ReportMetric(uncachedRPS/both.tps, "cache-off-x-pgbench")
			fmt.Fprintf(&pg, "%-16s pgbench (32 clients, prepared, bound arguments) version + page statements: %.0f tps (%d turns, %.0f-%.0f; CPU per transaction: PostgreSQL %.0f us, pgbench %.0f us); the page statement alone: %.0f tps (PostgreSQL %.0f us); the count statement alone: %.0f tps; the API with its cache off serves %.2fx of pgbench\n",
				sc.name, both.tps, len(turns), both.minTPS, both.maxTPS, both.pgCPU, both.clientCPU,
				paging.tps, paging.pgCPU, counting.tps, uncachedRPS/both.tps)
		})
	}
	report.WriteString(pg.String())
	b.Log(report.String())
}

// benchCatalogData makes 5,000 members (1% disabled, 1% restricted) and
// 105,000 bags (the first 100,000 active) with one to three photo rows each,
// with names and descriptions built from word lists so keyword search has
// realistic selectivity ("leather tote" matches about 1% of bags).
const benchCatalogData = `
INSERT INTO users (id, email, password_hash, name, closet_name, zip_code, city, state, status, created_at, updated_at)
SELECT lpad(to_hex(g), 24, '0'), 'bench' || g || '@bench.test', 'x', 'Bench Member ' || g, 'Closet ' || g,
       lpad((10000 + (g * 37) % 89999)::text, 5, '0'), 'Miami', 'FL',
       CASE g % 100 WHEN 0 THEN 'disabled' WHEN 1 THEN 'restricted' ELSE 'active' END,
       now() - make_interval(hours => g), now() - interval '1 day'
FROM generate_series(1, 5000) AS g;

WITH w AS (SELECT
  ARRAY['Alexander McQueen','Balenciaga','Bottega Veneta','Burberry','Celine','Chanel','Chloé','Coach','Dior',
        'Dolce & Gabbana','Fendi','Furla','Givenchy','Goyard','Gucci','Hermès','Jacquemus','Kate Spade','Loewe',
        'Longchamp','Louis Vuitton','Mango','Marc Jacobs','Michael Kors','Miu Miu','Mulberry','Prada',
        'Rebecca Minkoff','Saint Laurent','Salvatore Ferragamo','Steve Madden','Telfar','Tory Burch','Valentino',
        'Zara','Other'] AS brands,
  ARRAY['Black','Tan','Red','Cream','Navy','Pink','Green','Brown','Gold','Silver','Lilac','Burgundy'] AS colors,
  ARRAY['Leather','Suede','Canvas','Nylon','Straw','Satin','Velvet','Denim','Patent'] AS materials,
  ARRAY['Tote','Clutch','Crossbody','Satchel','Hobo','Bucket Bag','Shoulder Bag','Wallet','Backpack','Duffle'] AS styles,
  ARRAY['Classic','Vintage','Structured','Slouchy','Quilted','Woven','Minimal','Studded','Embossed','Chain'] AS adjectives,
  ARRAY['barely used','with dust bag','gold hardware','silver hardware','adjustable strap','fits a laptop',
        'perfect for evenings','everyday carry'] AS notes,
  ARRAY['Mini/Clutch','Small/Crossbody','Medium/Shoulder','Large/Tote','Extra Large/Weekend'] AS sizes,
  ARRAY['New','Like New','Good','Fair','Poor'] AS conditions)
INSERT INTO items (id, owner_id, name, description, brand, size, condition, value_cents, material, color,
                   status, removed_at, created_at, updated_at)
SELECT lpad(to_hex(16777216 + g), 24, '0'),
       lpad(to_hex(1 + (g * 7919) % 5000), 24, '0'),
       w.brands[1 + g % 36] || ' ' || w.colors[1 + (g / 36) % 12] || ' ' || w.styles[1 + (g / 5) % 10],
       w.adjectives[1 + (g * 13) % 10] || ' ' || lower(w.materials[1 + (g / 7) % 9]) || ' ' ||
         lower(w.styles[1 + (g / 5) % 10]) || ' in ' || lower(w.colors[1 + (g / 36) % 12]) || ', ' || w.notes[1 + (g * 17) % 8],
       w.brands[1 + g % 36], w.sizes[1 + (g / 11) % 5], w.conditions[1 + (g / 3) % 5],
       1000 + (g::bigint * 7727) % 500000,
       w.materials[1 + (g / 7) % 9], w.colors[1 + (g / 36) % 12],
       CASE WHEN g <= 100000 THEN 'active' WHEN g % 3 = 0 THEN 'pending' WHEN g % 3 = 1 THEN 'disabled' ELSE 'removed' END,
       CASE WHEN g > 100000 AND g % 3 = 2 THEN now() END,
       now() - make_interval(secs => (g::bigint * 7919) % 31536000),
       now() - interval '1 day'
FROM generate_series(1, 105000) AS g, w;

INSERT INTO item_images (id, item_id, position, storage_key, thumb_storage_key, content_type, width, height, bytes)
SELECT lpad(to_hex(268435456 + g * 4 + p), 24, '0'), lpad(to_hex(16777216 + g), 24, '0'), p,
       md5(g || '-' || p) || md5(p || '+' || g) || '.jpg', md5(g || 't' || p) || md5(p || 't' || g) || '.jpg',
       'image/jpeg', 1600, 1200, 250000
FROM generate_series(1, 105000) AS g, generate_series(0, 2) AS p
WHERE p <= g % 3;
`

// apiProcess is the API binary running against the benchmark database.
type apiProcess struct {
	name, url, metrics string
	cmd                *exec.Cmd
}

// profile saves a CPU profile of the process over the next seconds to
// BENCH_PROFILE/<name>, then its allocations since it started to
// BENCH_PROFILE/<name>.allocs; wait blocks until both are written.
func (p *apiProcess) profile(b *testing.B, name string, seconds int) (wait func()) {
	dir := os.Getenv("BENCH_PROFILE")
	if dir == "" {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		save := func(path, file string) {
			resp, err := http.Get(p.metrics + path)
			if err != nil {
				b.Logf("profile: %v", err)
				return
			}
			defer resp.Body.Close()
			_ = os.MkdirAll(dir, 0o755)
			out, err := os.Create(filepath.Join(dir, file))
			if err != nil {
				b.Logf("profile: %v", err)
				return
			}
			defer out.Close()
			_, _ = io.Copy(out, resp.Body)
		}
		save(fmt.Sprintf("/debug/pprof/profile?seconds=%d", seconds), name)
		save("/debug/pprof/allocs", name+".allocs")
	}()
	return func() { <-done }
}

// buildAPI builds the binary the benchmark runs.
func buildAPI(b *testing.B) string {
	b.Helper()
	bin := filepath.Join(b.TempDir(), "pursetrade")
	build := exec.Command("go", "build", "-o", bin, "./cmd/pursetrade")
	build.Dir = testenv.RepoRoot(b)
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

// startAPIProcess starts `pursetrade api` with extra environment
// (NAME=value); "=0" in the first one names it cache-off.
func startAPIProcess(b *testing.B, bin, dbURL string, env ...string) *apiProcess {
	b.Helper()
	port, err := proc.FreePort()
	if err != nil {
		b.Fatal(err)
	}
	metricsPort, err := proc.FreePort()
	if err != nil {
		b.Fatal(err)
	}
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	cmd := exec.Command(bin, "api")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+dbURL, "HTTP_ADDR="+addr, "DATA_DIR="+b.TempDir(),
		"JWT_SECRET=benchmark-secret-benchmark-secret-0123456789", "TEMPORAL_ADDRESS="+testenv.TemporalHostPort(b),
		"TOTP_ENCRYPTION_KEY=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
		"METRICS_ADDR=127.0.0.1:"+strconv.Itoa(metricsPort), "PPROF_ENABLED="+strconv.FormatBool(testenv.Profiling()),
		"WEB_DIR="+b.TempDir(), "ADMIN_EMAIL=", "ADMIN_PASSWORD=")
	cmd.Env = append(cmd.Env, env...)
	logs, err := os.Create(filepath.Join(b.TempDir(), "api.log"))
	if err != nil {
		b.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait(); logs.Close() })
	p := &apiProcess{name: "cache-on", url: "http://" + addr, metrics: "http://127.0.0.1:" + strconv.Itoa(metricsPort), cmd: cmd}
	if len(env) > 0 && strings.HasSuffix(env[0], "=0") {
		p.name = "cache-off"
	}
	testenv.Eventually(b, 60*time.Second, func() error {
		resp, err := http.Get(p.url + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return nil
			}
			err = fmt.Errorf("status %d", resp.StatusCode)
		}
		out, _ := os.ReadFile(logs.Name())
		return fmt.Errorf("API did not start: %v\n%s", err, out)
	})
	return p
}

// cpu returns the process's CPU time so far (user and system).
func (p *apiProcess) cpu() time.Duration { return testenv.ProcessCPU(p.cmd.Process.Pid) }

// postgresCPU is the CPU time so far of every PostgreSQL process on the
// machine (the server the benchmark's database lives on) and of the
// backends that have exited (which the postmaster has reaped).
func postgresCPU() time.Duration { return testenv.CommandCPU("postgres") }

// rss returns the process's resident and peak resident memory in KiB.
func (p *apiProcess) rss() (rss, peak int64) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	if err != nil {
		return 0, 0
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		fields := strings.Fields(s.Text())
		if len(fields) < 2 {
			continue
		}
		v, _ := strconv.ParseInt(fields[1], 10, 64)
		switch fields[0] {
		case "VmRSS:":
			rss = v
		case "VmHWM:":
			peak = v
		}
	}
	return rss, peak
}

type loadResult struct {
	p50, p99, max, rps float64 // milliseconds; requests per second
	apiCPU, loadCPU    float64 // microseconds of CPU per request: API process, load generator
	pgCPU              float64 // and PostgreSQL
	n, errors          int
}

// drive sends GET target over conns keep-alive connections, back to back
// (closed loop), for the duration split into rounds equal turns, after a
// short warm-up; beforeTurn runs before each turn, outside what is
// measured; apiCPU reads the API's CPU time. The load generator is
// epollLoad unless BENCH_LOADGEN=nethttp asks for net/http's client (a
// goroutine per connection).
func drive(b *testing.B, target string, conns int, d time.Duration, rounds int, apiCPU func() time.Duration, beforeTurn func()) loadResult {
	b.Helper()
	var load func(time.Duration) ([]time.Duration, int)
	if os.Getenv("BENCH_LOADGEN") == "nethttp" {
		load = netHTTPLoad(target, conns)
	} else {
		u, err := url.Parse(target)
		if err != nil {
			b.Fatal(err)
		}
		l, err := newEpollLoad(u.Host, []byte("GET "+u.RequestURI()+" HTTP/1.1\r\nHost: "+u.Host+"\r\n\r\n"), conns)
		if err != nil {
			b.Fatal(err)
		}
		defer l.close()
		load = l.run
	}
	load(2 * time.Second) // warm-up: connections, plan cache, count cache
	var lat []time.Duration
	var errors int
	var apiUsed, loadUsed, pgUsed time.Duration
	for range rounds {
		beforeTurn()
		api0, load0, pg0 := apiCPU(), testenv.ProcessCPU(os.Getpid()), postgresCPU()
		l, e := load(d / time.Duration(rounds))
		apiUsed += apiCPU() - api0
		loadUsed += testenv.ProcessCPU(os.Getpid()) - load0
		pgUsed += postgresCPU() - pg0
		lat, errors = append(lat, l...), errors+e
	}
	if len(lat) == 0 {
		b.Fatalf("no successful request to %s (%d errors)", target, errors)
	}
	slices.Sort(lat)
	ms := func(q float64) float64 { return float64(lat[int(q*float64(len(lat)-1))].Microseconds()) / 1000 }
	perReq := func(cpu time.Duration) float64 { return float64(cpu.Microseconds()) / float64(len(lat)+errors) }
	return loadResult{p50: ms(0.5), p99: ms(0.99), max: ms(1), rps: float64(len(lat)) / d.Seconds(), n: len(lat), errors: errors,
		apiCPU: perReq(apiUsed), loadCPU: perReq(loadUsed), pgCPU: perReq(pgUsed)}
}

// netHTTPLoad is the load of conns goroutines, each sending GET target with
// net/http's client over its own keep-alive connection.
func netHTTPLoad(target string, conns int) func(time.Duration) ([]time.Duration, int) {
	client := &http.Client{Transport: &http.Transport{MaxIdleConns: conns, MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns}}
	get := func() (int, error) {
		resp, err := client.Get(target)
		if err != nil {
			return 0, err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode, nil
	}
	return func(d time.Duration) ([]time.Duration, int) {
		var mu sync.Mutex
		var all []time.Duration
		errors := 0
		stop := time.Now().Add(d)
		var wg sync.WaitGroup
		for range conns {
			wg.Go(func() {
				var mine []time.Duration
				bad := 0
				for time.Now().Before(stop) {
					t0 := time.Now()
					if status, err := get(); err != nil || status != 200 {
						bad++
						continue
					}
					mine = append(mine, time.Since(t0))
				}
				mu.Lock()
				all, errors = append(all, mine...), errors+bad
				mu.Unlock()
			})
		}
		wg.Wait()
		return all, errors
	}
}

// pgbenchResult is a pgbench run's rate and the CPU per transaction of
// PostgreSQL and of pgbench itself (microseconds).
type pgbenchResult struct{ tps, pgCPU, clientCPU float64 }

// pgbench runs the statements as one script with clients connections in
// prepared mode, the arguments bound as parameters like the API binds them
// (each $n becomes the pgbench variable :pn, set with -D).
func pgbench(b *testing.B, dbURL string, statements []string, args []any, clients int, d time.Duration) pgbenchResult {
	b.Helper()
	bin := pgbenchBinary(b)
	script := filepath.Join(b.TempDir(), "script.sql")
	var body strings.Builder
	for _, st := range statements {
		st = regexp.MustCompile(`\$([0-9]+)`).ReplaceAllString(st, ":p$1")
		body.WriteString(strings.Join(strings.Fields(st), " ") + ";\n")
	}
	if err := os.WriteFile(script, []byte(body.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	seconds := max(1, int(d.Seconds()))
	cmdArgs := []string{"-n", "-M", "prepared", "-c", strconv.Itoa(clients), "-j", "2",
		"-T", strconv.Itoa(seconds), "-f", script}
	for i, a := range args {
		cmdArgs = append(cmdArgs, "-D", fmt.Sprintf("p%d=%v", i+1, a))
	}
	cmd := exec.Command(bin, append(cmdArgs, dbURL)...)
	pg0 := postgresCPU()
	out, err := cmd.CombinedOutput()
	pgUsed := postgresCPU() - pg0
	if err != nil {
		b.Fatalf("pgbench: %v\n%s", err, out)
	}
	m := regexp.MustCompile(`tps = ([0-9.]+)`).FindSubmatch(out)
	if m == nil && regexp.MustCompile(`actually processed: 0\b`).Match(out) {
		// A statement slower than the run (the count on a busy machine)
		// completes no transaction, and pgbench prints no rate.
		b.Logf("pgbench completed no transaction in %s", d)
		return pgbenchResult{}
	}
	if m == nil {
		b.Fatalf("pgbench output: %s", out)
	}
	tps, _ := strconv.ParseFloat(string(m[1]), 64)
	n := tps * float64(seconds)
	client := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return pgbenchResult{tps: tps, pgCPU: float64(pgUsed.Microseconds()) / n, clientCPU: float64(client.Microseconds()) / n}
}

// pgbenchTurns is the mean of pgbench runs of equal length, and their
// slowest and fastest rates.
type pgbenchTurns struct {
	pgbenchResult
	minTPS, maxTPS float64
}

func meanPgbench(turns []pgbenchResult) pgbenchTurns {
	m := pgbenchTurns{minTPS: turns[0].tps, maxTPS: turns[0].tps}
	for _, t := range turns {
		m.tps += t.tps / float64(len(turns))
		m.pgCPU += t.pgCPU / float64(len(turns))
		m.clientCPU += t.clientCPU / float64(len(turns))
		m.minTPS, m.maxTPS = min(m.minTPS, t.tps), max(m.maxTPS, t.tps)
	}
	return m
}

func pgbenchBinary(b *testing.B) string {
	if dir := os.Getenv("PG_BIN"); dir != "" {
		return filepath.Join(dir, "pgbench")
	}
	if p, err := exec.LookPath("pgbench"); err == nil {
		return p
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pgbench")
	if len(matches) == 0 {
		b.Skip("pgbench not found (set PG_BIN)")
	}
	slices.Sort(matches)
	return matches[len(matches)-1]
}

// statementStats counts the statements PostgreSQL runs, when profiling
// (PostgreSQL then loads pg_stat_statements); otherwise it does nothing.
type statementStats struct {
	b    *testing.B
	pool *pgxpool.Pool
}

func statementCounter(b *testing.B, pool *pgxpool.Pool) statementStats {
	if testenv.Profiling() {
		if _, err := pool.Exec(context.Background(), "CREATE EXTENSION IF NOT EXISTS pg_stat_statements"); err != nil {
			b.Fatal(err)
		}
	}
	return statementStats{b, pool}
}

// reset starts counting afresh.
func (s statementStats) reset() {
	if testenv.Profiling() {
		if _, err := s.pool.Exec(context.Background(), "SELECT pg_stat_statements_reset()"); err != nil {
			s.b.Fatal(err)
		}
	}
}

// report logs each frequent statement's calls, plans and time per request.
func (s statementStats) report(label string, requests int) {
	if !testenv.Profiling() || requests == 0 {
		return
	}
	rows, err := s.pool.Query(context.Background(), `SELECT calls, plans, total_exec_time + total_plan_time,
		left(regexp_replace(query, '\s+', ' ', 'g'), 80) FROM pg_stat_statements WHERE calls > $1 ORDER BY 3 DESC LIMIT 8`, requests/100)
	if err != nil {
		s.b.Fatal(err)
	}
	defer rows.Close()
	var out strings.Builder
	for rows.Next() {
		var calls, plans int64
		var ms float64
		var query string
		if err := rows.Scan(&calls, &plans, &ms, &query); err != nil {
			s.b.Fatal(err)
		}
		fmt.Fprintf(&out, "\n  %6.3f calls %6.3f plans %7.1f us per request; %7.1f us a call  %s", float64(calls)/float64(requests),
			float64(plans)/float64(requests), ms*1000/float64(requests), ms*1000/float64(calls), query)
	}
	s.b.Logf("%s: statements (%d requests)%s", label, requests, out.String())
}

// explain logs the plan and timing of one statement.
func explain(b *testing.B, pool *pgxpool.Pool, sql string, args []any) {
	b.Helper()
	rows, err := pool.Query(context.Background(), "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) "+sql, args...)
	if err != nil {
		b.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var line string
		_ = rows.Scan(&line)
		plan = append(plan, line)
	}
	b.Logf("EXPLAIN ANALYZE %.80s...\n%s", strings.Join(strings.Fields(sql), " "), strings.Join(plan, "\n"))
}
