package crashtest

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net/http"
	"os"
	"testing"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/devtools/devstack"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/temporalx"
	"pursetrade/internal/tlsca"
)

// TestTemporalTrustsOnlyItsCertificates: the cluster's Temporal frontend
// refuses a client without a certificate of the cluster's CA, and each
// certificate makes only its program's calls. A trade runs through the API
// (whose certificate starts and updates it) and the worker (whose
// certificate polls); the worker's certificate cannot start, update or
// signal that trade, nor the API's poll its tasks or change the namespace;
// the UI reads with its own.
func TestTemporalTrustsOnlyItsCertificates(t *testing.T) {
	topo := startTopology(t, "CLUSTER_WORKERS=1", "CLUSTER_APIS=1")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	certs := devstack.TemporalCerts(topo.dir)

	refused := func(what string, opts client.Options) {
		t.Helper()
		opts.HostPort, opts.Logger = topo.temporalAddr(), temporalx.QuietLogger()
		dialCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		c, err := client.DialContext(dialCtx, opts)
		if err == nil {
			_, err = c.WorkflowService().DescribeNamespace(dialCtx, &workflowservice.DescribeNamespaceRequest{Namespace: "default"})
			c.Close()
		}
		if err == nil {
			t.Errorf("%s: the frontend answered", what)
		}
	}
	refused("a plain client", client.Options{})
	ca, err := os.ReadFile(certs.CA())
	if err != nil {
		t.Fatal(err)
	}
	roots := x509.NewCertPool()
	roots.AppendCertsFromPEM(ca)
	refused("TLS without a client certificate", client.Options{ConnectionOptions: client.ConnectionOptions{TLS: &tls.Config{RootCAs: roots}}})
	other := tlsca.Folder(t.TempDir()) // a CA of someone else's, same names
	if err := other.Ensure(tlsca.API); err != nil {
		t.Fatal(err)
	}
	stranger, err := other.KeyPair(tlsca.API)
	if err != nil {
		t.Fatal(err)
	}
	refused("another CA's API certificate", client.Options{ConnectionOptions: client.ConnectionOptions{
		TLS: &tls.Config{RootCAs: roots, Certificates: []tls.Certificate{stranger}}}})

	// The API's certificate started the trade and the worker's ran it.
	p := newPairs(t, topo.c, topo.pool, 1)[0]
	start, end := datesAhead()
	must(t, request(ctx, topo.c, p, start, end))
	must(t, waitStatus(ctx, topo.c, p, "pending"))
	id := "trade-" + p.tradeID // workflows.WorkflowID (internal/ never imports workflows/)

	worker := dialAs(t, topo, tlsca.Worker)
	denied(t, "the worker starting a workflow", func() error {
		_, err := worker.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "forged-" + p.tradeID, TaskQueue: tradeQueue},
			tradeWorkflow)
		return err
	})
	denied(t, "the worker accepting the trade", func() error {
		_, err := worker.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{WorkflowID: id, UpdateName: "accept",
			WaitForStage: client.WorkflowUpdateStageCompleted})
		return err
	})
	denied(t, "the worker starting with an update", func() error {
		_, err := worker.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{
			StartWorkflowOperation: worker.NewWithStartWorkflowOperation(client.StartWorkflowOptions{ID: id, TaskQueue: tradeQueue,
				WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING}, tradeWorkflow),
			UpdateOptions: client.UpdateWorkflowOptions{UpdateName: "accept", WaitForStage: client.WorkflowUpdateStageCompleted}})
		return err
	})
	denied(t, "the worker signalling a force-complete", func() error {
		return worker.SignalWorkflow(ctx, id, "", "admin_force_complete", nil)
	})

	api := dialAs(t, topo, tlsca.API)
	if _, err := api.DescribeWorkflowExecution(ctx, id, ""); err != nil {
		t.Errorf("the API describing its trade: %v", err)
	}
	denied(t, "the API polling workflow tasks", func() error {
		_, err := api.WorkflowService().PollWorkflowTaskQueue(ctx, &workflowservice.PollWorkflowTaskQueueRequest{Namespace: "default"})
		return err
	})
	denied(t, "the API registering a namespace", func() error {
		_, err := api.WorkflowService().RegisterNamespace(ctx, &workflowservice.RegisterNamespaceRequest{Namespace: "forged"})
		return err
	})
	denied(t, "the API terminating the trade", func() error { return api.TerminateWorkflow(ctx, id, "", "forged") })

	ui := dialAs(t, topo, tlsca.UI)
	if _, err := ui.DescribeWorkflowExecution(ctx, id, ""); err != nil {
		t.Errorf("the UI reading the trade: %v", err)
	}
	denied(t, "the UI accepting the trade", func() error {
		_, err := ui.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{WorkflowID: id, UpdateName: "accept",
			WaitForStage: client.WorkflowUpdateStageCompleted})
		return err
	})
	resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/api/v1/namespaces/default", topo.base+30)) // the UI server, through its certificate
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Errorf("the Temporal UI reading the namespace: %v %v", resp, err)
	}
	if resp != nil {
		resp.Body.Close()
	}

	// Nothing refused touched the trade, which its members still accept.
	must(t, waitStatus(ctx, topo.c, p, "pending"))
	must(t, act(ctx, topo.c, p.tradeID, "PUT", "/accept", p.tokB, nil))
}

// The trade workflow's names (workflows/messages.go).
const (
	tradeQueue    = "trades"
	tradeWorkflow = "TradeWorkflow"
)

func dialAs(t *testing.T, topo *topology, name string) client.Client {
	t.Helper()
	c, err := temporalx.DialAs(context.Background(), topo.clientEnv(name), testenv.Logger())
	if err != nil {
		t.Fatalf("connecting with the %s certificate: %v", name, err)
	}
	t.Cleanup(c.Close)
	return c
}

func denied(t *testing.T, what string, call func() error) {
	t.Helper()
	var permission *serviceerror.PermissionDenied
	if err := call(); !errors.As(err, &permission) {
		t.Errorf("%s: %v, want PermissionDenied", what, err)
	}
}
