package testenv

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Explainer is a db.DBTX that runs EXPLAIN (ANALYZE, BUFFERS) of every
// statement a code path sends and answers it with no rows, so the plans of
// the very statements the product runs can be read without copying them.
type Explainer struct {
	pool  *pgxpool.Pool
	plans strings.Builder
}

// NewExplainer explains statements on the pool's database.
func NewExplainer(pool *pgxpool.Pool) *Explainer { return &Explainer{pool: pool} }

// Plans are the statements explained so far, each with its plan.
func (e *Explainer) Plans() string { return e.plans.String() }

// Explain adds one statement's plan.
func (e *Explainer) Explain(ctx context.Context, sql string, args ...any) {
	fmt.Fprintf(&e.plans, "-- %s\n", strings.Join(strings.Fields(sql), " "))
	rows, err := e.pool.Query(ctx, "EXPLAIN (ANALYZE, BUFFERS) "+sql, args...)
	if err != nil {
		fmt.Fprintf(&e.plans, "EXPLAIN failed: %v\n", err)
		return
	}
	defer rows.Close()
	for rows.Next() {
		var line string
		_ = rows.Scan(&line)
		e.plans.WriteString(line + "\n")
	}
}

func (e *Explainer) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	e.Explain(ctx, sql, args...)
	return pgconn.CommandTag{}, nil
}

func (e *Explainer) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	e.Explain(ctx, sql, args...)
	return e.pool.Query(ctx, "SELECT WHERE false")
}

// Begin and BeginTx let a service that opens transactions take an
// Explainer; the reads explained never begin one.
func (e *Explainer) Begin(ctx context.Context) (pgx.Tx, error) { return e.pool.Begin(ctx) }

func (e *Explainer) BeginTx(ctx context.Context, opts pgx.TxOptions) (pgx.Tx, error) {
	return e.pool.BeginTx(ctx, opts)
}

func (e *Explainer) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	e.Explain(ctx, sql, args...)
	return noRow{}
}

type noRow struct{}

func (noRow) Scan(...any) error { return nil }
