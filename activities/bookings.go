package activities

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// errBooked: another accepted trade holds one of the bags on overlapping
// days (the exclusion constraint of trade_bookings refused the booking).
var errBooked = errors.New("bag already booked")

// checkAndBook reads the fees in force, refuses an accept whose bags are no
// longer available (acceptFees), and reserves both bags for the accepted
// trade's dates (a retried accept finds its own bookings), listing the open
// requests the booking rules out.
func (a *Activities) checkAndBook(ctx context.Context, tx pgx.Tx, in workflows.AcceptTradeInput) (db.AcceptChecksRow, []string, error) {
	start, end, err := rules.ParseRange(in.StartDate, in.EndDate)
	if err != nil {
		return db.AcceptChecksRow{}, nil, err
	}
	q := db.New(tx)
	checks, err := q.AcceptChecks(ctx, db.AcceptChecksParams{Hat1ID: in.RequesterBagID, Hat2ID: in.OwnerBagID})
	if err != nil {
		return db.AcceptChecksRow{}, nil, err
	}
	fees, err := acceptFees(ctx, q, checks, in) // an unavailable bag is the answer before a booked one
	if err != nil {
		return fees, nil, err
	}
	overlapping, err := q.BookTrade(ctx, db.BookTradeParams{TradeID: in.TradeID, ItemIds: []string{in.RequesterBagID, in.OwnerBagID}, StartDate: start, EndDate: end})
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23P01" { // exclusion_violation
		return fees, nil, errBooked
	}
	return fees, overlapping, err
}

// BookedBy reports whether trade in.BookedBy holds a booking of one of the
// bags on days overlapping the dates.
func (a *Activities) BookedBy(ctx context.Context, in workflows.BookedByInput) (bool, error) {
	start, end, err := rules.ParseRange(in.StartDate, in.EndDate)
	if err != nil {
		return false, err
	}
	return db.New(a.Pool).TradeBooksAny(ctx, db.TradeBooksAnyParams{
		TradeID: in.BookedBy, ItemIds: in.ItemIDs, StartDate: start, EndDate: end, TurnaroundDays: int32(in.TurnaroundDays),
	})
}

// IsAdministrator reports whether the user is an active administrator: an
// administrator action sent straight to Temporal may name anyone.
func (a *Activities) IsAdministrator(ctx context.Context, userID string) (bool, error) {
	return db.New(a.Pool).IsActiveAdministrator(ctx, userID)
}
