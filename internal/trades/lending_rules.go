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
// booked from today on (each booking with its turnaround), the turnaround a
// trade between the caller and the bag's owner would keep, the days such a
// trade's dates may not touch, and what accepting a request for the bag
// would take from the caller (nil when shipping cannot be priced).
type Calendar struct {
	ItemID         string
	Booked         []BookedRange
	TurnaroundDays int
	Unavailable    []BookedRange
	Charge         *rules.Charge
}

// CalendarQuery is what GET /hats/{id}/calendar asks about a bag.
type CalendarQuery struct {
	CallerID, ItemID string
	Admin            bool
	DeliveryMethod   string
	// TurnaroundDays, when set, is the turnaround to count instead of the
	// one the members' ZIP codes give (a modification keeps its trade's).
	TurnaroundDays *int
}

// Calendar answers GET /hats/{id}/calendar.
func (s Service) Calendar(ctx context.Context, cq CalendarQuery) (Calendar, error) {
	p, err := visibleParties(ctx, s.DB, cq.CallerID, cq.ItemID, cq.Admin)
	if err != nil {
		return Calendar{}, err
	}
	rows, err := s.q().ItemBookedRanges(ctx, db.ItemBookedRangesParams{ItemID: cq.ItemID, FromDay: rules.TodayNewYork(s.now())})
	if err != nil {
		return Calendar{}, err
	}
	c := Calendar{ItemID: cq.ItemID}
	var shippingCents int64
	c.TurnaroundDays, shippingCents, err = s.priceDelivery(ctx, cq.DeliveryMethod, p.CallerZip, p.OwnerZip)
	if err == nil {
		charge, _ := rules.Charges(rules.Fees{SiteFeeCents: p.TradeFeeCents, PickupFeeCents: p.PickupFeeCents},
			rules.ChargedTrade{DeliveryMethod: cq.DeliveryMethod, ShippingCostCents: shippingCents, RequesterHoldCents: p.ValueCents})
		c.Charge = &charge
	}
	if cq.TurnaroundDays != nil {
		c.TurnaroundDays = *cq.TurnaroundDays
	}
	c.Booked, c.Unavailable = make([]BookedRange, len(rows)), make([]BookedRange, len(rows))
	for i, r := range rows {
		c.Booked[i] = rangeOf(r.FirstDay, r.LastDay)
		c.Unavailable[i] = rangeOf(rules.UnavailableDays(r.FirstDay, r.LastDay, c.TurnaroundDays))
	}
	return c, nil
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

// BookedRange is a range of days, first and last inclusive.
type BookedRange struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

func rangeOf(first, last time.Time) BookedRange {
	return BookedRange{Start: first.Format(time.DateOnly), End: last.Format(time.DateOnly)}
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
