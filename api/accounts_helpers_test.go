package api

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/backend"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/email"
)

// raiseLimits lifts the rate limits so tests that are not about them may
// sign in and register freely.
func raiseLimits(c *config.Config) {
	c.RateLimitLogin, c.RateLimitRegister, c.RateLimitPasswordReset, c.RateLimitMember = 100_000, 100_000, 100_000, 100_000
}

// accountsHarness is a harness with raised rate limits whose emails are
// recorded.
func accountsHarness(t *testing.T, mutate ...func(*config.Config)) (*harness, *email.Recorder) {
	t.Helper()
	rec := &email.Recorder{}
	h := buildHarness(t, testenv.NewPool(t), testenv.Temporal(t), nil, rec, append([]func(*config.Config){raiseLimits}, mutate...)...)
	return h, rec
}

// newAccountsServer is the API without Temporal, for fuzzing and
// benchmarks (which cannot use the *testing.T harness).
func newAccountsServer(tb testing.TB, pool *pgxpool.Pool) (*Server, *backend.Backend) {
	tb.Helper()
	return testServer(tb, testConfig(tb, raiseLimits), pool, nil, nil, &email.Recorder{})
}

// jsonBody decodes a JSON object answer.
func jsonBody(t testing.TB, rec *httptest.ResponseRecorder) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		t.Fatalf("answer is not a JSON object: %d %q", rec.Code, rec.Body.String())
	}
	return m
}

// mustJSON encodes v for a request body.
func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// expectError checks an error answer's status and exact message.
func expectError(t *testing.T, rec *httptest.ResponseRecorder, status int, message string) {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("want %d %q, got %d %s", status, message, rec.Code, rec.Body)
	}
	if msg, _ := decodeError(t, rec); msg != message {
		t.Fatalf("message: want %q, got %q", message, msg)
	}
}

// expectStatus checks a status and returns the decoded answer.
func expectStatus(t *testing.T, rec *httptest.ResponseRecorder, status int) map[string]any {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("want %d, got %d %s", status, rec.Code, rec.Body)
	}
	return jsonBody(t, rec)
}

// bearer is the header pair for a token.
func bearer(token string) []string { return []string{"Authorization", "Bearer " + token} }

// sqlExec runs a statement in a test, failing it on error.
func sqlExec(t testing.TB, pool *pgxpool.Pool, sql string, args ...any) {
	t.Helper()
	if _, err := pool.Exec(context.Background(), sql, args...); err != nil {
		t.Fatalf("%s: %v", strings.SplitN(sql, "\n", 2)[0], err)
	}
}

// registerMember signs a member up through the API and returns the
// session's token and user id.
func registerMember(t *testing.T, h *harness, emailAddr, password, name string) (token, id string) {
	t.Helper()
	rec := h.do("POST", "/register", mustJSON(map[string]string{
		"email": emailAddr, "password": password, "name": name, "phone": "305-555-0100",
		"address": "1 Main St", "city": "Miami", "state": "FL", "zip_code": "33017", "closet_name": name + "'s Closet",
	}))
	body := expectStatus(t, rec, 201)
	user := body["user"].(map[string]any)
	return body["token"].(string), user["_id"].(string)
}

// fromIP sends a request from a given client address.
func fromIP(h *harness, ip, method, path, body string, headers ...string) *httptest.ResponseRecorder {
	req := newTestRequest(method, path, body, headers...)
	req.RemoteAddr = ip + ":40000"
	return h.serve(req)
}
