package workflows

import "go.temporal.io/sdk/workflow"

func workflowOptions() workflow.RegisterOptions {
	return workflow.RegisterOptions{Name: TradeWorkflowName}
}

// Registrar is the part of a Temporal worker that takes workflows.
type Registrar interface {
	RegisterWorkflowWithOptions(w interface{}, options workflow.RegisterOptions)
}

// Register adds every workflow of this package to a worker or replayer.
func Register(r Registrar) { r.RegisterWorkflowWithOptions(TradeWorkflow, workflowOptions()) }
