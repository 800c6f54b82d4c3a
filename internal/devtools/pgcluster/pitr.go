package pgcluster

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

// Point-in-time recovery as docs/operations.md describes it: WAL archived
// continuously to a folder, a base backup with pg_basebackup, and recovery
// of that backup with the archive up to a chosen moment.

// ArchiveSettings are the server settings that copy every finished WAL
// segment to dir (which the server's account must be able to write).
func ArchiveSettings(dir string) []string {
	return []string{"wal_level=replica", "archive_mode=on", fmt.Sprintf("archive_command=cp %%p %s/%%f", dir)}
}

// BaseBackup copies the whole cluster at url (every database) into dir, a
// new folder owned by the server's account, while it keeps running.
func BaseBackup(ctx context.Context, url, dir string) error {
	cred, err := serverUser()
	if err != nil {
		return err
	}
	if err := os.Mkdir(dir, 0o700); err != nil {
		return err
	}
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return err
		}
	}
	path, err := Program("pg_basebackup")
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, path, "--dbname="+url, "-D", dir, "-Fp", "-X", "fetch", "--checkpoint=fast")
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("pg_basebackup: %v: %s", err, strings.TrimSpace(string(out)))
	}
	return nil
}

// Querier is what SwitchWAL needs of a connection or pool.
type Querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// SwitchWAL closes the current WAL segment and waits until the archive has
// it, so everything committed so far can be recovered.
func SwitchWAL(ctx context.Context, db Querier) error {
	var segment string
	if err := db.QueryRow(ctx, "SELECT pg_walfile_name(pg_switch_wal())").Scan(&segment); err != nil {
		return err
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		var last *string
		if err := db.QueryRow(ctx, "SELECT last_archived_wal FROM pg_stat_archiver").Scan(&last); err != nil {
			return err
		}
		if last != nil && *last >= segment {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("WAL segment %s not archived (last %v)", segment, last)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// PrepareRecovery makes the base backup in dataDir, once started, replay
// the archive up to target and then open for writes.
func PrepareRecovery(dataDir, archive string, target time.Time) error {
	conf := fmt.Sprintf("\nrestore_command = 'cp %s/%%f %%p'\nrecovery_target_time = '%s'\nrecovery_target_action = 'promote'\n",
		archive, target.UTC().Format("2006-01-02 15:04:05.999999+00"))
	f, err := os.OpenFile(filepath.Join(dataDir, "postgresql.conf"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(conf); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dataDir, "recovery.signal"), nil, 0o600)
}

// WaitPromoted waits until the server at url has finished recovery.
func WaitPromoted(ctx context.Context, url string) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	for {
		conn, err := pgx.Connect(ctx, url)
		if err == nil {
			var recovering bool
			err = conn.QueryRow(ctx, "SELECT pg_is_in_recovery()").Scan(&recovering)
			_ = conn.Close(ctx)
			if err == nil && !recovering {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("still recovering: %v", err)
		case <-time.After(200 * time.Millisecond):
		}
	}
}
