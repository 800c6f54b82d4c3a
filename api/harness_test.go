package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"pursetrade/internal/backend"
	"pursetrade/internal/email"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/shipping"
	"pursetrade/internal/telemetry"
	"pursetrade/worker"
)

// harness is a real API over a fresh database and the test Temporal server,
// with a worker polling a task queue of its own.
type harness struct {
	t        *testing.T
	srv      *Server
	backend  *backend.Backend
	handler  http.Handler
	pool     *pgxpool.Pool
	temporal client.Client
	cfg      config.Config
	adminID  string
}

func newHarness(t *testing.T, mutate ...func(*config.Config)) *harness {
	t.Helper()
	return newHarnessOn(t, testenv.NewPool(t), testenv.Temporal(t), nil, mutate...)
}

// newHarnessOn is newHarness on a given pool and Temporal client, with
// tracing (nil: off).
func newHarnessOn(t *testing.T, pool *pgxpool.Pool, tc client.Client, tracing *telemetry.Tracing, mutate ...func(*config.Config)) *harness {
	t.Helper()
	return buildHarness(t, pool, tc, tracing, nil, mutate...)
}

// buildHarness starts a worker and builds the API as the composition root
// does; mailer (nil: the outbox) receives the API's emails.
func buildHarness(t *testing.T, pool *pgxpool.Pool, tc client.Client, tracing *telemetry.Tracing, mailer email.Mailer,
	mutate ...func(*config.Config)) *harness {
	t.Helper()
	cfg := testConfig(t, mutate...)
	cfg.TaskQueue = "trades-" + ids.New()
	cfg.WebDir = t.TempDir()
	ship, err := shipping.Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	w := worker.New(worker.Deps{Temporal: tc, Pool: pool, Logger: testenv.Logger(), TaskQueue: cfg.TaskQueue, Shipping: ship})
	if err := w.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Stop)
	srv, b := testServer(t, cfg, pool, tc, tracing, mailer)
	return &harness{t: t, srv: srv, backend: b, handler: srv.Handler(), pool: pool, temporal: tc, cfg: cfg}
}

// testConfig is the dev configuration with a secret and a data folder of
// the test's own.
func testConfig(tb testing.TB, mutate ...func(*config.Config)) config.Config {
	tb.Helper()
	cfg, err := config.Load(config.ModeDev)
	if err != nil {
		tb.Fatal(err)
	}
	cfg.DataDir = tb.TempDir()
	cfg.JWTSecret = "test-secret-" + ids.New() + ids.New()
	for _, m := range mutate {
		m(&cfg)
	}
	return cfg
}

// routeTable is the route table of a server on the test configuration as
// mutate changes it.
func routeTable(t *testing.T, mutate ...func(*config.Config)) []route {
	t.Helper()
	srv, _ := testServer(t, testConfig(t, mutate...), testenv.NewPool(t), nil, nil, nil)
	return srv.routes()
}

// testServer builds the API the way cmd/pursetrade does (backend.Open, then
// New); tc may be nil where no request reaches Temporal.
func testServer(tb testing.TB, cfg config.Config, pool *pgxpool.Pool, tc client.Client, tracing *telemetry.Tracing,
	mailer email.Mailer) (*Server, *backend.Backend) {
	tb.Helper()
	metrics, err := telemetry.New()
	if err != nil {
		tb.Fatal(err)
	}
	b, err := backend.Open(context.Background(), backend.Params{Config: cfg, Pool: pool, Logger: testenv.Logger(), Mailer: mailer})
	if err != nil {
		tb.Fatal(err)
	}
	return New(Deps{Config: cfg, Pool: pool, Temporal: tc, Logger: testenv.Logger(), Metrics: metrics, Tracing: tracing, Backend: b}), b
}

// do sends a request through the real handler and returns the recorder.
func (h *harness) do(method, path, body string, headers ...string) *httptest.ResponseRecorder {
	h.t.Helper()
	return h.serve(newTestRequest(method, path, body, headers...))
}

// newTestRequest builds a request with a JSON body and header pairs.
func newTestRequest(method, path, body string, headers ...string) *http.Request {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return req
}

func (h *harness) serve(req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.handler.ServeHTTP(rec, req)
	checkContract(h.t, req, rec)
	return rec
}

// tokenFor signs a token for the user as a login would, under their
// current password version.
func (h *harness) tokenFor(userID string) string {
	h.t.Helper()
	var version int32
	err := h.pool.QueryRow(context.Background(), `SELECT coalesce((SELECT password_version FROM users WHERE id = $1), 0)`, userID).Scan(&version)
	if err != nil {
		h.t.Fatal(err)
	}
	tok, _, err := h.backend.Tokens.Issue(userID, version)
	if err != nil {
		h.t.Fatal(err)
	}
	return tok
}

// as returns the header pair that authenticates a request as userID.
func (h *harness) as(userID string) []string {
	return []string{"Authorization", "Bearer " + h.tokenFor(userID)}
}
