// Package backup writes and restores a logical backup of the application
// database with PostgreSQL's own pg_dump and pg_restore: one consistent
// snapshot of every table (members, balances, the ledger, trades), in
// pg_dump's compressed custom format.
package backup

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	neturl "net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/pgcluster"
)

// Dump writes a backup of the database at url to file. It is written beside
// file first and renamed when complete, so file is never half a backup.
func Dump(ctx context.Context, url, file string) error {
	tmp := file + ".partial"
	if err := pgTool(ctx, "pg_dump", url, "--format=custom", "--compress=6", "--no-owner", "--no-privileges",
		"--file="+tmp); err != nil {
		_ = os.Remove(tmp)
		return err
	}
	if err := syncFile(tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, file); err != nil {
		return err
	}
	return syncFile(filepath.Dir(file))
}

// ErrNotEmpty refuses a restore over a database that already has tables:
// a restore never mixes a backup with live data.
var ErrNotEmpty = errors.New("the target database is not empty: restore into a new, empty database")

// Restore loads file into the database at url, which must be empty, in one
// transaction: it either holds the whole backup or nothing.
func Restore(ctx context.Context, url, file string) error {
	if _, err := os.Stat(file); err != nil {
		return err
	}
	if err := ensureEmpty(ctx, url); err != nil {
		return err
	}
	return pgTool(ctx, "pg_restore", url, "--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", file)
}

func ensureEmpty(ctx context.Context, url string) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	var tables int
	err = conn.QueryRow(ctx, `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`).Scan(&tables)
	if err != nil {
		return err
	}
	if tables > 0 {
		return ErrNotEmpty
	}
	return nil
}

// pgTool runs a PostgreSQL client program on the database at url; the
// password travels in its environment, never on its command line where
// other users of the machine could read it.
func pgTool(ctx context.Context, name, url string, args ...string) error {
	path, err := pgcluster.Program(name)
	if err != nil {
		return err
	}
	u, err := neturl.Parse(url)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return errors.New("DATABASE_URL: not a postgres:// URL")
	}
	env := os.Environ()
	if pw, ok := u.User.Password(); ok {
		env = append(env, "PGPASSWORD="+pw)
		u.User = neturl.User(u.User.Username())
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, path, append(args, "--dbname="+u.String())...)
	cmd.Env = env
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w: %s", name, err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// syncFile flushes a file, or a folder's entries, to disk.
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}
