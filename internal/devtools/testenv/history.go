package testenv

import (
	"context"
	"testing"

	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/encoding/protojson"
)

// HistoryJSON is a workflow's whole history as the Temporal CLI writes it
// (`temporal workflow show --output json`), for replays.
func HistoryJSON(t testing.TB, c client.Client, workflowID string) []byte {
	t.Helper()
	iter := c.GetWorkflowHistory(context.Background(), workflowID, "", false, 0)
	hist := &historypb.History{}
	for iter.HasNext() {
		ev, err := iter.Next()
		if err != nil {
			t.Fatal(err)
		}
		hist.Events = append(hist.Events, ev)
	}
	b, err := protojson.MarshalOptions{Indent: "  "}.Marshal(hist)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
