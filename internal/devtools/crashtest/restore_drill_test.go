package crashtest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"

	"pursetrade/internal/devtools/pgcluster"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/workflows"
)

// TestRestoreDrillOnCluster (in `make test`; alone: `make restore-drill`)
// restores the production topology to a point in time and checks that the
// product carries on. On a
// cluster archiving its WAL, trades run to completion before and while a
// base backup is taken, two more are accepted and left open, and the
// restore point is taken; a trade accepted after it must be lost. The
// cluster is then destroyed; the base backup is recovered with the archive
// to the restore point into a fresh folder, and the Temporal server (its
// databases are in the same PostgreSQL cluster), a worker and an API start
// on it. Every trade acknowledged before the restore point is there as it
// was, Temporal and the projection agree on every restored trade, the open
// trades carry on to completion, and the ledger balances.
func TestRestoreDrillOnCluster(t *testing.T) {
	testenv.Integration(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	goBuild(t, filepath.Join(dir, "pursetrade-dev"), "-tags", "devstack")
	base, httpPort := freePortRange(t)
	archive := filepath.Join(dir, "wal")
	topo := startTopologyAt(t, bin, filepath.Join(dir, "cluster"), base, httpPort, "CLUSTER_WAL_ARCHIVE="+archive)
	start, end := datesAhead()
	pairs := newPairs(t, topo.c, topo.pool, 9)
	done, open, lost := pairs[:6], pairs[6:8], pairs[8]

	runAll(t, done[:3], func(p *pair) error { return drive(ctx, topo.c, p, start, end) })
	backedUp := make(chan error, 1)
	go func() { backedUp <- pgcluster.BaseBackup(ctx, pgURL(base, "postgres"), filepath.Join(dir, "base")) }()
	runAll(t, done[3:], func(p *pair) error { return drive(ctx, topo.c, p, start, end) })
	if err := <-backedUp; err != nil {
		t.Fatal(err)
	}
	runAll(t, open, func(p *pair) error { return requestAndAccept(ctx, topo.c, p, start, end) })

	// The restore point: everything above was acknowledged before it.
	time.Sleep(time.Second) // what an acknowledgement set off in the background settles
	want := map[string]string{}
	for _, p := range done {
		want[p.tradeID] = "completed"
	}
	for _, p := range open {
		want[p.tradeID] = "accepted"
	}
	movements := queryStrings(t, topo, `SELECT id FROM transactions`)
	var target time.Time
	if err := topo.pool.QueryRow(ctx, `SELECT now()`).Scan(&target); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1100 * time.Millisecond) // the restore point lies well before the lost trade
	if err := requestAndAccept(ctx, topo.c, lost, start, end); err != nil {
		t.Fatal(err)
	}
	if err := pgcluster.SwitchWAL(ctx, topo.pool); err != nil {
		t.Fatal(err)
	}
	topo.stop()

	// A fresh folder: the cluster's keys and Temporal's schema markers (kept
	// with the deployment's configuration), PostgreSQL from the backup.
	restoredDir := filepath.Join(dir, "restored")
	if out, err := exec.Command("cp", "-a", topo.dir, restoredDir).CombinedOutput(); err != nil {
		t.Fatalf("copy the configuration: %v %s", err, out)
	}
	for _, gone := range []string{"postgres", "logs", "pids", "prometheus", "nginx"} {
		if err := os.RemoveAll(filepath.Join(restoredDir, gone)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Rename(filepath.Join(dir, "base"), filepath.Join(restoredDir, "postgres")); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	if err := pgcluster.PrepareRecovery(filepath.Join(restoredDir, "postgres"), archive, target); err != nil {
		t.Fatal(err)
	}
	pg, err := pgcluster.Start(ctx, pgcluster.Options{DataDir: filepath.Join(restoredDir, "postgres"), Port: base, Log: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	if err := pgcluster.WaitPromoted(ctx, pgURL(base, "postgres")); err != nil {
		t.Fatal(err)
	}
	recovered := time.Since(began)
	if err := pg.Stop(); err != nil {
		t.Fatal(err)
	}
	again := startTopologyAt(t, bin, restoredDir, base, httpPort, "CLUSTER_WORKERS=1", "CLUSTER_APIS=1")
	t.Logf("restore: PostgreSQL recovered to the restore point in %v; Temporal, a worker and an API serving after %v",
		recovered.Round(time.Millisecond), time.Since(began).Round(time.Second))

	// Nothing acknowledged before the restore point is missing; the trade
	// accepted after it is gone, from the projection and from Temporal.
	for id, status := range want {
		var got string
		if err := again.pool.QueryRow(ctx, `SELECT status FROM trades WHERE id = $1`, id).Scan(&got); err != nil || got != status {
			t.Errorf("trade %s after the restore: %q %v, want %s", id, got, err, status)
		}
	}
	var kept int
	if err := again.pool.QueryRow(ctx, `SELECT count(*) FROM transactions WHERE id = ANY($1)`, movements).Scan(&kept); err != nil || kept != len(movements) {
		t.Fatalf("%d of the %d ledger rows written before the restore point are back: %v", kept, len(movements), err)
	}
	tc := again.operator(t)
	var n int
	_ = again.pool.QueryRow(ctx, `SELECT count(*) FROM trades WHERE id = $1`, lost.tradeID).Scan(&n)
	_, err = tc.DescribeWorkflowExecution(ctx, "trade-"+lost.tradeID, "") // workflows.WorkflowID
	var notFound *serviceerror.NotFound
	if n != 0 || !errors.As(err, &notFound) {
		t.Errorf("the trade accepted after the restore point is still there: %d projection rows, Temporal: %v", n, err)
	}
	assertTemporalAgrees(t, ctx, again, tc)
	ledgertest.AssertBalanced(t, again.pool)

	// The open trades carry on to completion on the restored system.
	runAll(t, open, func(p *pair) error { return carryOn(ctx, again.c, p) })
	assertTemporalAgrees(t, ctx, again, tc)
	ledgertest.AssertBalanced(t, again.pool)
}

// requestAndAccept requests the pair's trade and accepts it.
func requestAndAccept(ctx context.Context, c *cluster, p *pair, start, end string) error {
	status, out, err := c.call(ctx, "POST", "/trades", p.tokA, map[string]any{
		"hat1_id": p.bagA.ID, "hat2_id": p.bagB.ID, "start_date": start, "end_date": end, "delivery_method": "pickup",
	})
	if err != nil || status != http.StatusCreated {
		return fmt.Errorf("request: %d %v %v", status, out, err)
	}
	p.tradeID = out["trade"].(map[string]any)["_id"].(string)
	if status, out, err := c.call(ctx, "PUT", "/trades/"+p.tradeID+"/accept", p.tokB, nil); err != nil || status != http.StatusOK {
		return fmt.Errorf("accept: %d %v %v", status, out, err)
	}
	return nil
}

func runAll(t *testing.T, pairs []*pair, fn func(p *pair) error) {
	t.Helper()
	for _, err := range inParallel(pairs, len(pairs), fn) {
		t.Fatal(err)
	}
}

// assertTemporalAgrees checks that every trade of the projection has its
// workflow, whose TradeStatus is the projection's status (waiting a little
// for a workflow task the restart left to run).
func assertTemporalAgrees(t *testing.T, ctx context.Context, topo *topology, tc client.Client) {
	t.Helper()
	testenv.Eventually(t, time.Minute, func() error {
		var disagree []string
		rows, err := topo.pool.Query(ctx, `SELECT workflow_id, status FROM trades`)
		if err != nil {
			t.Fatal(err)
		}
		statuses := map[string]string{}
		for rows.Next() {
			var id, status string
			if err := rows.Scan(&id, &status); err != nil {
				t.Fatal(err)
			}
			statuses[id] = status
		}
		rows.Close()
		for id, status := range statuses {
			d, err := tc.DescribeWorkflowExecution(ctx, id, "")
			if err != nil {
				disagree = append(disagree, id+": "+err.Error())
				continue
			}
			var got string
			if p := d.GetWorkflowExecutionInfo().GetSearchAttributes().GetIndexedFields()[workflows.SearchAttrStatus]; p != nil {
				_ = converter.GetDefaultDataConverter().FromPayload(p, &got)
			}
			if got != status {
				disagree = append(disagree, fmt.Sprintf("%s: Temporal %q, projection %q", id, got, status))
			}
		}
		if len(disagree) > 0 || len(statuses) == 0 {
			return fmt.Errorf("Temporal and the projection disagree: %v", disagree)
		}
		t.Logf("Temporal and the projection agree on all %d trades", len(statuses))
		return nil
	})
}

func queryStrings(t *testing.T, topo *topology, sql string) []string {
	t.Helper()
	rows, err := topo.pool.Query(context.Background(), sql)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func pgURL(port int, db string) string {
	return "postgres://postgres@127.0.0.1:" + strconv.Itoa(port) + "/" + db + "?sslmode=disable"
}
