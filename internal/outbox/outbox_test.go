package outbox

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/email"
	"pursetrade/internal/store/db"
)

func TestMain(m *testing.M) { testenv.Main(m) }

func TestBackoffDoublesUpToTheCap(t *testing.T) {
	want := []time.Duration{30 * time.Second, time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute,
		16 * time.Minute, 32 * time.Minute, time.Hour, time.Hour}
	for i, w := range want {
		if got := Backoff(30*time.Second, time.Hour, i+1); got != w {
			t.Errorf("after %d failures: %v, want %v", i+1, got, w)
		}
	}
}

// clock is a settable time for the drainer.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time { return c.now }

func TestDrainSendsRetriesAndGivesUp(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	ana := testenv.Member(t, pool, "Ana")
	queue := Mailer{DB: pool}
	if err := queue.Send(ctx, email.Message{To: ana.Email, UserID: ana.ID, Subject: "Reset", Text: "link", DedupeKey: "k1"}); err != nil {
		t.Fatal(err)
	}
	_ = queue.Send(ctx, email.Message{To: ana.Email, UserID: ana.ID, Subject: "Reset", Text: "link", DedupeKey: "k1"}) // a retry
	_ = queue.Send(ctx, email.Message{To: "guest@example.com", Subject: "Hello", Text: "no member"})

	rec := &email.Recorder{}
	// The database clock stamps new rows; start the drainer's clock a second
	// later so they are due.
	clk := &clock{now: time.Now().Add(time.Second)}
	d := NewDrainer(pool, rec, testenv.Logger())
	d.Now, d.MaxAttempts = clk.Now, 3

	res, err := d.Drain(ctx)
	if err != nil || res.Sent != 2 || len(rec.Sent()) != 2 {
		t.Fatalf("first pass: %+v %v, sent %d", res, err, len(rec.Sent()))
	}
	if m, ok := rec.Last(ana.Email); !ok || m.Subject != "Reset" || m.UserID != ana.ID || m.DedupeKey != "k1" {
		t.Fatalf("sent %+v", m)
	}
	if res, _ := d.Drain(ctx); res != (Result{}) {
		t.Fatalf("sent twice: %+v", res)
	}

	// A failing server: retried with back-off, then given up.
	_ = queue.Send(ctx, email.Message{To: ana.Email, UserID: ana.ID, Subject: "Trade accepted", Text: "x"})
	rec.FailWith(errors.New("421 try again later"))
	clk.now = time.Now().Add(time.Second)
	if res, _ := d.Drain(ctx); res.Retrying != 1 {
		t.Fatalf("failed send: %+v", res)
	}
	row := onlyRow(t, pool, "Trade accepted")
	if row.Status != "pending" || row.Attempts != 1 || row.LastError != "421 try again later" ||
		!row.NextAttemptAt.Equal(clk.now.Add(30*time.Second).Truncate(time.Microsecond)) {
		t.Fatalf("after one failure: %+v (now %v)", row, clk.now)
	}
	if res, _ := d.Drain(ctx); res != (Result{}) {
		t.Fatalf("retried before its time: %+v", res)
	}
	clk.now = clk.now.Add(30 * time.Second)
	if res, _ := d.Drain(ctx); res.Retrying != 1 {
		t.Fatalf("second attempt: %+v", res)
	}
	if row := onlyRow(t, pool, "Trade accepted"); !row.NextAttemptAt.Equal(clk.now.Add(time.Minute).Truncate(time.Microsecond)) {
		t.Fatalf("second back-off: next at %v, now %v", row.NextAttemptAt, clk.now)
	}
	clk.now = clk.now.Add(time.Minute)
	if res, _ := d.Drain(ctx); res.Failed != 1 {
		t.Fatalf("third attempt gives up: %+v", res)
	}
	if row := onlyRow(t, pool, "Trade accepted"); row.Status != "failed" || row.Attempts != 3 {
		t.Fatalf("given up: %+v", row)
	}
	rec.FailWith(nil)
	clk.now = clk.now.Add(24 * time.Hour)
	if res, _ := d.Drain(ctx); res != (Result{}) {
		t.Fatalf("a failed mail was tried again: %+v", res)
	}
}

func TestDrainLeasesRowsToOneDrainer(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	for range 5 {
		_ = Mailer{DB: pool}.Send(ctx, email.Message{To: "x@example.com", Subject: "s", Text: "t"})
	}
	now := time.Now().Add(time.Second)
	rows, err := db.New(pool).ClaimOutbox(ctx, db.ClaimOutboxParams{Now: now, LeaseUntil: now.Add(time.Minute), Batch: 3})
	if err != nil || len(rows) != 3 {
		t.Fatalf("claimed %d, %v", len(rows), err)
	}
	// A second drainer gets only the rest; the leased ones come back after the lease.
	rec := &email.Recorder{}
	d := NewDrainer(pool, rec, testenv.Logger())
	d.Now = func() time.Time { return now }
	if res, _ := d.Drain(ctx); res.Sent != 2 {
		t.Fatalf("second drainer: %+v", res)
	}
	d.Now = func() time.Time { return now.Add(2 * time.Minute) }
	if res, _ := d.Drain(ctx); res.Sent != 3 {
		t.Fatalf("after the lease: %+v", res)
	}
}

