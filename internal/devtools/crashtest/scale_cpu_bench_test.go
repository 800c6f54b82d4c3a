package crashtest

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// BenchmarkCapacityCPU measures what one trade and one browse cost each
// process of the production topology (`pursetrade-dev cluster`, one worker):
// process CPU time (user + system, from /proc) over 500 whole trades with
// 100 in flight, and over 2,000 catalog pages (300,000 bags; 16 at once,
// the first 20 pages) with the API's page cache on (the default; the
// uncached cost is BenchmarkScaleCatalog's and bench-catalog's). docs/capacity.md
// builds the capacity model on these figures.
func BenchmarkCapacityCPU(b *testing.B) {
	topo := startTopology(b, "CLUSTER_WORKERS=1")
	ctx := context.Background()
	if _, err := topo.pool.Exec(ctx, strings.Replace(scaleMembersSQL, "100000", "10000", 1)); err != nil {
		b.Fatal(err)
	}
	if _, err := topo.pool.Exec(ctx, scaleBagsSQL); err != nil {
		b.Fatal(err)
	}
	analyze(b, topo.pool, "users", "items", "item_images")
	b.Logf("load average before: %s", loadAverage())

	const trades, browses = 500, 2000
	before := topo.cpuTicks()
	t0 := time.Now()
	measureLifecycles(b, topo.c, topo.pool, trades, nil)
	perTrade := cpuDelta(before, topo.cpuTicks(), trades)
	tradeWall := time.Since(t0)

	tok, _, _ := topo.c.tokens.Issue(scaleID(2), 0)
	browse := func() (map[string]float64, time.Duration) {
		before, t0 := topo.cpuTicks(), time.Now()
		var wg sync.WaitGroup
		for w := range 16 {
			wg.Go(func() {
				for i := w; i < browses; i += 16 {
					path := fmt.Sprintf("/hats?page=%d", 1+i%20)
					if status, _, err := topo.c.call(ctx, "GET", path, tok, nil); err != nil || status != 200 {
						b.Errorf("GET %s: %d %v", path, status, err)
						return
					}
				}
			})
		}
		wg.Wait()
		return cpuDelta(before, topo.cpuTicks(), browses), time.Since(t0)
	}
	cached, cachedWall := browse()
	b.Logf("load average after: %s", loadAverage())

	t := table{header: []string{"process", "CPU ms/trade", "CPU ms/browse (cache on)"}}
	names := make([]string, 0, len(perTrade))
	for name := range perTrade {
		names = append(names, name)
	}
	slices.Sort(names)
	var sumTrade, sumBrowse float64
	for _, name := range names {
		t.add(name, perTrade[name], fmt.Sprintf("%.2f", cached[name]))
		sumTrade += perTrade[name]
		sumBrowse += cached[name]
	}
	t.add("all", sumTrade, fmt.Sprintf("%.2f", sumBrowse))
	fmt.Fprintf(os.Stdout, "\nCPU per trade (%d trades in %.0f s) and per catalog page (%d pages in %.1f s); load average %s\n%s",
		trades, tradeWall.Seconds(), browses, cachedWall.Seconds(), loadAverage(), t.String())
}

// cpuDelta is each process's CPU milliseconds between two readings of
// clock ticks (100 a second), divided by n.
func cpuDelta(before, after map[string]int64, n int) map[string]float64 {
	out := map[string]float64{}
	for name, ticks := range after {
		if ms := float64(ticks-before[name]) * 10 / float64(n); ms > 0 {
			out[name] = ms
		}
	}
	return out
}
