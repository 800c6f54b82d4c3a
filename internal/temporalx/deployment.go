package temporalx

import (
	"context"
	"fmt"
	"time"

	"go.temporal.io/sdk/client"
)

// SetCurrentVersion makes buildID the current version of the Worker
// Deployment, so new trades start on it (running ones stay pinned to
// theirs). The server learns of a version when its workers first poll, so
// this retries until then or until ctx ends.
func SetCurrentVersion(ctx context.Context, c client.Client, deployment, buildID string) error {
	h := c.WorkerDeploymentClient().GetHandle(deployment)
	for {
		_, err := h.SetCurrentVersion(ctx, client.WorkerDeploymentSetCurrentVersionOptions{BuildID: buildID})
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("make %s current in deployment %s: %w", buildID, deployment, err)
		case <-time.After(250 * time.Millisecond):
		}
	}
}
