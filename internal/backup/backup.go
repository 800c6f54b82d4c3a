// Package backup writes and restores a logical backup of the application
// database with PostgreSQL's own pg_dump and pg_restore: one consistent
// snapshot of every table (members, balances, the ledger, trades), in
// pg_dump's compressed custom format, encrypted with age as it streams.
package backup

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	neturl "net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"filippo.io/age"
	"github.com/jackc/pgx/v5"

	"pursetrade/internal/devtools/pgcluster"
)

// Dump writes a backup of the database at url to file, encrypted to
// recipients as pg_dump writes it (without recipients: pg_dump's plain
// file, which only the caller may allow). The backup holds emails,
// addresses, password hashes and payout details, so the file is 0600 and a
// folder it creates is 0700. It is written beside file first and renamed
// when complete, so file is never half a backup.
func Dump(ctx context.Context, url, file string, recipients ...age.Recipient) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o700); err != nil {
		return err
	}
	tmp := file + ".partial"
	_ = os.Remove(tmp) // a crashed run's leftover, whose mode may be older than this rule
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	err = writeDump(ctx, url, f, recipients)
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Rename(tmp, file)
	}
	if err != nil {
		_ = os.Remove(tmp)
		return err
	}
	return syncFile(filepath.Dir(file))
}

// writeDump streams pg_dump's output through age into f, so memory stays
// flat however large the database is.
func writeDump(ctx context.Context, url string, f *os.File, recipients []age.Recipient) error {
	var out io.Writer = f
	var encrypted io.WriteCloser
	if len(recipients) > 0 {
		var err error
		if encrypted, err = age.Encrypt(f, recipients...); err != nil {
			return err
		}
		out = encrypted
	}
	if err := pgTool(ctx, "pg_dump", url, nil, out, "--format=custom", "--compress=6", "--no-owner", "--no-privileges"); err != nil {
		return err
	}
	if encrypted != nil {
		if err := encrypted.Close(); err != nil {
			return err
		}
	}
	return f.Sync()
}

// ErrNotEmpty refuses a restore over a database that already has tables:
// a restore never mixes a backup with live data.
var ErrNotEmpty = errors.New("the target database is not empty: restore into a new, empty database")

// ErrEncrypted refuses an encrypted backup when no identity was given.
var ErrEncrypted = errors.New("the backup is encrypted: give the identity file it was encrypted to (BACKUP_AGE_IDENTITY_FILE)")

// Restore loads file into the database at url, which must be empty, in one
// transaction: it either holds the whole backup or nothing. An encrypted
// backup is decrypted with identities as pg_restore reads it; one no
// identity opens is refused before the database is touched.
func Restore(ctx context.Context, url, file string, identities ...age.Identity) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	in, err := openBackup(f, identities)
	if err != nil {
		return err
	}
	if err := ensureEmpty(ctx, url); err != nil {
		return err
	}
	return pgTool(ctx, "pg_restore", url, in, nil, "--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges")
}

// ageHeader starts every age file; pg_dump's custom format starts "PGDMP".
const ageHeader = "age-encryption.org/"

// openBackup reads a backup as pg_dump wrote it: through age when it is
// encrypted, as it is when it is plain (written before encryption, or by
// the development build).
func openBackup(f *os.File, identities []age.Identity) (io.Reader, error) {
	in := bufio.NewReader(f)
	if head, _ := in.Peek(len(ageHeader)); string(head) != ageHeader {
		return in, nil
	}
	if len(identities) == 0 {
		return nil, ErrEncrypted
	}
	plain, err := age.Decrypt(in, identities...)
	if err != nil {
		return nil, fmt.Errorf("decrypting the backup: %w", err)
	}
	return plain, nil
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

// pgTool runs a PostgreSQL client program on the database at url with
// stdin and stdout (nil: none); the password travels in its environment,
// never on its command line where other users of the machine could read it.
func pgTool(ctx context.Context, name, url string, stdin io.Reader, stdout io.Writer, args ...string) error {
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
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, &stderr
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
