package authz

import (
	"context"
	"crypto/x509/pkix"
	"testing"

	"go.temporal.io/server/common/api"
	"go.temporal.io/server/common/authorization"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
)

const (
	workflow = api.WorkflowServicePrefix
	operator = api.OperatorServicePrefix
	admin    = api.AdminServicePrefix
)

// Each identity, as the claim mapper makes it from a certificate, against
// the calls that matter: the worker's certificate cannot start, update or
// signal a trade; the API's cannot poll tasks or change the namespace; the UI
// only reads; nobody without a certificate gets past the health check.
func TestEachIdentityMakesOnlyItsOwnCalls(t *testing.T) {
	calls := map[string]map[string]bool{ // API name -> common name -> allowed ("" is no certificate)
		workflow + "StartWorkflowExecution":            {API: true, Operator: true, Server: true},
		workflow + "ExecuteMultiOperation":             {API: true, Operator: true, Server: true},
		workflow + "UpdateWorkflowExecution":           {API: true, Operator: true, Server: true},
		workflow + "PollWorkflowExecutionUpdate":       {API: true, UI: true, Operator: true, Server: true},
		workflow + "SignalWorkflowExecution":           {API: true, Operator: true, Server: true},
		workflow + "SignalWithStartWorkflowExecution":  {Operator: true, Server: true},
		workflow + "QueryWorkflow":                     {API: true, UI: true, Operator: true, Server: true},
		workflow + "DescribeWorkflowExecution":         {API: true, UI: true, Operator: true, Server: true},
		workflow + "GetWorkflowExecutionHistory":       {API: true, Worker: true, UI: true, Operator: true, Server: true},
		workflow + "TerminateWorkflowExecution":        {Operator: true, Server: true},
		workflow + "RequestCancelWorkflowExecution":    {Operator: true, Server: true},
		workflow + "ResetWorkflowExecution":            {Operator: true, Server: true},
		workflow + "DescribeNamespace":                 {API: true, Worker: true, UI: true, Operator: true, Server: true},
		workflow + "GetSystemInfo":                     {"": true, API: true, Worker: true, UI: true, Operator: true, Server: true, "someone-else": true},
		workflow + "RegisterNamespace":                 {Operator: true, Server: true},
		workflow + "UpdateNamespace":                   {Operator: true, Server: true},
		workflow + "PollWorkflowTaskQueue":             {Worker: true, Operator: true, Server: true},
		workflow + "RespondWorkflowTaskCompleted":      {Worker: true, Operator: true, Server: true},
		workflow + "PollActivityTaskQueue":             {Worker: true, Operator: true, Server: true},
		workflow + "RespondActivityTaskCompleted":      {Worker: true, Operator: true, Server: true},
		workflow + "RecordActivityTaskHeartbeat":       {Worker: true, Operator: true, Server: true},
		workflow + "RespondQueryTaskCompleted":         {Worker: true, Operator: true, Server: true},
		workflow + "ShutdownWorker":                    {Worker: true, Operator: true, Server: true},
		workflow + "SetWorkerDeploymentCurrentVersion": {Operator: true, Server: true},
		workflow + "DescribeWorkerDeployment":          {UI: true, Operator: true, Server: true},
		workflow + "ListWorkflowExecutions":            {API: true, UI: true, Operator: true, Server: true},
		workflow + "StartBatchOperation":               {Operator: true, Server: true},
		operator + "AddSearchAttributes":               {Operator: true, Server: true},
		operator + "ListSearchAttributes":              {UI: true, Operator: true, Server: true},
		operator + "DeleteNamespace":                   {Operator: true, Server: true},
		admin + "DescribeMutableState":                 {Operator: true, Server: true},
		healthpb.Health_Check_FullMethodName:           {"": true, API: true, Worker: true, UI: true, Operator: true, Server: true, "someone-else": true},
	}
	for apiName, allowed := range calls {
		for _, cn := range []string{"", API, Worker, UI, Operator, Server, "someone-else"} {
			if got := decide(t, cn, apiName, "default"); got != allowed[cn] {
				t.Errorf("%q calling %s: allowed=%v, want %v", cn, apiName, got, allowed[cn])
			}
		}
	}
}

// The API, worker and UI certificates reach only the app's namespaces, never
// the server's own.
func TestOnlyAdminsReachTheSystemNamespace(t *testing.T) {
	for cn, want := range map[string]bool{API: false, Worker: false, UI: false, Operator: true, Server: true} {
		if got := decide(t, cn, workflow+"DescribeNamespace", "temporal-system"); got != want {
			t.Errorf("%s describing temporal-system: allowed=%v, want %v", cn, got, want)
		}
	}
}

// decide runs the claim mapper and the authorizer as the frontend's
// interceptor does: no certificate means no auth info and no claims.
func decide(t *testing.T, cn, apiName, namespace string) bool {
	t.Helper()
	var claims *authorization.Claims
	if cn != "" {
		var err error
		if claims, err = (ClaimMapper{}).GetClaims(&authorization.AuthInfo{TLSSubject: &pkix.Name{CommonName: cn}}); err != nil {
			t.Fatal(err)
		}
	}
	res, err := Authorizer{}.Authorize(context.Background(), claims, &authorization.CallTarget{APIName: apiName, Namespace: namespace})
	if err != nil {
		t.Fatal(err)
	}
	return res.Decision == authorization.DecisionAllow
}
