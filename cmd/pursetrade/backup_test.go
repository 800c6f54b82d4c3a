package main

import (
	"context"
	neturl "net/url"
	"path/filepath"
	"testing"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/testenv"
)

// `pursetrade backup` then `pursetrade restore` into a new empty database
// brings the members back; a restore over a database with tables, or
// without a file name, fails.
func TestBackupAndRestoreCommands(t *testing.T) {
	ctx := context.Background()
	url := testenv.DatabaseURL(t)
	pool := testenv.NewPoolFor(t, url)
	testenv.Member(t, pool, "Ann")
	file := filepath.Join(t.TempDir(), "pursetrade.dump")

	t.Setenv("DATABASE_URL", url)
	if code := run([]string{"backup", file}); code != 0 {
		t.Fatalf("backup: exit %d", code)
	}
	if code := run([]string{"restore", file}); code != 1 {
		t.Fatalf("restore over the live database: exit %d, want 1", code)
	}
	if code := run([]string{"backup"}); code != 1 {
		t.Fatalf("backup without a file: exit %d, want 1", code)
	}

	empty := "restored_" + ids.New()
	if _, err := pool.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{empty}.Sanitize()+" TEMPLATE template0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = pool.Exec(context.Background(), "DROP DATABASE IF EXISTS "+pgx.Identifier{empty}.Sanitize()+" WITH (FORCE)")
	})
	u, err := neturl.Parse(url)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + empty
	target := u.String()
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
