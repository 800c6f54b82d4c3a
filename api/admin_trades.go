package api

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/audit"
	"pursetrade/internal/trades"
	"pursetrade/workflows"
)

// adminTradeHandlers serve the administrators' trade screens and actions.
type adminTradeHandlers struct {
	*tradeReader
	audit             *audit.Log
	temporalUI        string // TEMPORAL_UI_URL
	temporalNamespace string
	tracesURL         func(tradeID string) string // TRACES_UI_URL's search for the trade; "" when unset
}

func (h adminTradeHandlers) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/admin/trades", access: accessAdmin, handler: h.adminListTrades},
		{method: http.MethodGet, path: "/admin/pickups", access: accessAdmin, handler: h.adminPickups},
		{method: http.MethodGet, path: "/admin/trades/:id", access: accessAdmin, handler: h.adminGetTrade},
		{method: http.MethodGet, path: "/admin/trades/:id/users/:userId", access: accessAdmin, handler: h.adminTradePerspective},
		{method: http.MethodPost, path: "/admin/trades/:id/override-received", access: accessAdmin, handler: h.adminOverride(workflows.UpdateOverrideReceived)},
		{method: http.MethodPost, path: "/admin/trades/:id/override-returned", access: accessAdmin, handler: h.adminOverride(workflows.UpdateOverrideReturned)},
		{method: http.MethodPost, path: "/admin/trades/:id/flag", access: accessAdmin, handler: h.adminFlagTrade},
		{method: http.MethodPost, path: "/admin/trades/:id/force-complete", access: accessAdmin, handler: h.adminForceComplete},
		{method: http.MethodDelete, path: "/admin/trades/:id/delete", access: accessAdmin, handler: h.adminDeleteTrade},
	}
}

func (h adminTradeHandlers) adminListTrades(c *gin.Context) {
	p := pageQuery(c, 100)
	page, err := h.svc.AdminTrades(c, trades.AdminFilter{Status: optionalQuery(c, "status"),
		DeliveryMethod: optionalQuery(c, "delivery_method"), Member: optionalQuery(c, "q")}, p.limit(), p.offset())
	if err != nil {
		h.fail(c, err, "Failed to load trades")
		return
	}
	h.answerTradePage(c, page, p)
}

func (h adminTradeHandlers) adminPickups(c *gin.Context) {
	p := pageQuery(c, 100)
	page, err := h.svc.PickupTrades(c, p.limit(), p.offset())
	if err != nil {
		h.fail(c, err, "Failed to load pickup trades")
		return
	}
	h.answerTradePage(c, page, p)
}

// answerTradePage answers a page of trades as the caller sees them.
func (s *tradeReader) answerTradePage(c *gin.Context, page trades.Page, p listPage) {
	list, err := s.tradeList(c, page.Views, mustCaller(c))
	if err != nil {
		s.fail(c, err, "Failed to load trades")
		return
	}
	answerPage(c, p, page.Total, gin.H{"items": list, "trades": list})
}

func optionalQuery(c *gin.Context, name string) *string {
	v := strings.TrimSpace(c.Query(name))
	if v == "" || v == "all" {
		return nil
	}
	return &v
}

func (h adminTradeHandlers) adminGetTrade(c *gin.Context) {
	detail, err := h.tradeDetail(c, c.Param("id"), mustCaller(c))
	if err != nil {
		h.fail(c, err, "Trade details not available")
		return
	}
	answer := gin.H{"trade": detail.Trade, "hat1": detail.Hat1, "hat2": detail.Hat2, "user1": detail.User1,
		"user2": detail.User2, "timeline": detail.Timeline, "temporal_url": h.temporalURL(detail.Trade.ID),
		"messages_next_cursor": detail.MessagesNextCursor}
	if traces := h.tracesURL(detail.Trade.ID); traces != "" {
		answer["traces_url"] = traces
	}
	c.JSON(http.StatusOK, answer)
}

// temporalURL links a trade to its workflow in the Temporal UI.
func (h adminTradeHandlers) temporalURL(tradeID string) string {
	return h.temporalUI + "/namespaces/" + h.temporalNamespace + "/workflows/" + workflows.WorkflowID(tradeID)
}

// adminTradePerspective is the trade as one member sees it: what they paid,
// their hold and their confirmations.
func (h adminTradeHandlers) adminTradePerspective(c *gin.Context) {
	userID := c.Param("userId")
	detail, err := h.tradeDetail(c, c.Param("id"), Caller{ID: userID, IsAdmin: true})
	if err != nil {
		h.fail(c, err, "Failed to load user trade details")
		return
	}
	t := detail.Trade
	if userID != t.User1ID && userID != t.User2ID {
		Fail(c, http.StatusNotFound, CodeNotFound, "This member is not part of the trade")
		return
	}
	first := userID == t.User1ID
	breakdown, received, returned, partner := t.FinancialBreakdownInitiator, t.User1ReceivedAt, t.User1ReturnedAt, detail.User2
	if !first {
		breakdown, received, returned, partner = t.FinancialBreakdownReceiver, t.User2ReceivedAt, t.User2ReturnedAt, detail.User1
	}
	c.JSON(http.StatusOK, gin.H{
		"trade_id": t.ID, "user_id": userID, "role": map[bool]string{true: "initiator", false: "receiver"}[first],
		"financials": breakdown, "received_at": received, "returned_at": returned, "partner": partner,
		"status": t.Status, "admin_override": t.AdminOverride, "delivery_method": t.DeliveryMethod,
	})
}
