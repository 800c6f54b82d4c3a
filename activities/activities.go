// Package activities holds the trade workflow's side effects as methods on a
// struct carrying their dependencies.
package activities

import (
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/activity"

	"pursetrade/internal/ledger"
	"pursetrade/internal/shipping"
	"pursetrade/workflows"
)

// Activities is registered on the worker under the names in workflows.
type Activities struct {
	Pool     *pgxpool.Pool
	Ledger   *ledger.Service
	Shipping shipping.Provider
	Logger   *slog.Logger
}

// Registrar is the part of a Temporal worker that takes activities.
type Registrar interface {
	RegisterActivityWithOptions(a interface{}, options activity.RegisterOptions)
}

// Register adds every activity under its workflow-facing name.
func (a *Activities) Register(r Registrar) {
	for name, fn := range map[string]any{
		workflows.ActivityOpenTrade:          a.OpenTrade,
		workflows.ActivityProjectTrade:       a.ProjectTrade,
		workflows.ActivitySetHold:            a.SetHold,
		workflows.ActivityAcceptTrade:        a.AcceptTrade,
		workflows.ActivityReleaseHolds:       a.ReleaseHolds,
		workflows.ActivitySettleCancellation: a.SettleCancellation,
		workflows.ActivityRefundFees:         a.RefundFees,
		workflows.ActivityAwardFromHold:      a.AwardFromHold,
		workflows.ActivityBuyLabels:          a.BuyLabels,
		workflows.ActivityVoidLabels:         a.VoidLabels,
		workflows.ActivityIsAdministrator:    a.IsAdministrator,
		workflows.ActivityBookedBy:           a.BookedBy,
	} {
		r.RegisterActivityWithOptions(fn, activity.RegisterOptions{Name: name})
	}
}
