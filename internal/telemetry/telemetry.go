// Package telemetry holds the Prometheus registry of a process and bridges
// the Temporal SDK's metrics into it.
package telemetry

import (
	"fmt"
	"net/http"
	"net/http/pprof"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	otelprom "go.opentelemetry.io/otel/exporters/prometheus"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.temporal.io/sdk/client"
	temporalotel "go.temporal.io/sdk/contrib/opentelemetry"
)

// Metrics is one process's registry plus the Temporal SDK handler feeding it.
type Metrics struct {
	Registry *prometheus.Registry
	Temporal client.MetricsHandler
}

// New makes a registry with Go and process collectors and a Temporal SDK
// metrics handler exporting into it.
func New() (*Metrics, error) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	exporter, err := otelprom.New(otelprom.WithRegisterer(reg), otelprom.WithoutScopeInfo(), otelprom.WithoutTargetInfo())
	if err != nil {
		return nil, fmt.Errorf("telemetry: %w", err)
	}
	provider := sdkmetric.NewMeterProvider(sdkmetric.WithReader(exporter))
	handler := temporalotel.NewMetricsHandler(temporalotel.MetricsHandlerOptions{
		Meter:   provider.Meter("temporal-sdk-go"),
		OnError: func(error) {},
	})
	return &Metrics{Registry: reg, Temporal: handler}, nil
}

// Handler serves the registry in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{Registry: m.Registry})
}

// PrivateHandler is what a process serves on its private metrics address:
// /metrics, and with profiling on (PPROF_ENABLED) the Go profiler under
// /debug/pprof/, for finding where a process spends its time under load.
func (m *Metrics) PrivateHandler(profiling bool) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	if profiling {
		mux.HandleFunc("/debug/pprof/", pprof.Index)
		mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
		mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
		mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
		mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	}
	return mux
}
