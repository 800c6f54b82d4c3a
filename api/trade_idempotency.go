package api

import (
	"context"
	"errors"
	"strings"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"

	"pursetrade/internal/refusal"
	"pursetrade/workflows"
)

// idempotencyHeader lets a client retry POST /trades and the money POSTs
// (withdrawals, admin credits, debits and refunds) safely.
const idempotencyHeader = "Idempotency-Key"

var errRequestInFlight = refusal.New(refusal.Conflict, "This trade request is already being processed. Please wait a moment.")

// openOnce starts the trade, or, when the member already sent this key,
// answers the trade that key started. It reports whether a new trade began.
func (h tradeHandlers) openOnce(ctx context.Context, me Caller, key string, in workflows.TradeInput) (workflows.TradeView, bool, error) {
	if key == "" {
		v, err := h.trades.Open(ctx, in)
		return v, true, err
	}
	claim, err := h.svc.ClaimRequestKey(ctx, me.ID, key, in.TradeID)
	if err != nil {
		return workflows.TradeView{}, false, err
	}
	if claim.Claimed {
		v, err := h.trades.Open(ctx, in)
		return v, true, err
	}
	return h.retryRequest(ctx, me, key, claim.TradeID, in)
}

// earlierRequest answers the trade an earlier request with this key started,
// before the request is checked again: once that trade is accepted its bags
// are booked, and a retry must still get its trade, not a booking refusal.
// A trade not (yet) requested is left to openOnce.
func (h tradeHandlers) earlierRequest(ctx context.Context, me Caller, key string) (workflows.TradeView, bool, error) {
	if key == "" {
		return workflows.TradeView{}, false, nil
	}
	tradeID, found, err := h.svc.TradeOfRequestKey(ctx, me.ID, key)
	if err != nil || !found {
		return workflows.TradeView{}, false, err
	}
	v, err := h.liveView(ctx, tradeID, me)
	if err != nil || v.Seq == 0 {
		return workflows.TradeView{}, false, nil
	}
	return v, true, nil
}

// retryRequest answers a request whose key an earlier one (that started
// tradeID) claimed: that trade, if it exists.
func (h tradeHandlers) retryRequest(ctx context.Context, me Caller, key, tradeID string, in workflows.TradeInput) (workflows.TradeView, bool, error) {
	retry := in
	retry.TradeID = tradeID
	if v, err := h.liveView(ctx, tradeID, me); err == nil {
		if v.Seq == 0 { // started, but its request update was lost
			v, err = h.trades.EnsureRequested(ctx, retry)
		}
		return v, false, err
	}
	v, err := h.trades.Open(ctx, retry)
	if !alreadyStarted(err) {
		return v, err == nil, err // the first attempt never reached Temporal
	}
	running, err := h.trades.Running(ctx, tradeID)
	switch {
	case err != nil:
		return workflows.TradeView{}, false, err
	case running:
		return workflows.TradeView{}, false, errRequestInFlight
	}
	// The first attempt was refused (its workflow ended without a trade):
	// this one is a fresh attempt under the same key.
	if err := h.svc.ReassignRequestKey(ctx, me.ID, key, tradeID, in.TradeID); err != nil {
		return workflows.TradeView{}, false, err
	}
	v, err = h.trades.Open(ctx, in)
	return v, true, err
}

func alreadyStarted(err error) bool {
	var started *serviceerror.WorkflowExecutionAlreadyStarted
	return errors.As(err, &started) || (err != nil && strings.Contains(err.Error(), "already started"))
}

// Running reports whether the trade's workflow is still running.
func (e *TradeEngine) Running(ctx context.Context, tradeID string) (bool, error) {
	d, err := e.c.DescribeWorkflowExecution(ctx, workflows.WorkflowID(tradeID), "")
	if err != nil {
		return false, notRunning(err)
	}
	return d.WorkflowExecutionInfo.GetStatus() == enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING, nil
}
