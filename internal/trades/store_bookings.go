package trades

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// Booking is an accepted trade's claim on both bags for its dates and the
// turnaround after them.
type Booking struct {
	TradeID                    string
	RequesterBagID, OwnerBagID string
	Dates                      rules.Dates
	TurnaroundDays             int
	// The bags' values, for the verification rule, and who accepts.
	RequesterBagCents, OwnerBagCents int64
	AccepterIsRequester              bool
}

// AcceptFees are the fees in force when a trade is accepted, and the
// transaction's time (the created_at of the ledger rows it writes).
type AcceptFees struct {
	rules.Fees
	CheckedAt time.Time
}

// CheckAndBook reads the fees in force, refuses an accept whose bags are no
// longer available (rules.ErrUnavailable, before a booked one) and reserves
// both bags for the accepted trade's dates and turnaround (a retried accept
// finds its own bookings; another trade's overlapping booking is
// rules.ErrBooked), listing the open requests the booking rules out. Run it
// in the accept's transaction.
func (s Store) CheckAndBook(ctx context.Context, b Booking) (AcceptFees, []string, error) {
	first, last, err := rules.BookedDays(b.Dates, b.TurnaroundDays)
	if err != nil {
		return AcceptFees{}, nil, err
	}
	q := s.q()
	checks, err := q.AcceptChecks(ctx, db.AcceptChecksParams{Hat1ID: b.RequesterBagID, Hat2ID: b.OwnerBagID})
	if err != nil {
		return AcceptFees{}, nil, err
	}
	fees, err := acceptFees(ctx, q, checks, b.TradeID)
	if err == nil {
		err = checkVerifiedAtAccept(checks, b)
	}
	if err != nil {
		return fees, nil, err
	}
	overlapping, err := q.BookTrade(ctx, db.BookTradeParams{TradeID: b.TradeID, ItemIds: []string{b.RequesterBagID, b.OwnerBagID},
		FirstDay: first, LastDay: last})
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23P01" { // exclusion_violation of trade_bookings_no_overlap
		return fees, nil, rules.ErrBooked
	}
	return fees, overlapping, err
}

// acceptFees picks the fees in force from the accept checks and refuses to
// accept once a bag was removed or disabled, or a member closed, lost or
// restricted their account since the request (a replayed accept that
// already charged is let through by the ledger's key).
func acceptFees(ctx context.Context, q *db.Queries, rows []db.AcceptChecksRow, tradeID string) (AcceptFees, error) {
	available := len(rows) == 2
	for _, r := range rows {
		available = available && rules.Available(r.Status, r.OwnerStatus)
	}
	if available {
		return feesOf(rows[0]), nil
	}
	charged, err := q.TradeHasFees(ctx, &tradeID)
	switch {
	case err != nil:
		return AcceptFees{}, err
	case !charged:
		return AcceptFees{}, rules.ErrUnavailable
	case len(rows) > 0:
		return feesOf(rows[0]), nil
	}
	return AcceptFees{}, nil // a replay: the ledger answers with the rows it wrote
}

// checkVerifiedAtAccept applies rules.CheckVerified to the members the
// accept checks read (a bag's row carries its owner's verification), so an
// accept sees a reset that committed before it.
func checkVerifiedAtAccept(rows []db.AcceptChecksRow, b Booking) error {
	var v rules.Verification
	for _, r := range rows {
		v.RequiredAboveCents = r.VerificationRequiredAboveCents
		switch r.ID {
		case b.RequesterBagID:
			v.RequesterVerified = r.OwnerVerified
		case b.OwnerBagID:
			v.OwnerVerified = r.OwnerVerified
		}
	}
	return rules.CheckVerified(v, b.RequesterBagCents, b.OwnerBagCents, b.AccepterIsRequester)
}

func feesOf(r db.AcceptChecksRow) AcceptFees {
	return AcceptFees{Fees: rules.Fees{SiteFeeCents: r.TradeFeeCents, PickupFeeCents: r.PickupFeeCents}, CheckedAt: r.CheckedAt}
}

// CheckFree refuses with rules.ErrBooked bags that an accepted trade other
// than exceptTradeID ("" for none) has booked on the days a trade of these
// dates would hold them.
func (s Store) CheckFree(ctx context.Context, exceptTradeID string, d rules.Dates, turnaroundDays int, itemIDs ...string) error {
	bookings, err := s.bookingsOn(ctx, itemIDs, d, turnaroundDays)
	for _, b := range bookings {
		if b.TradeID != exceptTradeID {
			return rules.ErrBooked
		}
	}
	return err
}

// BookedBy reports whether trade tradeID holds a booking of one of the bags
// on the days a trade of these dates would hold them.
func (s Store) BookedBy(ctx context.Context, tradeID string, itemIDs []string, d rules.Dates, turnaroundDays int) (bool, error) {
	bookings, err := s.bookingsOn(ctx, itemIDs, d, turnaroundDays)
	for _, b := range bookings {
		if b.TradeID == tradeID {
			return true, nil
		}
	}
	return false, err
}

// bookingsOn are the bookings of the bags on the days a trade of these dates
// would hold them: the one test of whether a bag is free.
func (s Store) bookingsOn(ctx context.Context, itemIDs []string, d rules.Dates, turnaroundDays int) ([]db.BookingsOverlappingRow, error) {
	first, last, err := rules.BookedDays(d, turnaroundDays)
	if err != nil {
		return nil, err
	}
	return s.q().BookingsOverlapping(ctx, db.BookingsOverlappingParams{ItemIds: itemIDs, FirstDay: first, LastDay: last})
}

// IsAdministrator reports whether the user is an active administrator.
func (s Store) IsAdministrator(ctx context.Context, userID string) (bool, error) {
	return s.q().IsActiveAdministrator(ctx, userID)
}
