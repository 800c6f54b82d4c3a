package store_test

import (
	"context"
	"regexp"
	"strconv"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// TestMemberTradeListReadsOnlyTheMembersTrades guards the dashboard list's
// plan: among 5,000 other trades, a member's 40 oldest-updated trades must
// be found through the member indexes. Planned with its LIMIT as one
// statement, the list once walked every trade backwards by updated_at until
// it had the member's oldest, a cost that grew with all open trades.
func TestMemberTradeListReadsOnlyTheMembersTrades(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	member, a, b := testenv.Member(t, pool, "Mia"), testenv.Member(t, pool, "Ann"), testenv.Member(t, pool, "Bea")
	mine, hers, others := testenv.Item(t, pool, member.ID, 20000), testenv.Item(t, pool, a.ID, 20000), testenv.Item(t, pool, b.ID, 20000)
	insert := func(tag, user1, user2, hat1, hat2 string, n int, age string) {
		t.Helper()
		if _, err := pool.Exec(ctx, `INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id,
				delivery_method, start_date, end_date, updated_at)
			SELECT $1 || lpad(to_hex(g), 20, '0'), 'trade-' || $1 || lpad(to_hex(g), 20, '0'), 'pending', $2, $3, $4, $5, 'pickup',
				current_date + 5, current_date + 10, now() - $6::interval + make_interval(secs => g)
			FROM generate_series(1, $7) AS g`, tag, user1, user2, hat1, hat2, age, n); err != nil {
			t.Fatal(err)
		}
	}
	insert("aaaa", a.ID, member.ID, hers.ID, mine.ID, 40, "30 days") // the member's, updated longest ago
	insert("bbbb", a.ID, b.ID, hers.ID, others.ID, 5000, "1 day")
	if _, err := pool.Exec(ctx, "ANALYZE trades"); err != nil {
		t.Fatal(err)
	}

	e := testenv.NewExplainer(pool)
	if _, err := db.New(e).ListMemberTrades(ctx, db.ListMemberTradesParams{
		UserID: member.ID, Statuses: rules.AllStatuses, Lim: 12, Off: 0}); err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`Rows Removed by Filter: (\d+)`).FindAllStringSubmatch(e.Plans(), -1) {
		if n, _ := strconv.Atoi(m[1]); n > 100 {
			t.Fatalf("the member's list discarded %d other trades:\n%s", n, e.Plans())
		}
	}

	page, err := db.New(pool).ListMemberTrades(ctx, db.ListMemberTradesParams{
		UserID: member.ID, Statuses: rules.AllStatuses, Lim: 12, Off: 0})
	if err != nil {
		t.Fatal(err)
	}
	if len(page) != 12 || page[0].Total != 40 {
		t.Fatalf("page of %d trades (%+v); want 12 of 40", len(page), page)
	}
	for i := 1; i < len(page); i++ {
		if page[i].Trade.UpdatedAt.After(page[i-1].Trade.UpdatedAt) {
			t.Fatalf("trades out of order at %d: %v after %v", i, page[i].Trade.UpdatedAt, page[i-1].Trade.UpdatedAt)
		}
	}
}
