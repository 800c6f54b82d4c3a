package workflows

import (
	"fmt"
	"slices"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// oncePerTrade are the notifications a trade sends at most once: each ends
// or opens a stage. Their key names the trade and the event alone, so an
// action redone under a new update id does not send them again.
var oncePerTrade = []string{
	"trade_requested", "trade_accepted", "trade_rejected", "trade_denied", "trade_cancelled",
	"trade_declined", "trade_expired", "trade_starting", "trade_completed", "dispute_opened",
}

// notify queues a notification for the members; the next projection write
// stores it (their Messages tab and the email outbox) in the same
// transaction. Once-per-trade events are keyed by the trade and the event,
// others by the operation that sent them, so an action redone after a crash
// never tells anyone twice.
func (t *trade) notify(event, subject, content string, userIDs ...string) {
	if len(userIDs) == 0 {
		return
	}
	key := t.opKey("notify:" + event)
	if slices.Contains(oncePerTrade, event) {
		key = t.key("notify:" + event)
	}
	t.notes = append(t.notes, NotifyInput{UserIDs: userIDs, TradeID: t.in.TradeID, Event: event, Subject: subject,
		Content: content, DedupeKey: key})
}

// buyLabels buys the four shipping labels. A failure does not undo the
// acceptance: it is shown on the trade and `regenerate_labels` tries again.
func (t *trade) buyLabels(ctx workflow.Context) error {
	t.LabelsWanted = false
	t.LabelRuns++
	labels, err := remote(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval: 2 * time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute, MaximumAttempts: 5,
		},
	}, Activities.BuyLabels, BuyLabelsInput{TradeID: t.in.TradeID, RequesterID: t.in.RequesterID, OwnerID: t.in.OwnerID})
	if lockErr := t.lock.Lock(ctx); lockErr != nil {
		return lockErr
	}
	defer t.lock.Unlock()
	t.op = fmt.Sprintf("labels:%d", t.LabelRuns)
	if t.State.Terminal() {
		t.voidLabels(ctx) // bought while the trade ended
		return nil
	}
	if err != nil {
		t.LabelError = "Shipping labels could not be created yet. Use Regenerate Labels to try again."
		t.record(ctx, "labels_failed", "", "Shipping labels could not be created", "")
		return t.publish(ctx)
	}
	t.Labels = labels
	t.LabelError = ""
	t.record(ctx, "labels_ready", "", "Shipping labels ready", "")
	t.notify("labels_ready", "Your shipping labels are ready",
		"Your shipping labels are ready: download them from the trade in your dashboard.", t.in.RequesterID, t.in.OwnerID)
	return t.publish(ctx)
}

// voidLabels voids the trade's unused shipping labels in the background
// (a cancelled shipping trade); the activity skips labels already voided.
func (t *trade) voidLabels(ctx workflow.Context) {
	if t.in.DeliveryMethod != DeliveryShipping {
		return
	}
	opts := workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{InitialInterval: 2 * time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute, MaximumAttempts: 10},
	}
	t.inBackground(ctx, func(ctx workflow.Context) {
		if err := remoteStep(ctx, opts, Activities.VoidLabels, VoidLabelsInput{TradeID: t.in.TradeID}); err != nil {
			workflow.GetLogger(ctx).Warn("labels not voided", "error", err)
		}
	})
}

// publishSearchAttributes shares all three search attributes, once, when the
// trade opens.
func (t *trade) publishSearchAttributes(ctx workflow.Context) error {
	t.sharedStatus = t.State.Status
	return workflow.UpsertTypedSearchAttributes(ctx,
		statusKey.ValueSet(t.State.Status),
		userIDsKey.ValueSet([]string{t.in.RequesterID, t.in.OwnerID}),
		deliveryKey.ValueSet(t.in.DeliveryMethod),
	)
}

// publishStatus shares the status after a transition, when it changed.
func (t *trade) publishStatus(ctx workflow.Context) error {
	if t.State.Status == t.sharedStatus {
		return nil
	}
	t.sharedStatus = t.State.Status
	return workflow.UpsertTypedSearchAttributes(ctx, statusKey.ValueSet(t.State.Status))
}

// inBackground runs fn in a workflow coroutine that the end of the run and
// continue-as-new wait for.
func (t *trade) inBackground(ctx workflow.Context, fn func(workflow.Context)) {
	t.background++
	workflow.Go(ctx, func(ctx workflow.Context) {
		defer func() { t.background-- }()
		fn(ctx)
	})
}
