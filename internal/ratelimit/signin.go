package ratelimit

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/store/db"
)

// SignInBackoff slows password guessing against one email: after Free
// wrong passwords, an attempt for that email sooner than Base (doubled per
// extra failure, up to Max) after the last failure is refused, never held
// waiting. The right password clears the count. Guessing from one address is
// bounded by the per-IP login limit, attempts for one account in parallel by
// the per-account limit; this bounds the pace of guesses spread over both.
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

// Delay is how long until the next attempt for email is allowed: the
// back-off of its failures, counted from the last one.
func (b *SignInBackoff) Delay(ctx context.Context, email string) (time.Duration, error) {
	now := b.now()
	row, err := b.q.SignInFailures(ctx, db.SignInFailuresParams{Email: digest(email), Since: now.Add(-Forget)})
	if err != nil {
		return 0, err
	}
	return max(0, row.LastAt.Add(b.delayAfter(int(row.Failures))).Sub(now)), nil
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
