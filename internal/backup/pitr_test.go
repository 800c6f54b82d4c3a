package backup_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/pgcluster"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/store"
)

// TestPointInTimeRecovery follows docs/operations.md's point-in-time
// recovery of the whole cluster: WAL archived continuously, a base backup
// with pg_basebackup, money moved before and after a chosen moment, the
// cluster lost; the base backup restored with the archive to that moment
// keeps every movement acknowledged before it and none after, and the
// ledger balances.
func TestPointInTimeRecovery(t *testing.T) {
	testenv.Integration(t)
	ctx := context.Background()
	root := serverDir(t, "pursetrade-pitr-")
	archive := filepath.Join(root, "wal")
	if err := os.Mkdir(archive, 0o777); err != nil {
		t.Fatal(err)
	}
	_ = os.Chmod(archive, 0o777)
	src := startCluster(t, filepath.Join(root, "data"), pgcluster.ArchiveSettings(archive)...)
	if err := src.EnsureDatabase(ctx, "pursetrade"); err != nil {
		t.Fatal(err)
	}
	pool := openPool(t, src.URL("pursetrade"))
	if err := store.Migrate(ctx, pool, testenv.Logger()); err != nil {
		t.Fatal(err)
	}
	moveMoney(t, pool)

	base := filepath.Join(root, "base")
	start := time.Now()
	if err := pgcluster.BaseBackup(ctx, src.URL("postgres"), base); err != nil {
		t.Fatal(err)
	}
	t.Logf("base backup: %v", time.Since(start).Round(time.Millisecond))

	// After the base backup, only the archived WAL knows these.
	member := testenv.Member(t, pool, "Cleo").ID
	deposit(t, pool, member, "pitr/kept", 2500)
	want := ledgertest.AssertBalanced(t, pool)
	var target time.Time
	if err := pool.QueryRow(ctx, "SELECT now()").Scan(&target); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1100 * time.Millisecond) // the recovery target lies well between the two deposits
	deposit(t, pool, member, "pitr/lost", 7000)
	if err := pgcluster.SwitchWAL(ctx, pool); err != nil {
		t.Fatal(err)
	}
	pool.Close()
	if err := src.Stop(); err != nil {
		t.Fatal(err)
	}

	if err := pgcluster.PrepareRecovery(base, archive, target); err != nil {
		t.Fatal(err)
	}
	start = time.Now()
	restored := startCluster(t, base)
	if err := pgcluster.WaitPromoted(ctx, restored.URL("postgres")); err != nil {
		t.Fatal(err)
	}
	t.Logf("recovery to the target: %v", time.Since(start).Round(time.Millisecond))

	pool = openPool(t, restored.URL("pursetrade"))
	got := ledgertest.AssertBalanced(t, pool)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("ledger at the target:\n got  %+v\n want %+v", got, want)
	}
	for key, present := range map[string]bool{"pitr/kept/0": true, "pitr/lost/0": false} {
		var n int
		if err := pool.QueryRow(ctx, "SELECT count(*) FROM transactions WHERE idempotency_key = $1", key).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if (n == 1) != present {
			t.Errorf("movement %s: %d rows after recovery, want present=%v", key, n, present)
		}
	}
}

func deposit(t *testing.T, pool *pgxpool.Pool, member, key string, cents int64) {
	t.Helper()
	if _, err := ledger.NewService(pool).Apply(context.Background(), ledger.Plan{Key: key,
		Ops: []ledger.Op{ledger.Credit(member, ledger.TypeDeposit, cents, "Card deposit")}}); err != nil {
		t.Fatal(err)
	}
}

// serverDir is a folder the PostgreSQL server's account can use (not
// t.TempDir: as root the server runs as `postgres`, which must reach it).
func serverDir(t *testing.T, prefix string) string {
	t.Helper()
	dir, err := os.MkdirTemp("", prefix)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	if err := pgcluster.PrepareDir(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

func startCluster(t *testing.T, dataDir string, settings ...string) *pgcluster.Cluster {
	t.Helper()
	port, err := proc.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	c, err := pgcluster.Start(context.Background(), pgcluster.Options{DataDir: dataDir, Port: port, Log: io.Discard, Settings: settings})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Stop() })
	return c
}

func openPool(t *testing.T, url string) *pgxpool.Pool {
	t.Helper()
	pool, err := store.Open(context.Background(), url, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}
