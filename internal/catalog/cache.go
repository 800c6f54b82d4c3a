package catalog

import (
	"context"
	"sync"
	"time"
)

// versionCache remembers values computed from the catalog. An entry is
// reused only while the catalog version it was computed at is still the
// current one (see versionSQL), and for at most ttl (which bounds what a
// version can miss: a transaction that commits long after its now()).
// Concurrent misses of one key wait for a single computation. A zero ttl
// disables it.
type versionCache[T any] struct {
	ttl     time.Duration
	mu      sync.Mutex
	entries map[string]*cacheEntry[T]
}

type cacheEntry[T any] struct {
	done    chan struct{}
	version time.Time
	v       T
	err     error
	expires time.Time // zero while computing
}

const maxCacheEntries = 10_000

func newVersionCache[T any](ttl time.Duration) *versionCache[T] {
	return &versionCache[T]{ttl: ttl, entries: map[string]*cacheEntry[T]{}}
}

// enabled reports whether values are reused at all.
func (c *versionCache[T]) enabled() bool { return c.ttl > 0 }

// get returns the value for key at version, computing it with load when
// the cache has no fresh one.
func (c *versionCache[T]) get(ctx context.Context, key string, version time.Time, load func(context.Context) (T, error)) (T, error) {
	if c.ttl <= 0 || version.IsZero() {
		return load(ctx)
	}
	c.mu.Lock()
	e, ok := c.entries[key]
	if ok && e.version.Equal(version) && (e.expires.IsZero() || time.Now().Before(e.expires)) {
		c.mu.Unlock()
		select {
		case <-e.done:
			return e.v, e.err
		case <-ctx.Done():
			var zero T
			return zero, ctx.Err()
		}
	}
	if len(c.entries) >= maxCacheEntries {
		clear(c.entries)
	}
	e = &cacheEntry[T]{done: make(chan struct{}), version: version}
	c.entries[key] = e
	c.mu.Unlock()

	e.v, e.err = load(context.WithoutCancel(ctx))
	c.mu.Lock()
	e.expires = time.Now().Add(c.ttl)
	if e.err != nil && c.entries[key] == e {
		delete(c.entries, key)
	}
	c.mu.Unlock()
	close(e.done)
	return e.v, e.err
}
