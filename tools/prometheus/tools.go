//go:build tools

// Package prometheus records the metrics server and its rule tool we build:
// Prometheus (`cmd/prometheus`) and `promtool`, pinned in a module of their
// own. `make promtool` builds .bin/promtool, `make prometheus` the server.
package prometheus

import (
	_ "github.com/prometheus/prometheus/cmd/prometheus"
	_ "github.com/prometheus/prometheus/cmd/promtool"
)
