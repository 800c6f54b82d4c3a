package crashtest

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// cpuReader reads each process's CPU time in clock ticks, by name.
type cpuReader func() map[string]int64

// phase is one timed run of n lifecycles: its wall time and the clock
// ticks each process spent in it.
type phase struct {
	n     int
	wall  time.Duration
	ticks map[string]int64
}

// watching returns a watch for measureLifecycles (and the floor) that
// fills p with the CPU spent between its start and its end.
func watching(read cpuReader, n int, p *phase) func() func() {
	return func() func() {
		before, t0 := read(), time.Now()
		return func() {
			after := read()
			p.n, p.wall, p.ticks = n, time.Since(t0), map[string]int64{}
			for name, t := range after {
				p.ticks[name] = t - before[name]
			}
		}
	}
}

func (p phase) rate() float64 { return float64(p.n) / p.wall.Seconds() }

// add sums two phases of the same kind (the floor before and after).
func (p phase) add(q phase) phase {
	out := phase{n: p.n + q.n, wall: p.wall + q.wall, ticks: map[string]int64{}}
	for _, m := range []map[string]int64{p.ticks, q.ticks} {
		for name, t := range m {
			out.ticks[name] += t
		}
	}
	return out
}

// byRole sums the ticks by role: "api-1" and "api-2" are "api", and the
// floor's worker is "worker".
func (p phase) byRole() map[string]int64 {
	out := map[string]int64{}
	for name, t := range p.ticks {
		out[role(name)] += t
	}
	return out
}

func role(process string) string {
	if process == "floor-worker" {
		return "worker"
	}
	if i := strings.LastIndexByte(process, '-'); i > 0 {
		if _, err := strconv.Atoi(process[i+1:]); err == nil {
			return process[:i]
		}
	}
	return process
}

// againstFloor runs n floor lifecycles, then the trades (lifecycles, given
// its watch), then n floor lifecycles again, so the floor's mean is taken
// on both sides of the trades as the machine's speed drifts.
func againstFloor(b *testing.B, f *floor, read cpuReader, n int, lifecycles func(watch func() func())) {
	var before, trades, after phase
	f.measure(b, n, watching(read, n, &before))
	lifecycles(watching(read, n, &trades))
	f.measure(b, n, watching(read, n, &after))
	reportAgainstFloor(b, trades, before, after)
}

// reportAgainstFloor logs each role's CPU per lifecycle (and its share of
// a core) for the trades and the floor, with the ratios, and reports
// trades/s (the guard rail's), floor_trades/s, rate_ratio and cpu_ratio.
func reportAgainstFloor(b *testing.B, trades, floorBefore, floorAfter phase) {
	floor := floorBefore.add(floorAfter)
	tr, fl := trades.byRole(), floor.byRole()
	roles := []string{"api", "worker", "temporal", "postgres"}
	var others []string
	for name := range fl {
		tr[name] += 0
	}
	for name := range tr {
		if !slices.Contains(roles, name) {
			others = append(others, name)
		}
	}
	slices.Sort(others)
	perLifecycle := func(p phase, ticks int64) float64 { return float64(ticks) * 10 / float64(p.n) }
	share := func(p phase, ticks int64) float64 { // a tick is 1/100 s: ticks a second are percent of a core
		return float64(ticks) / p.wall.Seconds()
	}
	ratio := func(a, b float64) string {
		if b < 0.5 { // a process the floor hardly uses (PostgreSQL beside the dev server): no ratio
			return "-"
		}
		return fmt.Sprintf("%.2fx", a/b)
	}
	t := table{header: []string{"process", "trade CPU ms", "% of a core", "floor CPU ms", "% of a core", "trade/floor"}}
	var sumT, sumF int64
	for _, name := range append(roles, others...) {
		sumT, sumF = sumT+tr[name], sumF+fl[name]
		if tr[name]+fl[name] == 0 && !slices.Contains(roles, name) {
			continue // an idle process of the cluster (the UI, nginx's master)
		}
		t.add(name, perLifecycle(trades, tr[name]), share(trades, tr[name]), perLifecycle(floor, fl[name]), share(floor, fl[name]),
			ratio(perLifecycle(trades, tr[name]), perLifecycle(floor, fl[name])))
	}
	cpuT, cpuF := perLifecycle(trades, sumT), perLifecycle(floor, sumF)
	t.add("all", cpuT, share(trades, sumT), cpuF, share(floor, sumF), ratio(cpuT, cpuF))
	b.Logf("trades against the floor (%d each, 100 in flight): trades %.1f/s; the floor %.1f/s before and %.1f/s after, %.1f/s in all; "+
		"rate %.2fx of the floor (goal at least 0.5x), CPU %.2fx (goal at most 2x); load average %s\n%s",
		trades.n, trades.rate(), floorBefore.rate(), floorAfter.rate(), floor.rate(), trades.rate()/floor.rate(), cpuT/cpuF,
		loadAverage(), t.String())
	b.ReportMetric(trades.rate(), "trades/s")
	b.ReportMetric(floor.rate(), "floor_trades/s")
	b.ReportMetric(trades.rate()/floor.rate(), "rate_ratio")
	b.ReportMetric(cpuT/cpuF, "cpu_ratio")
}

func TestPhaseSumsProcessesByRole(t *testing.T) {
	p := phase{n: 2, wall: time.Second, ticks: map[string]int64{"api-1": 3, "api-2": 4, "worker-1": 5, "floor-worker": 6, "temporal-ui": 1, "postgres": 2}}
	got := p.add(phase{n: 2, wall: time.Second, ticks: map[string]int64{"postgres": 8}}).byRole()
	want := map[string]int64{"api": 7, "worker": 11, "temporal-ui": 1, "postgres": 10}
	if !maps.Equal(got, want) {
		t.Errorf("by role: %v, want %v", got, want)
	}
}
