package devstack

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/jaeger"
	"pursetrade/internal/telemetry"
)

// StartDevJaeger is `make dev`'s one setting for traces: with
// DEV_TRACING=true (and no OTLP endpoint of your own) it runs Jaeger
// (JAEGER_BIN or .bin/jaeger, `make jaeger`) with deploy/jaeger.yaml on its
// default ports and sends this process's traces to it. It returns the
// query API's address, "" when tracing stays off.
func StartDevJaeger(ctx context.Context, logger *slog.Logger) (stop func(), query string, err error) {
	stop = func() {}
	on, err := strconv.ParseBool(envOr("DEV_TRACING", "false"))
	if err != nil {
		return stop, "", fmt.Errorf("DEV_TRACING must be true or false, not %q", os.Getenv("DEV_TRACING"))
	}
	if !on || telemetry.TracingConfigured() {
		return stop, "", nil
	}
	bin, err := filepath.Abs(envOr("JAEGER_BIN", filepath.Join(".bin", "jaeger")))
	if err != nil {
		return stop, "", err
	}
	if _, err := os.Stat(bin); err != nil {
		return stop, "", fmt.Errorf("DEV_TRACING: Jaeger not found at %s: run `make jaeger` or set JAEGER_BIN", bin)
	}
	s, err := jaeger.Start(ctx, jaeger.Options{Bin: bin, Config: filepath.Join("deploy", "jaeger.yaml"),
		OTLPPort: 4318, OTLPGRPCPort: 4317, QueryPort: 16686, QueryGRPCPort: 16685, Log: os.Stderr})
	if err != nil {
		return stop, "", err
	}
	if err := os.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", s.OTLP); err != nil {
		_ = s.Stop()
		return stop, "", err
	}
	logger.Info("tracing to Jaeger", "query_api", s.Query)
	return func() { logger.Info("stopping Jaeger"); _ = s.Stop() }, s.Query, nil
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func (t topology) jaegerOptions(bin string) jaeger.Options {
	return jaeger.Options{Bin: bin, Config: filepath.Join("deploy", "jaeger.yaml"),
		OTLPPort: t.base + 82, QueryPort: t.base + 83, QueryGRPCPort: t.base + 84, OTLPGRPCPort: t.base + 81}
}

// clusterJaeger is the cluster's trace store: .bin/jaeger (JAEGER_BIN),
// which `make cluster` builds, unless CLUSTER_TRACING=false, tracing goes to
// an OTLP endpoint of your own, or it is not built. "" means no Jaeger.
func (t topology) clusterJaeger() (string, error) {
	on, err := strconv.ParseBool(envOr("CLUSTER_TRACING", "true"))
	if err != nil {
		return "", fmt.Errorf("CLUSTER_TRACING must be true or false, not %q", os.Getenv("CLUSTER_TRACING"))
	}
	if !on || telemetry.TracingConfigured() {
		return "", nil
	}
	bin := envOr("JAEGER_BIN", filepath.Join(t.tools, "jaeger"))
	if _, err := os.Stat(bin); err != nil {
		return "", nil
	}
	return bin, nil
}

// clusterTracing is what the cluster's processes need to trace into its
// Jaeger: the API replicas' and workers' variables, and the Temporal
// server's (whose exporter speaks only OTLP over gRPC).
type clusterTracing struct{ apps, temporal []string }

// startClusterJaeger runs Jaeger under the supervisor (nothing without it).
func startClusterJaeger(ctx context.Context, t topology, sup *supervisor) (clusterTracing, error) {
	bin, err := t.clusterJaeger()
	if bin == "" || err != nil {
		return clusterTracing{}, err
	}
	o := t.jaegerOptions(bin)
	if err := sup.keep(o.Spec(), 10*time.Second); err != nil {
		return clusterTracing{}, err
	}
	if err := waitFor(ctx, "jaeger", time.Minute, func(ctx context.Context) error { return jaeger.Ready(ctx, o.Query()) }); err != nil {
		return clusterTracing{}, err
	}
	return clusterTracing{
		apps: []string{"OTEL_EXPORTER_OTLP_ENDPOINT=" + o.OTLP(), "TRACES_UI_URL=" + TracesSearch(o.Query(), "pursetrade-api")},
		temporal: []string{"OTEL_TRACES_EXPORTER=otlp", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=" + o.OTLPGRPC(),
			"OTEL_EXPORTER_OTLP_TRACES_INSECURE=true"},
	}, nil
}

// TracesSearch is a TRACES_UI_URL for a Jaeger without its web UI (built
// from the module, it has none): a search of its query API by trade.id.
func TracesSearch(query, service string) string {
	return query + "/api/traces?service=" + url.QueryEscape(service) + "&lookback=2d&tags=" +
		url.QueryEscape(`{"trade.id":"`) + config.TradeIDPlaceholder + url.QueryEscape(`"}`)
}
