package crashtest

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"pursetrade/internal/tlsca"
)

// BenchmarkClusterTrades measures the production topology (`pursetrade
// cluster`: the Temporal server on PostgreSQL, API replicas behind nginx)
// with one worker and with two: the no-op update floor on that server, 200
// accepts and 200 acknowledgements one after another through the load
// balancer, and 1,000 whole trades with 100 in flight between two runs of
// 1,000 floor lifecycles (floor_bench_test.go) on its own worker. Run it with
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
			f := startFloor(b, tc, topo.c.logs, topo.clientEnv(tlsca.Worker)...)
			againstFloor(b, f, f.withWorker(topo.cpuTicks), 1000, func(watch func() func()) {
				measureLifecycles(b, topo.c, topo.pool, 1000, watch)
			})
			b.Logf("load average after: %s", loadAverage())
			percentiles(b, "noop_update", noop)
			percentiles(b, "noop_update_task", noopTasks)
			percentiles(b, "accept", accept)
			percentiles(b, "accept_task", acceptTasks)
			percentiles(b, "ack_received", ack)
			percentiles(b, "ack_received_task", ackTasks)
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
