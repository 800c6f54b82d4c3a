package catalog

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// countCache remembers list totals. Counting every matching row is the one
// part of a browse request that grows with the catalog (the page itself is
// an index range scan), so a total is reused while the catalog version (the
// latest updated_at of items and members, read in the same round trip as
// the page) is unchanged, and for at most ttl. Concurrent misses of one key
// wait for a single count.
type countCache struct {
	ttl     time.Duration
	mu      sync.Mutex
	entries map[string]*countEntry
}

type countEntry struct {
	done    chan struct{}
	version time.Time
	n       int64
	err     error
	expires time.Time // zero while the count runs
}

const maxCountEntries = 10_000

var DebugLoads atomic.Int64

func newCountCache(ttl time.Duration) *countCache {
	return &countCache{ttl: ttl, entries: map[string]*countEntry{}}
}

// get returns the total for key at version, counting it with load when the
// cache has no fresh answer.
func (c *countCache) get(ctx context.Context, key string, version time.Time, load func(context.Context) (int64, error)) (int64, error) {
	if c.ttl <= 0 || version.IsZero() {
		return load(ctx)
	}
	c.mu.Lock()
	e, ok := c.entries[key]
	if ok && e.version.Equal(version) && (e.expires.IsZero() || time.Now().Before(e.expires)) {
		c.mu.Unlock()
		select {
		case <-e.done:
			return e.n, e.err
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	}
	if len(c.entries) >= maxCountEntries {
		clear(c.entries)
	}
	e = &countEntry{done: make(chan struct{}), version: version}
	c.entries[key] = e
	c.mu.Unlock()

	DebugLoads.Add(1)
	e.n, e.err = load(context.WithoutCancel(ctx))
	c.mu.Lock()
	e.expires = time.Now().Add(c.ttl)
	if e.err != nil && c.entries[key] == e {
		delete(c.entries, key)
	}
	c.mu.Unlock()
	close(e.done)
	return e.n, e.err
}
