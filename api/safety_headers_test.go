package api

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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
	pages := []string{"../web/index.html", "../web/dist/index.html"}
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
