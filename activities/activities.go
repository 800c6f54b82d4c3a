// Package activities holds the trade workflow's side effects as methods on a
// struct carrying their dependencies.
package activities

import (
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/activity"

	"pursetrade/workflows"
)

// Activities is registered on the worker under the names in workflows.
type Activities struct {
	Pool   *pgxpool.Pool
	Logger *slog.Logger
}

// Registrar is the part of a Temporal worker that takes activities.
type Registrar interface {
	RegisterActivityWithOptions(a interface{}, options activity.RegisterOptions)
}

// Register adds every activity under its workflow-facing name.
func (a *Activities) Register(r Registrar) {
	r.RegisterActivityWithOptions(a.ProjectTrade, activity.RegisterOptions{Name: workflows.ActivityProjectTrade})
}
