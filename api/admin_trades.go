package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/catalog"
	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

func (s *Server) adminTradeRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/admin/trades", access: accessAdmin, handler: s.adminListTrades},
		{method: http.MethodGet, path: "/admin/pickups", access: accessAdmin, handler: s.adminPickups},
		{method: http.MethodGet, path: "/admin/trades/:id", access: accessAdmin, handler: s.adminGetTrade},
		{method: http.MethodGet, path: "/admin/trades/:id/users/:userId", access: accessAdmin, handler: s.adminTradePerspective},
		{method: http.MethodPost, path: "/admin/trades/:id/override-received", access: accessAdmin, handler: s.adminOverride(workflows.UpdateOverrideReceived)},
		{method: http.MethodPost, path: "/admin/trades/:id/override-returned", access: accessAdmin, handler: s.adminOverride(workflows.UpdateOverrideReturned)},
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
		s.fail(c, err, "Failed to load trades")
		return
	}
	trades, total := tradePage(rows, func(r db.AdminListTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
	s.answerTradePage(c, trades, total, page, perPage)
}

func (s *Server) adminPickups(c *gin.Context) {
	page, perPage := catalog.ParsePaging(c.Request.URL.Query(), 100)
	rows, err := db.New(s.pool).PickupTrades(c, db.PickupTradesParams{Lim: int32(perPage), Off: int32((page - 1) * perPage)})
	if err != nil {
		s.fail(c, err, "Failed to load pickup trades")
		return
	}
	trades, total := tradePage(rows, func(r db.PickupTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
	s.answerTradePage(c, trades, total, page, perPage)
}

func (s *Server) answerTradePage(c *gin.Context, trades []db.Trade, total int64, page, perPage int) {
	list, err := s.tradeList(c, trades, mustCaller(c))
	if err != nil {
		s.fail(c, err, "Failed to load trades")
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
		s.fail(c, err, "Trade details not available")
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
		s.fail(c, err, "Failed to load user trade details")
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

// adminUpdate sends an administrator's action to the trade as an update:
// the answer is what the trade really did (a refusal is a 4xx) and the audit
// row is written only for an action that was applied. closed handles a
// trade whose workflow has ended (nil: such a trade cannot take it).
func (s *Server) adminUpdate(c *gin.Context, name string, payload workflows.AdminSignal, closed func(workflows.TradeView) error, success string) {
	me := mustCaller(c)
	id := c.Param("id")
	if !ids.Valid(id) {
		Fail(c, http.StatusNotFound, CodeNotFound, "Trade not found")
		return
	}
	_, err := s.trades.Update(c, id, name, payload)
	if errors.Is(err, ErrTradeNotRunning) {
		err = s.onClosedTrade(c, id, me, closed)
	}
	if err != nil {
		s.fail(c, err, "Failed to update trade")
		return
	}
	if err := audit.Write(c, s.pool, audit.Entry{AdminID: me.ID, Action: "trade." + name, TargetType: "trade",
		TargetID: id, Reason: payload.Reason}); err != nil {
		s.logger.Error("audit", "err", err)
	}
	detail, err := s.tradeDetail(c, id, me)
	if err != nil {
		s.fail(c, err, "Trade details not available")
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": success, "trade": detail.Trade})
}

// onClosedTrade applies an administrator's action to a trade whose workflow
// has ended, on its projection.
func (s *Server) onClosedTrade(ctx context.Context, id string, me Caller, closed func(workflows.TradeView) error) error {
	v, err := s.projectedView(ctx, id)
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

// closedTradeEvent is the timeline line of an administrator's action on an
// ended trade.
func closedTradeEvent(v workflows.TradeView, kind, adminID, description, reason string, at time.Time) ([]byte, error) {
	return json.Marshal([]workflows.TimelineEvent{{Seq: len(v.Timeline) + 1, Kind: kind, UserID: adminID,
		Description: description, Message: reason, At: at}})
}

func (s *Server) adminOverride(update string) gin.HandlerFunc {
	return func(c *gin.Context) {
		var b adminTradeBody
		if !BindJSON(c, &b) {
			return
		}
		s.adminUpdate(c, update, workflows.AdminSignal{AdminID: mustCaller(c).ID, UserID: b.UserID, Reason: b.Reason},
			nil, "Admin Override Applied")
	}
}

func (s *Server) adminFlagTrade(c *gin.Context) {
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
	s.adminUpdate(c, workflows.UpdateFlag, workflows.AdminSignal{AdminID: me.ID, Reason: reason},
		func(v workflows.TradeView) error {
			now := time.Now().UTC()
			flag, _ := json.Marshal(workflows.AdminSignal{AdminID: me.ID, Reason: reason, At: now})
			event, err := closedTradeEvent(v, "admin_flag", me.ID, "Flagged by an administrator", reason, now)
			if err == nil {
				_, err = db.New(s.pool).FlagClosedTrade(c, db.FlagClosedTradeParams{ID: v.TradeID, Reason: &reason,
					AdminID: &me.ID, At: &now, Flag: flag, Event: event})
			}
			return err
		}, "Trade flagged")
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
	s.adminUpdate(c, workflows.UpdateForceComplete,
		workflows.AdminSignal{AdminID: mustCaller(c).ID, UserID: b.UserID, Action: b.Action, Reason: strings.TrimSpace(b.Reason)},
		nil, "Trade force completed successfully!")
}

func (s *Server) adminDeleteTrade(c *gin.Context) {
	me := mustCaller(c)
	reason := strings.TrimSpace(c.Query("reason"))
	s.adminUpdate(c, workflows.UpdateDelete, workflows.AdminSignal{AdminID: me.ID, Reason: reason},
		func(v workflows.TradeView) error {
			now := time.Now().UTC()
			event, err := closedTradeEvent(v, "admin_delete", me.ID, "Deleted by an administrator", reason, now)
			if err == nil {
				_, err = db.New(s.pool).DeleteClosedTrade(c, db.DeleteClosedTradeParams{ID: v.TradeID, AdminID: &me.ID, At: &now, Event: event})
			}
			if errors.Is(err, pgx.ErrNoRows) {
				return refusal.New(refusal.Conflict, "This trade was already deleted")
			}
			return err
		}, "Trade deleted")
}
