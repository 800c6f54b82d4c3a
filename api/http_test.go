package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
)

func decodeError(t *testing.T, rec *httptest.ResponseRecorder) (msg, code string) {
	t.Helper()
	var body struct{ Error, Code string }
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("error body is not JSON: %q", rec.Body.String())
	}
	if body.Error == "" || body.Code == "" {
		t.Fatalf("error envelope incomplete: %q", rec.Body.String())
	}
	return body.Error, body.Code
}

func TestHealthReadyMetricsDocs(t *testing.T) {
	h := newHarness(t)
	if rec := h.do("GET", "/healthz", ""); rec.Code != 200 {
		t.Fatalf("healthz: %d", rec.Code)
	}
	rec := h.do("GET", "/readyz", "")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"postgres":"ok"`) || !strings.Contains(rec.Body.String(), `"temporal":"ok"`) {
		t.Fatalf("readyz: %d %s", rec.Code, rec.Body)
	}
	rec = h.do("GET", "/metrics", "")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `http_requests_total{method="GET",route="/readyz",status="200"} 1`) {
		t.Fatalf("metrics lack the HTTP counter: %d\n%s", rec.Code, rec.Body)
	}
	if !strings.Contains(rec.Body.String(), "go_goroutines") {
		t.Fatal("metrics lack Go runtime metrics")
	}
	rec = h.do("GET", "/openapi.yaml", "")
	if rec.Code != 200 || !strings.HasPrefix(rec.Body.String(), "openapi: 3") {
		t.Fatalf("openapi.yaml: %d", rec.Code)
	}
	rec = h.do("GET", "/docs", "")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "<code>/readyz</code>") {
		t.Fatalf("docs page: %d %s", rec.Code, rec.Body)
	}
}

func TestReadyzFailsWithoutPostgres(t *testing.T) {
	h := newHarness(t)
	dead, err := pgxpool.New(t.Context(), "postgres://postgres@127.0.0.1:1/none?connect_timeout=1")
	if err != nil {
		t.Fatal(err)
	}
	defer dead.Close()
	srv, _ := testServer(t, h.cfg, dead, h.temporal, nil, nil)
	rec, req := httptest.NewRecorder(), httptest.NewRequest("GET", "/readyz", nil)
	srv.Handler().ServeHTTP(rec, req)
	checkContract(t, req, rec)
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("readyz with PostgreSQL down: %d %s", rec.Code, rec.Body)
	}
	if _, code := decodeError(t, rec); code != CodeUnavailable {
		t.Fatalf("code = %s", code)
	}
}

func TestUnknownRoutesAndMethods(t *testing.T) {
	h := newHarness(t)
	rec := h.do("GET", "/no/such/thing", "", "Accept", "application/json")
	if rec.Code != 404 {
		t.Fatalf("unknown API path: %d", rec.Code)
	}
	if _, code := decodeError(t, rec); code != CodeNotFound {
		t.Fatalf("code = %s", code)
	}
	rec = h.do("DELETE", "/healthz", "")
	if rec.Code != 405 {
		t.Fatalf("wrong method: %d", rec.Code)
	}
	if _, code := decodeError(t, rec); code != CodeMethodNotAllowed {
		t.Fatalf("code = %s", code)
	}
	rec = h.do("POST", "/browse", `{}`)
	if rec.Code != 404 {
		t.Fatalf("POST to a page path: %d", rec.Code)
	}
}

func TestServesWebAppWithFallback(t *testing.T) {
	h := newHarness(t)
	if rec := h.do("GET", "/browse", "", "Accept", "text/html"); rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("no bundle yet: want 503, got %d", rec.Code)
	}
	if err := os.MkdirAll(filepath.Join(h.cfg.WebDir, "assets"), 0o755); err != nil {
		t.Fatal(err)
	}
	_ = os.WriteFile(filepath.Join(h.cfg.WebDir, "index.html"), []byte("<!doctype html><div id=root></div>"), 0o644)
	_ = os.WriteFile(filepath.Join(h.cfg.WebDir, "assets", "app-1234.js"), []byte("console.log(1)"), 0o644)

	for _, p := range []string{"/", "/browse", "/closet/0123456789abcdef01234567", "/legal/privacy-policy"} {
		rec := h.do("GET", p, "", "Accept", "text/html,application/xhtml+xml")
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "id=root") {
			t.Fatalf("%s: %d %q", p, rec.Code, rec.Body)
		}
		if rec.Header().Get("Cache-Control") != "no-cache" {
			t.Fatalf("%s: index must not be cached long", p)
		}
	}
	rec := h.do("GET", "/assets/app-1234.js", "")
	if rec.Code != 200 || !strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
		t.Fatalf("asset: %d %v", rec.Code, rec.Header())
	}
	if rec := h.do("GET", "/../../etc/passwd", "", "Accept", "text/html"); strings.Contains(rec.Body.String(), "root:") {
		t.Fatal("path traversal served a file outside the bundle")
	}
}

func TestRequestIDAndCORS(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.WebOrigin = "http://app.example" })
	rec := h.do("GET", "/healthz", "", "X-Request-ID", "abc123")
	if rec.Header().Get("X-Request-ID") != "abc123" {
		t.Fatal("request id not echoed")
	}
	if rec := h.do("GET", "/healthz", ""); len(rec.Header().Get("X-Request-ID")) != 16 {
		t.Fatal("request id not generated")
	}
	rec = h.do("OPTIONS", "/healthz", "", "Origin", "http://app.example", "Access-Control-Request-Method", "POST")
	if rec.Code != 204 || rec.Header().Get("Access-Control-Allow-Origin") != "http://app.example" {
		t.Fatalf("preflight from the web origin: %d %v", rec.Code, rec.Header())
	}
	rec = h.do("GET", "/healthz", "", "Origin", "http://evil.example")
	if rec.Header().Get("Access-Control-Allow-Origin") != "" {
		t.Fatal("CORS allowed a foreign origin")
	}
}

func TestRecoveryAndJSONBinding(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(recovery(testenv.Logger()))
	r.GET("/boom", func(*gin.Context) { panic("secret internal detail") })
	r.POST("/echo", bodyLimit(bodyCaps{standard: 64}), func(c *gin.Context) {
		var v map[string]any
		if BindJSON(c, &v) {
			c.JSON(200, v)
		}
	})
	send := func(method, path, body string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, httptest.NewRequest(method, path, strings.NewReader(body)))
		return rec
	}
	rec := send("GET", "/boom", "")
	if rec.Code != 500 || strings.Contains(rec.Body.String(), "secret") {
		t.Fatalf("panic: %d %s", rec.Code, rec.Body)
	}
	if msg, code := decodeError(t, rec); code != CodeInternal || msg != "Internal server error" {
		t.Fatalf("panic envelope: %s %s", msg, code)
	}
	for body, want := range map[string]int{
		`{"a":1}`: 200, `{"a":`: 400, ``: 400, `[1,2]`: 400, `{"a":1} {"b":2}`: 400,
		`{"a":"` + strings.Repeat("x", 100) + `"}`: 413,
	} {
		rec := send("POST", "/echo", body)
		if rec.Code != want {
			t.Errorf("body %.20q: got %d want %d (%s)", body, rec.Code, want, rec.Body)
		}
		if want != 200 {
			decodeError(t, rec)
		}
	}
}
