package workflows

import (
	"context"
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// withDatabaseRetry is for the short database writes of the trade (ledger
// movements and the projection). They run as local activities, inside the
// workflow task, so a member action costs no extra server round trips.
// They ride out a database outage with back-off for up to a day
// (databaseRetryLimit), then fail. Refusals such as an insufficient balance,
// and data the database refuses (activities.FailFast), are non-retryable
// errors and end at once.
func withDatabaseRetry(ctx workflow.Context) workflow.Context {
	return workflow.WithLocalActivityOptions(ctx, workflow.LocalActivityOptions{
		ScheduleToCloseTimeout: databaseRetryLimit,
		StartToCloseTimeout:    30 * time.Second,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:    200 * time.Millisecond,
			BackoffCoefficient: 2,
			MaximumInterval:    time.Minute,
		},
	})
}

// databaseRetryLimit bounds the retries of a database step: long enough
// for any outage the operations runbook expects, never for ever.
const databaseRetryLimit = 24 * time.Hour

// key derives an idempotency key from the workflow id and the step, so a
// retried or replayed activity never moves money twice. Steps that happen
// once per trade (request, accept, the ending) are keyed by name alone, so
// nothing that arrived in between (a signal applied first when a failed
// workflow task is retried) changes the key.
func (t *trade) key(step string) string { return WorkflowID(t.in.TradeID) + ":" + step }

// opKey is the key of a step that may happen many times: it names the
// operation applying it (the update's id, the signal's count, the timer).
func (t *trade) opKey(step string) string { return t.key(step + ":" + t.op) }

// runMoney executes a money activity (localStep) and turns a business
// refusal from it into a refusal for the member.
func runMoney[In any](ctx workflow.Context, method func(Activities, context.Context, In) error, in In) error {
	return memberRefusal(localStep(ctx, method, in))
}

// memberRefusal turns a business refusal from a money activity (a
// non-retryable error) into a refusal for the member.
func memberRefusal(err error) error {
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.NonRetryable() {
		return rule(appErr.Type(), appErr.Message())
	}
	return err
}

func (t *trade) releaseHolds(ctx workflow.Context, step string) error {
	return runMoney(ctx, Activities.ReleaseHolds, ReleaseHoldsInput{TradeID: t.in.TradeID, KeyPrefix: t.key(step)})
}

// requesterHoldCents is the requester's hold: the value of the bag they receive.
func (t *trade) requesterHoldCents() int64 { return t.Terms.OwnerBagValueCents }

// ownerHoldCents is the owner's hold: the value of the bag they receive.
func (t *trade) ownerHoldCents() int64 { return t.Terms.RequesterBagValueCents }
