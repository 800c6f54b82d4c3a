package auth

import (
	"context"
	"runtime"
	"sync"
)

// Each argon2id computation takes argonMemory (19 MiB) for tens of
// milliseconds, so a burst of sign-ins could exhaust memory and starve
// every other request of CPU. hashSlots lets at most N run at once; the
// others wait their turn, or give up when their request goes away.
var hashSlots = struct {
	sync.RWMutex
	ch chan struct{}
}{ch: make(chan struct{}, runtime.NumCPU())}

// SetHashConcurrency sets how many password hashes may be computed at once
// (PASSWORD_HASH_CONCURRENCY); callers already waiting keep the old limit.
func SetHashConcurrency(n int) {
	hashSlots.Lock()
	defer hashSlots.Unlock()
	hashSlots.ch = make(chan struct{}, max(1, n))
}

// withHashSlot runs fn in a slot, or answers ctx's error if ctx ends first.
func withHashSlot(ctx context.Context, fn func()) error {
	hashSlots.RLock()
	ch := hashSlots.ch
	hashSlots.RUnlock()
	select {
	case ch <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-ch }()
	fn()
	return nil
}
