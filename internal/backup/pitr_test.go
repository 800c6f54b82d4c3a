package backup_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/pgcluster"
	"pursetrade/internal/proc"
	"pursetrade/internal/store"
	"pursetrade/internal/testenv"
)

// TestPointInTimeRecovery follows docs/operations.md's point-in-time
// recovery of the whole cluster: WAL archived continuously, a base backup
// with pg_basebackup, money moved before and after a chosen moment, the
// cluster lost; the base backup restored with the archive to that moment
// keeps every movement acknowledged before it and none after, and the
// ledger balances.
func TestPointInTimeRecovery(t *testing.T) {
	ctx := context.Background()
	root := serverDir(t, "pursetrade-pitr-")
	archive := filepath.Join(root, "wal")
	if err := os.Mkdir(archive, 0o777); err != nil {
		t.Fatal(err)
	}
	_ = os.Chmod(archive, 0o777)
	src := startCluster(t, filepath.Join(root, "data"),
		"wal_level=replica", "archive_mode=on", fmt.Sprintf("archive_command=cp %%p %s/%%f", archive))
	if err := src.EnsureDatabase(ctx, "pursetrade"); err != nil {
		t.Fatal(err)
	}
	pool := openPool(t, src.URL("pursetrade"))
	if err := store.Migrate(ctx, pool, testenv.Logger()); err != nil {
		t.Fatal(err)
	}
	moveMoney(t, pool)

	base := serverOwnedDir(t, filepath.Join(root, "base"))
	start := time.Now()
	runAsServer(t, "pg_basebackup", "--dbname="+src.URL("postgres"), "-D", base, "-Fp", "-X", "fetch", "--checkpoint=fast")
	t.Logf("base backup: %v", time.Since(start).Round(time.Millisecond))

	// After the base backup, only the archived WAL knows these.
	member := testenv.Member(t, pool, "Cleo").ID
	deposit(t, pool, member, "pitr/kept", 2500)
	want := ledgertest.AssertBalanced(t, pool)
	var target time.Time
	if err := pool.QueryRow(ctx, "SELECT now()").Scan(&target); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1100 * time.Millisecond)
	deposit(t, pool, member, "pitr/lost", 7000)
	switchAndArchive(t, pool)
	pool.Close()
	if err := src.Stop(); err != nil {
		t.Fatal(err)
	}

	conf := fmt.Sprintf("\nrestore_command = 'cp %s/%%f %%p'\nrecovery_target_time = '%s'\nrecovery_target_action = 'promote'\n",
		archive, target.UTC().Format("2006-01-02 15:04:05.999999+00"))
	appendFile(t, filepath.Join(base, "postgresql.conf"), conf)
	appendFile(t, filepath.Join(base, "recovery.signal"), "")
	start = time.Now()
	restored := startCluster(t, base)
	waitPromoted(t, restored.URL("postgres"))
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
	if _, err := ledger.Apply(context.Background(), pool, ledger.Plan{Key: key,
		Ops: []ledger.Op{ledger.Credit(member, ledger.TypeDeposit, cents, "Card deposit")}}); err != nil {
		t.Fatal(err)
	}
}

// switchAndArchive closes the current WAL segment and waits until the
// archive has it.
func switchAndArchive(t *testing.T, pool *pgxpool.Pool) {
	t.Helper()
	ctx := context.Background()
	var segment string
	if err := pool.QueryRow(ctx, "SELECT pg_walfile_name(pg_switch_wal())").Scan(&segment); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		var last *string
		if err := pool.QueryRow(ctx, "SELECT last_archived_wal FROM pg_stat_archiver").Scan(&last); err != nil {
			t.Fatal(err)
		}
		if last != nil && *last >= segment {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("WAL segment %s not archived (last %v)", segment, last)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func waitPromoted(t *testing.T, url string) {
	t.Helper()
	pool := openPool(t, url)
	defer pool.Close()
	deadline := time.Now().Add(60 * time.Second)
	for {
		var recovering bool
		err := pool.QueryRow(context.Background(), "SELECT pg_is_in_recovery()").Scan(&recovering)
		if err == nil && !recovering {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("still recovering: %v", err)
		}
		time.Sleep(200 * time.Millisecond)
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

// serverOwnedDir makes an empty folder owned by the server's account.
func serverOwnedDir(t *testing.T, path string) string {
	t.Helper()
	if err := os.Mkdir(path, 0o700); err != nil {
		t.Fatal(err)
	}
	cred, err := pgcluster.ServerUser()
	if err != nil {
		t.Fatal(err)
	}
	if cred != nil {
		if err := os.Chown(path, int(cred.Uid), int(cred.Gid)); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// runAsServer runs one of PostgreSQL's programs as the server's account,
// so the files it writes are the server's.
func runAsServer(t *testing.T, name string, args ...string) {
	t.Helper()
	path, err := pgcluster.Program(name)
	if err != nil {
		t.Fatal(err)
	}
	cred, err := pgcluster.ServerUser()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v: %s", name, err, strings.TrimSpace(string(out)))
	}
}

func appendFile(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
}
