// Package workflows holds the trade process. It is deterministic: time comes
// from workflow.Now, side effects run in activities, and it imports only the
// Temporal SDK and its own message types.
package workflows

import (
	"slices"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

var (
	statusKey   = temporal.NewSearchAttributeKeyKeyword(SearchAttrStatus)
	userIDsKey  = temporal.NewSearchAttributeKeyKeywordList(SearchAttrUserIDs)
	deliveryKey = temporal.NewSearchAttributeKeyKeyword(SearchAttrDeliveryMethod)
)

// trade is the workflow's in-memory state.
type trade struct {
	in        TradeInput
	state     State
	seq       int64
	createdAt time.Time
	updatedAt time.Time
	lastOffer time.Time
	timeline  []TimelineEvent
	cancelled *time.Time
}

// TradeWorkflow runs one trade from request to its end.
func TradeWorkflow(ctx workflow.Context, in TradeInput) (TradeView, error) {
	now := workflow.Now(ctx)
	t := &trade{
		in:        in,
		state:     State{Status: StatusPending, User1ID: in.User1ID, User2ID: in.User2ID, HoldUserID: in.User1ID},
		createdAt: now,
		updatedAt: now,
		lastOffer: now,
	}
	t.record(ctx, "created", in.User1ID, "Trade requested", in.Message)

	if err := workflow.SetQueryHandler(ctx, QueryTradeView, func(viewerID string) (TradeView, error) {
		return t.view(viewerID), nil
	}); err != nil {
		return TradeView{}, err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, UpdateCancel,
		func(ctx workflow.Context, a ActionInput) (TradeView, error) {
			t.cancel(ctx, "cancelled", a.UserID, "Trade cancelled")
			return t.view(a.UserID), t.publish(ctx)
		},
		workflow.UpdateHandlerOptions{Validator: func(a ActionInput) error { return t.state.Check(ActionCancel, a.UserID) }},
	); err != nil {
		return TradeView{}, err
	}

	if err := t.publish(ctx); err != nil {
		return TradeView{}, err
	}

	for !t.state.Terminal() {
		seqBefore := t.seq
		timerCtx, cancelTimer := workflow.WithCancel(ctx)
		timer := workflow.NewTimer(timerCtx, t.expiresAt().Sub(workflow.Now(ctx)))
		_ = workflow.Await(ctx, func() bool { return t.seq != seqBefore || timer.IsReady() })
		cancelTimer()
		if t.seq != seqBefore {
			continue // something happened; re-evaluate with the new state
		}
		t.cancel(ctx, "expired", "", "Trade request expired without a response")
		if err := t.publish(ctx); err != nil {
			return TradeView{}, err
		}
	}
	// Let in-flight update handlers finish before the run closes.
	_ = workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
	return t.view(""), nil
}

// expiresAt is the earlier of the response window after the latest offer and
// the trade's start.
func (t *trade) expiresAt() time.Time {
	exp := t.lastOffer.Add(t.in.ResponseWindow)
	if !t.in.StartsAt.IsZero() && t.in.StartsAt.Before(exp) {
		exp = t.in.StartsAt
	}
	return exp
}

func (t *trade) cancel(ctx workflow.Context, kind, userID, description string) {
	t.state.Status = StatusCancelled
	at := workflow.Now(ctx)
	t.cancelled = &at
	t.record(ctx, kind, userID, description, "")
}

func (t *trade) record(ctx workflow.Context, kind, userID, description, message string) {
	t.seq++
	t.updatedAt = workflow.Now(ctx)
	t.timeline = append(t.timeline, TimelineEvent{
		Seq: len(t.timeline) + 1, Kind: kind, UserID: userID, Description: description, Message: message, At: t.updatedAt,
	})
}

func (t *trade) view(viewerID string) TradeView {
	return TradeView{
		TradeID: t.in.TradeID, Status: t.state.Status,
		User1ID: t.in.User1ID, User2ID: t.in.User2ID, Hat1ID: t.in.Hat1ID, Hat2ID: t.in.Hat2ID,
		HoldUserID: t.state.HoldUserID, StartDate: t.in.StartDate, EndDate: t.in.EndDate,
		DeliveryMethod: t.in.DeliveryMethod, Message: t.in.Message, CreatedAt: t.createdAt, UpdatedAt: t.updatedAt,
		ExpiresAt: t.expiresAt(), Actions: t.state.Allowed(viewerID), Timeline: slices.Clone(t.timeline), Seq: t.seq,
	}
}

// publish upserts the search attributes and writes the projection.
func (t *trade) publish(ctx workflow.Context) error {
	if err := workflow.UpsertTypedSearchAttributes(ctx,
		statusKey.ValueSet(t.state.Status),
		userIDsKey.ValueSet([]string{t.in.User1ID, t.in.User2ID}),
		deliveryKey.ValueSet(t.in.DeliveryMethod),
	); err != nil {
		return err
	}
	p := TradeProjection{TradeView: t.view(""), CancelledAt: t.cancelled}
	return workflow.ExecuteActivity(withMoneyRetry(ctx), ActivityProjectTrade, p).Get(ctx, nil)
}

// withMoneyRetry is for activities that must eventually succeed (database
// writes): retry with back-off and no attempt limit.
func withMoneyRetry(ctx workflow.Context) workflow.Context {
	return workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:    time.Second,
			BackoffCoefficient: 2,
			MaximumInterval:    time.Minute,
		},
	})
}
