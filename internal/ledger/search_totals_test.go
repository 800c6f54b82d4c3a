package ledger_test

import (
	"context"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/trades/rules"
)

// TestSearchTotalsFromDailySums: the totals the admin ledger shows for
// filters the per-day sums can answer (none, type, direction, whole New
// York days) equal the sums over the rows themselves, across midnights,
// after a row is deleted, and next to filters that must scan (a member, a
// time inside a day).
func TestSearchTotalsFromDailySums(t *testing.T) {
	pool := testenv.NewPool(t)
	ctx := context.Background()
	members := []string{testenv.FastMember(t, pool, "Ann").ID, testenv.FastMember(t, pool, "Bea").ID, testenv.FastMember(t, pool, "Cy").ID}
	// 60 rows, one every 5 hours back from now: 12 days, every midnight crossed.
	if _, err := pool.Exec(ctx, `
		INSERT INTO transactions (id, user_id, type, direction, amount_cents, balance_after_cents, available_after_cents,
		                          description, idempotency_key, batch_key, created_at)
		SELECT lpad(to_hex(g), 24, '0'), ($1::text[])[1 + g % 3], (ARRAY['deposit', 'fee_charge', 'refund'])[1 + g % 3],
		       CASE WHEN g % 3 = 1 THEN 'debit' ELSE 'credit' END, 100 * g, 100000, 100000, 'row', 'k' || g, 'k' || g,
		       now() - make_interval(hours => 5 * g)
		FROM generate_series(1, 60) AS g`, members); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, `DELETE FROM transactions WHERE id = lpad(to_hex(7), 24, '0')`); err != nil {
		t.Fatal(err)
	}
	day := func(daysAgo int) *time.Time {
		n := time.Now().In(rules.NewYork).AddDate(0, 0, -daysAgo)
		d := time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, rules.NewYork)
		return &d
	}
	inside := time.Now().Add(-30 * time.Hour)
	for name, f := range map[string]ledger.Filter{
		"everything":         {},
		"type":               {Type: ledger.TypeFeeCharge},
		"direction":          {Direction: ledger.DirCredit},
		"type and direction": {Type: ledger.TypeRefund, Direction: ledger.DirCredit},
		"whole days":         {From: day(6), To: day(2)},
		"from a day on":      {Type: ledger.TypeDeposit, From: day(3)},
		"a member (scans)":   {UserID: members[1]},
		"inside a day":       {From: &inside},
	} {
		_, got, err := ledger.NewService(pool).Search(ctx, f, 10, 0)
		if err != nil {
			t.Fatal(err)
		}
		var want ledger.Totals
		if err := pool.QueryRow(ctx, `SELECT
			coalesce(sum(amount_cents) FILTER (WHERE direction = 'debit'), 0), count(*) FILTER (WHERE direction = 'debit'),
			coalesce(sum(amount_cents) FILTER (WHERE direction = 'credit'), 0), count(*) FILTER (WHERE direction = 'credit')
			FROM transactions WHERE ($1 = '' OR user_id = $1) AND ($2 = '' OR type = $2) AND ($3 = '' OR direction = $3)
			  AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at < $5)`,
			f.UserID, string(f.Type), string(f.Direction), f.From, f.To).Scan(&want.DebitCents, &want.DebitCount, &want.CreditCents, &want.CreditCount); err != nil {
			t.Fatal(err)
		}
		if got != want || want.Count() == 0 {
			t.Errorf("%s: totals %+v, the rows sum to %+v", name, got, want)
		}
	}
}
