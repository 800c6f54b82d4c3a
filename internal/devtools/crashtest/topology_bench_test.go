package crashtest

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkClusterTrades measures the production topology (`pursetrade
// cluster`: the Temporal server on PostgreSQL, API replicas behind nginx)
// with one worker and with two: the no-op update floor on that server, 200
// accepts and 200 acknowledgements one after another through the load
// balancer, and 1,000 whole trades with 100 in flight. Run it with
// -benchtime=1x (`make bench-trades`); the counts are fixed.
func BenchmarkClusterTrades(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers-%d", workers), func(b *testing.B) {
			topo := startTopology(b, "CLUSTER_WORKERS="+strconv.Itoa(workers))
			tc := topo.operator(b)
			settle(b)
			b.Logf("load average before: %s", loadAverage())
			// Measured first, reported last: each measurement resets the timer,
			// which drops metrics reported before it.
			noop, noopTasks := measureUpdates(b, tc, 200, floorParts{})
			accept, acceptTasks := measureActions(b, topo.c, tc, topo.pool, "accept", 200)
			ack, ackTasks := measureActions(b, topo.c, tc, topo.pool, "ack-received", 200)
			rate := measureLifecycles(b, topo.c, topo.pool, 1000, func() func() {
				before, t0 := topo.cpuTicks(), time.Now()
				return func() { logCPU(b, before, topo.cpuTicks(), time.Since(t0)) }
			})
			b.Logf("load average after: %s", loadAverage())
			percentiles(b, "noop_update", noop)
			percentiles(b, "noop_update_task", noopTasks)
			percentiles(b, "accept", accept)
			percentiles(b, "accept_task", acceptTasks)
			percentiles(b, "ack_received", ack)
			percentiles(b, "ack_received_task", ackTasks)
			b.ReportMetric(rate, "trades/s")
		})
	}
}

// cpuTicks sums each cluster process's user and system clock ticks, by the
// names in its pids folder, plus PostgreSQL (the postmaster and backends).
func (topo *topology) cpuTicks() map[string]int64 {
	ticks := map[string]int64{}
	entries, _ := os.ReadDir(filepath.Join(topo.dir, "pids"))
	for _, e := range entries {
		raw, _ := os.ReadFile(filepath.Join(topo.dir, "pids", e.Name()))
		pid, _ := strconv.Atoi(strings.TrimSpace(string(raw)))
		ticks[e.Name()] += procTicks(pid)
	}
	pgDir := filepath.Join(topo.dir, "postgres")
	for _, root := range pidsWhose(func(_ int, cmd string) bool { return strings.Contains(cmd, pgDir) }) {
		ticks["postgres"] += procTicks(root)
		for _, child := range pidsWhose(func(pid int, _ string) bool { return parentOf(pid) == root }) {
			ticks["postgres"] += procTicks(child)
		}
	}
	return ticks
}

// logCPU logs each process's share of a core between two readings.
func logCPU(b *testing.B, before, after map[string]int64, wall time.Duration) {
	names := make([]string, 0, len(after))
	for name := range after {
		names = append(names, name)
	}
	slices.Sort(names)
	var lines []string
	for _, name := range names {
		secs := float64(after[name]-before[name]) / 100
		lines = append(lines, fmt.Sprintf("%-12s %6.1f CPU s  %4.0f%% of one core", name, secs, 100*secs/wall.Seconds()))
	}
	b.Logf("CPU during the lifecycles (%.0f s):\n%s", wall.Seconds(), strings.Join(lines, "\n"))
}
