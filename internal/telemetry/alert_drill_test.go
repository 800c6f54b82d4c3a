//go:build alertdrill

package telemetry_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/telemetry"
)

// TestOutboxAlertFires is the alert drill (`make alert-drill`, which builds
// .bin/prometheus): the email outbox stops draining (an email due 20
// minutes ago that nobody sends), a real Prometheus scrapes a worker's
// gauges with the repository's alert rules, and OutboxNotDraining shows in
// Prometheus's alerts API. The rules' `for:` waits are cut to nothing so
// the drill takes seconds; promtool's tests cover the waits.
func TestOutboxAlertFires(t *testing.T) {
	root := testenv.RepoRoot(t)
	bin := filepath.Join(root, ".bin", "prometheus")
	if b := os.Getenv("PROMETHEUS_BIN"); b != "" {
		bin = b
	}
	pool := testenv.NewPool(t)
	if _, err := pool.Exec(context.Background(), `INSERT INTO email_outbox (id, to_address, subject, next_attempt_at)
		VALUES ($1, 'ann@test.example', 'Your trade was accepted', now() - interval '20 minutes')`, ids.New()); err != nil {
		t.Fatal(err)
	}
	reg := prometheus.NewRegistry()
	if err := telemetry.RegisterGauges(reg, pool, testenv.Logger()); err != nil {
		t.Fatal(err)
	}
	worker := httptest.NewServer(promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	defer worker.Close()

	dir := t.TempDir()
	rules, err := os.ReadFile(filepath.Join(root, "deploy", "prometheus", "alerts.yml"))
	if err != nil {
		t.Fatal(err)
	}
	rules = regexp.MustCompile(`(?m)^(\s+)for: .*$`).ReplaceAll(rules, []byte("${1}for: 0s"))
	write(t, filepath.Join(dir, "alerts.yml"), string(rules))
	write(t, filepath.Join(dir, "prometheus.yml"), fmt.Sprintf(`global: {scrape_interval: 1s, evaluation_interval: 1s}
rule_files: [alerts.yml]
scrape_configs:
  - job_name: pursetrade-worker
    static_configs: [{targets: [%q]}]
`, strings.TrimPrefix(worker.URL, "http://")))
	port, err := proc.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	child, err := proc.Start(proc.Spec{Name: "prometheus", Path: bin, Output: io.Discard, Args: []string{
		"--config.file=" + filepath.Join(dir, "prometheus.yml"), "--storage.tsdb.path=" + filepath.Join(dir, "data"),
		fmt.Sprintf("--web.listen-address=127.0.0.1:%d", port)}})
	if err != nil {
		t.Fatal(err)
	}
	defer child.Stop(syscall.SIGTERM, 10*time.Second)

	api := fmt.Sprintf("http://127.0.0.1:%d/api/v1/alerts", port)
	var firing map[string]bool
	testenv.Eventually(t, 60*time.Second, func() error {
		if firing = firingAlerts(api); !firing["OutboxNotDraining"] {
			return fmt.Errorf("OutboxNotDraining never fired; firing: %v", firing)
		}
		return nil
	})
	if firing["OutboxBacklog"] || firing["LedgerCheckFailing"] {
		t.Errorf("alerts firing beside the outbox: %v", firing)
	}
}

func firingAlerts(api string) map[string]bool {
	firing := map[string]bool{}
	resp, err := http.Get(api)
	if err != nil {
		return firing
	}
	defer resp.Body.Close()
	var out struct {
		Data struct {
			Alerts []struct {
				Labels map[string]string `json:"labels"`
				State  string            `json:"state"`
			} `json:"alerts"`
		} `json:"data"`
	}
	if json.NewDecoder(resp.Body).Decode(&out) == nil {
		for _, a := range out.Data.Alerts {
			if a.State == "firing" {
				firing[a.Labels["alertname"]] = true
			}
		}
	}
	return firing
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
