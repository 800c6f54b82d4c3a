package crashtest

import (
	"context"
	"testing"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
)

// updateTaskTimes reads, from a workflow's history, how long the workflow
// task of each update named name took on the server's clock: from the task
// scheduled to the task completed (the worker's part, with its local
// activities). The rest of a round trip is spent outside the workflow task:
// the caller, the server's handling before and after, the answer.
func updateTaskTimes(b *testing.B, tc client.Client, workflowID, name string) []time.Duration {
	it := tc.GetWorkflowHistory(context.Background(), workflowID, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	var events []*historypb.HistoryEvent
	for it.HasNext() {
		e, err := it.Next()
		if err != nil {
			b.Fatal(err)
		}
		events = append(events, e)
	}
	var d []time.Duration
	for i, e := range events {
		accepted := e.GetWorkflowExecutionUpdateAcceptedEventAttributes()
		if accepted == nil || accepted.GetAcceptedRequest().GetInput().GetName() != name || i < 3 {
			continue
		}
		// An update's task: scheduled, started, completed, then the
		// update accepted as the task's first command.
		scheduled, completed := events[i-3], events[i-1]
		if scheduled.GetEventType() != enumspb.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED {
			b.Fatalf("%s: the update %s does not follow its workflow task", workflowID, name)
		}
		d = append(d, completed.GetEventTime().AsTime().Sub(scheduled.GetEventTime().AsTime()))
	}
	return d
}
