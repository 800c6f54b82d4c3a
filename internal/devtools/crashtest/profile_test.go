package crashtest

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/testenv"
)

// profiler finds where a benchmark's time goes (BENCH_PROFILE=<folder>):
// CPU profiles of the API and the worker, the CPU seconds of every process
// of the system (API, worker, Temporal server, PostgreSQL) and
// PostgreSQL's top statements. It prints a summary and leaves the profiles
// in the folder for `go tool pprof`.
type profiler struct {
	b         *testing.B
	dir       string
	pool      *pgxpool.Pool
	c         *cluster
	cpu       cpuReader
	before    map[string]int64
	latencies map[string]latencies // the API's and the worker's, before
	started   time.Time
	wg        sync.WaitGroup
}

// profiledProcesses are the processes whose CPU time is reported, in order.
var profiledProcesses = []string{"api", "worker", "temporal", "postgres"}

func startProfiler(b *testing.B, c *cluster, pool *pgxpool.Pool, seconds int) *profiler {
	dir := os.Getenv("BENCH_PROFILE")
	if dir == "" {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	if _, err := pool.Exec(ctx, "CREATE EXTENSION IF NOT EXISTS pg_stat_statements"); err != nil {
		b.Fatal(err)
	}
	if _, err := pool.Exec(ctx, "SELECT pg_stat_statements_reset()"); err != nil {
		b.Fatal(err)
	}
	p := &profiler{b: b, dir: dir, pool: pool, c: c, started: time.Now(), cpu: devTicks(b, c)}
	p.before = p.cpu()
	p.latencies = map[string]latencies{"worker": scrapeLatencies(c.workerMetrics), "api": scrapeLatencies(c.apiMetrics + "/metrics")}
	for name, base := range map[string]string{"api": c.apiMetrics, "worker": strings.TrimSuffix(c.workerMetrics, "/metrics")} {
		p.wg.Add(1)
		go func() {
			defer p.wg.Done()
			p.fetch(fmt.Sprintf("%s/debug/pprof/profile?seconds=%d", base, seconds), filepath.Join(dir, name+".cpu.pprof"))
		}()
	}
	return p
}

// stop waits for the CPU profiles and prints the breakdown.
func (p *profiler) stop() {
	if p == nil {
		return
	}
	p.wg.Wait()
	after := p.cpu()
	wall := time.Since(p.started).Seconds()
	var lines []string
	for _, name := range profiledProcesses {
		secs := float64(after[name]-p.before[name]) / 100
		lines = append(lines, fmt.Sprintf("%-9s %6.1f CPU s  %5.0f%% of one core", name, secs, 100*secs/wall))
	}
	p.report("cpu.txt", fmt.Sprintf("CPU over %.0f s of wall time:\n%s", wall, strings.Join(lines, "\n")))
	for _, name := range []string{"api", "worker"} {
		top, err := exec.Command("go", "tool", "pprof", "-top", "-nodecount=25", filepath.Join(p.dir, name+".cpu.pprof")).CombinedOutput()
		if err != nil {
			p.b.Logf("pprof %s: %v %s", name, err, top)
			continue
		}
		_ = os.WriteFile(filepath.Join(p.dir, name+".top.txt"), top, 0o644)
	}
	p.report("worker.latency.txt", latencyChange("worker", p.latencies["worker"], scrapeLatencies(p.c.workerMetrics)))
	p.report("api.latency.txt", latencyChange("api", p.latencies["api"], scrapeLatencies(p.c.apiMetrics+"/metrics")))
	p.topStatements()
	p.b.Logf("profiles and top lists in %s", p.dir)
}

// report logs a summary and writes it to the folder too: the log of a
// benchmark's last run is cut short.
func (p *profiler) report(file, summary string) {
	p.b.Log(summary)
	_ = os.WriteFile(filepath.Join(p.dir, file), []byte(summary+"\n"), 0o644)
}

func (p *profiler) fetch(url, path string) {
	resp, err := http.Get(url)
	if err != nil {
		p.b.Logf("profile %s: %v", url, err)
		return
	}
	defer resp.Body.Close()
	f, err := os.Create(path)
	if err != nil {
		p.b.Logf("profile %s: %v", path, err)
		return
	}
	defer f.Close()
	_, _ = io.Copy(f, resp.Body)
}

// topStatements writes PostgreSQL's 25 statements with the most execution
// and planning time (how often each was planned, and how long that took)
// and prints the first ten.
func (p *profiler) topStatements() {
	rows, err := p.pool.Query(context.Background(), `
		SELECT calls, round(total_exec_time)::bigint, round(mean_exec_time::numeric, 3)::float8,
		       plans, round((total_plan_time / greatest(plans, 1))::numeric, 3)::float8, left(regexp_replace(query, '\s+', ' ', 'g'), 110)
		FROM pg_stat_statements ORDER BY total_exec_time + total_plan_time DESC LIMIT 25`)
	if err != nil {
		p.b.Logf("pg_stat_statements: %v", err)
		return
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var calls, totalMs, plans int64
		var meanMs, planMs float64
		var query string
		if err := rows.Scan(&calls, &totalMs, &meanMs, &plans, &planMs, &query); err != nil {
			p.b.Logf("pg_stat_statements: %v", err)
			return
		}
		out = append(out, fmt.Sprintf("%8d calls %7d ms %7.3f ms/call %6d plans %6.3f ms/plan  %s", calls, totalMs, meanMs, plans, planMs, query))
	}
	var calls, totalMs, planMs int64
	_ = p.pool.QueryRow(context.Background(), `SELECT coalesce(sum(calls), 0)::bigint, coalesce(round(sum(total_exec_time)), 0)::bigint,
		coalesce(round(sum(total_plan_time)), 0)::bigint FROM pg_stat_statements`).Scan(&calls, &totalMs, &planMs)
	out = append(out, fmt.Sprintf("%8d calls %7d ms in all, and %d ms planning", calls, totalMs, planMs))
	_ = os.WriteFile(filepath.Join(p.dir, "postgres.top.txt"), []byte(strings.Join(out, "\n")+"\n"), 0o644)
	p.b.Logf("PostgreSQL statements by total time:\n%s\n%s", strings.Join(out[:min(10, len(out)-1)], "\n"), out[len(out)-1])
}

// devTicks reads the clock ticks of each process of the system on the test
// dev server (profiledProcesses): the API, the worker, the Temporal dev
// server and PostgreSQL, whose postmaster counts its ended backends and
// whose current ones are found afresh at each reading.
func devTicks(b *testing.B, c *cluster) cpuReader {
	temporal := pidsWhose(func(_ int, cmd string) bool {
		return strings.Contains(cmd, "start-dev") && strings.Contains(cmd, portOf(testenv.TemporalHostPort(b)))
	})
	return func() map[string]int64 {
		ticks := map[string]int64{"api": procTicks(c.api.Pid()), "worker": procTicks(c.worker.Pid())}
		for _, pid := range temporal {
			ticks["temporal"] += procTicks(pid)
		}
		for _, pid := range postgresPids() {
			ticks["postgres"] += procTicks(pid)
		}
		return ticks
	}
}

func postgresPids() []int {
	root := testenv.PostgresPid()
	if root == 0 {
		return nil
	}
	return append(pidsWhose(func(pid int, _ string) bool { return parentOf(pid) == root }), root)
}

// procTicks is a process's CPU time (testenv.ProcessCPU) in clock ticks.
func procTicks(pid int) int64 { return int64(testenv.ProcessCPU(pid) / testenv.ClockTick) }

func parentOf(pid int) int {
	f := testenv.ProcStat(pid)
	if len(f) < 2 {
		return 0
	}
	ppid, _ := strconv.Atoi(f[1])
	return ppid
}

func pidsWhose(match func(pid int, cmdline string) bool) []int {
	entries, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		cmd, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		if match(pid, strings.ReplaceAll(string(cmd), "\x00", " ")) {
			pids = append(pids, pid)
		}
	}
	return pids
}

func portOf(hostPort string) string { return hostPort[strings.LastIndexByte(hostPort, ':')+1:] }
