package crashtest

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	sdkworker "go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/workflows"
)

// The benchmarks run against separate API and worker processes on the test
// Temporal dev server, like production. Run them with
//   go test ./internal/devtools/crashtest -run '^$' -bench . -benchtime 200x
// (`make bench-trades`).

// floorParts adds to the no-op update (the floor, with no parts) one of the
// two Temporal features every accept also uses, to show what each costs on
// this server: a local activity that does nothing, and an upsert of the
// TradeStatus search attribute (a visibility write).
type floorParts struct{ LocalActivity, SearchAttribute bool }

func floorPartsWorkflow(ctx workflow.Context, parts floorParts) error {
	status := temporal.NewSearchAttributeKeyKeyword(workflows.SearchAttrStatus)
	n := 0
	if err := workflow.SetUpdateHandler(ctx, "noop", func(ctx workflow.Context) (int, error) {
		n++
		if parts.LocalActivity {
			ctx := workflow.WithLocalActivityOptions(ctx, workflow.LocalActivityOptions{StartToCloseTimeout: time.Minute})
			if err := workflow.ExecuteLocalActivity(ctx, noopActivity).Get(ctx, nil); err != nil {
				return 0, err
			}
		}
		if parts.SearchAttribute { // a new value each time, as a trade's status changes
			if err := workflow.UpsertTypedSearchAttributes(ctx, status.ValueSet(strconv.Itoa(n%2))); err != nil {
				return 0, err
			}
		}
		return 1, nil
	}); err != nil {
		return err
	}
	return workflow.Await(ctx, func() bool { return false })
}

func noopActivity(context.Context) error { return nil }

func percentiles(b *testing.B, name string, d []time.Duration) {
	b.ReportMetric(quantile(d, 0.50), name+"_p50_ms")
	b.ReportMetric(quantile(d, 0.99), name+"_p99_ms")
}

// BenchmarkUpdateRoundTrip compares a no-op workflow update (the floor)
// with our accept and acknowledge round trips through the HTTP API, and
// shows what the two Temporal features an accept adds to an update cost by
// themselves (a local activity, a search attribute upsert). Each reports
// task_p50_ms too: the part of the round trip spent in the workflow task.
func BenchmarkUpdateRoundTrip(b *testing.B) {
	c, pool := newCluster(b)
	defer c.stop()
	b.Run("noop-update", func(b *testing.B) {
		rounds, tasks := measureUpdates(b, testenv.Temporal(b), b.N, floorParts{})
		percentiles(b, "update", rounds)
		percentiles(b, "task", tasks)
	})
	for _, part := range []struct {
		name  string
		parts floorParts
	}{{"local-activity", floorParts{LocalActivity: true}}, {"search-attribute", floorParts{SearchAttribute: true}}} {
		b.Run("noop-update-with-"+part.name, func(b *testing.B) {
			rounds, tasks := measureUpdates(b, testenv.Temporal(b), b.N, part.parts)
			percentiles(b, "update", rounds)
			percentiles(b, "task", tasks)
		})
	}
	for _, action := range []string{"accept", "ack-received"} {
		b.Run(action+"-http", func(b *testing.B) {
			rounds, tasks := measureActions(b, c, testenv.Temporal(b), pool, action, b.N)
			percentiles(b, strings.ReplaceAll(action, "-", "_"), rounds)
			percentiles(b, "task", tasks)
		})
	}
}

// measureUpdates times n sequential updates of one workflow doing parts:
// each round trip, and each update's workflow task (updateTaskTimes).
func measureUpdates(b *testing.B, tc client.Client, n int, parts floorParts) (rounds, tasks []time.Duration) {
	queue := "noop-" + ids.New()
	w := sdkworker.New(tc, queue, sdkworker.Options{})
	w.RegisterWorkflow(floorPartsWorkflow)
	w.RegisterActivity(noopActivity)
	if err := w.Start(); err != nil {
		b.Fatal(err)
	}
	defer w.Stop()
	run, err := tc.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{ID: "noop-" + ids.New(), TaskQueue: queue}, floorPartsWorkflow, parts)
	if err != nil {
		b.Fatal(err)
	}
	defer func() { _ = tc.TerminateWorkflow(context.Background(), run.GetID(), "", "benchmark done") }()
	d := make([]time.Duration, 0, n)
	b.ResetTimer()
	for range n {
		start := time.Now()
		h, err := tc.UpdateWorkflow(context.Background(), client.UpdateWorkflowOptions{
			WorkflowID: run.GetID(), UpdateName: "noop", WaitForStage: client.WorkflowUpdateStageCompleted})
		if err == nil {
			err = h.Get(context.Background(), nil)
		}
		if err != nil {
			b.Fatal(err)
		}
		d = append(d, time.Since(start))
	}
	b.StopTimer()
	return d, updateTaskTimes(b, tc, run.GetID(), "noop")
}

