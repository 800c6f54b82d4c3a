// Package authz decides who may call what on the cluster's Temporal
// frontend. Every client presents a certificate of the cluster's CA
// (mutual TLS); the claim mapper turns its common name into one of the
// identities below and the authorizer allows each identity the calls its
// program makes, nothing more: the API starts, updates, signals and queries
// trades, a worker polls and answers tasks (it cannot start or change a
// trade), the UI reads, and an operator (and the server's own system
// worker) may do everything.
package authz

import (
	"context"
	"strings"

	"go.temporal.io/server/common/api"
	"go.temporal.io/server/common/authorization"
	"go.temporal.io/server/common/primitives"
)

// The certificates' common names (internal/tlsca issues them).
const (
	API      = "pursetrade-api"
	Worker   = "pursetrade-worker"
	UI       = "pursetrade-ui"
	Operator = "pursetrade-operator"
	// Server is the frontend's own certificate, which the server's system
	// worker (deployments, schedules, batches) presents as a client.
	Server = "pursetrade-temporal"
)

// ClaimMapper maps a verified client certificate to its identity; a caller
// without one (or with a name we never issue) gets no role.
type ClaimMapper struct{}

func (ClaimMapper) GetClaims(info *authorization.AuthInfo) (*authorization.Claims, error) {
	claims := &authorization.Claims{}
	if info == nil || info.TLSSubject == nil {
		return claims, nil
	}
	switch cn := info.TLSSubject.CommonName; cn {
	case Operator, Server:
		claims.Subject, claims.System = cn, authorization.RoleAdmin
	case API, Worker, UI:
		claims.Subject = cn
	}
	return claims, nil
}

// Authorizer allows each identity its list of calls.
type Authorizer struct{}

var (
	allow = authorization.Result{Decision: authorization.DecisionAllow}
	deny  = authorization.Result{Decision: authorization.DecisionDeny}
)

func (Authorizer) Authorize(_ context.Context, claims *authorization.Claims, target *authorization.CallTarget) (authorization.Result, error) {
	if authorization.IsHealthCheckAPI(target.APIName) {
		return allow, nil
	}
	if claims == nil {
		return deny, nil
	}
	if claims.System == authorization.RoleAdmin {
		return allow, nil
	}
	if target.Namespace == primitives.SystemLocalNamespace {
		return deny, nil
	}
	service, method := api.ServiceName(target.APIName), api.MethodName(target.APIName)
	switch claims.Subject {
	case API:
		if service == api.WorkflowServicePrefix && apiCalls[method] {
			return allow, nil
		}
	case Worker:
		if service == api.WorkflowServicePrefix && workerCalls[method] {
			return allow, nil
		}
	case UI:
		if isReadOnly(target.APIName) {
			return allow, nil
		}
	}
	return deny, nil
}

// isReadOnly is Temporal's own reader role: calls that change nothing.
func isReadOnly(apiName string) bool {
	if !strings.HasPrefix(apiName, api.WorkflowServicePrefix) && !strings.HasPrefix(apiName, api.OperatorServicePrefix) {
		return false
	}
	return api.GetMethodMetadata(apiName).Access == api.AccessReadOnly
}

// connecting is what every SDK client asks when it dials.
var connecting = []string{"GetSystemInfo", "DescribeNamespace"}

// apiCalls: the API's trade engine (update-with-start, updates and their
// long-poll, the trade_view query, describe for idempotent requests) and
// signals.
var apiCalls = set(connecting, "StartWorkflowExecution", "ExecuteMultiOperation", "UpdateWorkflowExecution",
	"PollWorkflowExecutionUpdate", "SignalWorkflowExecution", "QueryWorkflow", "DescribeWorkflowExecution",
	"GetWorkflowExecutionHistory", "ListWorkflowExecutions", "CountWorkflowExecutions")

// workerCalls: polling and answering workflow, activity, query and Nexus
// tasks, heartbeats, the history a worker replays after a cache miss, and
// its shutdown notice.
var workerCalls = set(connecting, "PollWorkflowTaskQueue", "RespondWorkflowTaskCompleted", "RespondWorkflowTaskFailed",
	"PollActivityTaskQueue", "RecordActivityTaskHeartbeat", "RecordActivityTaskHeartbeatById",
	"RespondActivityTaskCompleted", "RespondActivityTaskCompletedById", "RespondActivityTaskFailed",
	"RespondActivityTaskFailedById", "RespondActivityTaskCanceled", "RespondActivityTaskCanceledById",
	"RespondQueryTaskCompleted", "PollNexusTaskQueue", "RespondNexusTaskCompleted", "RespondNexusTaskFailed",
	"GetWorkflowExecutionHistory", "ResetStickyTaskQueue", "ShutdownWorker")

func set(base []string, more ...string) map[string]bool {
	m := map[string]bool{}
	for _, name := range append(append([]string{}, base...), more...) {
		m[name] = true
	}
	return m
}
