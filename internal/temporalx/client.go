// Package temporalx connects to Temporal the same way everywhere: the SDK's
// environment configuration (TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TLS and API
// key variables or a profile file), our logger and our metrics.
package temporalx

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
	"go.temporal.io/sdk/interceptor"
	sdklog "go.temporal.io/sdk/log"
	"google.golang.org/grpc"
	"google.golang.org/grpc/backoff"
)

// Dial connects using the SDK's env config; hostPort, when not empty,
// overrides the address (the `dev` command points at its own server).
// Interceptors that are also worker interceptors (tracing) apply to the
// workers built on this client too.
func Dial(ctx context.Context, hostPort string, logger *slog.Logger, metrics client.MetricsHandler,
	interceptors ...interceptor.ClientInterceptor) (client.Client, error) {
	return dial(ctx, nil, hostPort, logger, metrics, interceptors)
}

// DialAs connects with env (TEMPORAL_ADDRESS, TEMPORAL_TLS_* of a
// certificate: tlsca.Files.ClientEnv) in place of this process's variables
// of those names: the cluster's supervisor and tests dial as an operator.
func DialAs(ctx context.Context, env []string, logger *slog.Logger) (client.Client, error) {
	return dial(ctx, overlay(env), "", logger, nil, nil)
}

func dial(ctx context.Context, env envconfig.EnvLookup, hostPort string, logger *slog.Logger, metrics client.MetricsHandler,
	interceptors []interceptor.ClientInterceptor) (client.Client, error) {
	opts, err := envconfig.LoadClientOptions(envconfig.LoadClientOptionsRequest{EnvLookup: env})
	if err != nil {
		return nil, fmt.Errorf("temporal client configuration: %w", err)
	}
	if hostPort != "" {
		opts.HostPort = hostPort
	}
	if opts.ConnectionOptions.GrpcCompression, err = compression(os.Getenv("TEMPORAL_GRPC_COMPRESSION")); err != nil {
		return nil, err
	}
	opts.ConnectionOptions.DialOptions = append(opts.ConnectionOptions.DialOptions, resumePromptly...)
	opts.Logger = sdklog.NewStructuredLogger(logger.With("component", "temporal"))
	opts.MetricsHandler = metrics
	opts.Interceptors = append(opts.Interceptors, interceptors...)
	c, err := client.DialContext(ctx, opts)
	if err != nil {
		addr := opts.HostPort
		if addr == "" {
			addr = client.DefaultHostPort
		}
		return nil, fmt.Errorf("cannot reach Temporal at %s: %w", addr, err)
	}
	return c, nil
}

// resumePromptly makes calls made while the Temporal server is down (a
// restart, a deploy) go through as soon as it is back. A call waits for the
// connection instead of failing at once, so neither the SDK's retries of
// a member's call nor a worker's pollers back off (up to 6 and 10 s); the
// connection is retried every half second at most, not every 10 s as the
// SDK sets gRPC's backoff. Each call is still bounded by its deadline (the
// SDK gives those without one a minute). TestCallsResumePromptlyAfterTheServerReturns.
var resumePromptly = []grpc.DialOption{
	grpc.WithDefaultCallOptions(grpc.WaitForReady(true)),
	grpc.WithConnectParams(grpc.ConnectParams{
		Backoff:           backoff.Config{BaseDelay: 100 * time.Millisecond, Multiplier: 1.6, Jitter: 0.2, MaxDelay: 500 * time.Millisecond},
		MinConnectTimeout: 20 * time.Second, // the SDK's
	}),
}

// compression chooses the gRPC compression of requests to Temporal:
// none by default, since our payloads are small and the server is near
// (gzip cost the worker and the server CPU on every task); gzip for a
// server across a slow link.
func compression(name string) (client.GrpcCompression, error) {
	switch name {
	case "", "none":
		return &client.GrpcCompressionNone{}, nil
	case "gzip":
		return &client.GrpcCompressionGzip{}, nil
	}
	return nil, fmt.Errorf("TEMPORAL_GRPC_COMPRESSION must be none or gzip, not %q", name)
}

// overlay is the process's environment with env's variables put over it.
type overlay []string

func (o overlay) Environ() []string { return append(os.Environ(), o...) }

func (o overlay) LookupEnv(key string) (string, bool) {
	for i := len(o) - 1; i >= 0; i-- {
		if k, v, _ := strings.Cut(o[i], "="); k == key {
			return v, true
		}
	}
	return os.LookupEnv(key)
}
