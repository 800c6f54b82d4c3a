package crashtest

import (
	"encoding/json"
	"net/http"
	"slices"
	"testing"

	"pursetrade/internal/devtools/testenv"
)

// BenchmarkAcceptTracing times the accept round trip through the HTTP API
// with tracing off (no OTLP endpoint: nothing is instrumented), then with
// the API and the worker exporting every span to a real Jaeger, then off
// again to show the noise between two runs of the same thing.
func BenchmarkAcceptTracing(b *testing.B) {
	c, pool := newCluster(b)
	defer c.stop()
	accepts := func(b *testing.B) {
		rounds, _ := measureActions(b, c, testenv.Temporal(b), pool, "accept", b.N)
		percentiles(b, "accept", rounds)
	}
	untraced := c.env
	b.Run("tracing-off", accepts)

	j := testenv.Jaeger(b)
	c.restartWith(append(slices.Clip(untraced), "OTEL_EXPORTER_OTLP_ENDPOINT="+j.OTLP))
	b.Run("tracing-on", accepts)
	if !traced(b, j.Query, "pursetrade-api") || !traced(b, j.Query, "pursetrade-worker") {
		b.Fatal("tracing on, yet Jaeger has no spans of the API or the worker")
	}

	c.restartWith(untraced)
	b.Run("tracing-off-again", accepts)
}

// restartWith restarts the API and the worker with env and waits for both.
func (c *cluster) restartWith(env []string) {
	c.env = env
	c.restartAPI()
	c.restartWorker()
	c.waitReady()
}

// traced reports whether Jaeger's query API lists the service.
func traced(b *testing.B, query, service string) bool {
	resp, err := http.Get(query + "/api/services")
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	var services struct {
		Data []string `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&services); err != nil {
		b.Fatal(err)
	}
	return slices.Contains(services.Data, service)
}
