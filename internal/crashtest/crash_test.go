package crashtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"pursetrade/internal/auth"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/proc"
	"pursetrade/internal/store/db"
	"pursetrade/internal/testenv"
	"pursetrade/internal/trading"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// cluster is the system under test: one API process and one worker process
// sharing a database and the test Temporal server.
type cluster struct {
	t       *testing.T
	bin     string
	env     []string
	apiAddr string
	mu      sync.Mutex
	api     *proc.Child
	worker  *proc.Child
	logs    *os.File
}

func (c *cluster) start(name string, args ...string) *proc.Child {
	c.t.Helper()
	ch, err := proc.Start(proc.Spec{Name: name, Path: c.bin, Args: args, Env: c.env, Output: c.logs})
	if err != nil {
		c.t.Fatal(err)
	}
	return ch
}

func (c *cluster) restartWorker() {
	c.mu.Lock()
	defer c.mu.Unlock()
	_ = c.worker.Stop(syscall.SIGKILL, 5*time.Second)
	c.worker = c.start("worker", "worker")
}

func (c *cluster) restartAPI() {
	c.mu.Lock()
	defer c.mu.Unlock()
	_ = c.api.Stop(syscall.SIGKILL, 5*time.Second)
	c.api = c.start("api", "api")
}

func (c *cluster) stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	_ = c.api.Stop(syscall.SIGTERM, 10*time.Second)
	_ = c.worker.Stop(syscall.SIGTERM, 10*time.Second)
}

// call sends one request, retrying transport failures and 5xx answers
// (the process may be down) until ctx ends.
func (c *cluster) call(ctx context.Context, method, path, token string, body any) (int, map[string]any, error) {
	for {
		var rd io.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = bytes.NewReader(b)
		}
		req, _ := http.NewRequestWithContext(ctx, method, "http://"+c.apiAddr+path, rd)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			var out map[string]any
			_ = json.NewDecoder(resp.Body).Decode(&out)
			resp.Body.Close()
			if resp.StatusCode < 500 {
				return resp.StatusCode, out, nil
			}
		}
		select {
		case <-ctx.Done():
			return 0, nil, fmt.Errorf("%s %s: gave up: %v", method, path, ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}

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
	root := testenv.RepoRoot(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "pursetrade")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	dbURL := testenv.DatabaseURL(t)
	pool := testenv.NewPoolFor(t, dbURL)
	secret := "crash-test-secret-" + ids.New() + ids.New()
	apiPort, _ := proc.FreePort()
	metricsPort, _ := proc.FreePort()
	logs, err := os.Create(filepath.Join(dir, "processes.log"))
	if err != nil {
		t.Fatal(err)
	}
	c := &cluster{t: t, bin: bin, apiAddr: "127.0.0.1:" + strconv.Itoa(apiPort), logs: logs, env: []string{
		"DATABASE_URL=" + dbURL, "TEMPORAL_ADDRESS=" + testenv.TemporalHostPort(t), "TEMPORAL_NAMESPACE=default",
		"TEMPORAL_TASK_QUEUE=crash-" + ids.New(), "JWT_SECRET=" + secret, "HTTP_ADDR=127.0.0.1:" + strconv.Itoa(apiPort),
		"WORKER_METRICS_ADDR=127.0.0.1:" + strconv.Itoa(metricsPort), "DATA_DIR=" + dir, "WEB_DIR=" + dir,
		"LOG_LEVEL=error", "TRADE_INSPECTION_WINDOW=0s", "TRADE_RESPONSE_WINDOW=1h",
		"RATE_LIMIT_MEMBER=1000000", "SHUTDOWN_GRACE=1s",
	}}
	c.api, c.worker = c.start("api", "api"), c.start("worker", "worker")
	defer c.stop()

	tokens, _ := auth.NewTokens(secret, time.Hour)
	pairs := make([]*pair, trades)
	for i := range pairs {
		p := &pair{a: testenv.FastMember(t, pool, fmt.Sprintf("A%d", i)), b: testenv.FastMember(t, pool, fmt.Sprintf("B%d", i))}
		p.bagA, p.bagB = testenv.Item(t, pool, p.a.ID, 10_000), testenv.Item(t, pool, p.b.ID, 15_000)
		for _, u := range []db.User{p.a, p.b} {
			if _, err := ledger.Apply(context.Background(), pool, ledger.Plan{Key: "crash-fund:" + u.ID, Ops: []ledger.Op{
				ledger.Credit(u.ID, ledger.TypeDeposit, 50_000, "Test deposit")}}); err != nil {
				t.Fatal(err)
			}
		}
		p.tokA, _, _ = tokens.Issue(p.a.ID)
		p.tokB, _, _ = tokens.Issue(p.b.ID)
		pairs[i] = p
	}

	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	stopChaos := make(chan struct{})
	var kills atomic.Int32
	go func() { // the chaos monkey
		tick := time.NewTicker(2500 * time.Millisecond)
		defer tick.Stop()
		for n := 1; ; n++ {
			select {
			case <-stopChaos:
				return
			case <-tick.C:
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
		logTail(t, logs.Name())
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
	status, out, err := c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
		"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "pickup",
	})
	if err != nil {
		return err
	}
	if status != http.StatusCreated {
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
		case <-time.After(100 * time.Millisecond):
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
