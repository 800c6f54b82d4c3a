// Package activities holds the trade workflow's side effects as methods on a
// struct carrying their dependencies.
package activities

import (
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ledger"
	"pursetrade/internal/shipping"
	"pursetrade/workflows"
)

// Activities implements the workflow's Activities.
type Activities struct {
	Pool     *pgxpool.Pool
	Ledger   *ledger.Service
	Shipping shipping.Provider
	Logger   *slog.Logger
}

var _ workflows.Activities = (*Activities)(nil)

// Register adds every activity to a worker, each under its method's name.
func (a *Activities) Register(r workflows.ActivityRegistrar) { workflows.RegisterActivities(r, a) }
