package api

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/money"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/rules"
)

// lendingHandlers serve the rules a lending marketplace needs beyond the
// specification: the calendar of a bag's booked days, and the bags that
// never came back.
type lendingHandlers struct {
	*tradeReader
	graceDays int // RETURN_GRACE_DAYS
}

func (h lendingHandlers) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/hats/:id/calendar", access: accessMember, handler: h.calendar},
		{method: http.MethodGet, path: "/admin/overdue-returns", access: accessAdmin, handler: h.adminOverdueReturns},
	}
}

// calendar is GET /hats/{id}/calendar?delivery_method=pickup|shipping&turnaround_days=N.
func (h lendingHandlers) calendar(c *gin.Context) {
	me := mustCaller(c)
	q := trades.CalendarQuery{CallerID: me.ID, ItemID: c.Param("id"), Admin: me.IsAdmin,
		DeliveryMethod: c.DefaultQuery("delivery_method", rules.DeliveryPickup)}
	if q.DeliveryMethod != rules.DeliveryPickup && q.DeliveryMethod != rules.DeliveryShipping {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Delivery method must be pickup or shipping")
		return
	}
	if raw, ok := c.GetQuery("turnaround_days"); ok {
		days, err := strconv.Atoi(raw)
		if err != nil || days < 0 || days > 365 {
			Fail(c, http.StatusBadRequest, CodeBadRequest, "turnaround_days must be a number of days from 0 to 365")
			return
		}
		q.TurnaroundDays = &days
	}
	cal, err := h.svc.Calendar(c, q)
	if err != nil {
		h.fail(c, err, "Failed to load the calendar")
		return
	}
	c.JSON(http.StatusOK, calendarJSONOf(cal))
}

type calendarJSON struct {
	ItemID         string               `json:"item_id"`
	Booked         []trades.BookedRange `json:"booked"`
	TurnaroundDays int                  `json:"turnaround_days"`
	Unavailable    []trades.BookedRange `json:"unavailable"`
	Charges        *chargeJSON          `json:"charges"`
}

// chargeJSON is what accepting a trade takes from one member, in dollars.
type chargeJSON struct {
	SiteFee     money.Dollars `json:"site_fee"`
	DeliveryFee money.Dollars `json:"delivery_fee"`
	Hold        money.Dollars `json:"hold"`
	Total       money.Dollars `json:"total"`
}

func calendarJSONOf(cal trades.Calendar) calendarJSON {
	out := calendarJSON{ItemID: cal.ItemID, Booked: cal.Booked, TurnaroundDays: cal.TurnaroundDays, Unavailable: cal.Unavailable}
	if ch := cal.Charge; ch != nil {
		out.Charges = &chargeJSON{SiteFee: money.Dollars(ch.SiteFeeCents), DeliveryFee: money.Dollars(ch.DeliveryCents),
			Hold: money.Dollars(ch.HoldCents), Total: money.Dollars(ch.TotalCents())}
	}
	return out
}

// adminOverdueReturns is the queue of accepted trades whose bags have not
// all come back RETURN_GRACE_DAYS after their end date, oldest end first.
func (h lendingHandlers) adminOverdueReturns(c *gin.Context) {
	p := pageQuery(c, 100)
	page, err := h.svc.OverdueReturns(c, h.graceDays, p.limit(), p.offset())
	if err != nil {
		h.fail(c, err, "Failed to load trades")
		return
	}
	h.answerTradePage(c, page, p)
}

// overdueSweepEvery is how often each API replica looks for bags that have
// not come back (the notices are keyed, so replicas never tell twice).
const overdueSweepEvery = 10 * time.Minute

// watchOverdueReturns tells administrators about overdue returns until ctx ends.
func (h lendingHandlers) watchOverdueReturns(ctx context.Context) {
	tick := time.NewTicker(overdueSweepEvery)
	defer tick.Stop()
	for {
		if _, err := h.svc.TellOverdueReturns(ctx, h.graceDays); err != nil && ctx.Err() == nil {
			h.logger.ErrorContext(ctx, "tell overdue returns", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}
