package backup_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"filippo.io/age"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/backup"
	"pursetrade/internal/devtools/pgcluster"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/store"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// TestRestoreDrill backs up a database holding members, bags, a trade with
// fees and holds and the ledger rows behind them, encrypted to an age key;
// the file is private (0600 in a new 0700 folder) and ciphertext only. No
// identity or the wrong one restores nothing; with its identity it restores
// into a new PostgreSQL cluster (a lost disk), and every table has the same
// rows, the ledger is byte for byte the same and balances, and a restore
// never writes over a database that has data.
func TestRestoreDrill(t *testing.T) {
	ctx := context.Background()
	url := testenv.DatabaseURL(t)
	src := testenv.NewPoolFor(t, url)
	moveMoney(t, src)
	before := ledgertest.AssertBalanced(t, src)
	key, wrongKey := newIdentity(t), newIdentity(t)

	folder := filepath.Join(t.TempDir(), "backups")
	file := filepath.Join(folder, "pursetrade.dump.age")
	start := time.Now()
	if err := backup.Dump(ctx, url, file, key.Recipient()); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("backup: %d bytes in %v", st.Size(), time.Since(start).Round(time.Millisecond))
	assertMode(t, file, 0o600)
	assertMode(t, folder, 0o700|os.ModeDir)
	assertCiphertext(t, file)

	fresh := freshCluster(t)
	target := fresh.URL("pursetrade")
	if err := fresh.EnsureDatabase(ctx, "pursetrade"); err != nil {
		t.Fatal(err)
	}
	var noMatch *age.NoIdentityMatchError
	if err := backup.Restore(ctx, target, file, wrongKey); !errors.As(err, &noMatch) {
		t.Fatalf("restore with the wrong identity: %v, want age's no identity matched", err)
	}
	if err := backup.Restore(ctx, target, file); !errors.Is(err, backup.ErrEncrypted) {
		t.Fatalf("restore without an identity: %v, want ErrEncrypted", err)
	}
	start = time.Now()
	if err := backup.Restore(ctx, target, file, key); err != nil {
		t.Fatal(err)
	}
	t.Logf("restore into a new cluster: %v", time.Since(start).Round(time.Millisecond))

	restored := testenv.NewPoolFor(t, target)
	after := ledgertest.AssertBalanced(t, restored)
	if fmt.Sprint(before) != fmt.Sprint(after) {
		t.Fatalf("ledger check differs after restore:\n before %+v\n after  %+v", before, after)
	}
	if before.TotalBalance == 0 || before.TotalHeld == 0 || before.Flows.FeesCharged == 0 {
		t.Fatalf("the drill moved no money: %+v", before)
	}
	want, got := rowCounts(t, src), rowCounts(t, restored)
	if len(want) == 0 || fmt.Sprint(want) != fmt.Sprint(got) {
		t.Fatalf("row counts differ:\n before %v\n after  %v", want, got)
	}
	if a, b := ledgerDigest(t, src), ledgerDigest(t, restored); a != b {
		t.Fatalf("ledger rows differ after restore: %s != %s", a, b)
	}
	// The restored schema is current: migrating it again changes nothing.
	if err := store.Migrate(ctx, restored, testenv.Logger()); err != nil {
		t.Fatal(err)
	}
	if err := backup.Restore(ctx, target, file, key); !errors.Is(err, backup.ErrNotEmpty) {
		t.Fatalf("restore over a database with data: %v, want ErrNotEmpty", err)
	}
}

func newIdentity(t *testing.T) *age.X25519Identity {
	t.Helper()
	id, err := age.GenerateX25519Identity()
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func assertMode(t *testing.T, path string, want os.FileMode) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode() != want {
		t.Errorf("%s: mode %v, want %v", filepath.Base(path), st.Mode(), want)
	}
}

