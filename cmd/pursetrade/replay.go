package main

import (
	"errors"
	"fmt"

	sdkworker "go.temporal.io/sdk/worker"

	"pursetrade/internal/temporalx"
	"pursetrade/workflows"
)

// runReplay replays trade histories (JSON, as `temporal workflow show
// --output json` writes them) with this build's workflow code. A history
// that fails would break if its trade moved to this build: trades are
// pinned to the build that started them, so such a change must ship as a
// new build, never be forced onto running trades.
func runReplay(files []string) error {
	if len(files) == 0 {
		return errors.New("usage: pursetrade replay <history.json>...")
	}
	var failed int
	for _, f := range files {
		r := sdkworker.NewWorkflowReplayer()
		workflows.Register(r)
		if err := r.ReplayWorkflowHistoryFromJSONFile(temporalx.QuietLogger(), f); err != nil {
			failed++
			fmt.Printf("FAIL %s: %v\n", f, err)
			continue
		}
		fmt.Printf("ok   %s\n", f)
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d histories do not replay on this build", failed, len(files))
	}
	return nil
}
