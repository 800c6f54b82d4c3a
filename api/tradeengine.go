package api

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"pursetrade/workflows"
)

// ErrTradeNotRunning means the trade's workflow has closed (or never ran);
// callers fall back to the projection.
var ErrTradeNotRunning = errors.New("trade workflow is not running")

// TradeEngine is the API's handle on trade workflows: it starts them, sends
// member actions as updates and events as signals, and reads the live view.
type TradeEngine struct {
	c         client.Client
	taskQueue string
}

// NewTradeEngine wraps a Temporal client.
func NewTradeEngine(c client.Client, taskQueue string) *TradeEngine {
	return &TradeEngine{c: c, taskQueue: taskQueue}
}

// Open starts the trade's workflow together with its `request` update
// (update-with-start): the answer is synchronous, and when the requester's
// hold cannot be reserved the workflow ends leaving nothing behind.
func (e *TradeEngine) Open(ctx context.Context, in workflows.TradeInput) (workflows.TradeView, error) {
	if err := in.Validate(); err != nil {
		return workflows.TradeView{}, err
	}
	start := e.c.NewWithStartWorkflowOperation(client.StartWorkflowOptions{
		ID:                       workflows.WorkflowID(in.TradeID),
		TaskQueue:                e.taskQueue,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
	}, workflows.TradeWorkflowName, in)
	h, err := e.c.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{
		StartWorkflowOperation: start,
		UpdateOptions: client.UpdateWorkflowOptions{
			UpdateName:   workflows.ActionRequest,
			Args:         []any{workflows.ActionInput{UserID: in.RequesterID}},
			WaitForStage: client.WorkflowUpdateStageCompleted,
		},
	})
	var v workflows.TradeView
	if err == nil {
		err = h.Get(ctx, &v)
	}
	if err == nil || isRefusal(err) || alreadyStarted(err) || ctx.Err() != nil {
		return v, err
	}
	// The workflow may have started while its request update was lost (a
	// worker died in between): send the request again as a plain update.
	return e.EnsureRequested(ctx, in)
}

// EnsureRequested (re)sends a started trade's request update until the
// workflow answers it: the trade, a refusal, or that it was already
// requested (then the live view is the answer).
func (e *TradeEngine) EnsureRequested(ctx context.Context, in workflows.TradeInput) (workflows.TradeView, error) {
	for attempt := 0; ; attempt++ {
		v, err := e.Update(ctx, in.TradeID, workflows.ActionRequest, workflows.ActionInput{UserID: in.RequesterID})
		if err == nil || errors.Is(err, ErrTradeNotRunning) || isRefusal(err) && !alreadyRequested(err) {
			return v, err
		}
		if alreadyRequested(err) {
			return e.View(ctx, in.TradeID, in.RequesterID)
		}
		if attempt == 20 {
			return v, fmt.Errorf("request trade %s: %w", in.TradeID, err)
		}
		select {
		case <-ctx.Done():
			return v, ctx.Err()
		case <-time.After(time.Duration(100*(attempt+1)) * time.Millisecond):
		}
	}
}

func isRefusal(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr)
}

// alreadyRequested is the validator's answer to a second request update.
func alreadyRequested(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Type() == workflows.CodeNotAllowed
}

// View queries the live trade as viewerID sees it. Only running workflows
// answer: a closed trade is read from the projection (and a request that was
// refused has none), so the query never replays a finished history.
func (e *TradeEngine) View(ctx context.Context, tradeID, viewerID string) (workflows.TradeView, error) {
	var v workflows.TradeView
	res, err := e.c.QueryWorkflowWithOptions(ctx, &client.QueryWorkflowWithOptionsRequest{
		WorkflowID: workflows.WorkflowID(tradeID), QueryType: workflows.QueryTradeView, Args: []any{viewerID},
		QueryRejectCondition: enumspb.QUERY_REJECT_CONDITION_NOT_OPEN,
	})
	if err != nil {
		return v, notRunning(err)
	}
	if res.QueryRejected != nil {
		return v, ErrTradeNotRunning
	}
	return v, res.QueryResult.Get(&v)
}

// Act sends a member action as a workflow update and waits for its result; a
// refusal comes back as the update's error with the member-facing message.
// A member's Idempotency-Key names the update: the same key sent again
// (a retry after a timeout or a crash) is the same update, which Temporal
// answers once, and which, if its first attempt was lost, runs under the
// same id and so the same money and notification keys.
func (e *TradeEngine) Act(ctx context.Context, tradeID, action string, in workflows.ActionInput, key string) (workflows.TradeView, error) {
	return e.update(ctx, tradeID, action, in, keyedUpdateID(in.UserID, action, key))
}

// keyedUpdateID names the update a caller's Idempotency-Key sends (a random
// id without a key).
func keyedUpdateID(userID, name, key string) string {
	if key == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(userID + "\x00" + name + "\x00" + key))
	return "act-" + hex.EncodeToString(sum[:16])
}

// Update sends any update (member, administrator or dispute action) and
// waits until the trade has applied or refused it.
func (e *TradeEngine) Update(ctx context.Context, tradeID, name string, arg any) (workflows.TradeView, error) {
	return e.update(ctx, tradeID, name, arg, "")
}

// update sends the update with the given id (a random one when empty).
func (e *TradeEngine) update(ctx context.Context, tradeID, name string, arg any, updateID string) (workflows.TradeView, error) {
	var v workflows.TradeView
	h, err := e.c.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		UpdateID:     updateID,
		WorkflowID:   workflows.WorkflowID(tradeID),
		UpdateName:   name,
		Args:         []any{arg},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err != nil {
		return v, notRunning(err)
	}
	return v, h.Get(ctx, &v)
}

func notRunning(err error) error {
	var nf *serviceerror.NotFound
	if errors.As(err, &nf) {
		return ErrTradeNotRunning
	}
	return err
}

// temporalUnavailable reports errors from Temporal that a retry can cure:
// timeouts, an unavailable frontend, or an update that was lost or aborted
// while a worker restarted.
func temporalUnavailable(err error) bool {
	var unavailable *serviceerror.Unavailable
	var deadline *serviceerror.DeadlineExceeded
	var canceled *serviceerror.Canceled
	var exhausted *serviceerror.ResourceExhausted
	return errors.As(err, &unavailable) || errors.As(err, &deadline) || errors.As(err, &canceled) ||
		errors.As(err, &exhausted) || errors.Is(err, context.DeadlineExceeded) ||
		strings.Contains(err.Error(), "update") && strings.Contains(err.Error(), "abort")
}

// Signal sends a signal to the trade's running workflow; the trade checks
// it itself (workflows/signals.go).
func (e *TradeEngine) Signal(ctx context.Context, tradeID, name string, arg any) error {
	return notRunning(e.c.SignalWorkflow(ctx, workflows.WorkflowID(tradeID), "", name, arg))
}
