package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/config"
	"pursetrade/internal/logging"
	"pursetrade/internal/pgcluster"
	"pursetrade/internal/proc"
	"pursetrade/internal/seed"
	"pursetrade/internal/shipping"
	"pursetrade/internal/store"
	"pursetrade/internal/telemetry"
	"pursetrade/internal/temporalx"
	"pursetrade/worker"
)

// runDev runs the whole product on this machine: a private PostgreSQL
// cluster (unless DATABASE_URL is set), the Temporal dev server, the worker
// and the API, and stops all of them on Ctrl-C.
func runDev(ctx context.Context) error {
	cfg, err := config.Load(config.ModeDev)
	if err != nil {
		return err
	}
	logger := logging.New(cfg.LogFormat, cfg.LogLevel)
	logPaymentMode(logger, cfg)
	if cfg.DataDir, err = filepath.Abs(cfg.DataDir); err != nil {
		return err
	}
	if err := prepareDataDir(cfg.DataDir, logger); err != nil {
		return err
	}
	temporalBin, err := filepath.Abs(cfg.Dev.TemporalBin)
	if err != nil {
		return err
	}
	if _, err := os.Stat(temporalBin); err != nil {
		return fmt.Errorf("Temporal CLI not found at %s: run `make dev` (it builds it) or set TEMPORAL_BIN", temporalBin)
	}
	temporalAddr := fmt.Sprintf("127.0.0.1:%d", cfg.Dev.TemporalPort)
	for what, addr := range map[string]string{
		"API (HTTP_ADDR)": cfg.HTTPAddr, "Temporal (DEV_TEMPORAL_PORT)": temporalAddr,
		"Temporal UI (DEV_TEMPORAL_UI_PORT)": fmt.Sprintf("127.0.0.1:%d", cfg.Dev.TemporalUI),
	} {
		if err := proc.EnsurePortFree(what, addr); err != nil {
			return err
		}
	}
	if cfg.JWTSecret == "" {
		if cfg.JWTSecret, err = devSecret(filepath.Join(cfg.DataDir, "jwt-secret")); err != nil {
			return err
		}
	}
	if cfg.TOTPEncryptionKey == "" {
		if cfg.TOTPEncryptionKey, err = devSecret(filepath.Join(cfg.DataDir, "totp-encryption-key")); err != nil {
			return err
		}
	}

	var stops []func()
	defer func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}()

	if cfg.DatabaseURL == "" {
		pg, err := startDevPostgres(ctx, cfg, logger)
		if err != nil {
			return err
		}
		stops = append(stops, func() { logger.Info("stopping PostgreSQL"); _ = pg.Stop() })
		cfg.DatabaseURL = pg.URL("pursetrade")
	}

	temporalSrv, err := startDevTemporal(ctx, cfg, temporalBin, temporalAddr, logger)
	if err != nil {
		return err
	}
	stops = append(stops, func() { logger.Info("stopping Temporal"); _ = temporalSrv.Stop(syscall.SIGINT, 20*time.Second) })

	stopJaeger, traces, err := startDevJaeger(ctx, logger)
	if err != nil {
		return err
	}
	stops = append(stops, stopJaeger)

	svc, err := openServices(ctx, cfg, logger, "pursetrade", temporalAddr)
	if err != nil {
		return err
	}
	stops = append(stops, svc.Close)
	if err := store.Migrate(ctx, svc.pool, logger); err != nil {
		return err
	}
	if err := ensureConfiguredAdmin(ctx, cfg, logger, svc.pool); err != nil {
		return err
	}
	if !cfg.Dev.SkipSeed {
		if _, err := seedDemo(ctx, svc.pool, cfg.S3, cfg.DataDir); err != nil {
			return err
		}
	}

	if err := telemetry.RegisterGauges(svc.metrics.Registry, svc.pool, logger); err != nil {
		return err
	}
	srv, err := newAPIServer(ctx, svc)
	if err != nil {
		return err
	}
	ship, err := shipping.Open(ctx, cfg)
	if err != nil {
		return err
	}
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	errc := make(chan error, 2)
	go func() {
		errc <- worker.Run(runCtx, worker.Deps{Temporal: svc.temporal, Pool: svc.pool, Logger: logger, TaskQueue: cfg.TaskQueue, Shipping: ship, Mailer: svc.tracing.Mailer(outboxMailer(cfg, logger))})
	}()
	go func() {
		errc <- srv.Run(runCtx)
	}()
	if err := waitHTTPReady(ctx, apiURL(cfg.HTTPAddr)+"/readyz", errc); err != nil {
		return err
	}
	if err := printBanner(ctx, os.Stdout, cfg, svc.pool); err != nil {
		return err
	}
	if traces != "" {
		fmt.Printf("  Traces:       %s/api/traces?service=pursetrade (Jaeger's query API)\n\n", traces)
	}

	var runErr error
	select {
	case <-ctx.Done():
	case runErr = <-errc:
	case <-temporalSrv.Done():
		runErr = errors.New("the Temporal dev server stopped unexpectedly; see " + filepath.Join(cfg.DataDir, "temporal.log"))
	}
	logger.Info("shutting down")
	cancel()
	// Wait for the API and worker to drain before stopping their backends.
	for i := 0; i < 2; i++ {
		select {
		case <-errc:
		case <-time.After(cfg.ShutdownGrace):
		}
	}
	return runErr
}

