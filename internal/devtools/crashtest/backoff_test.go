package crashtest

import (
	"context"
	"math/rand/v2"
	"time"
)

// backoff spaces the tries of a call that failed because a process is down
// or the action cannot happen yet: 100 ms doubling to 3 s, each wait drawn
// from its upper half so that the many drivers a crash interrupts at once
// do not come back at once (a fixed 200 ms made them a retry storm that
// kept a restarting process saturated).
type backoff struct{ next time.Duration }

const (
	backoffFirst = 100 * time.Millisecond
	backoffMost  = 3 * time.Second
)

// wait sleeps before the next try; false when ctx ended first.
func (b *backoff) wait(ctx context.Context) bool {
	if b.next == 0 {
		b.next = backoffFirst
	}
	d := b.next/2 + rand.N(b.next/2+1)
	b.next = min(2*b.next, backoffMost)
	select {
	case <-ctx.Done():
		return false
	case <-time.After(d):
		return true
	}
}