// measureActions prepares n trades and times one accept (or, on accepted
// trades, one acknowledgement of receipt) on each, one after another, with
// each one's workflow task read from the histories on tc's server.
func measureActions(b *testing.B, c *cluster, tc client.Client, pool *pgxpool.Pool, action string, n int) (rounds, tasks []time.Duration) {
	pairs := openTrades(b, c, pool, n, action == "ack-received")
	ctx := context.Background()
	path, tok := "/accept", func(p *pair) string { return p.tokB }
	if action == "ack-received" {
		path, tok = "/ack/received", func(p *pair) string { return p.tokA }
	}
	waitOutboxDrained(b, pool)
	d := make([]time.Duration, 0, n)
	prof := startProfiler(b, c, pool, 3)
	b.ResetTimer()
	for _, p := range pairs {
		t0 := time.Now()
		if status, out, err := c.call(ctx, "PUT", "/trades/"+p.tradeID+path, tok(p), nil); err != nil || status != 200 {
			b.Fatalf("%s: %d %v %v", action, status, out, err)
		}
		d = append(d, time.Since(t0))
	}
	b.StopTimer()
	prof.stop()
	for _, p := range pairs {
		var workflowID string // as the projection names it
		if err := pool.QueryRow(ctx, `SELECT workflow_id FROM trades WHERE id = $1`, p.tradeID).Scan(&workflowID); err != nil {
			b.Fatal(err)
		}
		tasks = append(tasks, updateTaskTimes(b, tc, workflowID, strings.ReplaceAll(action, "-", "_"))...)
	}
	return d, tasks
}

// waitOutboxDrained waits until the worker has sent every email the setup
// queued, so a timed section measures its own work and not the setup's
// mail going out alongside.
func waitOutboxDrained(b *testing.B, pool *pgxpool.Pool) {
	testenv.Eventually(b, time.Minute, func() error {
		var pending int
		if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM email_outbox WHERE status = 'pending'`).Scan(&pending); err != nil {
			b.Fatal(err)
		}
		if pending > 0 {
			return fmt.Errorf("the outbox still holds %d emails", pending)
		}
		return nil
	})
}

// openTrades makes n pairs of members, each with a requested trade, which
// the owner accepts when accepted is set.
func openTrades(b *testing.B, c *cluster, pool *pgxpool.Pool, n int, accepted bool) []*pair {
	pairs := newPairs(b, c, pool, n)
	start, end := datesAhead()
	ctx := context.Background()
	for _, p := range pairs {
		status, out, err := c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
			"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "pickup"})
		if err != nil || status != http.StatusCreated {
			b.Fatalf("request: %d %v %v", status, out, err)
		}
		p.tradeID = out["trade"].(map[string]any)["_id"].(string)
		if !accepted {
			continue
		}
		if status, out, _ := c.call(ctx, "PUT", "/trades/"+p.tradeID+"/accept", p.tokB, nil); status != 200 {
			b.Fatalf("accept: %d %v", status, out)
		}
	}
	return pairs
}

// BenchmarkTradeLifecycles runs b.N whole trades (request, accept, a chat
// message, two receipts, two returns, completion) with 100 in flight at
// once, between two runs of b.N lifecycles of the floor (floor_bench_test.go),
// and compares their rates and each process's CPU per lifecycle.
func BenchmarkTradeLifecycles(b *testing.B) {
	c, pool := newCluster(b)
	defer c.stop()
	f := startFloor(b, testenv.Temporal(b), c.logs, "TEMPORAL_ADDRESS="+testenv.TemporalHostPort(b), "TEMPORAL_NAMESPACE=default")
	b.Logf("load average before: %s", loadAverage())
	againstFloor(b, f, f.withWorker(devTicks(b, c)), b.N, func(watch func() func()) {
		measureLifecycles(b, c, pool, b.N, func() func() {
			done, prof := watch(), startProfiler(b, c, pool, 30)
			return func() { done(); prof.stop() }
		})
	})
	b.Logf("load average after: %s", loadAverage())
}

// measureLifecycles drives n whole trades with 100 in flight and returns
// trades per second. watch, when not nil, starts just before the trades and
// its result runs right after them (to read CPU time over exactly that).
func measureLifecycles(b *testing.B, c *cluster, pool *pgxpool.Pool, n int, watch func() (done func())) float64 {
	pairs := newPairs(b, c, pool, n)
	start, end := datesAhead()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	done := func() {}
	if watch != nil {
		done = watch()
	}
	b.ResetTimer()
	t0 := time.Now()
	failures := inParallel(pairs, 100, func(p *pair) error { return drive(ctx, c, p, start, end) })
	elapsed := time.Since(t0)
	b.StopTimer()
	done()
	if len(failures) > 0 {
		b.Fatal(failures[0])
	}
	return float64(n) / elapsed.Seconds()
}

// BenchmarkWorkerMemory opens b.N trades (left pending, so every workflow
// stays open and cached) and reports the worker process's resident memory.
func BenchmarkWorkerMemory(b *testing.B) {
	c, pool := newCluster(b)
	defer c.stop()
	pairs := newPairs(b, c, pool, b.N)
	start, end := datesAhead()
	ctx := context.Background()
	b.ResetTimer()
	for _, err := range inParallel(pairs, 50, func(p *pair) error {
		if status, out, err := c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
			"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "pickup"}); err != nil || status != 201 {
			return fmt.Errorf("request: %d %v %v", status, out, err)
		}
		return nil
	}) {
		b.Error(err)
	}
	b.StopTimer()
	b.ReportMetric(float64(rssKB(b, c.worker.Pid()))/1024, "worker_rss_MB")
	b.ReportMetric(float64(rssKB(b, c.api.Pid()))/1024, "api_rss_MB")
}

// rssKB reads a process's resident set size from /proc.
func rssKB(b *testing.B, pid int) int {
	n := procStatus(pid, "VmRSS")
	if n == 0 {
		b.Fatalf("no resident set size for process %d", pid)
	}
	return n
}

// procStatus reads one number (kB for sizes) from /proc/<pid>/status; 0
// when the process is gone (a killed one may be restarting).
func procStatus(pid int, field string) int {
	raw, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return n
		}
	}
	return 0
}

// loadAverage is the machine's 1, 5 and 15 minute load averages, so a
// figure can be judged against what else the machine was doing.
func loadAverage() string {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(raw))[:3], " ")
}
