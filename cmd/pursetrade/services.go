package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"pursetrade/api"
	"pursetrade/internal/backend"
	"pursetrade/internal/config"
	"pursetrade/internal/logging"
	"pursetrade/internal/store"
	"pursetrade/internal/telemetry"
	"pursetrade/internal/temporalx"
)

// services are the shared connections of a long-running process.
type services struct {
	cfg      config.Config
	logger   *slog.Logger
	pool     *pgxpool.Pool
	temporal client.Client
	metrics  *telemetry.Metrics
	tracing  *telemetry.Tracing
}

// openServices connects a process named service (its traces' service name).
func openServices(ctx context.Context, cfg config.Config, logger *slog.Logger, service, temporalHostPort string) (*services, error) {
	metrics, err := telemetry.New()
	if err != nil {
		return nil, err
	}
	tracing, err := telemetry.StartTracing(ctx, service)
	if err != nil {
		return nil, err
	}
	tracing.TraceOutgoingHTTP()
	interceptors, err := tracing.TemporalInterceptors()
	if err != nil {
		return nil, err
	}
	pool, err := store.OpenTraced(ctx, cfg.DatabaseURL, 0, tracing.QueryTracer())
	if err != nil {
		return nil, err
	}
	tc, err := temporalx.Dial(ctx, temporalHostPort, logger, metrics.Temporal, interceptors...)
	if err != nil {
		pool.Close()
		return nil, err
	}
	if tracing.On() {
		logger.Info("tracing: spans exported over OTLP", "service", service)
	}
	return &services{cfg: cfg, logger: logger, pool: pool, temporal: tc, metrics: metrics, tracing: tracing}, nil
}

func (s *services) Close() {
	s.temporal.Close()
	s.pool.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = s.tracing.Shutdown(ctx)
}

// newAPIServer is the API's composition root: it opens the file stores,
// chooses the shipping carrier and card payments, and builds the tokens,
// live hub and services the handlers are given.
func newAPIServer(ctx context.Context, s *services) (*api.Server, error) {
	b, err := backend.Open(ctx, backend.Params{Config: s.cfg, Pool: s.pool, Logger: s.logger})
	if err != nil {
		return nil, err
	}
	return api.New(api.Deps{Config: s.cfg, Pool: s.pool, Temporal: s.temporal, Logger: s.logger, Metrics: s.metrics,
		Tracing: s.tracing, Backend: b}), nil
}

// withServices runs a long-lived production command (api, worker).
func withServices(ctx context.Context, service string, fn func(context.Context, *services) error) error {
	cfg, err := config.Load(config.ModeProd)
	if err != nil {
		return err
	}
	logger := logging.New(cfg.LogFormat, cfg.LogLevel)
	logPaymentMode(logger, cfg)
	svc, err := openServices(ctx, cfg, logger, service, "")
	if err != nil {
		return err
	}
	defer svc.Close()
	return fn(ctx, svc)
}

// withDatabase runs a one-shot command that needs only PostgreSQL.
func withDatabase(ctx context.Context, fn func(context.Context, config.Config, *slog.Logger, *pgxpool.Pool) error) error {
	cfg, err := config.Load(config.ModeTool)
	if err != nil {
		return err
	}
	logger := logging.New(cfg.LogFormat, cfg.LogLevel)
	pool, err := store.Open(ctx, cfg.DatabaseURL, 4)
	if err != nil {
		return err
	}
	defer pool.Close()
	return fn(ctx, cfg, logger, pool)
}

// logPaymentMode says at start how card deposits are taken, loudly when a
// production process credits without payment.
func logPaymentMode(logger *slog.Logger, cfg config.Config) {
	switch mode := cfg.PaymentMode(); mode {
	case config.PaymentsTestCheckout:
		logger.Warn("card payments: test checkout (TEST_CHECKOUT=true): deposits are credited WITHOUT payment; never expose this to the public", "payment_mode", mode)
	case config.PaymentsDisabled:
		logger.Info("card payments: disabled (set STRIPE_SECRET_KEY to take card deposits)", "payment_mode", mode)
	default:
		logger.Info("card payments: stripe", "payment_mode", mode)
	}
}
