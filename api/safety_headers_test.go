package api

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

func TestSafetySecurityHeaders(t *testing.T) {
	h := newHarness(t)
	if err := os.WriteFile(filepath.Join(h.cfg.WebDir, "index.html"), []byte(`<!doctype html><div id="root"></div>`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, member := moneyMember(h, "Ann", 0)
	cases := []struct {
		name, path string
		headers    []string
		csp        string
	}{
		{"API", "/healthz", nil, appCSP},
		{"web app", "/closets/anyone", []string{"Accept", "text/html"}, appCSP},
		{"docs", "/docs", nil, docsCSP},
		{"shipping label", "/labels/none.pdf", member, fileCSP},
		{"dispute evidence", "/disputes/none/evidence/none.png", member, fileCSP},
		{"bag photo", "/uploads/items/none.jpg", nil, fileCSP},
	}
	for _, c := range cases {
		rec := h.do("GET", c.path, "", c.headers...)
		got := rec.Header()
		if got.Get("Content-Security-Policy") != c.csp || got.Get("X-Content-Type-Options") != "nosniff" ||
			got.Get("Referrer-Policy") != "strict-origin-when-cross-origin" || got.Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s (%d): %v", c.name, rec.Code, got)
		}
	}
	if rec := h.do("GET", "/docs", ""); rec.Code != 200 || !strings.Contains(rec.Body.String(), "<style>") ||
		strings.Contains(rec.Body.String(), "<script") {
		t.Fatalf("docs page: %d", rec.Code)
	}
	for _, p := range []string{"script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"} {
		if !strings.Contains(appCSP, p) || strings.Contains(appCSP, "unsafe-eval") || strings.Contains(appCSP, "script-src 'self' 'unsafe-inline'") {
			t.Fatalf("app policy lacks %q: %s", p, appCSP)
		}
	}
	if !strings.HasPrefix(fileCSP, "sandbox;") {
		t.Fatalf("stored files are not sandboxed: %s", fileCSP)
	}
}

// The app's policy allows no inline script, so its page must have none.
func TestSafetyWebAppHasNoInlineScript(t *testing.T) {
	pages := []string{"../web/index.html", "../web/dist/index.html", "../web/dist/browse/index.html", "../web/dist/app.html"}
	script := regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script>`)
	for _, p := range pages {
		raw, err := os.ReadFile(p)
		if os.IsNotExist(err) && p != pages[0] {
			continue // not built
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range script.FindAllStringSubmatch(string(raw), -1) {
			if !strings.Contains(m[1], "src=") || strings.TrimSpace(m[2]) != "" {
				t.Errorf("%s has an inline script: %.80s", p, m[0])
			}
		}
		if regexp.MustCompile(`(?i)\son[a-z]+=`).Match(raw) {
			t.Errorf("%s has an inline event handler", p)
		}
	}
}

// Strict-Transport-Security goes only with answers over HTTPS: TLS to the
// API, or HTTPS that a TRUSTED_PROXIES peer reports; another peer's
// X-Forwarded-Proto is not believed.
func TestSafetyHSTSOnlyOverHTTPS(t *testing.T) {
	r := gin.New()
	r.Use(securityHeaders(newProxies([]string{"192.0.2.0/24", "2001:db8::1"})))
	r.GET("/healthz", func(c *gin.Context) { c.Status(http.StatusOK) })
	cases := []struct {
		name, peer, proto string
		tls, want         bool
	}{
		{"trusted proxy, https", "192.0.2.7:4000", "https", false, true},
		{"trusted IPv6 proxy, https", "[2001:db8::1]:4000", "HTTPS", false, true},
		{"trusted proxy, https first of a chain", "192.0.2.7:4000", "https, http", false, true},
		{"trusted proxy, http", "192.0.2.7:4000", "http", false, false},
		{"trusted proxy, no header", "192.0.2.7:4000", "", false, false},
		{"untrusted peer claiming https", "203.0.113.9:4000", "https", false, false},
		{"plain HTTP", "203.0.113.9:4000", "", false, false},
		{"TLS to the API", "203.0.113.9:4000", "", true, true},
	}
	for _, tc := range cases {
		req := httptest.NewRequest("GET", "/healthz", nil)
		req.RemoteAddr = tc.peer
		if tc.proto != "" {
			req.Header.Set("X-Forwarded-Proto", tc.proto)
		}
		if tc.tls {
			req.TLS = &tls.ConnectionState{}
		}
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, req)
		got := rec.Header().Get("Strict-Transport-Security")
		if tc.want && got != "max-age=31536000; includeSubDomains" || !tc.want && got != "" {
			t.Errorf("%s: Strict-Transport-Security %q", tc.name, got)
		}
	}
}
