package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	sdkworker "go.temporal.io/sdk/worker"

	"pursetrade/api"
	"pursetrade/internal/config"
	"pursetrade/internal/shipping"
	"pursetrade/internal/store"
	"pursetrade/internal/telemetry"
	"pursetrade/worker"
)

func runAPI(ctx context.Context, s *services) error {
	if err := ensureConfiguredAdmin(ctx, s.cfg, s.logger, s.pool); err != nil {
		return err
	}
	srv, err := api.New(api.Deps{Config: s.cfg, Pool: s.pool, Temporal: s.temporal, Logger: s.logger, Metrics: s.metrics, Tracing: s.tracing})
	if err != nil {
		return err
	}
	return srv.Run(ctx)
}

func runWorker(ctx context.Context, s *services) error {
	buildID, err := s.cfg.BuildID()
	if err != nil {
		return err
	}
	if err := telemetry.RegisterGauges(s.metrics.Registry, s.pool, s.logger); err != nil {
		return err
	}
	metricsSrv := &http.Server{Addr: s.cfg.WorkerMetrics, Handler: s.metrics.PrivateHandler(s.cfg.Profiling), ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := metricsSrv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.logger.Error("worker metrics server", "err", err)
		}
	}()
	defer metricsSrv.Close()
	ship, err := shipping.Open(ctx, s.cfg)
	if err != nil {
		return err
	}
	return worker.Run(ctx, worker.Deps{Temporal: s.temporal, Pool: s.pool, Logger: s.logger, TaskQueue: s.cfg.TaskQueue, Shipping: ship,
		Mailer:  s.tracing.Mailer(outboxMailer(s.cfg, s.logger)),
		Version: sdkworker.WorkerDeploymentVersion{DeploymentName: s.cfg.WorkerDeployment, BuildID: buildID}})
}

func runMigrate(ctx context.Context, _ config.Config, logger *slog.Logger, pool *pgxpool.Pool) error {
	return store.Migrate(ctx, pool, logger)
}
