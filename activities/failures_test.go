package activities

import (
	"errors"
	"testing"
	"time"

	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/worker"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/workflows"
)

// Data the database refuses fails the activity at once as a non-retryable
// refusal (a trade never loops on a bad row); an outage stays retryable.
func TestActivitiesFailFastOnDataTheDatabaseRefuses(t *testing.T) {
	pool := testenv.NewPool(t)
	a := &Activities{Pool: pool, Ledger: ledger.NewService(pool), Logger: testenv.Logger()}
	ana, bea := testenv.Member(t, pool, "Ana"), testenv.Member(t, pool, "Bea")
	view, _ := pendingPickup(t, a, ana.ID, bea.ID, testenv.Item(t, pool, ana.ID, 1000).ID, testenv.Item(t, pool, bea.ID, 2000).ID,
		time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC))
	view.Seq = 2
	view.Timeline = []workflows.TimelineEvent{{Seq: 2, Kind: "modified", UserID: ana.ID, Message: "stored as is\x00", At: time.Now()}}
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
