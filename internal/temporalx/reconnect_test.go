package temporalx_test

import (
	"context"
	"log/slog"
	"strconv"
	"testing"
	"time"

	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/temporalx"
)

// After the Temporal server dies and comes back (a restart, a deploy), a
// call made while it was down and a workflow started once it is back both
// complete within a second or so of its return: calls wait for the
// connection instead of backing off, and the connection is retried every
// half second. With the SDK's defaults they came back 0.3-5.7 s late.
func TestCallsResumePromptlyAfterTheServerReturns(t *testing.T) {
	port, err := proc.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	hostPort := "127.0.0.1:" + strconv.Itoa(port)
	start := func() *testsuite.DevServer {
		srv, err := testenv.StartTemporalDevServer(t.Context(), t, hostPort)
		if err != nil {
			t.Fatal(err)
		}
		return srv
	}
	srv := start()
	t.Cleanup(func() { _ = srv.Stop() })
	c, err := temporalx.Dial(t.Context(), hostPort, slog.New(slog.DiscardHandler), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	w := worker.New(c, "reconnect", worker.Options{})
	w.RegisterWorkflowWithOptions(func(workflow.Context) (string, error) { return "done", nil }, workflow.RegisterOptions{Name: "Echo"})
	if err := w.Start(); err != nil {
		t.Fatal(err)
	}
	defer w.Stop()

	for _, outage := range []time.Duration{3 * time.Second, 6 * time.Second} {
		_ = srv.Stop()
		madeWhileDown := make(chan error, 1)
		go func() {
			ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
			defer cancel()
			_, err := c.WorkflowService().DescribeNamespace(ctx, &workflowservice.DescribeNamespaceRequest{Namespace: "default"})
			madeWhileDown <- err
		}()
		time.Sleep(outage)
		srv = start()
		back := time.Now()
		if err := <-madeWhileDown; err != nil {
			t.Fatalf("a call made during a %v outage: %v", outage, err)
		}
		callLate := time.Since(back)

		ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
		run, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{TaskQueue: "reconnect"}, "Echo")
		var got string
		if err == nil {
			err = run.Get(ctx, &got)
		}
		cancel()
		if err != nil || got != "done" {
			t.Fatalf("a workflow after a %v outage: %q %v", outage, got, err)
		}
		workflowLate := time.Since(back)
		t.Logf("%v outage: the waiting call answered %.2f s and a new workflow completed %.2f s after the server's return", outage, callLate.Seconds(), workflowLate.Seconds())
		if callLate > 1500*time.Millisecond || workflowLate > 2500*time.Millisecond {
			t.Errorf("after a %v outage the call came back %v and the workflow %v after the server", outage, callLate, workflowLate)
		}
	}
}
