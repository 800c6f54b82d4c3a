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

// notify stores a notification for the members and queues its email. Since
// batchedVersion the next projection write carries it, in the same
// transaction; before, a best-effort local activity in the background.
func (t *trade) notify(ctx workflow.Context, event, subject, content string, userIDs ...string) {
	if len(userIDs) == 0 {
		return
	}
	in := NotifyInput{UserIDs: userIDs, TradeID: t.in.TradeID, Event: event, Subject: subject, Content: content,
		DedupeKey: fmt.Sprintf("%s:%d:%s", WorkflowID(t.in.TradeID), t.seq, event)}
	switch {
	case t.v >= oneTxAcceptVersion && slices.Contains(oncePerTrade, event):
		in.DedupeKey = t.key("notify:" + event)
	case t.v >= integrityVersion:
		in.DedupeKey = t.opKey("notify:" + event)
	}
	if t.v >= batchedVersion {
		t.notes = append(t.notes, in)
		return
	}
	// A short database write: a local activity, so it costs no server
	// round trips.
	actx := workflow.WithLocalActivityOptions(ctx, workflow.LocalActivityOptions{
		StartToCloseTimeout: 10 * time.Second,
		RetryPolicy:         &temporal.RetryPolicy{InitialInterval: time.Second, MaximumAttempts: 5},
	})
	t.inBackground(ctx, func(ctx workflow.Context) {
		if err := workflow.ExecuteLocalActivity(actx, ActivityNotify, in).Get(ctx, nil); err != nil {
			workflow.GetLogger(ctx).Warn("notification not delivered", "event", event, "error", err)
		}
	})
}

// buyLabels buys the four shipping labels. A failure does not undo the
// acceptance: it is shown on the trade and `regenerate_labels` tries again.
func (t *trade) buyLabels(ctx workflow.Context) error {
	t.labelsWanted = false
	t.labelRuns++
	actx := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval: 2 * time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute, MaximumAttempts: 5,
		},
	})
	var labels []Label
	err := workflow.ExecuteActivity(actx, ActivityBuyLabels, BuyLabelsInput{
		TradeID: t.in.TradeID, User1ID: t.in.User1ID, User2ID: t.in.User2ID,
	}).Get(ctx, &labels)
	if lockErr := t.lock.Lock(ctx); lockErr != nil {
		return lockErr
	}
	defer t.lock.Unlock()
	t.op = fmt.Sprintf("labels:%d", t.labelRuns)
	if t.st.Terminal() {
		t.voidLabels(ctx) // bought while the trade ended
		return nil
	}
	if err != nil {
		t.labelError = "Shipping labels could not be created yet. Use Regenerate Labels to try again."
		t.record(ctx, "labels_failed", "", "Shipping labels could not be created", "")
		return t.publish(ctx)
	}
	t.labels = labels
	t.labelError = ""
	t.record(ctx, "labels_ready", "", "Shipping labels ready", "")
	t.notify(ctx, "labels_ready", "Your shipping labels are ready",
		"Your shipping labels are ready: download them from the trade in your dashboard.", t.in.User1ID, t.in.User2ID)
	return t.publish(ctx)
}

// voidLabels voids the trade's unused shipping labels in the background
// (a cancelled shipping trade); the activity skips labels already voided.
func (t *trade) voidLabels(ctx workflow.Context) {
	if t.v < integrityVersion || t.in.DeliveryMethod != DeliveryShipping {
		return
	}
	actx := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{InitialInterval: 2 * time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute, MaximumAttempts: 10},
	})
	t.inBackground(ctx, func(ctx workflow.Context) {
		if err := workflow.ExecuteActivity(actx, ActivityVoidLabels, VoidLabelsInput{TradeID: t.in.TradeID}).Get(ctx, nil); err != nil {
			workflow.GetLogger(ctx).Warn("labels not voided", "error", err)
		}
	})
}

// publishSearchAttributes shares all three search attributes, once, when the
// trade opens.
func (t *trade) publishSearchAttributes(ctx workflow.Context) error {
	t.sharedStatus = t.st.Status
	return workflow.UpsertTypedSearchAttributes(ctx,
		statusKey.ValueSet(t.st.Status),
		userIDsKey.ValueSet([]string{t.in.User1ID, t.in.User2ID}),
		deliveryKey.ValueSet(t.in.DeliveryMethod),
	)
}

// publishStatus shares the status after a transition: trades started
// before the integrity release upsert every attribute each time; newer ones
// only a status that changed.
func (t *trade) publishStatus(ctx workflow.Context) error {
	if t.v < integrityVersion {
		return t.publishSearchAttributes(ctx)
	}
	if t.st.Status == t.sharedStatus {
		return nil
	}
	t.sharedStatus = t.st.Status
	return workflow.UpsertTypedSearchAttributes(ctx, statusKey.ValueSet(t.st.Status))
}
