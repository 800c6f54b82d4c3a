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

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/auth"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/temporalx"
)

// cluster is the system under test: one API process and one worker process
// sharing a database and the test Temporal server.
type cluster struct {
	t      testing.TB
	tokens *auth.Tokens
	// workerMetrics answers once the worker process is connected and polling.
	workerMetrics string
	apiMetrics    string // base URL of the API's private metrics listener
	bin           string
	env           []string
	apiAddr       string
	mu            sync.Mutex
	api           *proc.Child
	worker        *proc.Child
	logs          *os.File
	// observe, when set, is told how long each trade step of drive took,
	// retries included (the soak's accept and ack percentiles).
	observe func(step string, took time.Duration)
	// retried counts calls answered 5xx or not at all and sent again.
	retried atomic.Int64
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
// (the process may be down) until ctx ends. Extra headers come in pairs.
func (c *cluster) call(ctx context.Context, method, path, token string, body any, headers ...string) (int, map[string]any, error) {
	var wait backoff
	for {
		var rd io.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = bytes.NewReader(b)
		}
		req, _ := http.NewRequestWithContext(ctx, method, "http://"+c.apiAddr+path, rd)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			var out map[string]any
			_ = json.NewDecoder(resp.Body).Decode(&out)
			resp.Body.Close()
			if resp.StatusCode < 500 {
				return resp.StatusCode, out, nil
			}
		}
		c.retried.Add(1)
		if !wait.wait(ctx) {
			return 0, nil, fmt.Errorf("%s %s: gave up: %v", method, path, ctx.Err())
		}
	}
}

// newCluster builds the binary and starts one API and one worker process
// over a fresh database and the test Temporal server.
func newCluster(t testing.TB) (*cluster, *pgxpool.Pool) {
	t.Helper()
	testenv.Integration(t)
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	dbURL := testenv.DatabaseURL(t)
	pool := testenv.NewPoolFor(t, dbURL)
	secret := "crash-test-secret-" + ids.New() + ids.New()
	apiPort, _ := proc.FreePort()
	metricsPort, _ := proc.FreePort()
	apiMetricsPort, _ := proc.FreePort()
	logs, err := os.Create(filepath.Join(dir, "processes.log"))
	if err != nil {
		t.Fatal(err)
	}
	deployment := "crash-" + ids.New() // its own Worker Deployment on the shared test server
	c := &cluster{t: t, bin: bin, workerMetrics: "http://127.0.0.1:" + strconv.Itoa(metricsPort) + "/metrics",
		apiMetrics: "http://127.0.0.1:" + strconv.Itoa(apiMetricsPort), apiAddr: "127.0.0.1:" + strconv.Itoa(apiPort), logs: logs, env: []string{
			"DATABASE_URL=" + dbURL, "TEMPORAL_ADDRESS=" + testenv.TemporalHostPort(t), "TEMPORAL_NAMESPACE=default",
			"TEMPORAL_TASK_QUEUE=crash-" + ids.New(), "JWT_SECRET=" + secret, "HTTP_ADDR=127.0.0.1:" + strconv.Itoa(apiPort),
			"WORKER_METRICS_ADDR=127.0.0.1:" + strconv.Itoa(metricsPort), "DATA_DIR=" + dir, "WEB_DIR=" + dir,
			"LOG_LEVEL=error", "TRADE_INSPECTION_WINDOW=0s", "TRADE_RESPONSE_WINDOW=1h",
			"RATE_LIMIT_MEMBER=1000000", "SHUTDOWN_GRACE=1s", "TOTP_ENCRYPTION_KEY=" + ids.New() + ids.New() + ids.New()[:16],
			"METRICS_ADDR=127.0.0.1:" + strconv.Itoa(apiMetricsPort), "PPROF_ENABLED=" + strconv.FormatBool(testenv.Profiling()),
			"WORKER_DEPLOYMENT_NAME=" + deployment, "WORKER_BUILD_ID=" + buildA, "SHIPPO_WEBHOOK_SECRET=" + webhookSecret,
		}}
	c.tokens, _ = auth.NewTokens(secret, time.Hour)
	c.api, c.worker = c.start("api", "api"), c.start("worker", "worker")
	c.waitReady()
	makeCurrent(t, testenv.Temporal(t), deployment, buildA)
	return c, pool
}

// buildA names the build the tests start their workers as.
const buildA = "build-a"

// makeCurrent makes the build the deployment's current version once its
// workers poll, as an operator's deploy does: new trades start on it.
func makeCurrent(t testing.TB, tc client.Client, deployment, buildID string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := temporalx.SetCurrentVersion(ctx, tc, deployment, buildID); err != nil {
		t.Fatal(err)
	}
}

// buildBinary builds the pursetrade binary into dir.
func buildBinary(t testing.TB, dir string) string {
	t.Helper()
	return goBuild(t, filepath.Join(dir, "pursetrade"))
}

// goBuild builds ./cmd/pursetrade to bin with the given build flags.
func goBuild(t testing.TB, bin string, flags ...string) string {
	t.Helper()
	build := exec.Command("go", append(append([]string{"build"}, flags...), "-o", bin, "./cmd/pursetrade")...)
	build.Dir = testenv.RepoRoot(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

// waitWorkerUp waits (up to a minute) until the worker serves its metrics,
// which it does once connected to Temporal, right before it polls.
func (c *cluster) waitWorkerUp() {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(c.workerMetrics); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// waitReady waits until the API answers /readyz.
func (c *cluster) waitReady() {
	testenv.Eventually(c.t, 60*time.Second, func() error {
		resp, err := http.Get("http://" + c.apiAddr + "/readyz")
		if err != nil {
			return fmt.Errorf("API not ready: %w", err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			return fmt.Errorf("API not ready: %d", resp.StatusCode)
		}
		return nil
	})
}

// newPairs makes n pairs of funded members with one bag each.
func newPairs(t testing.TB, c *cluster, pool *pgxpool.Pool, n int) []*pair {
	pairs := make([]*pair, n)
	for i := range pairs {
		p := &pair{a: testenv.FastMember(t, pool, fmt.Sprintf("A%d", i)), b: testenv.FastMember(t, pool, fmt.Sprintf("B%d", i))}
		p.bagA, p.bagB = testenv.Item(t, pool, p.a.ID, 10_000), testenv.Item(t, pool, p.b.ID, 15_000)
		testenv.Fund(t, pool, p.a.ID, 50_000)
		testenv.Fund(t, pool, p.b.ID, 50_000)
		p.tokA, _, _ = c.tokens.Issue(p.a.ID, 0)
		p.tokB, _, _ = c.tokens.Issue(p.b.ID, 0)
		pairs[i] = p
	}
	return pairs
}

// inParallel runs fn for every item (a pair of members, mostly), at most
// limit at once, and returns the errors in the order they came.
func inParallel[T any](items []T, limit int, fn func(T) error) []error {
	sem := make(chan struct{}, limit)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var errs []error
	for _, item := range items {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			if err := fn(item); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return errs
}
