package crashtest

import (
	"context"
	"fmt"
	"os"
	"syscall"
	"testing"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	sdkworker "go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/temporalx"
	"pursetrade/workflows"
)

// The floor is what Temporal itself needs for a trade's conversation: a
// workflow told the same sequence of updates as a lifecycle (the request
// with the start, the accept, a chat message, two receipts, two returns)
// that answers each and does nothing else, and ends after the second
// return as a trade completes (the benchmarks' inspection window is 0 s).
// It runs in its own worker process, the test binary started again with
// floorQueueEnv set, so its CPU is read apart from the driver's.

// floorMessage names the floor's chat update. A trade's chat message is a
// row the API writes, not an update: the floor carries one update more
// than a trade's workflow is sent.
const floorMessage = "message"

// floorConversation is the updates after the request, in a trade's order.
var floorConversation = []string{workflows.ActionAccept, floorMessage, workflows.ActionAckReceived,
	workflows.ActionAckReceived, workflows.ActionAckReturned, workflows.ActionAckReturned}

func floorTradeWorkflow(ctx workflow.Context) error {
	returns := 0
	for _, name := range []string{workflows.ActionRequest, workflows.ActionAccept, floorMessage, workflows.ActionAckReceived, workflows.ActionAckReturned} {
		if err := workflow.SetUpdateHandler(ctx, name, func(workflow.Context, workflows.ActionInput) error {
			if name == workflows.ActionAckReturned {
				returns++
			}
			return nil
		}); err != nil {
			return err
		}
	}
	return workflow.Await(ctx, func() bool { return returns == 2 })
}

// floorQueueEnv, set, makes the test binary a floor worker on that task
// queue (TestMain), connected by the SDK's TEMPORAL_* variables.
const floorQueueEnv = "CRASHTEST_FLOOR_QUEUE"

// runFloorWorker polls the queue with the product worker's pollers
// (worker.New) until SIGINT or SIGTERM.
func runFloorWorker(queue string) int {
	tc, err := temporalx.Dial(context.Background(), "", testenv.Logger(), nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, "floor worker:", err)
		return 1
	}
	defer tc.Close()
	w := sdkworker.New(tc, queue, sdkworker.Options{MaxConcurrentWorkflowTaskPollers: 8, MaxConcurrentActivityTaskPollers: 4})
	w.RegisterWorkflow(floorTradeWorkflow)
	if err := w.Run(sdkworker.InterruptCh()); err != nil {
		fmt.Fprintln(os.Stderr, "floor worker:", err)
		return 1
	}
	return 0
}

// floor is a running floor worker process and the client that drives it.
type floor struct {
	tc     client.Client
	queue  string
	worker *proc.Child
}

// startFloor starts a floor worker process with env (its Temporal address
// and certificates) and drives one lifecycle, so the timed ones find it
// polling and warm.
func startFloor(b *testing.B, tc client.Client, logs *os.File, env ...string) *floor {
	queue := "floor-" + ids.New()
	ch, err := proc.Start(proc.Spec{Name: "floor-worker", Path: os.Args[0], Env: append(env, floorQueueEnv+"="+queue), Output: logs})
	if err != nil {
		b.Fatal(err)
	}
	f := &floor{tc: tc, queue: queue, worker: ch}
	b.Cleanup(func() { _ = ch.Stop(syscall.SIGTERM, 10*time.Second) })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := f.drive(ctx); err != nil {
		b.Fatalf("the floor worker does not answer: %v", err)
	}
	return f
}

// drive runs one floor lifecycle as a trade's is driven: each update waits
// for its answer, then the driver waits for the workflow's end.
func (f *floor) drive(ctx context.Context) error {
	id := "floor-" + ids.New()
	in := workflows.ActionInput{UserID: ids.New()}
	start := f.tc.NewWithStartWorkflowOperation(client.StartWorkflowOptions{
		ID: id, TaskQueue: f.queue, WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL,
	}, floorTradeWorkflow)
	h, err := f.tc.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{StartWorkflowOperation: start,
		UpdateOptions: client.UpdateWorkflowOptions{UpdateName: workflows.ActionRequest, Args: []any{in}, WaitForStage: client.WorkflowUpdateStageCompleted}})
	if err == nil {
		err = h.Get(ctx, nil)
	}
	for _, name := range floorConversation {
		if err != nil {
			return fmt.Errorf("floor %s: %w", name, err)
		}
		h, err = f.tc.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{WorkflowID: id, UpdateName: name, Args: []any{in},
			WaitForStage: client.WorkflowUpdateStageCompleted})
		if err == nil {
			err = h.Get(ctx, nil)
		}
	}
	if err != nil {
		return err
	}
	return f.tc.GetWorkflow(ctx, id, "").Get(ctx, nil)
}

// withWorker adds the floor worker's CPU to a reading of the system's.
func (f *floor) withWorker(read cpuReader) cpuReader {
	return func() map[string]int64 {
		ticks := read()
		ticks["floor-worker"] = procTicks(f.worker.Pid())
		return ticks
	}
}

// measure drives n floor lifecycles with 100 in flight, as
// measureLifecycles drives trades, inside watch (its result runs right
// after them).
func (f *floor) measure(b *testing.B, n int, watch func() (done func())) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	done := watch()
	failures := inParallel(make([]struct{}, n), 100, func(struct{}) error { return f.drive(ctx) })
	done()
	if len(failures) > 0 {
		b.Fatal(failures[0])
	}
}
