package api

import (
	"net/http"
	"pursetrade/internal/refusal"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

// signInBackoff slows password guessing against one email without locking
// its owner out: after signInFreeFailures wrong passwords, each further
// attempt for that email first waits signInBaseDelay doubled per extra
// failure, up to signInMaxDelay. The right password still signs in (after
// the wait) and clears the count. Guessing from one address is bounded by
// the per-IP login limit; this bounds guessing spread over many addresses.
type signInBackoff struct {
	mu       sync.Mutex
	free     int
	base     time.Duration
	max      time.Duration
	now      func() time.Time
	swept    time.Time
	failures map[string]*signInFailures
}

type signInFailures struct {
	count int
	last  time.Time
}

const (
	signInFreeFailures = 5
	signInBaseDelay    = 250 * time.Millisecond
	signInMaxDelay     = 8 * time.Second
	// signInForget: failures this old no longer slow anyone down.
	signInForget = 15 * time.Minute
)

func newSignInBackoff() *signInBackoff {
	return &signInBackoff{free: signInFreeFailures, base: signInBaseDelay, max: signInMaxDelay,
		now: time.Now, failures: map[string]*signInFailures{}}
}

// delay is how long the next attempt for email waits.
func (b *signInBackoff) delay(email string) time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	f, ok := b.failures[email]
	if !ok || b.now().Sub(f.last) > signInForget {
		return 0
	}
	n := f.count - b.free
	if n < 0 {
		return 0
	}
	if n > 30 || b.base<<n > b.max {
		return b.max
	}
	return b.base << n
}

// wait holds the attempt for its delay. When the caller goes away first it
// answers and reports false.
func (b *signInBackoff) wait(c *gin.Context, email string) bool {
	d := b.delay(email)
	if d == 0 {
		return true
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-c.Request.Context().Done():
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Request cancelled")
		return false
	}
}

// record counts a wrong password for email and forgets its failures after a
// successful sign-in; other outcomes (a 2FA prompt, a cancelled request)
// change nothing.
func (b *signInBackoff) record(email string, err error) {
	if email == "" {
		return
	}
	if e, refused := refusal.As(err); err != nil && (!refused || e.Code != "invalid_credentials") {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.now()
	b.sweep(now)
	if err == nil {
		delete(b.failures, email)
		return
	}
	f, ok := b.failures[email]
	if !ok || now.Sub(f.last) > signInForget {
		f = &signInFailures{}
		b.failures[email] = f
	}
	f.count++
	f.last = now
}

// sweep drops forgotten failures once a minute, and arbitrary ones when the
// map is full, so memory stays bounded.
func (b *signInBackoff) sweep(now time.Time) {
	full := len(b.failures) >= limiterMaxKeys
	if !full && now.Sub(b.swept) < time.Minute {
		return
	}
	b.swept = now
	for k, f := range b.failures {
		if now.Sub(f.last) > signInForget || len(b.failures) >= limiterMaxKeys*9/10 {
			delete(b.failures, k)
		}
	}
}
