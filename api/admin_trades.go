package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/audit"
	"pursetrade/internal/refusal"
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

type adminTradeBody struct {
	UserID string `json:"user_id"`
	Reason string `json:"reason"`
	Action string `json:"action"`
}

// adminUpdate sends an administrator's action to the trade as an update:
// the answer is what the trade really did (a refusal is a 4xx) and the audit
// row is written only for an action that was applied. closed handles a
// trade whose workflow has ended (nil: such a trade cannot take it).
func (h adminTradeHandlers) adminUpdate(c *gin.Context, name string, payload workflows.AdminSignal, closed func(workflows.TradeView) error, success string) {
	me := mustCaller(c)
	id := c.Param("id")
	_, err := h.trades.update(c, id, name, payload, keyedUpdateID(me.ID, name, strings.TrimSpace(c.GetHeader(idempotencyHeader))))
	if errors.Is(err, ErrTradeNotRunning) {
		err = h.onClosedTrade(c, id, me, closed)
	}
	if err != nil {
		h.fail(c, err, "Failed to update trade")
		return
	}
	if err := h.audit.Write(c, audit.Entry{AdminID: me.ID, Action: "trade." + name, TargetType: "trade",
		TargetID: id, Reason: payload.Reason}); err != nil {
		h.logger.Error("audit", "err", err)
	}
	detail, err := h.tradeDetail(c, id, me)
	if err != nil {
		h.fail(c, err, "Trade details not available")
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": success, "trade": detail.Trade})
}

// onClosedTrade applies an administrator's action to a trade whose workflow
// has ended, on its projection.
func (h adminTradeHandlers) onClosedTrade(ctx context.Context, id string, me Caller, closed func(workflows.TradeView) error) error {
	v, err := h.projectedView(ctx, id)
	if err != nil {
		return err
	}
	if closed == nil {
		return refusal.New(refusal.Conflict, "This trade has ended")
	}
	if err := workflows.StateOf(v).CheckAdminRemoval(); err != nil {
		return refusal.New(refusal.Conflict, err.Error())
	}
	return closed(v)
}

// closedTradeChange is an administrator's action on an ended trade, with
// the timeline line it adds.
func closedTradeChange(v workflows.TradeView, kind, adminID, description, reason string, at time.Time) (trades.ClosedTradeChange, error) {
	event, err := json.Marshal([]workflows.TimelineEvent{{Seq: len(v.Timeline) + 1, Kind: kind, UserID: adminID,
		Description: description, Message: reason, At: at}})
	return trades.ClosedTradeChange{TradeID: v.TradeID, AdminID: adminID, Reason: reason, At: at, Event: event}, err
}

func (h adminTradeHandlers) adminOverride(update string) gin.HandlerFunc {
	return func(c *gin.Context) {
		var b adminTradeBody
		if !BindJSON(c, &b) {
			return
		}
		h.adminUpdate(c, update, workflows.AdminSignal{AdminID: mustCaller(c).ID, UserID: b.UserID, Reason: b.Reason},
			nil, "Admin Override Applied")
	}
}

func (h adminTradeHandlers) adminFlagTrade(c *gin.Context) {
	var b adminTradeBody
	if !BindJSON(c, &b) {
		return
	}
	reason := strings.TrimSpace(b.Reason)
	if reason == "" {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Please give a reason for flagging this trade")
		return
	}
	me := mustCaller(c)
	h.adminUpdate(c, workflows.UpdateFlag, workflows.AdminSignal{AdminID: me.ID, Reason: reason},
		func(v workflows.TradeView) error {
			now := time.Now().UTC()
			flag, _ := json.Marshal(workflows.AdminSignal{AdminID: me.ID, Reason: reason, At: now})
			ch, err := closedTradeChange(v, "admin_flag", me.ID, "Flagged by an administrator", reason, now)
			if err != nil {
				return err
			}
			return h.svc.FlagClosed(c, ch, flag)
		}, "Trade flagged")
}

func (h adminTradeHandlers) adminForceComplete(c *gin.Context) {
	var b adminTradeBody
	if !BindJSON(c, &b) {
		return
	}
	if b.Action == "" {
		b.Action = workflows.ForceComplete
	}
	switch {
	case strings.TrimSpace(b.Reason) == "":
		Fail(c, http.StatusBadRequest, CodeBadRequest, "A reason is required to force complete a trade")
		return
	case b.Action != workflows.ForceComplete && b.Action != workflows.ForceCancel:
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Action must be complete or cancel")
		return
	}
	h.adminUpdate(c, workflows.UpdateForceComplete,
		workflows.AdminSignal{AdminID: mustCaller(c).ID, UserID: b.UserID, Action: b.Action, Reason: strings.TrimSpace(b.Reason)},
		nil, "Trade force completed successfully!")
}

func (h adminTradeHandlers) adminDeleteTrade(c *gin.Context) {
	me := mustCaller(c)
	reason := strings.TrimSpace(c.Query("reason"))
	h.adminUpdate(c, workflows.UpdateDelete, workflows.AdminSignal{AdminID: me.ID, Reason: reason},
		func(v workflows.TradeView) error {
			now := time.Now().UTC()
			ch, err := closedTradeChange(v, "admin_delete", me.ID, "Deleted by an administrator", reason, now)
			if err != nil {
				return err
			}
			return h.svc.DeleteClosed(c, ch)
		}, "Trade deleted")
}