// assertCiphertext checks that file is an age file and that none of what a
// plain custom-format dump shows in clear (its signature, the schema's
// statements, table and column names, members' addresses) is in it.
func assertCiphertext(t *testing.T, file string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte("age-encryption.org/v1\n")) {
		t.Errorf("the backup is not an age file: starts %q", b[:min(len(b), 24)])
	}
	for _, plain := range []string{"PGDMP", "CREATE TABLE", "user_balances", "password_hash", "@test.example", "pursetrade"} {
		if bytes.Contains(b, []byte(plain)) {
			t.Errorf("the backup shows %q in clear", plain)
		}
	}
}

// moveMoney makes what a backup must keep: two members with deposits, a
// trade between their bags with its fee charged and both holds reserved,
// and a withdrawal.
func moveMoney(t *testing.T, pool *pgxpool.Pool) {
	t.Helper()
	ctx := context.Background()
	a := testenv.Member(t, pool, "Ann").ID
	b := testenv.Member(t, pool, "Bea").ID
	hat1 := testenv.Item(t, pool, a, 12000)
	hat2 := testenv.Item(t, pool, b, 9000)
	trade := ids.New()
	startDate := time.Now().AddDate(0, 0, 5)
	if _, err := pool.Exec(ctx, `
		INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method, start_date, end_date)
		VALUES ($1, 'trade-' || $1, 'accepted', $2, $3, $4, $5, 'pickup', $6, $7)`,
		trade, a, b, hat1.ID, hat2.ID, startDate, startDate.AddDate(0, 0, 7)); err != nil {
		t.Fatal(err)
	}
	plans := []ledger.Plan{
		{Key: "drill/deposit/a", Ops: []ledger.Op{ledger.Credit(a, ledger.TypeDeposit, 50000, "Card deposit")}},
		{Key: "drill/deposit/b", Ops: []ledger.Op{ledger.Credit(b, ledger.TypeDeposit, 30000, "Card deposit")}},
		{Key: "drill/accept", TradeID: trade, Ops: []ledger.Op{
			ledger.ChargeFee(a, ledger.TypeFeeCharge, 500, "Site fee"), ledger.ChargeFee(b, ledger.TypeFeeCharge, 500, "Site fee"),
			ledger.ReserveHold(a, 9000, "Hold for the borrowed bag"), ledger.ReserveHold(b, 12000, "Hold for the borrowed bag")}},
		{Key: "drill/withdraw/a", Ops: []ledger.Op{ledger.Debit(a, ledger.TypeWithdraw, 1500, "Withdrawal")}},
	}
	for _, p := range plans {
		if _, err := ledger.NewService(pool).Apply(ctx, p); err != nil {
			t.Fatalf("%s: %v", p.Key, err)
		}
	}
}

func freshCluster(t *testing.T) *pgcluster.Cluster {
	t.Helper()
	return startCluster(t, filepath.Join(serverDir(t, "pursetrade-restore-"), "data"))
}

// rowCounts counts the rows of every table in the public schema.
func rowCounts(t *testing.T, pool *pgxpool.Pool) map[string]int64 {
	t.Helper()
	ctx := context.Background()
	rows, err := pool.Query(ctx, `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
	if err != nil {
		t.Fatal(err)
	}
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int64{}
	for _, table := range tables {
		var n int64
		if err := pool.QueryRow(ctx, "SELECT count(*) FROM "+pgx.Identifier{table}.Sanitize()).Scan(&n); err != nil {
			t.Fatal(err)
		}
		counts[table] = n
	}
	return counts
}

func ledgerDigest(t *testing.T, pool *pgxpool.Pool) string {
	t.Helper()
	var digest string
	err := pool.QueryRow(context.Background(), `
		SELECT (SELECT md5(string_agg(r::text, E'\n' ORDER BY r.id)) FROM transactions r) ||
		       (SELECT md5(string_agg(h::text, E'\n' ORDER BY h.id)) FROM holds h) ||
		       (SELECT md5(string_agg(b::text, E'\n' ORDER BY b.user_id)) FROM user_balances b)`).Scan(&digest)
	if err != nil {
		t.Fatal(err)
	}
	return digest
}
