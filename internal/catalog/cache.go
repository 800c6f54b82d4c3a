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
//
// An entry used near the end of its life (within four times its
// computation's duration, at most half its life) is recomputed ahead, in
// the background, while callers keep getting it until it expires: under
// steady load a popular total (the count of every public bag takes
// 100 ms on the load test's catalog, much more under load) is then
// replaced before it expires instead of stalling every request for it
// each ttl, and is recomputed hardly more often than before. A refresh at
// a newer version than the entry's is an ordinary miss.
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
	expires time.Time      // zero while computing
	took    time.Duration  // how long the computation took
	next    *cacheEntry[T] // the refresh under way, if any
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
	if ok && e.version.Equal(version) {
		now := time.Now()
		switch {
		case e.expires.IsZero(): // being computed
			c.mu.Unlock()
			return wait(ctx, e)
		case now.Before(e.expires):
			if e.next == nil && e.expires.Sub(now) < min(c.ttl/2, 4*e.took) {
				e.next = &cacheEntry[T]{done: make(chan struct{}), version: version}
				go c.fill(context.WithoutCancel(ctx), key, e.next, load)
			}
			v, err := e.v, e.err
			c.mu.Unlock()
			return v, err
		case e.next != nil: // expired, its refresh is under way
			next := e.next
			c.entries[key] = next
			c.mu.Unlock()
			return wait(ctx, next)
		}
	}
	if len(c.entries) >= maxCacheEntries {
		clear(c.entries)
	}
	e = &cacheEntry[T]{done: make(chan struct{}), version: version}
	c.entries[key] = e
	c.mu.Unlock()
	c.fill(context.WithoutCancel(ctx), key, e, load)
	return e.v, e.err
}

func wait[T any](ctx context.Context, e *cacheEntry[T]) (T, error) {
	select {
	case <-e.done:
		return e.v, e.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

// fill computes e and puts it in place of the entry it refreshes (if that
// is still the key's entry); a failed computation is dropped.
func (c *versionCache[T]) fill(ctx context.Context, key string, e *cacheEntry[T], load func(context.Context) (T, error)) {
	start := time.Now()
	v, err := load(ctx)
	c.mu.Lock()
	now := time.Now()
	e.v, e.err, e.expires, e.took = v, err, now.Add(c.ttl), now.Sub(start)
	cur := c.entries[key]
	switch {
	case err != nil && cur == e:
		delete(c.entries, key)
	case err != nil && cur != nil && cur.next == e:
		cur.next = nil // the entry stays until it expires; a later use retries
	case err == nil && cur != nil && cur.next == e:
		c.entries[key] = e
	}
	c.mu.Unlock()
	close(e.done)
}
