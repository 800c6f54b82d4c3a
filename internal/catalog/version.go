package catalog

import (
	"context"
	"sync"
	"time"
)

// versionSQL is the catalog version: the latest change to anything a public
// list shows (items and their photos, owners, trade states, the trade fee).
// Every write sets updated_at; each maximum is one index probe.
const versionSQL = `SELECT greatest((SELECT max(updated_at) FROM items), (SELECT max(updated_at) FROM users),
  (SELECT max(updated_at) FROM trades), (SELECT updated_at FROM settings WHERE id))`

// versionGate shares version reads between concurrent requests without
// giving anyone a stale answer: a request waits for the next read that
// starts after it arrived, and all requests waiting for that read get its
// result. Under load this turns one query per request into one per round
// trip: every browse, cached or not, reads the version first, and 32
// callers at once read it about five times as fast through the gate as
// with a query each (BenchmarkVersionRead, internal/catalog: 4.5 against
// 26 us a read), about a third of a cached page's time.
type versionGate struct {
	read    func(context.Context) (time.Time, error)
	mu      sync.Mutex
	running bool
	waiting []chan versionResult
}

type versionResult struct {
	v   time.Time
	err error
}

const versionTimeout = 5 * time.Second

func (g *versionGate) get(ctx context.Context) (time.Time, error) {
	ch := make(chan versionResult, 1)
	g.mu.Lock()
	g.waiting = append(g.waiting, ch)
	if !g.running {
		g.running = true
		go g.serve()
	}
	g.mu.Unlock()
	select {
	case r := <-ch:
		return r.v, r.err
	case <-ctx.Done():
		return time.Time{}, ctx.Err()
	}
}

// serve reads versions while requests wait for one.
func (g *versionGate) serve() {
	for {
		g.mu.Lock()
		batch := g.waiting
		g.waiting = nil
		if len(batch) == 0 {
			g.running = false
			g.mu.Unlock()
			return
		}
		g.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), versionTimeout)
		v, err := g.read(ctx)
		cancel()
		for _, ch := range batch {
			ch <- versionResult{v, err}
		}
	}
}
