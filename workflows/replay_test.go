package workflows

import (
	"path/filepath"
	"strings"
	"testing"

	"go.temporal.io/sdk/worker"
)

// TestReplayRecordedHistories replays every history recorded from a real
// server in testdata/ (`make histories`), one for each path a trade can
// take. A change that fails here would break trades running on the build
// it changes: it ships as a new worker build, pinned trades finish on the
// old one (docs/operations.md), and the histories are recorded again.
func TestReplayRecordedHistories(t *testing.T) {
	files, err := filepath.Glob("testdata/*.json")
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
