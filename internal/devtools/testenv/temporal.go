package testenv

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/testsuite"

	"pursetrade/internal/temporalx"
	"pursetrade/workflows"
)

var (
	temporalOnce sync.Once
	temporalSrv  *testsuite.DevServer
	temporalErr  error
)

// Temporal returns a client of a real Temporal development server, started
// once per test binary (StartTemporalDevServer).
func Temporal(t testing.TB) client.Client {
	t.Helper()
	Integration(t)
	temporalOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		temporalSrv, temporalErr = StartTemporalDevServer(ctx, t, "")
		if temporalErr == nil {
			onStop(func() { _ = temporalSrv.Stop() })
		}
	})
	if temporalErr != nil {
		t.Fatalf("Temporal dev server for tests (build it with `make temporal`): %v", temporalErr)
	}
	return temporalSrv.Client()
}

// StartTemporalDevServer starts a Temporal development server from
// TEMPORAL_BIN or .bin/temporal (`make temporal`) listening on hostPort
// ("" for a free port); the caller stops it.
func StartTemporalDevServer(ctx context.Context, t testing.TB, hostPort string) (*testsuite.DevServer, error) {
	Integration(t)
	bin := os.Getenv("TEMPORAL_BIN")
	if bin == "" {
		bin = filepath.Join(RepoRoot(t), ".bin", "temporal")
	}
	if _, err := os.Stat(bin); err != nil {
		return nil, err
	}
	return testsuite.StartDevServer(ctx, testsuite.DevServerOptions{
		ExistingPath: bin,
		ClientOptions: &client.Options{
			HostPort:  hostPort,
			Namespace: "default",
			Logger:    temporalx.QuietLogger(),
		},
		LogLevel:  "error",
		ExtraArgs: temporalx.DevServerArgs(workflows.SearchAttributes),
		Stdout:    io.Discard, Stderr: io.Discard,
	})
}

// TemporalHostPort is the address of the test dev server.
func TemporalHostPort(t testing.TB) string {
	Temporal(t)
	return temporalSrv.FrontendHostPort()
}
