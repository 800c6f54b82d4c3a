package testenv

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"pursetrade/internal/devtools/jaeger"
	"pursetrade/internal/devtools/proc"
)

// Jaeger starts a trace store for the test from JAEGER_BIN or .bin/jaeger
// (`make jaeger`), stopped after it.
func Jaeger(t testing.TB) *jaeger.Server {
	t.Helper()
	Integration(t)
	root := RepoRoot(t)
	bin := os.Getenv("JAEGER_BIN")
	if bin == "" {
		bin = filepath.Join(root, ".bin", "jaeger")
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("Jaeger for tests (build it with `make jaeger`): %v", err)
	}
	var ports [4]int
	for i := range ports {
		p, err := proc.FreePort()
		if err != nil {
			t.Fatal(err)
		}
		ports[i] = p
	}
	var log io.Writer = io.Discard
	if os.Getenv("TEST_VERBOSE_LOGS") != "" {
		log = os.Stderr
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := jaeger.Start(ctx, jaeger.Options{Bin: bin, Config: filepath.Join(root, "deploy", "jaeger.yaml"),
		OTLPPort: ports[0], QueryPort: ports[1], QueryGRPCPort: ports[2], OTLPGRPCPort: ports[3], Log: log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Stop() })
	return s
}
