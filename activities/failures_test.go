package activities

import (
	"errors"
	"testing"

	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/worker"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// Data the database refuses fails the activity at once as a non-retryable
// refusal (a trade never loops on a bad row); an outage stays retryable.
func TestActivitiesFailFastOnDataTheDatabaseRefuses(t *testing.T) {
	pool := testenv.NewPool(t)
	a := &Activities{Pool: pool, Ledger: ledger.NewService(pool), Logger: testenv.Logger()}
	view := newView(t, a, rules.StatusPending, "created", func(ana, _ string) string { return ana })
	view.Timeline[0].Message = "stored as is\x00"
	in := workflows.OpenTradeInput{Projection: workflows.TradeProjection{TradeView: view}, HoldUserID: view.RequesterID,
		Key: "fail-fast:" + view.TradeID}

	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestActivityEnvironment().SetWorkerOptions(worker.Options{Interceptors: []interceptor.WorkerInterceptor{FailFast()}})
	_, err := env.ExecuteLocalActivity(a.OpenTrade, in)
	var appErr *temporal.ApplicationError
	if !errors.As(err, &appErr) || !appErr.NonRetryable() || appErr.Type() != workflows.CodeInvalid {
		t.Fatalf("a NUL in the timeline: %v", err)
	}

	pool.Close() // an outage: nothing about the data
	_, err = env.ExecuteLocalActivity(a.OpenTrade, in)
	if err == nil || (errors.As(err, &appErr) && appErr.NonRetryable()) {
		t.Fatalf("a closed pool must stay retryable: %v", err)
	}
}
