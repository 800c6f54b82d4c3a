package api

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/audit"
	"pursetrade/internal/catalog"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

func (s *Server) adminTradeRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/admin/trades", access: accessAdmin, handler: s.adminListTrades},
		{method: http.MethodGet, path: "/admin/pickups", access: accessAdmin, handler: s.adminPickups},
		{method: http.MethodGet, path: "/admin/trades/:id", access: accessAdmin, handler: s.adminGetTrade},
		{method: http.MethodGet, path: "/admin/trades/:id/users/:userId", access: accessAdmin, handler: s.adminTradePerspective},
		{method: http.MethodPost, path: "/admin/trades/:id/override-received", access: accessAdmin, handler: s.adminOverride(workflows.SignalOverrideReceived)},
		{method: http.MethodPost, path: "/admin/trades/:id/override-returned", access: accessAdmin, handler: s.adminOverride(workflows.SignalOverrideReturned)},
		{method: http.MethodPost, path: "/admin/trades/:id/flag", access: accessAdmin, handler: s.adminFlagTrade},
		{method: http.MethodPost, path: "/admin/trades/:id/force-complete", access: accessAdmin, handler: s.adminForceComplete},
		{method: http.MethodDelete, path: "/admin/trades/:id/delete", access: accessAdmin, handler: s.adminDeleteTrade},
	}
}

