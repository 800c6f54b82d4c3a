package devstack

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// locationBlock finds the body of `location <match> { ... }` (no nested blocks).
func locationBlock(conf, match string) string {
	m := regexp.MustCompile(`location\s+` + regexp.QuoteMeta(match) + `\s*\{([^}]*)\}`).FindStringSubmatch(conf)
	if m == nil {
		return ""
	}
	return m[1]
}

// Both nginx configurations (the cluster's and deploy/nginx.conf) gzip
// what the API sends uncompressed, the same way, but never the live stream
// or the answers that carry a session token or a TOTP secret.
func TestBalancersGzipButNotStreamsOrSecrets(t *testing.T) {
	t.Setenv("PURSETRADE_BIN", "pursetrade")
	top, err := loadTopology()
	if err != nil {
		t.Fatal(err)
	}
	top.apis = 2
	deployed, err := os.ReadFile("../../../deploy/nginx.conf")
	if err != nil {
		t.Fatal(err)
	}
	for name, conf := range map[string]string{"cluster": nginxConfig(top, t.TempDir()), "deploy/nginx.conf": string(deployed)} {
		for _, line := range strings.Split(nginxGzip, "\n") {
			if !strings.Contains(conf, strings.TrimSpace(line)) {
				t.Errorf("%s lacks %q", name, strings.TrimSpace(line))
			}
		}
		for _, want := range []string{"application/json", "application/javascript", "text/css", "image/svg+xml"} {
			if !regexp.MustCompile(`gzip_types[^;]*\b` + regexp.QuoteMeta(want)).MatchString(conf) {
				t.Errorf("%s does not gzip %s", name, want)
			}
		}
		if strings.Contains(conf, "text/event-stream") {
			t.Errorf("%s gzips the live stream", name)
		}
		for _, match := range []string{`^(/api)?/events$`, nginxUncompressedPaths} {
			if block := locationBlock(conf, "~ "+match); !strings.Contains(block, "gzip off;") || !strings.Contains(block, "proxy_pass http://api;") {
				t.Errorf("%s: location %s does not proxy with gzip off:\n%s", name, match, block)
			}
		}
	}
	secret := regexp.MustCompile(nginxUncompressedPaths)
	for path, want := range map[string]bool{
		"/login": true, "/register": true, "/change-password": true, "/2fa/generate-secret": true, "/2fa/enable": true,
		"/api/login": true, "/hats": false, "/login-help": false, "/user/profile": false, "/browse": false,
	} {
		if secret.MatchString(path) != want {
			t.Errorf("%s: uncompressed = %v, want %v", path, !want, want)
		}
	}
}
