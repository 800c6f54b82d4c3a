package workflows

import (
	"path/filepath"
	"strings"
	"testing"

	"go.temporal.io/sdk/worker"
)

// TestReplayRecordedHistories replays every history recorded from a real
// server in testdata/. A workflow change that would break running trades
// fails here; such changes need workflow.GetVersion.
func TestReplayRecordedHistories(t *testing.T) {
	files, err := filepath.Glob("testdata/*/*.json") // one folder per workflow version
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no recorded histories in testdata/")
	}
	for _, f := range files {
		t.Run(strings.TrimPrefix(f, "testdata/"), func(t *testing.T) {
			r := worker.NewWorkflowReplayer()
			Register(r)
			if err := r.ReplayWorkflowHistoryFromJSONFile(nil, f); err != nil {
				t.Fatalf("replay %s: %v", f, err)
			}
		})
	}
}
