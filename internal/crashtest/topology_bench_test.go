package crashtest

import (
	"fmt"
	"log/slog"
	"strconv"
	"testing"

	"pursetrade/internal/temporalx"
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
			tc, err := temporalx.Dial(b.Context(), topo.temporalAddr(), slog.New(slog.DiscardHandler), nil)
			if err != nil {
				b.Fatal(err)
			}
			defer tc.Close()
			b.Logf("load average before: %s", loadAverage())
			// Measured first, reported last: each measurement resets the timer,
			// which drops metrics reported before it.
			noop := measureNoopUpdates(b, tc, 200)
			accept := measureActions(b, topo.c, topo.pool, "accept", 200)
			ack := measureActions(b, topo.c, topo.pool, "ack-received", 200)
			rate := measureLifecycles(b, topo.c, topo.pool, 1000)
			b.Logf("load average after: %s", loadAverage())
			percentiles(b, "noop_update", noop)
			percentiles(b, "accept", accept)
			percentiles(b, "ack_received", ack)
			b.ReportMetric(rate, "trades/s")
		})
	}
}