func (s *Server) adminListTrades(c *gin.Context) {
	page, perPage := catalog.ParsePaging(c.Request.URL.Query(), 100)
	rows, err := db.New(s.pool).AdminListTrades(c, db.AdminListTradesParams{
		Status: optionalQuery(c, "status"), DeliveryMethod: optionalQuery(c, "delivery_method"),
		Member: optionalQuery(c, "q"), Lim: int32(perPage), Off: int32((page - 1) * perPage),
	})
	if err != nil {
		s.tradeFailure(c, err, "Failed to load trades")
		return
	}
	trades, total := tradePage(rows, func(r db.AdminListTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
	s.answerTradePage(c, trades, total, page, perPage)
}

func (s *Server) adminPickups(c *gin.Context) {
	page, perPage := catalog.ParsePaging(c.Request.URL.Query(), 100)
	rows, err := db.New(s.pool).PickupTrades(c, db.PickupTradesParams{Lim: int32(perPage), Off: int32((page - 1) * perPage)})
	if err != nil {
		s.tradeFailure(c, err, "Failed to load pickup trades")
		return
	}
	trades, total := tradePage(rows, func(r db.PickupTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
	s.answerTradePage(c, trades, total, page, perPage)
}

func (s *Server) answerTradePage(c *gin.Context, trades []db.Trade, total int64, page, perPage int) {
	list, err := s.tradeList(c, trades, mustCaller(c))
	if err != nil {
		s.tradeFailure(c, err, "Failed to load trades")
		return
	}
	c.JSON(http.StatusOK, gin.H{"items": list, "trades": list, "page": page, "per_page": perPage, "total": total})
}

// tradePage unpacks a page of projection rows carrying the total count.
func tradePage[R any](rows []R, row func(R) (db.Trade, int64)) ([]db.Trade, int64) {
	trades := make([]db.Trade, len(rows))
	var total int64
	for i, r := range rows {
		trades[i], total = row(r)
	}
	return trades, total
}

func optionalQuery(c *gin.Context, name string) *string {
	v := strings.TrimSpace(c.Query(name))
	if v == "" || v == "all" {
		return nil
	}
	return &v
}

func (s *Server) adminGetTrade(c *gin.Context) {
	detail, err := s.tradeDetail(c, c.Param("id"), mustCaller(c))
	if err != nil {
		s.tradeFailure(c, err, "Trade details not available")
		return
	}
	c.JSON(http.StatusOK, gin.H{"trade": detail.Trade, "hat1": detail.Hat1, "hat2": detail.Hat2, "user1": detail.User1,
		"user2": detail.User2, "timeline": detail.Timeline, "temporal_url": s.temporalURL(detail.Trade.ID)})
}

// temporalURL links a trade to its workflow in the Temporal UI.
func (s *Server) temporalURL(tradeID string) string {
	return s.cfg.TemporalUIURL + "/namespaces/" + s.cfg.TemporalNamespace + "/workflows/" + workflows.WorkflowID(tradeID)
}

// adminTradePerspective is the trade as one member sees it: what they paid,
// their hold and their confirmations.
func (s *Server) adminTradePerspective(c *gin.Context) {
	userID := c.Param("userId")
	detail, err := s.tradeDetail(c, c.Param("id"), Caller{ID: userID, IsAdmin: true})
	if err != nil {
		s.tradeFailure(c, err, "Failed to load user trade details")
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
		"status": t.Status, "admin_override": t.AdminOverride,
	})
}

type adminTradeBody struct {
	UserID string `json:"user_id"`
	Reason string `json:"reason"`
	Action string `json:"action"`
}

// adminSignal checks the request against the live trade, sends the signal
// and waits until the workflow has applied it, so the answer shows the
// result.
func (s *Server) adminSignal(c *gin.Context, name string, payload workflows.AdminSignal, check func(workflows.TradeView) error, success string) {
	me := mustCaller(c)
	v, err := s.trades.View(c, c.Param("id"), me.ID)
	if err == ErrTradeNotRunning {
		err = refuse(http.StatusConflict, CodeConflict, "This trade has ended")
	}
	if err == nil {
		err = check(v)
	}
	if err == nil {
		err = s.trades.Signal(c, v.TradeID, name, payload)
	}
	if err == nil {
		err = s.awaitTransition(c, v.TradeID, v.Seq)
	}
	if err != nil {
		s.tradeFailure(c, err, "Failed to update trade")
		return
	}
	if err := audit.Write(c, s.pool, audit.Entry{AdminID: me.ID, Action: "trade." + name, TargetType: "trade",
		TargetID: v.TradeID, Reason: payload.Reason}); err != nil {
		s.logger.Error("audit", "err", err)
	}
	detail, err := s.tradeDetail(c, v.TradeID, me)
	if err != nil {
		s.tradeFailure(c, err, "Trade details not available")
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": success, "trade": detail.Trade})
}

// awaitTransition waits (briefly) until the trade's view moved past seq.
func (s *Server) awaitTransition(ctx context.Context, tradeID string, seq int64) error {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		v, err := s.trades.View(ctx, tradeID, "")
		if err == ErrTradeNotRunning {
			return nil
		}
		if err != nil {
			return err
		}
		if v.Seq > seq {
			return nil
		}
		time.Sleep(25 * time.Millisecond)
	}
	return refuse(http.StatusConflict, CodeConflict, "The trade did not accept this action")
}

func (s *Server) adminOverride(signal string) gin.HandlerFunc {
	return func(c *gin.Context) {
		var b adminTradeBody
		if !BindJSON(c, &b) {
			return
		}
		s.adminSignal(c, signal, workflows.AdminSignal{AdminID: mustCaller(c).ID, UserID: b.UserID, Reason: b.Reason},
			func(v workflows.TradeView) error {
				if b.UserID != v.User1ID && b.UserID != v.User2ID {
					return refuse(http.StatusBadRequest, CodeBadRequest, "Choose one of the two members of the trade")
				}
				if v.Status != workflows.StatusAccepted && v.Status != workflows.StatusDisputed {
					return refuse(http.StatusConflict, CodeConflict, "Only active trades can be overridden")
				}
				return nil
			}, "Admin Override Applied")
	}
}

func (s *Server) adminFlagTrade(c *gin.Context) {
	var b adminTradeBody
	if !BindJSON(c, &b) {
		return
	}
	if strings.TrimSpace(b.Reason) == "" {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Please give a reason for flagging this trade")
		return
	}
	s.adminSignal(c, workflows.SignalFlag, workflows.AdminSignal{AdminID: mustCaller(c).ID, Reason: strings.TrimSpace(b.Reason)},
		adminRemovable, "Trade flagged")
}

func (s *Server) adminForceComplete(c *gin.Context) {
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
	s.adminSignal(c, workflows.SignalForceComplete,
		workflows.AdminSignal{AdminID: mustCaller(c).ID, UserID: b.UserID, Action: b.Action, Reason: strings.TrimSpace(b.Reason)},
		func(v workflows.TradeView) error { return ruleOf(workflows.StateOf(v).CheckForce()) },
		"Trade force completed successfully!")
}

func (s *Server) adminDeleteTrade(c *gin.Context) {
	s.adminSignal(c, workflows.SignalDelete, workflows.AdminSignal{AdminID: mustCaller(c).ID, Reason: c.Query("reason")},
		adminRemovable, "Trade deleted")
}

func adminRemovable(v workflows.TradeView) error {
	return ruleOf(workflows.StateOf(v).CheckAdminRemoval())
}

// ruleOf turns a workflow rule refusal into an HTTP refusal.
func ruleOf(err error) error {
	if rule, ok := err.(*workflows.RuleError); ok {
		return refuse(http.StatusConflict, rule.Code, "This trade cannot be changed: it is completed, cancelled or disputed")
	}
	return err
}
