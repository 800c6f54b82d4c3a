package crashtest

import (
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/tlsca"
)

const (
	rainbowDeployment = "pursetrade"
	buildB            = "build-b"
)

// TestRainbowDeploy ships a change to the trade workflow the way
// docs/operations.md tells an operator to, on the production topology
// (Temporal server on PostgreSQL, two APIs behind nginx):
//
//   - build A runs trades into every stage (pending, accepted, disputed);
//   - build B changes the workflow so that A's histories no longer replay
//     on it (checked: `pursetrade replay` fails on B and passes on A);
//   - B is deployed beside A and made current: new trades run on B, while
//     A's trades stay pinned to A and finish there, with no workflow task
//     failing and every balance exact;
//   - A drains and its worker is retired.
func TestRainbowDeploy(t *testing.T) {
	topo := startTopology(t, "CLUSTER_WORKERS=0")
	tc := topo.operator(t)
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	c := topo.c

	workerA := topo.startWorker(t, topo.bin, buildA)
	makeCurrent(t, tc, rainbowDeployment, buildA)

	admin := adminToken(t, topo)
	pairs := newPairs(t, c, topo.pool, 6)
	start, end := datesAhead()
	pending, accepted, disputed := pairs[0:2], pairs[2:4], pairs[4:6]
	disputes := map[*pair]string{}
	for _, p := range pairs {
		must(t, request(ctx, c, p, start, end))
	}
	for _, p := range pairs[2:] {
		must(t, act(ctx, c, p.tradeID, "PUT", "/accept", p.tokB, nil))
	}
	for _, p := range disputed {
		must(t, act(ctx, c, p.tradeID, "PUT", "/ack/received", p.tokA, nil))
		status, out, err := c.call(ctx, "POST", "/disputes", p.tokB, map[string]any{
			"trade_id": p.tradeID, "reason": "item_damaged", "description": "The strap came back torn."})
		if err != nil || status != http.StatusCreated {
			t.Fatalf("open dispute: %d %v %v", status, out, err)
		}
		disputes[p] = out["dispute"].(map[string]any)["_id"].(string)
	}

	// Build B breaks A's histories: A's trades could not move to it.
	binB := buildChangedBinary(t)
	history := saveHistory(t, tc, accepted[0].tradeID)
	if out, err := exec.Command(binB, "replay", history).CombinedOutput(); err == nil || !strings.Contains(string(out), "TMPRL1100") { // the SDK's non-determinism error
		t.Fatalf("build B replays build A's history (the change must break it): %v\n%s", err, out)
	}
	if out, err := exec.Command(topo.bin, "replay", history).CombinedOutput(); err != nil {
		t.Fatalf("build A does not replay its own history: %v\n%s", err, out)
	}

	// B beside A, made current: new trades start on B.
	topo.startWorker(t, binB, buildB)
	makeCurrent(t, tc, rainbowDeployment, buildB)
	fresh := newPairs(t, c, topo.pool, 2)
	for _, p := range fresh {
		must(t, drive(ctx, c, p, start, end))
	}

	// A's trades finish on A.
	for _, p := range pending {
		must(t, act(ctx, c, p.tradeID, "PUT", "/accept", p.tokB, nil))
	}
	for _, p := range append(pending, accepted...) {
		for _, s := range []struct{ path, tok string }{{"/ack/received", p.tokA}, {"/ack/received", p.tokB}, {"/ack/returned", p.tokA}, {"/ack/returned", p.tokB}} {
			must(t, act(ctx, c, p.tradeID, "PUT", s.path, s.tok, nil))
		}
	}
	for _, p := range disputed {
		must(t, act(ctx, c, "", "PUT", "/admin/disputes/"+disputes[p]+"/resolve", admin, map[string]any{"resolution": "No fault found"}))
	}
	for _, p := range append(pairs, fresh...) {
		must(t, waitStatus(ctx, c, p, "completed"))
	}

	for _, p := range pairs {
		wantBuild(t, tc, p.tradeID, buildA)
	}
	for _, p := range fresh {
		wantBuild(t, tc, p.tradeID, buildB)
	}
	for _, p := range append(pairs, fresh...) {
		noFailedTasks(t, tc, p.tradeID)
		for _, u := range []string{p.a.ID, p.b.ID} {
			if b, err := ledger.NewService(topo.pool).BalanceOf(ctx, u); err != nil || b.Balance != 49_000 || b.Held != 0 {
				t.Fatalf("member %s after the rainbow deploy: %+v %v (want 49000, nothing held)", u, b, err)
			}
		}
	}
	ledgertest.AssertBalanced(t, topo.pool)

	// A drains (no open trade is pinned to it) and is retired.
	waitDrained(ctx, t, tc, buildA)
	if err := workerA.Stop(syscall.SIGTERM, 30*time.Second); err != nil {
		t.Fatalf("stopping build A's worker: %v", err)
	}
	d, err := tc.WorkerDeploymentClient().GetHandle(rainbowDeployment).Describe(ctx, client.WorkerDeploymentDescribeOptions{})
	if err != nil || d.Info.RoutingConfig.CurrentVersion == nil || d.Info.RoutingConfig.CurrentVersion.BuildID != buildB {
		t.Fatalf("deployment after retiring A: %+v %v", d.Info.RoutingConfig, err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// startWorker runs a worker of the given binary as build buildID against
// the topology's database and Temporal server.
func (topo *topology) startWorker(t *testing.T, bin, buildID string) *proc.Child {
	t.Helper()
	secret := func(name string) string {
		b, err := os.ReadFile(filepath.Join(topo.dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(b))
	}
	metrics, _ := proc.FreePort()
	w, err := proc.Start(proc.Spec{Name: "worker-" + buildID, Path: bin, Args: []string{"worker"}, Output: topo.c.logs, Env: append([]string{
		fmt.Sprintf("DATABASE_URL=postgres://postgres@127.0.0.1:%d/pursetrade?sslmode=disable", topo.base),
		"TEMPORAL_NAMESPACE=default", "JWT_SECRET=" + secret("jwt-secret"), "TOTP_ENCRYPTION_KEY=" + secret("totp-encryption-key"),
		"DATA_DIR=" + t.TempDir(), "LOG_LEVEL=warn", "SHUTDOWN_GRACE=1s",
		"WORKER_METRICS_ADDR=127.0.0.1:" + strconv.Itoa(metrics),
		"WORKER_DEPLOYMENT_NAME=" + rainbowDeployment, "WORKER_BUILD_ID=" + buildID,
	}, topo.clientEnv(tlsca.Worker)...)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = w.Stop(syscall.SIGKILL, 5*time.Second) })
	return w
}

// buildChangedBinary builds build B: this source with a change to the trade
// workflow that adds a step at its start, so no history of build A
// replays on it.
func buildChangedBinary(t *testing.T) string {
	t.Helper()
	root, dst := testenv.RepoRoot(t), t.TempDir()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		hidden := strings.HasPrefix(d.Name(), ".") && rel != "." // .git, and .bin, which may be a symlink to shared tools
		if d.IsDir() {
			if hidden || rel == "web" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if hidden && d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	tradeGo := filepath.Join(dst, "workflows", "trade.go")
	src, err := os.ReadFile(tradeGo)
	if err != nil {
		t.Fatal(err)
	}
	const anchor = "\tt := newTrade(ctx, in)\n"
	if !strings.Contains(string(src), anchor) {
		t.Fatal("the workflow's first line moved: update the change build B makes")
	}
	changed := strings.Replace(string(src), anchor,
		"\t_ = workflow.SideEffect(ctx, func(workflow.Context) any { return \"build-b\" })\n"+anchor, 1)
	if err := os.WriteFile(tradeGo, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dst, "pursetrade-b")
	build := exec.Command("go", "build", "-buildvcs=false", "-o", bin, "./cmd/pursetrade")
	build.Dir = dst
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build B: %v\n%s", err, out)
	}
	return bin
}

// saveHistory writes a trade's history as the Temporal CLI would.
func saveHistory(t *testing.T, tc client.Client, tradeID string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), tradeID+".json")
	if err := os.WriteFile(path, testenv.HistoryJSON(t, tc, "trade-"+tradeID), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// request starts p's trade (idempotent, as in drive).
func request(ctx context.Context, c *cluster, p *pair, start, end string) error {
	status, out, err := c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
		"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "pickup",
	}, "Idempotency-Key", "rainbow-"+p.a.ID)
	if err != nil {
		return err
	}
	if status != http.StatusCreated {
		return fmt.Errorf("request: %d %v", status, out)
	}
	p.tradeID = out["trade"].(map[string]any)["_id"].(string)
	return nil
}

// act sends one trade action (path under /trades/<id>, or a whole path
// when tradeID is empty) and wants 200.
func act(ctx context.Context, c *cluster, tradeID, method, path, token string, body any) error {
	if tradeID != "" {
		path = "/trades/" + tradeID + path
	}
	status, out, err := c.call(ctx, method, path, token, body)
	if err == nil && status != http.StatusOK {
		err = fmt.Errorf("%s %s: %d %v", method, path, status, out)
	}
	return err
}

// adminToken makes an administrator and signs them in.
func adminToken(t *testing.T, topo *topology) string {
	admin := testenv.FastMember(t, topo.pool, "Rainbow Admin")
	testenv.Administrator(t, topo.pool, admin.ID)
	tok, _, err := topo.c.tokens.Issue(admin.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// wantBuild checks every run of the trade ran pinned to the build.
func wantBuild(t *testing.T, tc client.Client, tradeID, buildID string) {
	t.Helper()
	d, err := tc.DescribeWorkflowExecution(context.Background(), "trade-"+tradeID, "")
	if err != nil {
		t.Fatal(err)
	}
	info := d.GetWorkflowExecutionInfo().GetVersioningInfo()
	if got := info.GetDeploymentVersion().GetBuildId(); got != buildID || info.GetBehavior() != enumspb.VERSIONING_BEHAVIOR_PINNED {
		t.Fatalf("trade %s ran on build %q (%v), want pinned to %q", tradeID, got, info.GetBehavior(), buildID)
	}
}

// noFailedTasks checks no workflow task of the trade failed (a
// non-determinism error fails the task and retries it forever).
func noFailedTasks(t *testing.T, tc client.Client, tradeID string) {
	t.Helper()
	iter := tc.GetWorkflowHistory(context.Background(), "trade-"+tradeID, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	for iter.HasNext() {
		ev, err := iter.Next()
		if err != nil {
			t.Fatal(err)
		}
		if f := ev.GetWorkflowTaskFailedEventAttributes(); f != nil {
			t.Fatalf("trade %s: workflow task failed: %v %s", tradeID, f.GetCause(), f.GetFailure().GetMessage())
		}
	}
}

// waitDrained waits until no open trade is pinned to the build.
func waitDrained(ctx context.Context, t *testing.T, tc client.Client, buildID string) {
	t.Helper()
	h := tc.WorkerDeploymentClient().GetHandle(rainbowDeployment)
	for {
		d, err := h.DescribeVersion(ctx, client.WorkerDeploymentDescribeVersionOptions{BuildID: buildID})
		if err == nil && d.Info.DrainageInfo != nil && d.Info.DrainageInfo.DrainageStatus == client.WorkerDeploymentVersionDrainageStatusDrained {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("build %s did not drain: %+v %v", buildID, d.Info.DrainageInfo, err)
		case <-time.After(time.Second):
		}
	}
}
