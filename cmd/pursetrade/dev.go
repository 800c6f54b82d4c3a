//go:build devstack

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/devstack"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/seed"
	"pursetrade/internal/logging"
	"pursetrade/internal/shipping"
	"pursetrade/internal/store"
	"pursetrade/internal/telemetry"
	"pursetrade/worker"
)

// This file is the development build (`go build -tags devstack`, which
// `make build` writes to .bin/pursetrade-dev): the production command plus
// the development supervisor's `dev` and `cluster`.
func init() {
	devCommands = map[string]func(context.Context) error{"dev": runDev, "cluster": devstack.RunCluster}
	usage += `
development (this build only):
  dev            run the whole system on this machine (PostgreSQL, Temporal, worker, API)
  cluster        run the production topology on this machine (Temporal server on PostgreSQL,
                 S3 storage, Jaeger, Prometheus, 2 workers, 2 API replicas behind nginx)
`
}

// runDev runs the whole product on this machine: a private PostgreSQL
// cluster (unless DATABASE_URL is set), the Temporal dev server, the worker
// and the API in this process, and stops all of them on Ctrl-C.
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
	if err := devstack.PrepareDataDir(cfg.DataDir, logger); err != nil {
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
		if cfg.JWTSecret, err = devstack.Secret(filepath.Join(cfg.DataDir, "jwt-secret")); err != nil {
			return err
		}
	}
	if cfg.TOTPEncryptionKey == "" {
		if cfg.TOTPEncryptionKey, err = devstack.Secret(filepath.Join(cfg.DataDir, "totp-encryption-key")); err != nil {
			return err
		}
	}
	// The offline provider's scans reach the trades through the webhook.
	if cfg.ShippoWebhookSecret == "" && cfg.ShippoToken == "" {
		if cfg.ShippoWebhookSecret, err = devstack.Secret(filepath.Join(cfg.DataDir, "shippo-webhook-secret")); err != nil {
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
		pg, err := devstack.StartPostgres(ctx, cfg, logger)
		if err != nil {
			return err
		}
		stops = append(stops, func() { logger.Info("stopping PostgreSQL"); _ = pg.Stop() })
		cfg.DatabaseURL = pg.URL("pursetrade")
	}

	temporalSrv, err := devstack.StartTemporalDev(ctx, cfg, temporalBin, temporalAddr, logger)
	if err != nil {
		return err
	}
	stops = append(stops, func() { logger.Info("stopping Temporal"); _ = temporalSrv.Stop(syscall.SIGINT, 20*time.Second) })

	stopJaeger, traces, err := devstack.StartDevJaeger(ctx, logger)
	if err != nil {
		return err
	}
	stops = append(stops, stopJaeger)
	if traces != "" && cfg.TracesUIURL == "" {
		cfg.TracesUIURL = devstack.TracesSearch(traces, "pursetrade")
	}

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
	// Random, and kept in the data folder so every start's banner prints it.
	demoAdmin, err := devstack.Secret(filepath.Join(cfg.DataDir, "demo-admin-password"))
	if err != nil {
		return err
	}
	if !cfg.Dev.SkipSeed {
		if _, err := seedDemo(ctx, svc.pool, cfg.S3, cfg.DataDir, demoAdmin); err != nil {
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
	if err := devstack.WaitHTTPReady(ctx, devstack.APIURL(cfg.HTTPAddr)+"/readyz", errc); err != nil {
		return err
	}
	if err := printBanner(ctx, os.Stdout, cfg, svc.pool, seed.DemoAdmin(demoAdmin)); err != nil {
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

// printBanner tells where everything runs and which logins work now: the
// configured administrator and the demo accounts that exist.
func printBanner(ctx context.Context, out io.Writer, cfg config.Config, pool *pgxpool.Pool, demoAdmin seed.Login) error {
	fmt.Fprintf(out, "\n  Purse trading marketplace is running\n\n")
	fmt.Fprintf(out, "  App:          %s\n", devstack.APIURL(cfg.HTTPAddr))
	fmt.Fprintf(out, "  API docs:     %s/docs\n", devstack.APIURL(cfg.HTTPAddr))
	fmt.Fprintf(out, "  Temporal UI:  http://localhost:%d\n", cfg.Dev.TemporalUI)
	fmt.Fprintf(out, "  Data folder:  %s\n\n  Logins\n", cfg.DataDir)
	var configured []seed.Login
	if cfg.AdminEmail != "" {
		configured = append(configured, seed.Login{Role: "admin", Email: cfg.AdminEmail, Password: cfg.AdminPassword, Shown: "(ADMIN_PASSWORD)"})
	}
	if err := seed.PrintLogins(ctx, pool, out, append(configured, demoAdmin)...); err != nil {
		return err
	}
	fmt.Fprintf(out, "\n  Press Ctrl-C to stop everything.\n\n")
	return nil
}
