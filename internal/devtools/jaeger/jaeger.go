// Package jaeger runs the trace store, Jaeger v2 (`.bin/jaeger`, built from
// tools/jaeger with `make jaeger`), with deploy/jaeger.yaml: OTLP over HTTP
// in, traces in memory, the query API out.
package jaeger

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"syscall"
	"time"

	"pursetrade/internal/devtools/proc"
)

// Options say where the binary and its configuration are and which ports
// it listens on (all on 127.0.0.1).
type Options struct {
	Bin, Config                                      string
	OTLPPort, OTLPGRPCPort, QueryPort, QueryGRPCPort int
	Log                                              io.Writer
}

// Server is a running Jaeger owned by this process.
type Server struct {
	// OTLP is the endpoint to export to (OTEL_EXPORTER_OTLP_ENDPOINT).
	OTLP string
	// Query is the base URL of the query API (/api/traces, /api/services).
	Query string
	child *proc.Child
}

// Spec is how to run Jaeger with these options, for a caller that
// supervises it itself.
func (o Options) Spec() proc.Spec {
	return proc.Spec{
		Name: "jaeger",
		Path: o.Bin,
		Args: []string{"--config", o.Config},
		Env: []string{
			fmt.Sprintf("JAEGER_OTLP_ADDR=127.0.0.1:%d", o.OTLPPort),
			fmt.Sprintf("JAEGER_OTLP_GRPC_ADDR=127.0.0.1:%d", o.OTLPGRPCPort),
			fmt.Sprintf("JAEGER_QUERY_ADDR=127.0.0.1:%d", o.QueryPort),
			fmt.Sprintf("JAEGER_QUERY_GRPC_ADDR=127.0.0.1:%d", o.QueryGRPCPort),
		},
		Output: o.Log,
	}
}

// OTLP is the endpoint to export to (OTEL_EXPORTER_OTLP_ENDPOINT).
func (o Options) OTLP() string { return fmt.Sprintf("http://127.0.0.1:%d", o.OTLPPort) }

// OTLPGRPC is the endpoint for an exporter that speaks OTLP over gRPC.
func (o Options) OTLPGRPC() string { return fmt.Sprintf("http://127.0.0.1:%d", o.OTLPGRPCPort) }

// Query is the base URL of the query API (/api/traces, /api/services).
func (o Options) Query() string { return fmt.Sprintf("http://127.0.0.1:%d", o.QueryPort) }

// Start runs Jaeger and waits until its query API answers.
func Start(ctx context.Context, o Options) (*Server, error) {
	for _, p := range []int{o.OTLPPort, o.OTLPGRPCPort, o.QueryPort, o.QueryGRPCPort} {
		if err := proc.EnsurePortFree("Jaeger", "127.0.0.1:"+strconv.Itoa(p)); err != nil {
			return nil, err
		}
	}
	child, err := proc.Start(o.Spec())
	if err != nil {
		return nil, err
	}
	s := &Server{OTLP: o.OTLP(), Query: o.Query(), child: child}
	readyCtx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	if err := child.WaitReady(readyCtx, func(ctx context.Context) error { return Ready(ctx, s.Query) }); err != nil {
		_ = s.Stop()
		return nil, fmt.Errorf("jaeger did not start: %w", err)
	}
	return s, nil
}

// Ready is nil once the query API at query lists services (none yet is
// fine): the store and the query extension are both up.
func Ready(ctx context.Context, query string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, query+"/api/services", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var services struct {
		Errors []any `json:"errors"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&services); err != nil || len(services.Errors) > 0 {
		return fmt.Errorf("query API not ready: %s %v %v", resp.Status, err, services.Errors)
	}
	return nil
}

// Stop shuts Jaeger down.
func (s *Server) Stop() error { return s.child.Stop(syscall.SIGTERM, 10*time.Second) }
