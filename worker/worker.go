// Package worker builds the Temporal worker that runs trade workflows and
// their activities.
package worker

import (
	"context"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/interceptor"
	sdkworker "go.temporal.io/sdk/worker"

	"pursetrade/activities"
	"pursetrade/internal/email"
	"pursetrade/internal/ledger"
	"pursetrade/internal/outbox"
	"pursetrade/internal/shipping"
	"pursetrade/workflows"
)

// Deps are the worker's dependencies.
type Deps struct {
	Temporal  client.Client
	Pool      *pgxpool.Pool
	Logger    *slog.Logger
	TaskQueue string
	Shipping  shipping.Provider
	Mailer    email.Mailer // sends the email outbox; nil = no drainer in this process
	// Version is the Worker Deployment Version this worker serves; empty
	// (`pursetrade-dev dev` and tests) runs it unversioned.
	Version sdkworker.WorkerDeploymentVersion
}

// New registers every workflow and activity on a worker for the task queue.
func New(d Deps) sdkworker.Worker {
	w := sdkworker.New(d.Temporal, d.TaskQueue, sdkworker.Options{
		// Trades spend their time in workflow tasks (the ledger and
		// projection run as local activities): poll for them eagerly.
		MaxConcurrentWorkflowTaskPollers: 8,
		MaxConcurrentActivityTaskPollers: 4,
		DeploymentOptions:                sdkworker.DeploymentOptions{UseVersioning: d.Version.BuildID != "", Version: d.Version},
		Interceptors:                     []interceptor.WorkerInterceptor{activities.FailFast()},
	})
	workflows.Register(w)
	(&activities.Activities{Pool: d.Pool, Ledger: ledger.NewService(d.Pool), Shipping: d.Shipping, Logger: d.Logger}).Register(w)
	return w
}

// Run starts the worker and stops it when ctx ends.
func Run(ctx context.Context, d Deps) error {
	w := New(d)
	if err := w.Start(); err != nil {
		return err
	}
	d.Logger.Info("worker polling", "task_queue", d.TaskQueue, "deployment", d.Version.DeploymentName, "build_id", d.Version.BuildID)
	drained := make(chan struct{})
	go func() {
		defer close(drained)
		if d.Mailer != nil {
			outbox.NewDrainer(d.Pool, d.Mailer, d.Logger).Run(ctx)
		}
	}()
	<-ctx.Done()
	w.Stop()
	<-drained
	return nil
}