func startDevPostgres(ctx context.Context, cfg config.Config, logger *slog.Logger) (*pgcluster.Cluster, error) {
	logFile, err := os.OpenFile(filepath.Join(cfg.DataDir, "postgres.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	logger.Info("starting PostgreSQL", "dir", filepath.Join(cfg.DataDir, "postgres"), "port", cfg.Dev.PostgresPort)
	pg, err := pgcluster.Start(ctx, pgcluster.Options{
		DataDir: filepath.Join(cfg.DataDir, "postgres"), Port: cfg.Dev.PostgresPort, Log: logFile,
	})
	if err != nil {
		return nil, err
	}
	if err := pg.EnsureDatabase(ctx, "pursetrade"); err != nil {
		_ = pg.Stop()
		return nil, err
	}
	return pg, nil
}

func startDevTemporal(ctx context.Context, cfg config.Config, bin, addr string, logger *slog.Logger) (*proc.Child, error) {
	logFile, err := os.OpenFile(filepath.Join(cfg.DataDir, "temporal.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	args := append([]string{"server", "start-dev",
		"--ip", "127.0.0.1", "--port", strconv.Itoa(cfg.Dev.TemporalPort),
		"--ui-port", strconv.Itoa(cfg.Dev.TemporalUI),
		"--db-filename", filepath.Join(cfg.DataDir, "temporal.db"),
		"--namespace", "default", "--log-level", "warn",
	}, temporalx.DevServerArgs()...)
	logger.Info("starting Temporal dev server", "addr", addr, "ui_port", cfg.Dev.TemporalUI)
	child, err := proc.Start(proc.Spec{Name: "temporal", Path: bin, Args: args, Output: logFile})
	if err != nil {
		return nil, err
	}
	readyCtx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	err = child.WaitReady(readyCtx, func(ctx context.Context) error {
		c, err := client.DialContext(ctx, client.Options{HostPort: addr, Logger: temporalx.QuietLogger()})
		if err != nil {
			return err
		}
		defer c.Close()
		_, err = c.CheckHealth(ctx, nil)
		return err
	})
	if err != nil {
		_ = child.Stop(syscall.SIGKILL, time.Second)
		return nil, err
	}
	return child, nil
}

// prepareDataDir creates the data folder; as root it also makes sure the
// `postgres` user can reach it (PostgreSQL refuses to run as root).
func prepareDataDir(dir string, logger *slog.Logger) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if os.Geteuid() != 0 {
		return nil
	}
	for d := dir; ; d = filepath.Dir(d) {
		st, err := os.Stat(d)
		if err != nil {
			return err
		}
		if st.Mode().Perm()&0o001 == 0 {
			logger.Info("allowing the postgres user to traverse a parent folder", "dir", d)
			if err := os.Chmod(d, st.Mode().Perm()|0o001); err != nil {
				return err
			}
		}
		if d == filepath.Dir(d) {
			return nil
		}
	}
}

// devSecret reads or creates a random secret kept in the data folder.
func devSecret(path string) (string, error) {
	if b, err := os.ReadFile(path); err == nil && len(strings.TrimSpace(string(b))) >= 32 {
		return strings.TrimSpace(string(b)), nil
	}
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	secret := hex.EncodeToString(b[:])
	return secret, os.WriteFile(path, []byte(secret+"\n"), 0o600)
}

func apiURL(addr string) string {
	if strings.HasPrefix(addr, ":") {
		return "http://localhost" + addr
	}
	return "http://" + addr
}

func waitHTTPReady(ctx context.Context, url string, errc <-chan error) error {
	deadline := time.After(60 * time.Second)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case err := <-errc:
			return err
		case <-ctx.Done():
			return ctx.Err()
		case <-deadline:
			return fmt.Errorf("API not ready at %s after 60s", url)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// printBanner tells where everything runs and which logins work now: the
// configured administrator and the demo accounts that exist.
func printBanner(ctx context.Context, out io.Writer, cfg config.Config, pool *pgxpool.Pool) error {
	fmt.Fprintf(out, "\n  Purse trading marketplace is running\n\n")
	fmt.Fprintf(out, "  App:          %s\n", apiURL(cfg.HTTPAddr))
	fmt.Fprintf(out, "  API docs:     %s/docs\n", apiURL(cfg.HTTPAddr))
	fmt.Fprintf(out, "  Temporal UI:  http://localhost:%d\n", cfg.Dev.TemporalUI)
	fmt.Fprintf(out, "  Data folder:  %s\n\n  Logins\n", cfg.DataDir)
	var configured []seed.Login
	if cfg.AdminEmail != "" {
		configured = append(configured, seed.Login{Role: "admin", Email: cfg.AdminEmail, Password: cfg.AdminPassword, Shown: "(ADMIN_PASSWORD)"})
	}
	if err := seed.PrintLogins(ctx, pool, out, configured...); err != nil {
		return err
	}
	fmt.Fprintf(out, "\n  Press Ctrl-C to stop everything.\n\n")
	return nil
}
