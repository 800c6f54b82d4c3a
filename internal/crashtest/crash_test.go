package crashtest

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/store/db"
	"pursetrade/internal/testenv"
	"pursetrade/internal/trading"
)

func TestMain(m *testing.M) { testenv.Main(m) }

type pair struct {
	a, b       db.User
	bagA, bagB db.Item
	tokA, tokB string
	tradeID    string
}

// TestCrashRecovery: trades run through request, accept, both receipts and
// both returns while the worker is SIGKILLed every few seconds and the API
// once. Every trade must complete, no charge may be missing or doubled, and
// the ledger must balance.
func TestCrashRecovery(t *testing.T) {
	trades := 200
	if testing.Short() {
		trades = 40
	}
	c, pool := newCluster(t)
	defer c.stop()

	pairs := newPairs(t, c, pool, trades)

	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	stopChaos := make(chan struct{})
	var kills atomic.Int32
	go func() { // the chaos monkey
		// Each worker gets 2.5 s of working time, counted from when it is up:
		// on a loaded machine a restart can take longer than that, and a
		// worker killed before it polls would only stall the run.
		for n := 1; ; n++ {
			c.waitWorkerUp()
			select {
			case <-stopChaos:
				return
			case <-time.After(2500 * time.Millisecond):
				c.restartWorker()
				kills.Add(1)
				if n == 3 {
					c.restartAPI()
				}
			}
		}
	}()

	start, end := datesAhead()
	var wg sync.WaitGroup
	errs := make(chan error, trades)
	sem := make(chan struct{}, 40)
	for _, p := range pairs {
		wg.Add(1)
		go func(p *pair) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if err := drive(ctx, c, p, start, end); err != nil {
				errs <- err
			}
		}(p)
	}
	wg.Wait()
	close(stopChaos)
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if t.Failed() {
		logTail(t, c.logs.Name())
		return
	}
	t.Logf("%d trades completed through %d worker kills and one API kill", trades, kills.Load())

	// Every trade completed, in the projection too.
	deadline := time.Now().Add(time.Minute)
	for {
		var done int
		_ = pool.QueryRow(context.Background(), `SELECT count(*) FROM trades WHERE status = 'completed'`).Scan(&done)
		if done == trades {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d trades completed in the projection", done, trades)
		}
		time.Sleep(200 * time.Millisecond)
	}
	// Each member paid exactly the site fee and the pickup fee once; holds are back.
	for _, p := range pairs {
		for _, u := range []db.User{p.a, p.b} {
			b, err := ledger.BalanceOf(context.Background(), pool, u.ID)
			if err != nil || b.Balance != 49_000 || b.Held != 0 {
				t.Fatalf("member %s: %+v %v", u.Name, b, err)
			}
		}
	}
	var fees int
	_ = pool.QueryRow(context.Background(), `SELECT count(*) FROM transactions WHERE type IN ('fee_charge', 'pickup_fee')`).Scan(&fees)
	if fees != 4*trades {
		t.Fatalf("%d fee rows, want exactly %d", fees, 4*trades)
	}
	ledgertest.AssertBalanced(t, pool)
}

// drive takes one trade from request to completion. Actions may be retried
// after a crash: a refusal that says the action already happened counts as
// done.
func drive(ctx context.Context, c *cluster, p *pair, start, end string) error {
	// The key makes the request safe to resend when the API dies mid-call.
	var status int
	var out map[string]any
	for {
		var err error
		status, out, err = c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
			"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "pickup",
		}, "Idempotency-Key", "crash-"+p.a.ID)
		if err != nil {
			return err
		}
		if status != http.StatusConflict {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if status != http.StatusCreated && status != http.StatusOK {
		return fmt.Errorf("request: %d %v", status, out)
	}
	p.tradeID = out["trade"].(map[string]any)["_id"].(string)
	steps := []struct{ path, token, doneWhen string }{
		{"/accept", p.tokB, "accepted_at"},
		{"/ack/received", p.tokA, "user1_received_at"},
		{"/ack/received", p.tokB, "user2_received_at"},
		{"/ack/returned", p.tokA, "user1_returned_at"},
		{"/ack/returned", p.tokB, "user2_returned_at"},
	}
	for _, s := range steps {
		for {
			status, out, err := c.call(ctx, "PUT", "/trades/"+p.tradeID+s.path, s.token, nil)
			if err != nil {
				return err
			}
			if status == http.StatusOK {
				break
			}
			// A retried action may already have been applied before a crash.
			_, cur, err := c.call(ctx, "GET", "/trades/"+p.tradeID, s.token, nil)
			if err != nil {
				return err
			}
			if tr, ok := cur["trade"].(map[string]any); ok && tr[s.doneWhen] != nil {
				break
			}
			if status != http.StatusConflict {
				return fmt.Errorf("trade %s %s: %d %v", p.tradeID, s.path, status, out)
			}
		}
	}
	for {
		_, cur, err := c.call(ctx, "GET", "/trades/"+p.tradeID, p.tokA, nil)
		if err != nil {
			return err
		}
		if tr, ok := cur["trade"].(map[string]any); ok && tr["status"] == "completed" {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("trade %s did not complete", p.tradeID)
		case <-time.After(250 * time.Millisecond):
		}
	}
}

func datesAhead() (string, string) {
	s := trading.EarliestStart(time.Now()).AddDate(0, 0, 1)
	return s.Format(time.DateOnly), s.AddDate(0, 0, 7).Format(time.DateOnly)
}

func logTail(t *testing.T, path string) {
	b, _ := os.ReadFile(path)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	t.Logf("process logs (tail):\n%s", b)
}