func TestRunStopsWithItsContext(t *testing.T) {
	pool := testenv.NewPool(t)
	_ = Mailer{DB: pool}.Send(context.Background(), email.Message{To: "x@example.com", Subject: "s", Text: "t"})
	rec := &email.Recorder{}
	d := NewDrainer(pool, rec, testenv.Logger())
	d.Interval = 10 * time.Millisecond
	d.Now = func() time.Time { return time.Now().Add(time.Second) }
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { d.Run(ctx); close(done) }()
	testenv.Eventually(t, 5*time.Second, func() error {
		if len(rec.Sent()) == 0 {
			return errors.New("nothing sent")
		}
		return nil
	})
	cancel()
	<-done
	if len(rec.Sent()) != 1 {
		t.Fatalf("sent %d", len(rec.Sent()))
	}
}

// onlyRow is the outbox row with the subject.
func onlyRow(t *testing.T, pool *pgxpool.Pool, subject string) db.EmailOutbox {
	t.Helper()
	rows, err := db.New(pool).RecentOutbox(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Subject == subject {
			return r
		}
	}
	t.Fatalf("no mail %q", subject)
	return db.EmailOutbox{}
}

// Two workers drain one outbox at once (each with its own connections):
// every email goes out exactly once.
func TestTwoDrainersSendEachEmailOnce(t *testing.T) {
	ctx := context.Background()
	url := testenv.DatabaseURL(t)
	queue := Mailer{DB: testenv.NewPoolFor(t, url)}
	const n = 200
	for i := range n {
		if err := queue.Send(ctx, email.Message{To: "x@example.com", Subject: fmt.Sprintf("mail %d", i), Text: "t"}); err != nil {
			t.Fatal(err)
		}
	}
	recorders := []*email.Recorder{{}, {}}
	runCtx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for _, rec := range recorders {
		d := NewDrainer(testenv.NewPoolFor(t, url), rec, testenv.Logger())
		d.Interval, d.Batch = 5*time.Millisecond, 7
		d.Now = func() time.Time { return time.Now().Add(time.Second) }
		wg.Add(1)
		go func() { defer wg.Done(); d.Run(runCtx) }()
	}
	testenv.Eventually(t, 30*time.Second, func() error {
		if sent := len(recorders[0].Sent()) + len(recorders[1].Sent()); sent < n {
			return fmt.Errorf("%d of %d emails sent", sent, n)
		}
		return nil
	})
	// Nothing signals that no duplicate is coming: give one the time to show up.
	time.Sleep(100 * time.Millisecond)
	stop()
	wg.Wait()
	seen := map[string]int{}
	for _, rec := range recorders {
		for _, m := range rec.Sent() {
			seen[m.Subject]++
		}
	}
	if len(seen) != n {
		t.Fatalf("%d distinct emails sent, want %d", len(seen), n)
	}
	for subject, times := range seen {
		if times != 1 {
			t.Fatalf("%q sent %d times", subject, times)
		}
	}
	if len(recorders[0].Sent()) == 0 || len(recorders[1].Sent()) == 0 {
		t.Logf("one drainer sent everything (%d / %d)", len(recorders[0].Sent()), len(recorders[1].Sent()))
	}
}

// A drainer whose batch outlasted its lease does not send a row another
// drainer has claimed since.
func TestDrainSkipsARowAnotherDrainerReclaimed(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	_ = Mailer{DB: pool}.Send(ctx, email.Message{To: "x@example.com", Subject: "once", Text: "t"})
	now := time.Now().Add(time.Second)
	slow := NewDrainer(pool, &email.Recorder{}, testenv.Logger())
	slow.Now = func() time.Time { return now }
	stale, err := db.New(pool).ClaimOutbox(ctx, db.ClaimOutboxParams{Now: now, LeaseUntil: now.Add(slow.Lease), Batch: 1})
	if err != nil || len(stale) != 1 {
		t.Fatalf("claim: %d %v", len(stale), err)
	}
	// The lease ran out; a second drainer claims and sends the row.
	later := now.Add(slow.Lease + time.Second)
	rec := &email.Recorder{}
	other := NewDrainer(pool, rec, testenv.Logger())
	other.Now = func() time.Time { return later }
	if res, _ := other.Drain(ctx); res.Sent != 1 {
		t.Fatalf("second drainer: %+v", res)
	}
	// The first drainer comes back to its stale claim: it must not send.
	renewed, err := db.New(pool).RenewOutboxLease(ctx, db.RenewOutboxLeaseParams{ID: stale[0].ID, Attempts: stale[0].Attempts, LeaseUntil: later.Add(time.Minute)})
	if err != nil || renewed != 0 {
		t.Fatalf("a stale claim was renewed: %d %v", renewed, err)
	}
	if len(rec.Sent()) != 1 {
		t.Fatalf("sent %d times", len(rec.Sent()))
	}
}
