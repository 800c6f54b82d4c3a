package crashtest

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"

	"github.com/jackc/pgx/v5/pgxpool"
)

func TestMain(m *testing.M) {
	if queue := os.Getenv(floorQueueEnv); queue != "" {
		os.Exit(runFloorWorker(queue))
	}
	testenv.Main(m)
}

type pair struct {
	a, b       db.User
	bagA, bagB db.Item
	tokA, tokB string
	tradeID    string
	cancels    bool // the requester cancels after acceptance instead of trading
	round      int  // how many trades the pair drove before this one (the soak reuses pairs)
}

// cancelEvery: one trade in cancelEvery is cancelled after acceptance (the
// penalty path) while workers die.
const cancelEvery = 5

// TestCrashRecovery: trades run through request, accept, a chat message,
// both receipts and both returns (one in cancelEvery is cancelled after
// acceptance instead) while the worker is SIGKILLed every few seconds and
// the API once. Every trade must end as driven, no charge or penalty may be
// missing or doubled, and the ledger must balance. First, a shipping
// trade's carrier scans arrive while the worker is dead and apply once.
func TestCrashRecovery(t *testing.T) {
	c, pool := newCluster(t)
	defer c.stop()
	scansWhileWorkerDown(t, c, pool)
	runCrashScenario(t, c, pool, chaos{
		waitUp: c.waitWorkerUp,
		strike: func(n int) {
			c.restartWorker()
			if n == 3 {
				c.restartAPI()
			}
		},
		atLeast:  3,
		describe: "worker kills and one API kill",
	})
}

// chaos is what a crash scenario does to the system while trades run:
// strike number n, every 2.5 s of a worker's working time.
type chaos struct {
	waitUp   func()
	strike   func(n int)
	atLeast  int // strikes the run must outlast, or it proved nothing
	describe string
}

