package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"

	"pursetrade/internal/jaeger"
	"pursetrade/internal/telemetry"
)

// startDevJaeger is `make dev`'s one setting for traces: with
// DEV_TRACING=true (and no OTLP endpoint of your own) it runs Jaeger
// (JAEGER_BIN or .bin/jaeger, `make jaeger`) with deploy/jaeger.yaml on its
// default ports and sends this process's traces to it. It returns the
// query API's address, "" when tracing stays off.
func startDevJaeger(ctx context.Context, logger *slog.Logger) (stop func(), query string, err error) {
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
		OTLPPort: 4318, QueryPort: 16686, QueryGRPCPort: 16685, Log: os.Stderr})
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
