package auth

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestHashingNeverExceedsTheLimit(t *testing.T) {
	const limit = 3
	SetHashConcurrency(limit)
	t.Cleanup(func() { SetHashConcurrency(4) })
	var running, peak atomic.Int32
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			err := withHashSlot(context.Background(), func() {
				n := running.Add(1)
				for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
				}
				time.Sleep(5 * time.Millisecond) // holds the slot while the others queue
				running.Add(-1)
			})
			if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if p := peak.Load(); p != limit {
		t.Fatalf("peak concurrent hashes %d, want exactly %d", p, limit)
	}
}

// A caller waiting for a slot gives up when its request goes away, and real
// password hashing and checking go through the slots.
func TestHashingWaitersRespectCancellation(t *testing.T) {
	SetHashConcurrency(1)
	t.Cleanup(func() { SetHashConcurrency(4) })
	h, err := HashPassword(context.Background(), "correct horse")
	if err != nil {
		t.Fatal(err)
	}
	release, held := make(chan struct{}), make(chan struct{})
	go func() { _ = withHashSlot(context.Background(), func() { close(held); <-release }) }()
	<-held
	defer close(release)

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := CheckPassword(ctx, h, "correct horse"); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("check while every slot is busy: %v", err)
	}
	if _, err := HashPassword(ctx, "x"); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("hash while every slot is busy: %v", err)
	}
	if waited := time.Since(start); waited > time.Second {
		t.Fatalf("waited %v after the context ended", waited)
	}
}
