package api

import (
	"context"
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
	if name == workflows.UpdateDelete { // a deleted trade keeps no condition photos
		if err := h.photos.DeleteTrade(c, id); err != nil {
			h.logger.ErrorContext(c, "delete condition photos", "trade_id", id, "err", err)
		}
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
			ch, flag, err := trades.ClosedFlag(v.TradeID, len(v.Timeline), me.ID, reason, time.Now().UTC())
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
			ch, err := trades.ClosedDeletion(v.TradeID, len(v.Timeline), me.ID, reason, time.Now().UTC())
			if err != nil {
				return err
			}
			return h.svc.DeleteClosed(c, ch)
		}, "Trade deleted")
}
