package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/audit"
	"pursetrade/internal/disputes"
	"pursetrade/internal/money"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

func (s *Server) adminDisputeRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/admin/disputes", access: accessAdmin, handler: s.adminListDisputes},
		{method: http.MethodGet, path: "/admin/disputes/:id", access: accessAdmin, handler: s.getDispute},
		{method: http.MethodPut, path: "/admin/disputes/:id/resolve", access: accessAdmin, handler: s.adminResolveDispute},
		{method: http.MethodPost, path: "/admin/disputes/:id/messages", access: accessAdmin, handler: s.postDisputeMessage},
		{method: http.MethodPost, path: "/admin/cleanup-duplicate-disputes", access: accessAdmin, handler: s.adminCleanupDisputes},
	}
}

// adminListDisputes answers every dispute in display order; resolved and
// closed ones only with show_closed=true.
func (s *Server) adminListDisputes(c *gin.Context) {
	showClosed, _ := strconv.ParseBool(c.Query("show_closed"))
	s.answerDisputeList(c, nil, showClosed)
}

type resolveBody struct {
	Resolution string `json:"resolution"`
	Award      *struct {
		ToUserID string          `json:"to_user_id"`
		Amount   json.RawMessage `json:"amount"`
	} `json:"award"`
}

// resolution reads the administrator's decision; the award amount is in
// dollars (a number or a numeric string).
func (b resolveBody) resolution(adminID string) (disputes.Resolution, error) {
	r := disputes.Resolution{AdminID: adminID, Text: strings.TrimSpace(b.Resolution)}
	if b.Award == nil {
		return r, nil
	}
	r.AwardTo = strings.TrimSpace(b.Award.ToUserID)
	raw := strings.TrimSpace(string(b.Award.Amount))
	if raw == "" || raw == "null" {
		return r, nil
	}
	if unquoted, err := strconv.Unquote(raw); err == nil {
		raw = unquoted
	}
	cents, err := money.ParseDollars(raw)
	if err != nil || cents <= 0 {
		return r, disputes.ErrAwardAmount
	}
	r.AwardCents = cents
	return r, nil
}

// adminResolveDispute records the resolution. While the trade is disputed
// the workflow is told (it pays the award out of the other member's hold,
// releases the holds and completes the trade) and the answer waits for it.
func (s *Server) adminResolveDispute(c *gin.Context) {
	var b resolveBody
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	r, err := b.resolution(me.ID)
	if err != nil {
		s.failDispute(c, err, "Failed to resolve dispute")
		return
	}
	svc := s.disputeService()
	row, err := svc.Get(c, c.Param("id"), me.ID, true)
	var v workflows.TradeView
	if err == nil {
		if v, err = s.trades.View(c, row.Dispute.TradeID, ""); errors.Is(err, ErrTradeNotRunning) {
			err = nil
		}
	}
	if err == nil {
		live := v.Status == workflows.StatusDisputed && v.DisputeID == row.Dispute.ID
		_, err = svc.Resolve(c, row.Dispute.ID, r, live, func(ctx context.Context, _ db.GetDisputeRow) error {
			return s.settleDispute(ctx, v, row.Dispute.ID, r)
		})
	}
	if err != nil {
		s.failDispute(c, err, "Failed to resolve dispute")
		return
	}
	s.auditDispute(c, "dispute.resolve", row.Dispute.ID, r.Text, map[string]any{"award_to_user_id": r.AwardTo,
		"award_cents": r.AwardCents, "trade_id": row.Dispute.TradeID})
	s.answerDispute(c, http.StatusOK, row.Dispute.ID, me, "Dispute resolved")
}

// settleDispute sends the resolution to the trade's workflow and waits
// until the trade is no longer disputed (completed). A slow worker is not a
// failure: the signal is durable and the checks it needs have passed.
func (s *Server) settleDispute(ctx context.Context, v workflows.TradeView, disputeID string, r disputes.Resolution) error {
	if err := s.trades.Signal(ctx, v.TradeID, workflows.SignalDisputeResolved, workflows.DisputeSignal{
		DisputeID: disputeID, UserID: r.AdminID, Resolution: r.Text, AwardToUserID: r.AwardTo, AwardCents: r.AwardCents,
	}); err != nil {
		return err
	}
	for seq := v.Seq; ; {
		if err := s.awaitTransition(ctx, v.TradeID, seq); err != nil {
			s.logger.WarnContext(ctx, "resolution sent; the trade has not applied it yet", "dispute_id", disputeID, "err", err)
			return nil
		}
		now, err := s.trades.View(ctx, v.TradeID, "")
		if err != nil || now.Status != workflows.StatusDisputed {
			return nil // completed (and closed), or unreadable: the signal stands
		}
		seq = now.Seq
	}
}

func (s *Server) adminCleanupDisputes(c *gin.Context) {
	rep, err := disputes.MergeDuplicates(c, s.pool)
	if err != nil {
		s.failDispute(c, err, "Failed to cleanup duplicate disputes")
		return
	}
	s.auditDispute(c, "dispute.cleanup_duplicates", "", "", map[string]any{"merged": rep.Merged, "checked": rep.Checked})
	c.JSON(http.StatusOK, gin.H{"success": true, "message": fmt.Sprintf("Merged %d duplicate disputes", rep.Merged),
		"merged": rep.Merged, "disputes_checked": rep.Checked})
}

// auditDispute records an administrator's dispute action; a failure is
// logged (the action itself is done).
func (s *Server) auditDispute(c *gin.Context, action, disputeID, reason string, details map[string]any) {
	if err := audit.Write(c, s.pool, audit.Entry{AdminID: mustCaller(c).ID, Action: action,
		TargetType: "dispute", TargetID: disputeID, Reason: reason, Details: details}); err != nil {
		s.logger.ErrorContext(c, "audit", "action", action, "err", err)
	}
}
