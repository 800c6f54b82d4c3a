package api

import (
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/shipping"
	"pursetrade/internal/trades/chat"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// tradeHandlers serve a member's trades: requests, actions, messages, labels
// and tracking.
type tradeHandlers struct {
	*tradeReader
	chat         *chat.Service
	shipping     shipping.Provider // tracking
	windows      workflows.Windows // a new trade's timers
	historyLimit int               // TRADE_HISTORY_LIMIT
}

func (h tradeHandlers) routes() []route {
	return []route{
		{method: http.MethodPost, path: "/trades", access: accessMember, handler: h.createTrade},
		{method: http.MethodGet, path: "/trades/my-trades", access: accessMember, handler: h.listTrades(nil)},
		{method: http.MethodGet, path: "/trades/pending", access: accessMember, handler: h.listTrades(rules.PendingStatuses)},
		{method: http.MethodGet, path: "/trades/active", access: accessMember, handler: h.listTrades(rules.ActiveStatuses)},
		{method: http.MethodGet, path: "/trades/history", access: accessMember, handler: h.listTrades(rules.HistoryStatuses)},
		{method: http.MethodGet, path: "/trades/:id", access: accessMember, handler: h.getTrade},
		{method: http.MethodPut, path: "/trades/:id/accept", access: accessMember, handler: h.tradeAction(workflows.ActionAccept, "Trade accepted successfully")},
		{method: http.MethodPut, path: "/trades/:id/reject", access: accessMember, handler: h.tradeAction(workflows.ActionReject, "Trade rejected successfully")},
		{method: http.MethodPut, path: "/trades/:id/approve", access: accessMember, handler: h.tradeAction(workflows.ActionApprove, "Trade accepted successfully")},
		{method: http.MethodPut, path: "/trades/:id/deny", access: accessMember, handler: h.tradeAction(workflows.ActionDeny, "Modification denied")},
		{method: http.MethodPut, path: "/trades/:id/cancel", access: accessMember, handler: h.tradeAction(workflows.ActionCancel, "Trade cancelled successfully")},
		{method: http.MethodPut, path: "/trades/:id/ack/received", access: accessMember, handler: h.confirm(workflows.ActionAckReceived, "Receipt acknowledged")},
		{method: http.MethodPut, path: "/trades/:id/ack/returned", access: accessMember, handler: h.confirm(workflows.ActionAckReturned, "Return acknowledged")},
		{method: http.MethodPut, path: "/trades/:id/modify", access: accessMember, handler: h.modifyTrade},
		{method: http.MethodPost, path: "/trades/:id/messages", access: accessMember, handler: h.tradeMessage},
		{method: http.MethodGet, path: "/trades/:id/messages", access: accessMember, handler: h.tradeMessages},
		{method: http.MethodPost, path: "/trades/:id/regenerate-labels", access: accessMember, handler: h.tradeAction(workflows.ActionRegenLabels, "Labels regenerated")},
		{method: http.MethodGet, path: "/trades/:id/label", access: accessMember, handler: h.tradeLabel(true)},
		{method: http.MethodGet, path: "/trades/:id/return-label", access: accessMember, handler: h.tradeLabel(false)},
		{method: http.MethodGet, path: "/trades/:id/tracking", access: accessMember, handler: h.tradeTracking},
	}
}

func (h tradeHandlers) createTrade(c *gin.Context) {
	var b tradeRequestBody
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	key := strings.TrimSpace(c.GetHeader(idempotencyHeader))
	v, answered, err := h.earlierRequest(c, me, key)
	created := false
	if err == nil && !answered {
		var in workflows.TradeInput
		if in, err = h.tradeInput(c, me, b); err == nil {
			v, created, err = h.openOnce(c, me, key, in)
		}
	}
	if err != nil {
		h.fail(c, err, "Failed to submit trade request. Please try again.")
		return
	}
	v.Actions = workflows.StateOf(v).Allowed(me.ID)
	detail, err := h.detailOf(c, v, me)
	if err != nil {
		h.fail(c, err, "Failed to submit trade request. Please try again.")
		return
	}
	status := http.StatusCreated
	if !created {
		status = http.StatusOK // a retry of a request that already started this trade
	}
	c.JSON(status, gin.H{"message": "Trade request sent", "trade": detail.Trade, "detail": detail})
}

func (h tradeHandlers) getTrade(c *gin.Context) {
	detail, err := h.tradeDetail(c, c.Param("id"), mustCaller(c))
	if err != nil {
		h.fail(c, err, "Failed to load trade details")
		return
	}
	c.JSON(http.StatusOK, detail)
}

// tradeAction sends a member action to the workflow and answers the new
// trade view with the action's success message.
func (h tradeHandlers) tradeAction(action, success string) gin.HandlerFunc {
	return func(c *gin.Context) {
		var b actionBody
		if c.Request.ContentLength != 0 && !BindJSON(c, &b) {
			return
		}
		me := mustCaller(c)
		h.act(c, me, action, workflows.ActionInput{UserID: me.ID, ExpectedRevision: b.Revision}, success)
	}
}

// actionBody is the optional body of a member action: the revision of the
// trade the member saw, so an action on a stale screen is refused ("This
// trade has changed. Please reload.") instead of applied to a trade that
// moved meanwhile.
type actionBody struct {
	Revision int64 `json:"revision"`
}

// act sends the update; the workflow's validator refuses non-participants
// and wrong states, and its result is the new view, shaped without a second
// query.
func (h tradeHandlers) act(c *gin.Context, me Caller, action string, in workflows.ActionInput, success string) {
	id := c.Param("id")
	key := c.GetHeader(idempotencyHeader)
	answer := h.readAnswer(c.Request.Context(), id)
	v, err := h.trades.Act(c, id, action, in, key)
	if errors.Is(err, ErrTradeNotRunning) {
		err = h.closedTradeRefusal(c, id, me)
	}
	if err != nil {
		h.fail(c, err, "Failed to update trade")
		return
	}
	v.Actions = workflows.StateOf(v).Allowed(me.ID)
	detail, err := h.answerOf(c, v, me, answer)
	if err != nil {
		h.fail(c, err, "Failed to load trade details")
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": success, "trade": detail.Trade, "detail": detail})
}

func (h tradeHandlers) modifyTrade(c *gin.Context) {
	var b modifyBody
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	v, err := h.liveView(c, c.Param("id"), me)
	if err != nil {
		h.fail(c, err, "Failed to modify trade")
		return
	}
	terms, err := h.modifiedTerms(c, v, b)
	if err != nil {
		h.fail(c, err, "Failed to modify trade")
		return
	}
	h.act(c, me, workflows.ActionModify, workflows.ActionInput{UserID: me.ID, Terms: &terms, ModMessage: strings.TrimSpace(b.ModMessage),
		ExpectedRevision: b.Revision},
		"Trade modified successfully! The other user will be notified.")
}

// tradeLabel answers the caller's own outbound or return label.
func (h tradeHandlers) tradeLabel(outbound bool) gin.HandlerFunc {
	return func(c *gin.Context) {
		me := mustCaller(c)
		v, err := h.liveView(c, c.Param("id"), me)
		if err != nil {
			h.fail(c, err, "Failed to retrieve label")
			return
		}
		leg, missing := labelLeg(v, me.ID, outbound)
		for _, l := range v.Labels {
			if l.Leg == leg && l.LabelURL != "" {
				c.JSON(http.StatusOK, gin.H{"label_url": l.LabelURL, "tracking_number": l.TrackingNumber, "carrier": l.Carrier, "tracking_url": l.TrackingURL})
				return
			}
		}
		Fail(c, http.StatusNotFound, CodeNotFound, missing)
	}
}

// labelLeg is the label a member prints: their own bag going out, or the
// partner's bag going back.
func labelLeg(v workflows.TradeView, userID string, outbound bool) (leg, missing string) {
	first := userID == v.RequesterID
	switch {
	case outbound && first:
		return workflows.LegRequesterOut, "Outbound label not available yet"
	case outbound:
		return workflows.LegOwnerOut, "Outbound label not available yet"
	case first:
		return workflows.LegRequesterReturn, "Return label not available yet"
	default:
		return workflows.LegOwnerReturn, "Return label not available yet"
	}
}

func (h tradeHandlers) listTrades(statuses []string) gin.HandlerFunc {
	return func(c *gin.Context) {
		me := mustCaller(c)
		want := statuses
		if want == nil {
			want = rules.AllStatuses
			if st := c.Query("status"); st != "" {
				want = []string{st}
			}
		}
		p := pageQuery(c, 50)
		page, err := h.svc.MemberTrades(c, me.ID, want, p.limit(), p.offset())
		if err != nil {
			h.fail(c, err, "Failed to load trades")
			return
		}
		h.answerTradePage(c, page, p)
	}
}
