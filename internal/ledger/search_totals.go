package ledger

import (
	"context"
	"time"

	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// searchTotals sums the rows f selects. Filters by nothing finer than type,
// direction and whole New York days (the screen's date filters) read the
// per-day sums a trigger keeps (ledger_daily_totals), which stay fast at
// millions of rows; a member, a trade or a time inside a day scans the rows.
func searchTotals(ctx context.Context, q db.DBTX, f Filter) (Totals, error) {
	sql, args := dailyTotals(f)
	if f.UserID != "" || f.TradeID != "" || !wholeDay(f.From) || !wholeDay(f.To) {
		c := f.conds()
		sql, args = `SELECT
		coalesce(sum(t.amount_cents) FILTER (WHERE t.direction = 'debit'), 0), count(*) FILTER (WHERE t.direction = 'debit'),
		coalesce(sum(t.amount_cents) FILTER (WHERE t.direction = 'credit'), 0), count(*) FILTER (WHERE t.direction = 'credit')
		FROM transactions t`+c.where(), c.args
	}
	var t Totals
	err := q.QueryRow(ctx, sql, args...).Scan(&t.DebitCents, &t.DebitCount, &t.CreditCents, &t.CreditCount)
	return t, err
}

// dailyTotals sums ledger_daily_totals under f's type, direction and days.
func dailyTotals(f Filter) (string, []any) {
	var c conds
	if f.Type != "" {
		c.add("type = $%d", string(f.Type))
	}
	if f.Direction != "" {
		c.add("direction = $%d", string(f.Direction))
	}
	if f.From != nil {
		c.add("day >= $%d::date", f.From.In(rules.NewYork).Format(time.DateOnly))
	}
	if f.To != nil {
		c.add("day < $%d::date", f.To.In(rules.NewYork).Format(time.DateOnly))
	}
	return `SELECT
		coalesce(sum(amount_cents) FILTER (WHERE direction = 'debit'), 0)::bigint, coalesce(sum(row_count) FILTER (WHERE direction = 'debit'), 0)::bigint,
		coalesce(sum(amount_cents) FILTER (WHERE direction = 'credit'), 0)::bigint, coalesce(sum(row_count) FILTER (WHERE direction = 'credit'), 0)::bigint
		FROM ledger_daily_totals` + c.where(), c.args
}

// wholeDay: t is absent or midnight in New York.
func wholeDay(t *time.Time) bool {
	if t == nil {
		return true
	}
	n := t.In(rules.NewYork)
	return n.Equal(time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, rules.NewYork))
}
