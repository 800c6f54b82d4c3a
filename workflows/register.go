package workflows

import "go.temporal.io/sdk/workflow"

// Trades are pinned: each runs to its end on the worker build (Worker
// Deployment Version) that started it, continue-as-new included. A trade
// moves money over weeks, and pinning means its history only ever meets
// the code that wrote it: a change ships as a new build beside the old
// one, needs no GetVersion patch, and the old build is retired once its
// trades have drained (docs/operations.md). The price is that each build's
// workers run until their last trade ends, at most a few weeks.
func workflowOptions() workflow.RegisterOptions {
	return workflow.RegisterOptions{Name: TradeWorkflowName, VersioningBehavior: workflow.VersioningBehaviorPinned}
}

// Registrar is the part of a Temporal worker that takes workflows.
type Registrar interface {
	RegisterWorkflowWithOptions(w interface{}, options workflow.RegisterOptions)
}

// Register adds every workflow of this package to a worker or replayer.
func Register(r Registrar) { r.RegisterWorkflowWithOptions(TradeWorkflow, workflowOptions()) }
