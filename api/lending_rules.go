package api

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

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

// calendar is GET /hats/{id}/calendar?delivery_method=pickup|shipping.
func (h lendingHandlers) calendar(c *gin.Context) {
	me := mustCaller(c)
	method := c.DefaultQuery("delivery_method", rules.DeliveryPickup)
	if method != rules.DeliveryPickup && method != rules.DeliveryShipping {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Delivery method must be pickup or shipping")
		return
	}
	cal, err := h.svc.Calendar(c, me.ID, c.Param("id"), method, me.IsAdmin)
	if err != nil {
		h.fail(c, err, "Failed to load the calendar")
		return
	}
	c.JSON(http.StatusOK, cal)
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
