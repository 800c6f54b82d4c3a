package ratelimit

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/store/db"
)

// SignInBackoff slows password guessing against one email without locking
// its owner out: after Free wrong passwords, each further attempt for that
// email first waits Base doubled per extra failure, up to Max. The right password still signs in (after the wait) and clears
// the count. Guessing from one address is bounded by the per-IP login
// limit; this bounds guessing spread over many addresses and replicas.
type SignInBackoff struct {
	Free      int
	Base, Max time.Duration

	q        *db.Queries
	now      func() time.Time
	recorded atomic.Int64
}

const (
	FreeFailures = 5
	BaseDelay    = 250 * time.Millisecond
	MaxDelay     = 8 * time.Second
	// Forget: failures this old no longer slow anyone down.
	Forget = 15 * time.Minute
)

// NewSignInBackoff keeps the counts in pool's database.
func NewSignInBackoff(pool *pgxpool.Pool) *SignInBackoff {
	return &SignInBackoff{Free: FreeFailures, Base: BaseDelay, Max: MaxDelay, q: db.New(pool), now: time.Now}
}

// Delay is how long the next attempt for email waits.
func (b *SignInBackoff) Delay(ctx context.Context, email string) (time.Duration, error) {
	failures, err := b.q.SignInFailures(ctx, db.SignInFailuresParams{Email: digest(email), Since: b.now().Add(-Forget)})
	if err != nil {
		return 0, err
	}
	return b.delayAfter(int(failures)), nil
}

// delayAfter is the wait before an attempt that follows failures wrong
// passwords.
func (b *SignInBackoff) delayAfter(failures int) time.Duration {
	n := failures - b.Free
	switch {
	case n < 0:
		return 0
	case n > 30 || b.Base<<n > b.Max:
		return b.Max
	}
	return b.Base << n
}

// Failed counts a wrong password for email.
func (b *SignInBackoff) Failed(ctx context.Context, email string) error {
	now := b.now()
	if err := b.q.RecordSignInFailure(ctx, db.RecordSignInFailureParams{Email: digest(email), Now: now, Since: now.Add(-Forget)}); err != nil {
		return err
	}
	if b.recorded.Add(1)%pruneEvery == 0 {
		return b.q.PruneSignInFailures(ctx, now.Add(-Forget))
	}
	return nil
}

// Succeeded forgets email's failures.
func (b *SignInBackoff) Succeeded(ctx context.Context, email string) error {
	return b.q.ClearSignInFailures(ctx, digest(email))
}
