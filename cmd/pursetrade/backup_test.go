package main

import (
	"bytes"
	"context"
	neturl "net/url"
	"os"
	"path/filepath"
	"testing"

	"filippo.io/age"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/backup"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
)

// `pursetrade backup keygen` makes the key pair (never over an existing
// identity); `pursetrade backup` refuses to write without
// BACKUP_AGE_RECIPIENT and leaves nothing behind, and with it writes a
// private age file; `pursetrade restore` into a new empty database needs
// BACKUP_AGE_IDENTITY_FILE and then brings the members back. A restore over
// a database with tables, or without a file name, fails.
func TestBackupAndRestoreCommands(t *testing.T) {
	ctx := context.Background()
	url := testenv.DatabaseURL(t)
	pool := testenv.NewPoolFor(t, url)
	testenv.Member(t, pool, "Ann")
	dir := t.TempDir()
	identity := filepath.Join(dir, "backup-identity.txt")
	if code := run([]string{"backup", "keygen", identity}); code != 0 {
		t.Fatalf("backup keygen: exit %d", code)
	}
	if code := run([]string{"backup", "keygen", identity}); code != 1 {
		t.Fatalf("backup keygen over an existing identity: exit %d, want 1", code)
	}
	file := filepath.Join(dir, "backups", "pursetrade.dump.age")

	t.Setenv("DATABASE_URL", url)
	if code := run([]string{"backup", file}); code != 1 {
		t.Fatalf("backup without BACKUP_AGE_RECIPIENT: exit %d, want 1", code)
	}
	if _, err := os.Stat(filepath.Dir(file)); !os.IsNotExist(err) {
		t.Fatalf("a refused backup left %s behind: %v", filepath.Dir(file), err)
	}
	t.Setenv("BACKUP_AGE_RECIPIENT", recipientOf(t, identity))
	if code := run([]string{"backup", file}); code != 0 {
		t.Fatalf("backup: exit %d", code)
	}
	if st, err := os.Stat(file); err != nil || st.Mode() != 0o600 {
		t.Fatalf("backup file: %v %v, want mode 0600", st, err)
	}
	if code := run([]string{"backup"}); code != 1 {
		t.Fatalf("backup without a file: exit %d, want 1", code)
	}

	target := emptyDatabase(t, pool, url)
	t.Setenv("DATABASE_URL", target)
	if code := run([]string{"restore", file}); code != 1 {
		t.Fatalf("restore without BACKUP_AGE_IDENTITY_FILE: exit %d, want 1", code)
	}
	t.Setenv("BACKUP_AGE_IDENTITY_FILE", identity)
	t.Setenv("DATABASE_URL", url)
	if code := run([]string{"restore", file}); code != 1 {
		t.Fatalf("restore over the live database: exit %d, want 1", code)
	}
	t.Setenv("DATABASE_URL", target)
	if code := run([]string{"restore", file}); code != 0 {
		t.Fatalf("restore: exit %d", code)
	}
	restored := testenv.NewPoolFor(t, target)
	var members int
	if err := restored.QueryRow(ctx, "SELECT count(*) FROM users WHERE name = 'Ann'").Scan(&members); err != nil || members != 1 {
		t.Fatalf("restored members named Ann: %d %v", members, err)
	}
}

// The development build writes a plain backup when no recipient is set
// (and says so); still 0600.
func TestDevelopmentBuildWritesPlainBackup(t *testing.T) {
	devCommands = map[string]func(context.Context) error{}
	t.Cleanup(func() { devCommands = nil })
	t.Setenv("DATABASE_URL", testenv.DatabaseURL(t))
	file := filepath.Join(t.TempDir(), "pursetrade.dump")
	if code := run([]string{"backup", file}); code != 0 {
		t.Fatalf("backup: exit %d", code)
	}
	b, err := os.ReadFile(file)
	if err != nil || !bytes.HasPrefix(b, []byte("PGDMP")) {
		t.Fatalf("want pg_dump's plain file: %v", err)
	}
	if st, _ := os.Stat(file); st.Mode() != 0o600 {
		t.Fatalf("mode %v, want 0600", st.Mode())
	}
}

func recipientOf(t *testing.T, identityFile string) string {
	t.Helper()
	identities, err := backup.ReadIdentities(identityFile)
	if err != nil {
		t.Fatal(err)
	}
	return identities[0].(*age.X25519Identity).Recipient().String()
}

// emptyDatabase creates a new database in url's cluster and returns its URL.
func emptyDatabase(t *testing.T, pool *pgxpool.Pool, url string) string {
	t.Helper()
	ctx := context.Background()
	name := "restored_" + ids.New()
	if _, err := pool.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()+" TEMPLATE template0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = pool.Exec(context.Background(), "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
	})
	u, err := neturl.Parse(url)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}
