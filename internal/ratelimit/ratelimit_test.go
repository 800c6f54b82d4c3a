package ratelimit

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }

func TestLimiterBuckets(t *testing.T) {
	pool := testenv.NewPool(t)
	ctx := context.Background()
	now := time.Unix(1_700_000_000, 0)
	l := NewLimiter(pool, "test", 6) // one token every 10 s
	l.now = func() time.Time { return now }
	allow := func(key string) (bool, time.Duration) {
		t.Helper()
		ok, wait, err := l.Allow(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		return ok, wait
	}
	for i := range 6 {
		if ok, _ := allow("a"); !ok {
			t.Fatalf("call %d refused", i+1)
		}
	}
	if ok, wait := allow("a"); ok || wait <= 0 || wait > 10*time.Second {
		t.Fatalf("7th call: %v %v", ok, wait)
	}
	if ok, _ := allow("b"); !ok {
		t.Fatal("keys share a bucket")
	}
	if ok, _, _ := NewLimiter(pool, "other", 6).Allow(ctx, "a"); !ok {
		t.Fatal("two limiters share a bucket")
	}
	now = now.Add(10 * time.Second)
	if ok, _ := allow("a"); !ok {
		t.Fatal("no refill after 10 s")
	}
	if ok, _ := allow("a"); ok {
		t.Fatal("refilled more than one token")
	}
	// A refused flood takes nothing: the bucket refills on schedule.
	for range 20 {
		allow("a")
	}
	now = now.Add(10 * time.Second)
	if ok, _ := allow("a"); !ok {
		t.Fatal("refused calls kept the bucket empty")
	}

	// Refilled buckets are pruned, so the table holds only recent callers.
	l.prune(now.Add(3 * time.Minute))
	var rows int
	if err := pool.QueryRow(ctx, "SELECT count(*) FROM rate_limit_buckets WHERE key LIKE 'test|%'").Scan(&rows); err != nil || rows != 0 {
		t.Fatalf("%d buckets left after the prune (%v)", rows, err)
	}
}

// Two replicas are two limiters on one database: hits fired at both at
// once get exactly the limit between them.
func TestLimiterHoldsAcrossReplicas(t *testing.T) {
	url := testenv.DatabaseURL(t)
	pool1, pool2 := testenv.NewPoolFor(t, url), testenv.NewPoolFor(t, url)
	replicas := []*Limiter{NewLimiter(pool1, "login", 10), NewLimiter(pool2, "login", 10)}
	var allowed atomic.Int32
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ok, _, err := replicas[i%2].Allow(context.Background(), "ip:203.0.113.9")
			if err != nil {
				t.Error(err)
			}
			if ok {
				allowed.Add(1)
			}
		}()
	}
	wg.Wait()
	if n := allowed.Load(); n != 10 {
		t.Fatalf("%d of 40 parallel hits allowed over two replicas, want exactly 10", n)
	}
}

func TestSignInBackoffSchedule(t *testing.T) {
	url := testenv.DatabaseURL(t)
	pool := testenv.NewPoolFor(t, url)
	ctx := context.Background()
	now := time.Unix(1_700_000_000, 0)
	b := NewSignInBackoff(pool)
	b.now = func() time.Time { return now }
	var got []time.Duration
	for range 12 {
		d, err := b.Delay(ctx, "v@x.test")
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, d)
		if err := b.Failed(ctx, "v@x.test"); err != nil {
			t.Fatal(err)
		}
	}
	want := []time.Duration{0, 0, 0, 0, 0, 250 * time.Millisecond, 500 * time.Millisecond, time.Second,
		2 * time.Second, 4 * time.Second, 8 * time.Second, 8 * time.Second}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("delays %v, want %v", got, want)
	}
	if d, _ := b.Delay(ctx, "other@x.test"); d != 0 {
		t.Fatal("another email is slowed down")
	}
	// Another replica sees the same count.
	other := NewSignInBackoff(testenv.NewPoolFor(t, url))
	other.now = b.now
	if d, _ := other.Delay(ctx, "v@x.test"); d != MaxDelay {
		t.Fatalf("the other replica waits %v, want %v", d, MaxDelay)
	}
	if err := b.Succeeded(ctx, "v@x.test"); err != nil {
		t.Fatal(err)
	}
	if d, _ := other.Delay(ctx, "v@x.test"); d != 0 {
		t.Fatal("a success does not clear the count")
	}
	for range 8 {
		_ = b.Failed(ctx, "v@x.test")
	}
	now = now.Add(Forget + time.Second)
	if d, _ := b.Delay(ctx, "v@x.test"); d != 0 {
		t.Fatal("old failures are not forgotten")
	}
}
