package trades

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// visibleParties are a bag's owner and statuses with the ZIP codes of the
// caller and the owner, when the caller may see the bag (available, their
// own, or they are an administrator); otherwise ErrItemNotFound.
func visibleParties(ctx context.Context, conn db.DBTX, callerID, itemID string, admin bool) (db.GetPickupPartiesRow, error) {
	var p db.GetPickupPartiesRow
	if ids.Valid(itemID) {
		var err error
		p, err = db.New(conn).GetPickupParties(ctx, db.GetPickupPartiesParams{CallerID: callerID, ItemID: itemID})
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return p, err
		}
	}
	visible := rules.Available(p.ItemStatus, p.OwnerStatus) || p.OwnerID == callerID || admin
	if p.OwnerID == "" || p.ItemStatus == "removed" || !visible {
		return p, rules.ErrItemNotFound
	}
	return p, nil
}

// Calendar is what the request and modify forms show of a bag: the days
// booked from today on (each booking with its turnaround) and the
// turnaround a trade between the caller and the bag's owner would keep.
type Calendar struct {
	ItemID         string        `json:"item_id"`
	Booked         []BookedRange `json:"booked"`
	TurnaroundDays int           `json:"turnaround_days"`
}

// Calendar answers GET /hats/{id}/calendar for a delivery method.
func (s Service) Calendar(ctx context.Context, callerID, itemID, method string, admin bool) (Calendar, error) {
	p, err := visibleParties(ctx, s.DB, callerID, itemID, admin)
	if err != nil {
		return Calendar{}, err
	}
	c := Calendar{ItemID: itemID}
	if c.Booked, err = s.bookedRanges(ctx, itemID); err != nil {
		return Calendar{}, err
	}
	c.TurnaroundDays, err = s.TurnaroundDays(ctx, method, p.CallerZip, p.OwnerZip)
	return c, err
}

// OpenTradesOfItem are the pending and modified trades of a bag, each with
// the member whose bag it is.
func (s Service) OpenTradesOfItem(ctx context.Context, itemID string) ([]OpenTrade, error) {
	rows, err := s.q().OpenTradesOfItem(ctx, itemID)
	out := make([]OpenTrade, len(rows))
	for i, r := range rows {
		out[i] = OpenTrade(r)
	}
	return out, err
}

// OpenTrade is a pending or modified trade and the member whose bag it asks for.
type OpenTrade struct {
	ID, OwnerID string
}

// BookedRange is a bag's booked days, first and last inclusive, with the
// turnaround after the trade.
type BookedRange struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

// bookedRanges are a bag's bookings that end on or after today in New York.
func (s Service) bookedRanges(ctx context.Context, itemID string) ([]BookedRange, error) {
	rows, err := s.q().ItemBookedRanges(ctx, db.ItemBookedRangesParams{ItemID: itemID, FromDay: rules.TodayNewYork(s.now())})
	out := make([]BookedRange, 0, len(rows))
	for _, r := range rows {
		out = append(out, BookedRange{Start: r.FirstDay.Format(time.DateOnly), End: r.LastDay.Format(time.DateOnly)})
	}
	return out, err
}

// OverdueReturns lists accepted trades whose end date plus graceDays has
// passed in New York without both members acknowledging their bag back.
func (s Service) OverdueReturns(ctx context.Context, graceDays int, limit, offset int32) (Page, error) {
	rows, err := s.overdueReturns(ctx, graceDays, limit, offset)
	return pageOf(rows, err, func(r db.OverdueReturnsRow) (db.Trade, int64) { return r.Trade, r.Total })
}

func (s Service) overdueReturns(ctx context.Context, graceDays int, limit, offset int32) ([]db.OverdueReturnsRow, error) {
	return s.q().OverdueReturns(ctx, db.OverdueReturnsParams{GraceDays: int32(graceDays), Today: rules.TodayNewYork(s.now()),
		Lim: limit, Off: offset})
}