// runCrashScenario drives the trades through the chaos, then checks every
// trade's end, every balance, fee and penalty, the chat and the ledger.
func runCrashScenario(t *testing.T, c *cluster, pool *pgxpool.Pool, ch chaos) {
	const trades = 200
	pairs := newPairs(t, c, pool, trades)
	cancelled := 0
	for i, p := range pairs {
		if p.cancels = i%cancelEvery == 0; p.cancels {
			cancelled++
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	stopChaos := make(chan struct{})
	var strikes atomic.Int32
	go func() { // the chaos monkey
		// Each worker gets 2.5 s of working time, counted from when it is up:
		// on a loaded machine a restart can take longer than that, and a
		// worker killed before it polls would only stall the run.
		for n := 1; ; n++ {
			ch.waitUp()
			select {
			case <-stopChaos:
				return
			case <-time.After(2500 * time.Millisecond):
				ch.strike(n)
				strikes.Add(1)
			}
		}
	}()

	start, end := datesAhead()
	errs := inParallel(pairs, 40, func(p *pair) error { return drive(ctx, c, p, start, end) })
	close(stopChaos)
	for _, err := range errs {
		t.Error(err)
	}
	if t.Failed() {
		logTail(t, c.logs.Name())
		return
	}
	if n := int(strikes.Load()); n < ch.atLeast {
		t.Fatalf("the trades ended after %d strikes, before the %d the scenario needs (%s)", n, ch.atLeast, ch.describe)
	}
	t.Logf("%d trades completed through %d strikes (%s)", trades, strikes.Load(), ch.describe)

	// Every trade ended as driven, in the projection too.
	testenv.Eventually(t, time.Minute, func() error {
		var done, ended int
		_ = pool.QueryRow(context.Background(), `SELECT count(*) FILTER (WHERE status = 'completed'),
			count(*) FILTER (WHERE status = 'cancelled') FROM trades`).Scan(&done, &ended)
		if done != trades-cancelled || ended != cancelled {
			return fmt.Errorf("%d of %d trades completed and %d of %d cancelled in the projection", done, trades-cancelled, ended, cancelled)
		}
		return nil
	})
	// Each member paid exactly the site fee and the pickup fee once; after a
	// cancellation the canceller paid a penalty of the site fee to the
	// partner, whose fees came back; holds are back.
	for _, p := range pairs {
		wantA, wantB := int64(49_000), int64(49_000)
		if p.cancels {
			wantA, wantB = 48_500, 50_500
		}
		for u, want := range map[db.User]int64{p.a: wantA, p.b: wantB} {
			b, err := ledger.NewService(pool).BalanceOf(context.Background(), u.ID)
			if err != nil || b.Balance != want || b.Held != 0 {
				t.Fatalf("member %s: %+v, want balance %d: %v", u.Name, b, want, err)
			}
		}
	}
	var fees, penalties, messages int
	_ = pool.QueryRow(context.Background(), `SELECT count(*) FILTER (WHERE type IN ('fee_charge', 'pickup_fee')),
		count(*) FILTER (WHERE type = 'penalty') FROM transactions
		WHERE trade_id IS NULL OR trade_id NOT IN (SELECT id FROM trades WHERE delivery_method = 'shipping')`).Scan(&fees, &penalties)
	if fees != 4*trades || penalties != 2*cancelled { // a penalty is the payer's debit and the payee's credit
		t.Fatalf("%d fee rows and %d penalty rows, want exactly %d and %d", fees, penalties, 4*trades, 2*cancelled)
	}
	_ = pool.QueryRow(context.Background(), `SELECT count(DISTINCT trade_id) FROM trade_messages`).Scan(&messages)
	if messages != trades {
		t.Fatalf("chat reached %d of %d trades", messages, trades)
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
	var wait backoff
	for {
		var err error
		status, out, err = c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
			"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "pickup",
		}, "Idempotency-Key", "crash-"+p.a.ID+"-"+strconv.Itoa(p.round))
		if err != nil {
			return err
		}
		if status != http.StatusConflict {
			break
		}
		if !wait.wait(ctx) {
			return fmt.Errorf("request: %w", ctx.Err())
		}
	}
	if status != http.StatusCreated && status != http.StatusOK {
		return fmt.Errorf("request: %d %v", status, out)
	}
	p.tradeID = out["trade"].(map[string]any)["_id"].(string)
	return carryOn(ctx, c, p)
}

// carryOn takes the pair's requested trade from acceptance to its end,
// counting a step a crash already applied as done.
func carryOn(ctx context.Context, c *cluster, p *pair) error {
	type step struct{ method, path, token, doneWhen string }
	steps := []step{
		{"PUT", "/accept", p.tokB, "accepted_at"},
		{"POST", "/messages", p.tokA, ""},
		{"PUT", "/ack/received", p.tokA, "user1_received_at"},
		{"PUT", "/ack/received", p.tokB, "user2_received_at"},
		{"PUT", "/ack/returned", p.tokA, "user1_returned_at"},
		{"PUT", "/ack/returned", p.tokB, "user2_returned_at"},
	}
	final := "completed"
	if p.cancels {
		steps, final = append(steps[:2], step{"PUT", "/cancel", p.tokA, "cancelled_at"}), "cancelled"
	}
	for _, s := range steps {
		var body any
		if s.path == "/messages" {
			body = map[string]any{"message": "See you Thursday!"}
		}
		t0 := time.Now()
		var wait backoff
		for {
			status, out, err := c.call(ctx, s.method, "/trades/"+p.tradeID+s.path, s.token, body)
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
			if tr, ok := cur["trade"].(map[string]any); ok && s.doneWhen != "" && tr[s.doneWhen] != nil {
				break
			}
			if status != http.StatusConflict {
				return fmt.Errorf("trade %s %s: %d %v", p.tradeID, s.path, status, out)
			}
			if !wait.wait(ctx) {
				return fmt.Errorf("trade %s %s: %w", p.tradeID, s.path, ctx.Err())
			}
		}
		if c.observe != nil {
			c.observe(s.path, time.Since(t0))
		}
	}
	return waitStatus(ctx, c, p, final)
}

// waitStatus waits until the trade reads as status.
func waitStatus(ctx context.Context, c *cluster, p *pair, status string) error {
	for {
		_, cur, err := c.call(ctx, "GET", "/trades/"+p.tradeID, p.tokA, nil)
		if err != nil {
			return err
		}
		if tr, ok := cur["trade"].(map[string]any); ok && tr["status"] == status {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("trade %s is not %s", p.tradeID, status)
		case <-time.After(250 * time.Millisecond):
		}
	}
}

func datesAhead() (string, string) {
	s := rules.EarliestStart(time.Now()).AddDate(0, 0, 1)
	return s.Format(time.DateOnly), s.AddDate(0, 0, 7).Format(time.DateOnly)
}

func logTail(t testing.TB, path string) {
	b, _ := os.ReadFile(path)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	t.Logf("process logs (tail):\n%s", b)
}
