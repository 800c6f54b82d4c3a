package devstack

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"pursetrade/internal/devtools/proc"
)

func (t topology) prometheusPort() int { return t.base + 80 }

// temporalMetrics is the Temporal server's /metrics (temporal/cluster.yaml).
func (t topology) temporalMetrics() int { return t.temporalPort() + 5 }

// prometheusBin is PROMETHEUS_BIN or .bin/prometheus (`make prometheus`,
// which `make cluster` runs); "" when it is not built.
func (t topology) prometheusBin() string {
	bin := os.Getenv("PROMETHEUS_BIN")
	if bin == "" {
		bin = filepath.Join(t.tools, "prometheus")
	}
	if _, err := os.Stat(bin); err != nil {
		return ""
	}
	return bin
}

// startPrometheus runs Prometheus, when built, scraping every API replica,
// worker and the Temporal server with the repository's alert and recording rules
// (deploy/prometheus); its alerts are at /api/v1/alerts.
func startPrometheus(ctx context.Context, t topology, sup *supervisor) error {
	bin := t.prometheusBin()
	if bin == "" {
		return nil
	}
	rules, err := filepath.Abs("deploy/prometheus")
	if err != nil {
		return err
	}
	targets := func(n int, port func(int) int) string {
		list := make([]string, n)
		for i := range list {
			list[i] = strconv.Quote("127.0.0.1:" + strconv.Itoa(port(i+1)))
		}
		return strings.Join(list, ", ")
	}
	config := fmt.Sprintf(`global: {scrape_interval: 15s, evaluation_interval: 30s}
rule_files: [%q, %q]
scrape_configs:
  - job_name: pursetrade-api
    static_configs: [{targets: [%s]}]
  - job_name: pursetrade-worker
    static_configs: [{targets: [%s]}]
  - job_name: temporal
    static_configs: [{targets: ["127.0.0.1:%d"]}]
`, filepath.Join(rules, "alerts.yml"), filepath.Join(rules, "recording.yml"),
		targets(t.apis, t.apiMetrics), targets(t.workers, t.workerMetrics), t.temporalMetrics())
	path := filepath.Join(t.dir, "prometheus.yml")
	if err := os.WriteFile(path, []byte(config), 0o644); err != nil {
		return err
	}
	addr := "127.0.0.1:" + strconv.Itoa(t.prometheusPort())
	if err := sup.keep(proc.Spec{Name: "prometheus", Path: bin, Args: []string{"--config.file=" + path,
		"--storage.tsdb.path=" + filepath.Join(t.dir, "prometheus"), "--web.listen-address=" + addr}}, 10*time.Second); err != nil {
		return err
	}
	return waitFor(ctx, "prometheus", 60*time.Second, func(ctx context.Context) error { return httpOK(ctx, "http://"+addr+"/-/ready") })
}
