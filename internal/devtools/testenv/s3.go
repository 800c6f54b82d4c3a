package testenv

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/ids"
)

var (
	s3Once sync.Once
	s3Addr string
	s3Err  error
)

const (
	s3AccessKey = "pursetrade-test"
	s3SecretKey = "pursetrade-test-secret"
)

// S3 returns settings for a fresh bucket on a real S3 server: versitygw
// serving a temporary folder, started once per test binary from
// VERSITYGW_BIN or .bin/versitygw (`make test` builds it).
func S3(t testing.TB) config.S3 {
	t.Helper()
	Integration(t)
	s3Once.Do(func() { startS3(RepoRoot(t)) })
	if s3Err != nil {
		t.Fatalf("S3 server for tests (versitygw): %v", s3Err)
	}
	return config.S3{Endpoint: s3Addr, Bucket: "test-" + ids.New(), AccessKey: s3AccessKey, SecretKey: s3SecretKey,
		Region: "us-east-1", UseTLS: false}
}

func startS3(root string) {
	bin := os.Getenv("VERSITYGW_BIN")
	if bin == "" {
		bin = filepath.Join(root, ".bin", "versitygw")
	}
	dir, err := os.MkdirTemp("", "pursetrade-s3-")
	if err != nil {
		s3Err = err
		return
	}
	port, err := proc.FreePort()
	if err != nil {
		s3Err = err
		return
	}
	s3Addr = net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	child, err := proc.Start(proc.Spec{Name: "versitygw", Path: bin, Output: io.Discard,
		Args: []string{"--port", s3Addr, "--access", s3AccessKey, "--secret", s3SecretKey, "posix", dir}})
	if err != nil {
		s3Err = fmt.Errorf("%s (build it with `make test`): %w", bin, err)
		return
	}
	onStop(func() { _ = child.Stop(syscall.SIGTERM, 5*time.Second); _ = os.RemoveAll(dir) })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s3Err = child.WaitReady(ctx, func(context.Context) error {
		conn, err := net.DialTimeout("tcp", s3Addr, time.Second)
		if err == nil {
			conn.Close()
		}
		return err
	})
}
