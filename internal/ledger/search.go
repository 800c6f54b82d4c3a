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

// conds are the filter's conditions on transactions t.
func (f Filter) conds() *conds {
	c := &conds{}
	if f.UserID != "" {
		c.add("t.user_id = $%d", f.UserID)
	}
	if f.TradeID != "" {
		c.add("t.trade_id = $%d", f.TradeID)
	}
	if f.Type != "" {
		c.add("t.type = $%d", string(f.Type))
	}
	if f.Direction != "" {
		c.add("t.direction = $%d", string(f.Direction))
	}
	if f.From != nil {
		c.add("t.created_at >= $%d", *f.From)
	}
	if f.To != nil {
		c.add("t.created_at < $%d", *f.To)
	}
	return c
}

// conds gathers the AND conditions of a WHERE clause with their arguments.
type conds struct {
	conds []string
	args  []any
}

// add appends a condition whose %d becomes v's placeholder number.
func (c *conds) add(cond string, v any) {
	c.conds = append(c.conds, fmt.Sprintf(cond, c.arg(v)))
}

// arg adds v to the arguments and returns its placeholder number.
func (c *conds) arg(v any) int {
	c.args = append(c.args, v)
	return len(c.args)
}

// seqSpan bounds the rows of a date filter by the lowest and highest seq
// among the dates' rows, and returns the WITH clause that finds them. Rows
// are read newest first by seq, and seq grows with created_at, but the
// planner cannot know it: for one day 200 days back it walked the seq index
// from the newest row and read 183,000 rows to find 50 (160 ms). The span
// is one range scan of the created_at index (which includes seq). "seq + 0"
// keeps PostgreSQL from answering min and max with the seq index, which
// would be that same walk.
func (f Filter) seqSpan(c *conds) string {
	var dates []string
	if f.From != nil {
		dates = append(dates, fmt.Sprintf("created_at >= $%d", c.arg(*f.From)))
	}
	if f.To != nil {
		dates = append(dates, fmt.Sprintf("created_at < $%d", c.arg(*f.To)))
	}
	if len(dates) == 0 {
		return ""
	}
	c.conds = append(c.conds, "t.seq BETWEEN (SELECT lo FROM span) AND (SELECT hi FROM span)")
	return "WITH span AS (SELECT min(seq + 0) AS lo, max(seq + 0) AS hi FROM transactions WHERE " +
		strings.Join(dates, " AND ") + ") "
}

func (c *conds) where() string {
	if len(c.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(c.conds, " AND ")
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
func (s *Service) Search(ctx context.Context, f Filter, limit, offset int) ([]Row, Totals, error) {
	t, err := searchTotals(ctx, s.conn, f)
	if err != nil {
		return nil, t, err
	}
	out := []Row{}
	err = s.Export(ctx, f, limit, offset, func(r Row) error { out = append(out, r); return nil })
	return out, t, err
}

// Export calls each for every row the filter selects, newest first, while the
// rows arrive from PostgreSQL: nothing accumulates in memory. limit 0 means
// all rows, read in keyset pages of exportPage by seq: each page uses the
// seq index and answers at once, where one statement over every row made
// PostgreSQL sort them all before the first arrived (1.5 s at 1,000,000
// rows, docs/capacity.md). Rows written after the export began are not in
// it (their seq is higher).
func (s *Service) Export(ctx context.Context, f Filter, limit, offset int, each func(Row) error) error {
	if limit > 0 {
		_, _, err := exportRows(ctx, s.conn, f, 0, fmt.Sprintf(" LIMIT %d OFFSET %d", limit, max(offset, 0)), each)
		return err
	}
	var below int64 // seq starts at 1: 0 means from the newest row
	for {
		n, last, err := exportRows(ctx, s.conn, f, below, fmt.Sprintf(" LIMIT %d", exportPage), each)
		if err != nil || n < exportPage {
			return err
		}
		below = last
	}
}

// exportPage rows a statement: enough that a page outruns the socket's
// buffers, so PostgreSQL sends while the client writes (a variable for tests).
var exportPage = 50_000

// exportRows calls each for the rows of one statement, newest first, below
// seq when it is not 0, and says how many there were and the last seq.
func exportRows(ctx context.Context, q db.DBTX, f Filter, below int64, tail string, each func(Row) error) (n int, last int64, err error) {
	c := f.conds()
	span := f.seqSpan(c)
	if below > 0 {
		c.add("t.seq < $%d", below)
	}
	rows, err := q.Query(ctx, "/* ledger export */ "+span+rowSelect+c.where()+" ORDER BY t.seq DESC"+tail, c.args...)
	if err != nil {
		return 0, 0, err
	}
	defer rows.Close()
	for rows.Next() {
		r, err := scanRow(rows)
		if err != nil {
			return n, last, err
		}
		if err := each(r); err != nil {
			return n, last, err
		}
		n, last = n+1, r.Seq
	}
	return n, last, rows.Err()
}
