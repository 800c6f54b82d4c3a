package activities

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/workflows"
)

// crashAfterAccept fails the workflow task once, right after the accept's
// money step committed: as if the worker died before completing the task.
// Before it fails, the test sends a signal, so the retried task applies the
// signal before the accept again.
type crashAfterAccept struct {
	interceptor.WorkerInterceptorBase
	committed chan struct{}
	crashed   atomic.Bool
}

func (c *crashAfterAccept) InterceptWorkflow(ctx workflow.Context, next interceptor.WorkflowInboundInterceptor) interceptor.WorkflowInboundInterceptor {
	return &crashInbound{WorkflowInboundInterceptorBase: interceptor.WorkflowInboundInterceptorBase{Next: next}, c: c}
}

type crashInbound struct {
	interceptor.WorkflowInboundInterceptorBase
	c *crashAfterAccept
}

func (i *crashInbound) ExecuteUpdate(ctx workflow.Context, in *interceptor.UpdateInput) (any, error) {
	out, err := i.Next.ExecuteUpdate(ctx, in)
	if in.Name == workflows.ActionAccept && !workflow.IsReplaying(ctx) && i.c.crashed.CompareAndSwap(false, true) {
		close(i.c.committed)
		time.Sleep(500 * time.Millisecond) // the signal reaches the server meanwhile
		panic("worker died after the accept committed")
	}
	return out, err
}

func TestRetriedTaskMovesAcceptMoneyOnce(t *testing.T) {
	pool := testenv.NewPool(t)
	tc := testenv.Temporal(t)
	ctx := context.Background()
	queue := "retried-task-" + ids.New()
	crash := &crashAfterAccept{committed: make(chan struct{})}
	w := worker.New(tc, queue, worker.Options{Interceptors: []interceptor.WorkerInterceptor{crash}})
	workflows.Register(w)
	(&Activities{Pool: pool, Ledger: ledger.NewService(pool), Logger: testenv.Logger()}).Register(w)
	if err := w.Start(); err != nil {
		t.Fatal(err)
	}
	defer w.Stop()

	ana, bea := testenv.Member(t, pool, "Ana"), testenv.Member(t, pool, "Bea")
	for _, u := range []string{ana.ID, bea.ID} {
		if _, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "deposit:" + u, Ops: []ledger.Op{
			ledger.Credit(u, ledger.TypeDeposit, 50_000, "Test deposit")}}); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now().AddDate(0, 0, 10).UTC()
	in := workflows.TradeInput{
		TradeID: ids.New(), RequesterID: ana.ID, OwnerID: bea.ID, DeliveryMethod: workflows.DeliveryPickup,
		Terms: workflows.Terms{RequesterBagID: testenv.Item(t, pool, ana.ID, 10_000).ID, OwnerBagID: testenv.Item(t, pool, bea.ID, 15_000).ID,
			RequesterBagValueCents: 10_000, OwnerBagValueCents: 15_000, StartDate: start.Format(time.DateOnly),
			EndDate: start.AddDate(0, 0, 5).Format(time.DateOnly), StartsAt: start, EndsAt: start.AddDate(0, 0, 6)},
		Windows: workflows.Windows{Response: 72 * time.Hour, Inspection: 0, Reminder: 24 * time.Hour},
	}
	op := tc.NewWithStartWorkflowOperation(client.StartWorkflowOptions{
		ID: workflows.WorkflowID(in.TradeID), TaskQueue: queue, WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL,
	}, workflows.TradeWorkflowName, in)
	h, err := tc.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{StartWorkflowOperation: op,
		UpdateOptions: client.UpdateWorkflowOptions{UpdateName: workflows.ActionRequest, Args: []any{workflows.ActionInput{UserID: ana.ID}},
			WaitForStage: client.WorkflowUpdateStageCompleted}})
	if err == nil {
		err = h.Get(ctx, nil)
	}
	if err != nil {
		t.Fatal(err)
	}

	accepted := make(chan error, 1)
	go func() {
		h, err := tc.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{WorkflowID: workflows.WorkflowID(in.TradeID),
			UpdateName: workflows.ActionAccept, Args: []any{workflows.ActionInput{UserID: bea.ID}}, WaitForStage: client.WorkflowUpdateStageCompleted})
		if err == nil {
			err = h.Get(ctx, nil)
		}
		accepted <- err
	}()
	select {
	case <-crash.committed:
	case <-time.After(20 * time.Second):
		t.Fatal("the accept never ran")
	}
	// A signal arrives before the task is retried (refused: Bea is no
	// administrator; its check still runs a step of its own first).
	if err := tc.SignalWorkflow(ctx, workflows.WorkflowID(in.TradeID), "", workflows.SignalOverrideReceived,
		workflows.AdminSignal{AdminID: bea.ID, UserID: ana.ID, Reason: "arrived in between"}); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-accepted:
		if err != nil {
			t.Fatalf("accept after the retried task: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the accept was not answered after the retry")
	}
	var fees int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM transactions WHERE trade_id = $1 AND type IN ('fee_charge', 'pickup_fee')`,
		in.TradeID).Scan(&fees); err != nil {
		t.Fatal(err)
	}
	if fees != 4 {
		t.Fatalf("%d fee rows after a retried task, want 4 (site and pickup fee for each member)", fees)
	}
	for _, u := range []string{ana.ID, bea.ID} {
		b, err := ledger.NewService(pool).BalanceOf(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		if b.Balance != 49_000 {
			t.Fatalf("member %s balance %d, want 49000", u, b.Balance)
		}
	}
	ledgertest.AssertBalanced(t, pool)
}
