package ledger

import (
	"context"
	"fmt"
	"strings"
	"time"

	"pursetrade/internal/store/db"
	"pursetrade/internal/trading"
)

// searchTotals sums the rows f selects. Filters by nothing finer than type,
// direction and whole New York days (the screen's date filters) read the
// per-day sums a trigger keeps (ledger_daily_totals), which stay fast at
// millions of rows; a member, a trade or a time inside a day scans the rows.
func searchTotals(ctx context.Context, q db.DBTX, f Filter) (Totals, error) {
	sql, args := `SELECT
		coalesce(sum(t.amount_cents) FILTER (WHERE t.direction = 'debit'), 0), count(*) FILTER (WHERE t.direction = 'debit'),
		coalesce(sum(t.amount_cents) FILTER (WHERE t.direction = 'credit'), 0), count(*) FILTER (WHERE t.direction = 'credit')
		FROM transactions t`, []any(nil)
	if f.UserID == "" && f.TradeID == "" && wholeDay(f.From) && wholeDay(f.To) {
		sql, args = dailyTotals(f)
	} else {
		where, whereArgs := f.where()
		sql, args = sql+where, whereArgs
	}
	var t Totals
	err := q.QueryRow(ctx, sql, args...).Scan(&t.DebitCents, &t.DebitCount, &t.CreditCents, &t.CreditCount)
	return t, err
}

func dailyTotals(f Filter) (string, []any) {
	var conds []string
	var args []any
	add := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(cond, len(args)))
	}
	if f.Type != "" {
		add("type = $%d", string(f.Type))
	}
	if f.Direction != "" {
		add("direction = $%d", string(f.Direction))
	}
	if f.From != nil {
		add("day >= $%d::date", f.From.In(trading.NewYork).Format(time.DateOnly))
	}
	if f.To != nil {
		add("day < $%d::date", f.To.In(trading.NewYork).Format(time.DateOnly))
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	return `SELECT
		coalesce(sum(amount_cents) FILTER (WHERE direction = 'debit'), 0)::bigint, coalesce(sum(row_count) FILTER (WHERE direction = 'debit'), 0)::bigint,
		coalesce(sum(amount_cents) FILTER (WHERE direction = 'credit'), 0)::bigint, coalesce(sum(row_count) FILTER (WHERE direction = 'credit'), 0)::bigint
		FROM ledger_daily_totals` + where, args
}

// wholeDay: t is absent or midnight in New York.
func wholeDay(t *time.Time) bool {
	if t == nil {
		return true
	}
	n := t.In(trading.NewYork)
	return n.Equal(time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, trading.NewYork))
}
