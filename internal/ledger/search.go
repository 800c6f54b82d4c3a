package ledger

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/store/db"
)

// The administrators' ledger search is written by hand rather than with sqlc:
// its filters combine freely, its totals use the same WHERE clause, and the
// CSV export must stream rows one by one (sqlc loads whole result sets).

// Filter selects ledger rows; zero fields match everything. Rows from From
// (inclusive) to To (exclusive).
type Filter struct {
	UserID    string
	TradeID   string
	Type      Type
	Direction Direction
	From, To  *time.Time
}

// Row is a ledger row with its member, for the administrators' screens.
type Row struct {
	Entry
	UserName  string `json:"user_name"`
	UserEmail string `json:"user_email"`
}

// Totals sums the rows a filter selects.
type Totals struct {
	DebitCents  int64 `json:"debit_total"`
	DebitCount  int64 `json:"debit_count"`
	CreditCents int64 `json:"credit_total"`
	CreditCount int64 `json:"credit_count"`
}

// Count is how many rows the totals cover.
func (t Totals) Count() int64 { return t.DebitCount + t.CreditCount }

func (f Filter) where() (string, []any) {
	var conds []string
	var args []any
	add := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(cond, len(args)))
	}
	if f.UserID != "" {
		add("t.user_id = $%d", f.UserID)
	}
	if f.TradeID != "" {
		add("t.trade_id = $%d", f.TradeID)
	}
	if f.Type != "" {
		add("t.type = $%d", string(f.Type))
	}
	if f.Direction != "" {
		add("t.direction = $%d", string(f.Direction))
	}
	if f.From != nil {
		add("t.created_at >= $%d", *f.From)
	}
	if f.To != nil {
		add("t.created_at < $%d", *f.To)
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

const rowSelect = `SELECT t.id, t.user_id, t.type, t.direction, t.amount_cents, t.balance_after_cents,
	t.available_after_cents, coalesce(t.trade_id, ''), coalesce(t.hold_id, ''), coalesce(t.counterparty_user_id, ''),
	t.description, t.idempotency_key, coalesce(t.created_by, ''), t.created_at, t.seq,
	coalesce(u.name, ''), coalesce(u.email, '')
	FROM transactions t LEFT JOIN users u ON u.id = t.user_id`

func scanRow(rows pgx.Rows) (Row, error) {
	var r Row
	err := rows.Scan(&r.ID, &r.UserID, &r.Type, &r.Direction, &r.Cents, &r.BalanceAfter, &r.AvailableAfter,
		&r.TradeID, &r.HoldID, &r.CounterpartyID, &r.Description, &r.Key, &r.CreatedBy, &r.CreatedAt, &r.Seq,
		&r.UserName, &r.UserEmail)
	return r, err
}

// Search returns one page of rows (newest first) and the totals of all rows
// the filter selects.
func Search(ctx context.Context, q db.DBTX, f Filter, limit, offset int) ([]Row, Totals, error) {
	where, args := f.where()
	var t Totals
	err := q.QueryRow(ctx, `SELECT
		coalesce(sum(t.amount_cents) FILTER (WHERE t.direction = 'debit'), 0), count(*) FILTER (WHERE t.direction = 'debit'),
		coalesce(sum(t.amount_cents) FILTER (WHERE t.direction = 'credit'), 0), count(*) FILTER (WHERE t.direction = 'credit')
		FROM transactions t`+where, args...).Scan(&t.DebitCents, &t.DebitCount, &t.CreditCents, &t.CreditCount)
	if err != nil {
		return nil, t, err
	}
	out := []Row{}
	err = Export(ctx, q, f, limit, offset, func(r Row) error { out = append(out, r); return nil })
	return out, t, err
}

// Export calls each for every row the filter selects, newest first, while the
// rows arrive from PostgreSQL: nothing accumulates in memory. limit 0 means
// all rows.
func Export(ctx context.Context, q db.DBTX, f Filter, limit, offset int, each func(Row) error) error {
	where, args := f.where()
	sql := "/* ledger export */ " + rowSelect + where + " ORDER BY t.seq DESC"
	if limit > 0 {
		sql += fmt.Sprintf(" LIMIT %d OFFSET %d", limit, max(offset, 0))
	}
	rows, err := q.Query(ctx, sql, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		r, err := scanRow(rows)
		if err != nil {
			return err
		}
		if err := each(r); err != nil {
			return err
		}
	}
	return rows.Err()
}
