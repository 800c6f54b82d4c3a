package crashtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
)

// assertTracedIntoJaeger checks that the cluster's Jaeger (query API on
// base+83) holds spans of the API replicas, the workers and the Temporal
// server's frontend: `make cluster` points every process's exporter at it.
func (topo *topology) assertTracedIntoJaeger(t *testing.T) {
	t.Helper()
	var services struct {
		Data []string `json:"data"`
	}
	testenv.Eventually(t, 30*time.Second, func() error { // spans are batched for a few seconds
		resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/api/services", topo.base+83))
		if err == nil {
			err = json.NewDecoder(resp.Body).Decode(&services)
			resp.Body.Close()
		}
		if err == nil && slices.Contains(services.Data, "pursetrade-api") && slices.Contains(services.Data, "pursetrade-worker") &&
			slices.Contains(services.Data, "io.temporal.frontend") {
			return nil
		}
		return fmt.Errorf("the cluster's Jaeger has spans of %v (%v), want pursetrade-api, pursetrade-worker and io.temporal.frontend", services.Data, err)
	})
}
