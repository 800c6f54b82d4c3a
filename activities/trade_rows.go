package activities

import (
	"context"

	"pursetrade/internal/trades"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

func (a *Activities) store() trades.Store { return trades.Store{DB: a.Pool} }

// ProjectTrade writes the trade row, its timeline events and the
// notifications of the change; retries are harmless (Store.WriteProjection).
func (a *Activities) ProjectTrade(ctx context.Context, p workflows.TradeProjection) error {
	return a.store().WriteProjection(ctx, p)
}

// BookedBy reports whether trade in.BookedBy holds a booking of one of the
// bags on days overlapping the dates and the turnaround after them.
func (a *Activities) BookedBy(ctx context.Context, in workflows.BookedByInput) (bool, error) {
	return a.store().BookedBy(ctx, in.BookedBy, in.ItemIDs, rules.Dates{Start: in.StartDate, End: in.EndDate}, in.TurnaroundDays)
}

// IsAdministrator reports whether the user is an active administrator: an
// administrator action sent straight to Temporal may name anyone.
func (a *Activities) IsAdministrator(ctx context.Context, userID string) (bool, error) {
	return a.store().IsAdministrator(ctx, userID)
}
