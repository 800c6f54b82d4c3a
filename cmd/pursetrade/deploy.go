package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	sdkworker "go.temporal.io/sdk/worker"

	"pursetrade/internal/config"
	"pursetrade/internal/logging"
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

// runSetCurrent makes this binary's build the current version of the
// worker deployment once its workers poll: new trades start on it, running
// ones stay on their build (docs/operations.md).
func runSetCurrent(ctx context.Context) error {
	cfg, err := config.Load(config.ModeTool)
	if err != nil {
		return err
	}
	buildID, err := cfg.BuildID()
	if err != nil {
		return err
	}
	logger := logging.New(cfg.LogFormat, cfg.LogLevel)
	c, err := temporalx.Dial(ctx, "", logger, nil)
	if err != nil {
		return err
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	if err := temporalx.SetCurrentVersion(ctx, c, cfg.WorkerDeployment, buildID); err != nil {
		return err
	}
	logger.Info("build is current", "deployment", cfg.WorkerDeployment, "build_id", buildID)
	return nil
}
