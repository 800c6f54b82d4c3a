package api

import (
	"context"
	"errors"
	"fmt"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"

	"pursetrade/workflows"
)

// ErrTradeNotRunning means the trade's workflow has closed (or never ran);
// callers fall back to the projection.
var ErrTradeNotRunning = errors.New("trade workflow is not running")

// TradeEngine is the API's handle on trade workflows: it starts them, sends
// member actions as updates and reads the live view by query.
type TradeEngine struct {
	c         client.Client
	taskQueue string
}

// NewTradeEngine wraps a Temporal client.
func NewTradeEngine(c client.Client, taskQueue string) *TradeEngine {
	return &TradeEngine{c: c, taskQueue: taskQueue}
}

// Start begins a trade workflow; starting the same trade twice is refused by
// Temporal's workflow id uniqueness.
func (e *TradeEngine) Start(ctx context.Context, in workflows.TradeInput) error {
	_, err := e.c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                                       workflows.WorkflowID(in.TradeID),
		TaskQueue:                                e.taskQueue,
		WorkflowIDReusePolicy:                    enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
		WorkflowExecutionErrorWhenAlreadyStarted: true,
	}, workflows.TradeWorkflowName, in)
	if err != nil {
		return fmt.Errorf("start trade %s: %w", in.TradeID, err)
	}
	return nil
}

// View queries the live trade as viewerID sees it.
func (e *TradeEngine) View(ctx context.Context, tradeID, viewerID string) (workflows.TradeView, error) {
	var v workflows.TradeView
	res, err := e.c.QueryWorkflow(ctx, workflows.WorkflowID(tradeID), "", workflows.QueryTradeView, viewerID)
	if err != nil {
		return v, notRunning(err)
	}
	return v, res.Get(&v)
}

// Act sends a member action as a workflow update and waits for its result; a
// refusal comes back as the update's error with the member-facing message.
func (e *TradeEngine) Act(ctx context.Context, tradeID, action string, in workflows.ActionInput) (workflows.TradeView, error) {
	var v workflows.TradeView
	h, err := e.c.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID:   workflows.WorkflowID(tradeID),
		UpdateName:   action,
		Args:         []any{in},
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
