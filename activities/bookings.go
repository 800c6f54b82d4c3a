package activities

import (
	"cmp"
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"pursetrade/internal/ledger"
	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trading"
	"pursetrade/workflows"
)

// errBooked: another accepted trade holds one of the bags on overlapping
// days (the exclusion constraint of trade_bookings refused the booking).
var errBooked = errors.New("bag already booked")

// checkAndBook reads the fees in force, refuses an accept whose bags are no
// longer available (acceptFees), reserves both bags for the accepted
// trade's dates (a retried accept finds its own bookings), listing the open
// requests the booking rules out, and locks both members' balances for the
// charges: one round trip, the accept transaction's first.
func (a *Activities) checkAndBook(ctx context.Context, tx pgx.Tx, in workflows.AcceptTradeInput) (db.AcceptChecksRow, []string, *ledger.Locks, error) {
	var checks []db.AcceptChecksRow
	var overlapping []string
	var checkErr error
	var b store.Batch
	b.Queue(func(conn db.DBTX) error {
		checks, checkErr = db.New(conn).AcceptChecks(ctx, db.AcceptChecksParams{Hat1ID: in.RequesterBagID, Hat2ID: in.OwnerBagID})
		return checkErr
	})
	start, end, err := trading.ParseRange(in.StartDate, in.EndDate)
	if err != nil {
		return db.AcceptChecksRow{}, nil, nil, err
	}
	booking := db.BookTradeParams{TradeID: in.TradeID, ItemIds: []string{in.RequesterBagID, in.OwnerBagID}, StartDate: start, EndDate: end}
	b.Queue(func(conn db.DBTX) (err error) {
		overlapping, err = db.New(conn).BookTrade(ctx, booking)
		return err
	})
	locks := ledger.QueueLocks(ctx, &b, in.KeyPrefix, in.RequesterID, in.OwnerID)
	err = b.Send(ctx, tx)
	var pgErr *pgconn.PgError
	booked := errors.As(err, &pgErr) && pgErr.Code == "23P01" // exclusion_violation
	if checkErr != nil || err != nil && !booked {
		return db.AcceptChecksRow{}, nil, nil, cmp.Or(checkErr, err)
	}
	fees, refused := a.acceptFees(ctx, checks, in) // an unavailable bag is the answer before a booked one
	switch {
	case refused != nil:
		return fees, nil, nil, refused
	case booked:
		return fees, nil, nil, errBooked
	}
	return fees, overlapping, locks, nil
}

// BookedBy reports whether trade in.BookedBy holds a booking of one of the
// bags on days overlapping the dates.
func (a *Activities) BookedBy(ctx context.Context, in workflows.BookedByInput) (bool, error) {
	start, end, err := trading.ParseRange(in.StartDate, in.EndDate)
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
