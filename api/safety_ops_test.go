package api

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/secretbox"
)

func TestSafetyMetricsPrivateInProduction(t *testing.T) {
	if rec := newHarness(t).do("GET", "/metrics", ""); rec.Code != 200 {
		t.Fatalf("dev /metrics: %d", rec.Code)
	}
	port, err := proc.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, func(c *config.Config) {
		c.Mode = config.ModeProd
		c.TOTPEncryptionKey = secretbox.NewKey()
		c.MetricsToken = "metrics-token-5f1c0e9a7b3d"
		c.MetricsAddr = net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	})
	for _, auth := range [][]string{nil, {"Authorization", "Bearer wrong"}, {"Authorization", "metrics-token-5f1c0e9a7b3d"}} {
		if rec := h.do("GET", "/metrics", "", auth...); rec.Code != 404 {
			t.Fatalf("public /metrics with %v: %d", auth, rec.Code)
		}
	}
	if rec := h.do("GET", "/metrics", "", "Authorization", "Bearer metrics-token-5f1c0e9a7b3d"); rec.Code != 200 ||
		!strings.Contains(rec.Body.String(), "# HELP") {
		t.Fatalf("/metrics with the token: %d", rec.Code)
	}

	stop := h.srv.serveMetricsPrivately()
	defer stop()
	testenv.Eventually(t, 5*time.Second, func() error {
		resp, err := http.Get("http://" + h.cfg.MetricsAddr + "/metrics")
		if err != nil {
			return fmt.Errorf("METRICS_ADDR: %w", err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("METRICS_ADDR: %d", resp.StatusCode)
		}
		return nil
	})
}

func TestSafetyReadyzNamesTheDependencyOnly(t *testing.T) {
	h := newHarness(t)
	h.pool.Close()
	rec := h.do("GET", "/readyz", "")
	var body struct {
		Checks map[string]string `json:"checks"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || rec.Code != 503 {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	if body.Checks["postgres"] != "unavailable" || body.Checks["temporal"] != "ok" || strings.Contains(rec.Body.String(), "closed") {
		t.Fatalf("readyz: %s", rec.Body)
	}
}
