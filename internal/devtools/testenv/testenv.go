// Package testenv gives integration tests real backends: a private
// PostgreSQL cluster (or TEST_DATABASE_URL) with a fresh migrated database
// per test, and a Temporal development server started from .bin/temporal.
// Servers start on a test's first call for one and never under -short
// (Integration). A test package calls Main from its TestMain so the
// servers stop at the end.
package testenv

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/pgcluster"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/store"
)

var (
	pgOnce    sync.Once
	pgCluster *pgcluster.Cluster
	pgDir     string
	pgAdmin   string
	pgErr     error
	template  string

	stoppers []func()
	mu       sync.Mutex
)

// Main runs the tests and then stops every server this package started.
func Main(m *testing.M) {
	code := m.Run()
	mu.Lock()
	for i := len(stoppers) - 1; i >= 0; i-- {
		stoppers[i]()
	}
	mu.Unlock()
	os.Exit(code)
}

func onStop(f func()) {
	mu.Lock()
	stoppers = append(stoppers, f)
	mu.Unlock()
}

// Logger is a quiet logger for code under test.
func Logger() *slog.Logger {
	if os.Getenv("TEST_VERBOSE_LOGS") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

// startPostgres starts one cluster per test binary and migrates a template
// database that every test database is copied from.
func startPostgres() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	pgAdmin = os.Getenv("TEST_DATABASE_URL")
	if pgAdmin == "" {
		if pgDir, pgErr = os.MkdirTemp("", "pursetrade-pg-"); pgErr != nil {
			return
		}
		if pgErr = pgcluster.PrepareDir(pgDir); pgErr != nil {
			return
		}
		port, err := proc.FreePort()
		if err != nil {
			pgErr = err
			return
		}
		opts := pgcluster.Options{DataDir: filepath.Join(pgDir, "data"), Port: port, Log: io.Discard}
		if Profiling() {
			opts.Settings = []string{"shared_preload_libraries=pg_stat_statements", "pg_stat_statements.track=all",
				"pg_stat_statements.track_planning=on"}
		}
		pgCluster, pgErr = pgcluster.Start(ctx, opts)
		if pgErr != nil {
			return
		}
		onStop(func() { _ = pgCluster.Stop(); _ = os.RemoveAll(pgDir) })
		pgAdmin = pgCluster.URL("postgres")
	}
	template = fmt.Sprintf("tmpl_%d_%d", os.Getpid(), time.Now().UnixNano()%1e6)
	if pgErr = pgcluster.EnsureDatabase(ctx, pgAdmin, template, ""); pgErr != nil {
		return
	}
	pool, err := store.Open(ctx, withDatabase(pgAdmin, template), 2)
	if err != nil {
		pgErr = err
		return
	}
	defer pool.Close()
	pgErr = store.Migrate(ctx, pool, Logger())
	onStop(func() { dropDatabase(template) })
}

// DatabaseURL makes a fresh, migrated database for the test, dropped after it.
func DatabaseURL(t testing.TB) string {
	t.Helper()
	Integration(t)
	pgOnce.Do(startPostgres)
	if pgErr != nil {
		t.Fatalf("PostgreSQL for tests: %v", pgErr)
	}
	name := "t_" + strings.ToLower(sanitize(t.Name()))
	if len(name) > 40 {
		name = name[:40]
	}
	name = fmt.Sprintf("%s_%d", name, time.Now().UnixNano()%1e9)
	ctx := context.Background()
	if err := pgcluster.EnsureDatabase(ctx, pgAdmin, name, template); err != nil {
		t.Fatalf("create test database: %v", err)
	}
	t.Cleanup(func() { dropDatabase(name) })
	return withDatabase(pgAdmin, name)
}

// NewPool is DatabaseURL plus a pool closed after the test.
func NewPool(t testing.TB) *pgxpool.Pool {
	t.Helper()
	return NewPoolFor(t, DatabaseURL(t))
}

// NewPoolFor opens a pool on a test database, closed after the test.
func NewPoolFor(t testing.TB, url string) *pgxpool.Pool {
	t.Helper()
	pool, err := store.Open(context.Background(), url, 20)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

func dropDatabase(name string) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, pgAdmin)
	if err != nil {
		return
	}
	defer conn.Close(ctx)
	_, _ = conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
}

func withDatabase(url, name string) string {
	i := strings.LastIndex(url, "/")
	rest := ""
	if q := strings.Index(url[i:], "?"); q >= 0 {
		rest = url[i+q:]
	}
	return url[:i+1] + name + rest
}

func sanitize(s string) string {
	var b strings.Builder
	for _, r := range s {
		if (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// RepoRoot finds the project root (the folder holding go.mod).
func RepoRoot(t testing.TB) string {
	t.Helper()
	dir, _ := os.Getwd()
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the test folder")
		}
		dir = parent
	}
}

// Profiling reports whether a benchmark run asked for profiles
// (BENCH_PROFILE names the folder they are written to).
func Profiling() bool { return os.Getenv("BENCH_PROFILE") != "" }

// PostgresPid is the test cluster's postmaster, or 0 when the tests use an
// outside server (TEST_DATABASE_URL).
func PostgresPid() int {
	if pgCluster == nil {
		return 0
	}
	return pgCluster.Pid()
}
