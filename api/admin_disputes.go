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
	"pursetrade/internal/refusal"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// adminDisputeHandlers serve the administrators' dispute screens:
// listing, resolving and cleaning up.
type adminDisputeHandlers struct {
	disputeViews
	audit  *audit.Log
	member disputeHandlers // reading a dispute and writing in it are the members' routes
}

func (h adminDisputeHandlers) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/admin/disputes", access: accessAdmin, handler: h.adminListDisputes},
		{method: http.MethodGet, path: "/admin/disputes/:id", access: accessAdmin, handler: h.member.getDispute},
		{method: http.MethodPut, path: "/admin/disputes/:id/resolve", access: accessAdmin, handler: h.adminResolveDispute},
		{method: http.MethodPost, path: "/admin/disputes/:id/messages", access: accessAdmin, handler: h.member.postDisputeMessage},
		{method: http.MethodPost, path: "/admin/cleanup-duplicate-disputes", access: accessAdmin, handler: h.adminCleanupDisputes},
	}
}

// adminListDisputes answers every dispute in display order; resolved and
// closed ones only with show_closed=true.
func (h adminDisputeHandlers) adminListDisputes(c *gin.Context) {
	showClosed, _ := strconv.ParseBool(c.Query("show_closed"))
	h.answerDisputeList(c, nil, showClosed)
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

// adminResolveDispute resolves a dispute. While the trade is disputed the
// trade applies the resolution first (it pays the award out of the other
// member's hold, releases the holds and completes) and the dispute records
// exactly what it applied; a trade that already ended gets the text alone.
func (h adminDisputeHandlers) adminResolveDispute(c *gin.Context) {
	var b resolveBody
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	r, err := b.resolution(me.ID)
	if err != nil {
		h.fail(c, err, "Failed to resolve dispute")
		return
	}
	svc := h.disputes
	row, err := svc.Get(c, c.Param("id"), me.ID, true)
	if err == nil {
		r, err = h.settleDispute(c, svc, row, r)
	}
	if err == nil {
		_, err = svc.Resolve(c, row.ID, r)
	}
	if err != nil {
		h.fail(c, err, "Failed to resolve dispute")
		return
	}
	h.auditDispute(c, "dispute.resolve", row.ID, r.Text, map[string]any{"award_to_user_id": r.AwardTo,
		"award_cents": r.AwardCents, "trade_id": row.TradeID})
	h.answerDispute(c, http.StatusOK, row.ID, me, "Dispute resolved")
}

// settleDispute has the trade apply the resolution when it is still
// disputed, and answers the resolution to record: the one the trade applied
// (a second administrator, or a retry after a lost answer, gets the first
// one), or r for a trade that already ended without applying any.
func (h adminDisputeHandlers) settleDispute(ctx context.Context, svc disputes.Service, d disputes.Dispute, r disputes.Resolution) (disputes.Resolution, error) {
	v, err := h.currentView(ctx, d.TradeID)
	if err != nil {
		return r, err
	}
	if applied, ok := appliedResolution(v, d.ID); ok {
		return applied, nil
	}
	live := v.Status == rules.StatusDisputed && v.DisputeID == d.ID
	if err := svc.CheckResolution(ctx, d.ID, r, live); err != nil || !live {
		// Another administrator's resolution may have landed since the view
		// was read (their award emptied the hold this one is checked
		// against): theirs stands.
		if now, viewErr := h.currentView(ctx, d.TradeID); err != nil && viewErr == nil {
			if applied, ok := appliedResolution(now, d.ID); ok {
				return applied, nil
			}
		}
		return r, err
	}
	v, err = h.trades.Update(ctx, d.TradeID, workflows.UpdateResolveDispute, workflows.DisputeSignal{
		DisputeID: d.ID, UserID: r.AdminID, Resolution: r.Text, AwardToUserID: r.AwardTo, AwardCents: r.AwardCents,
	})
	if errors.Is(err, ErrTradeNotRunning) { // it completed meanwhile: read what it applied
		v, err = h.projectedView(ctx, d.TradeID)
	}
	if err != nil {
		return r, err
	}
	if applied, ok := appliedResolution(v, d.ID); ok {
		return applied, nil
	}
	return r, refusal.New(refusal.Conflict, "The trade did not take this resolution. Please reload.")
}

// currentView is the trade as it stands: the workflow's view while it
// runs, its last projection after.
func (h adminDisputeHandlers) currentView(ctx context.Context, tradeID string) (workflows.TradeView, error) {
	v, err := h.trades.View(ctx, tradeID, "")
	if errors.Is(err, ErrTradeNotRunning) {
		v, err = h.projectedView(ctx, tradeID)
	}
	return v, err
}

func appliedResolution(v workflows.TradeView, disputeID string) (disputes.Resolution, bool) {
	a := v.Resolution
	if a == nil || a.DisputeID != disputeID {
		return disputes.Resolution{}, false
	}
	return disputes.Resolution{AdminID: a.AdminID, Text: a.Resolution, AwardTo: a.AwardToUserID, AwardCents: a.AwardCents}, true
}

func (h adminDisputeHandlers) adminCleanupDisputes(c *gin.Context) {
	rep, err := h.disputes.MergeDuplicates(c)
	if err != nil {
		h.fail(c, err, "Failed to cleanup duplicate disputes")
		return
	}
	h.auditDispute(c, "dispute.cleanup_duplicates", "", "", map[string]any{"merged": rep.Merged, "checked": rep.Checked})
	c.JSON(http.StatusOK, gin.H{"success": true, "message": fmt.Sprintf("Merged %d duplicate disputes", rep.Merged),
		"merged": rep.Merged, "disputes_checked": rep.Checked})
}

// auditDispute records an administrator's dispute action; a failure is
// logged (the action itself is done).
func (h adminDisputeHandlers) auditDispute(c *gin.Context, action, disputeID, reason string, details map[string]any) {
	if err := h.audit.Write(c, audit.Entry{AdminID: mustCaller(c).ID, Action: action,
		TargetType: "dispute", TargetID: disputeID, Reason: reason, Details: details}); err != nil {
		h.logger.ErrorContext(c, "audit", "action", action, "err", err)
	}
}
