// Package temporalx connects to Temporal the same way everywhere: the SDK's
// environment configuration (TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TLS and API
// key variables or a profile file), our logger and our metrics.
package temporalx

import (
	"context"
	"fmt"
	"log/slog"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
	sdklog "go.temporal.io/sdk/log"
)

// Dial connects using the SDK's env config; hostPort, when not empty,
// overrides the address (the `dev` command points at its own server).
func Dial(ctx context.Context, hostPort string, logger *slog.Logger, metrics client.MetricsHandler) (client.Client, error) {
	opts, err := envconfig.LoadDefaultClientOptions()
	if err != nil {
		return nil, fmt.Errorf("temporal client configuration: %w", err)
	}
	if hostPort != "" {
		opts.HostPort = hostPort
	}
	opts.Logger = sdklog.NewStructuredLogger(logger.With("component", "temporal"))
	opts.MetricsHandler = metrics
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
