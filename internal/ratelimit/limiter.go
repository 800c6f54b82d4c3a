// Package ratelimit holds the request limits and the sign-in slow-down in
// PostgreSQL, so they hold across every API replica: eleven logins spread
// over two replicas meet the same limit as eleven on one.
package ratelimit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/store/db"
)

// Limiter is a token bucket per key: up to perMinute tokens, refilling
// continuously at perMinute per minute.
type Limiter struct {
	name   string
	burst  float64
	perSec float64
	q      *db.Queries
	pool   *pgxpool.Pool
	now    func() time.Time
	hits   atomic.Int64
}

// pruneEvery is how many hits a replica takes between prunes of the
// buckets that have refilled.
const pruneEvery = 1000

// NewLimiter makes the limiter called name (keys of different limiters
// never share a bucket).
func NewLimiter(pool *pgxpool.Pool, name string, perMinute int) *Limiter {
	return &Limiter{name: name, burst: float64(perMinute), perSec: float64(perMinute) / 60,
		q: db.New(pool), pool: pool, now: time.Now}
}

// Allow takes a token from key's bucket. When the bucket is empty it
// answers false and how long until a token is back.
func (l *Limiter) Allow(ctx context.Context, key string) (bool, time.Duration, error) {
	wait, err := l.q.TakeToken(ctx, l.Bucket(key))
	if err != nil {
		return false, 0, err
	}
	ok, d := l.Taken(wait)
	return ok, d, nil
}

// Bucket is key's bucket under this limiter at its clock, also for a
// statement that takes the token together with other work (the session
// look-up of an authenticated request); hand that answer to Taken.
func (l *Limiter) Bucket(key string) db.TakeTokenParams {
	return db.TakeTokenParams{Key: l.name + "|" + digest(key), Burst: l.burst, PerSecond: l.perSec, Now: l.now()}
}

// Taken reads take_token's answer (seconds until a token is back, 0 when
// the hit took one) as Allow answers, and prunes now and then.
func (l *Limiter) Taken(waitSeconds float64) (bool, time.Duration) {
	if l.hits.Add(1)%pruneEvery == 0 {
		go l.prune(l.now())
	}
	if waitSeconds <= 0 {
		return true, 0
	}
	return false, time.Duration(waitSeconds * float64(time.Second))
}

// prune drops buckets that have refilled since (a full bucket is the same
// as none), so the table stays as small as the set of recent callers.
func (l *Limiter) prune(now time.Time) {
	refill := time.Duration(l.burst / l.perSec * float64(time.Second))
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := l.q.PruneTokenBuckets(ctx, now.Add(-refill-time.Minute)); err != nil {
		slog.Warn("rate limit buckets not pruned", "err", err)
	}
}

// digest is how a key (an address, an email) is stored: fixed length, any
// bytes welcome, and no member's email kept in plain text.
func digest(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}
