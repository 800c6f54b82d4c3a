package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Tx is a transaction on one pooled connection that spends fewer round
// trips than pgx's: its BEGIN travels with its first batch, and writes sent
// through a Pipeline wait for its next statement or its COMMIT. A
// transaction that reads in batches and ends with writes whose results it
// ignores costs one round trip per batch plus one for the writes and the
// COMMIT together. The held writes' errors come back from the statement
// they travel with (the transaction fails either way).
type Tx struct {
	conn       *pgxpool.Conn
	begun      bool      // BEGIN has been sent
	pending    pgx.Batch // BEGIN (until sent) and the held writes, sent before anything else
	commitNext bool      // COMMIT travels at the end of the next batch
	done       bool
	committed  bool  // by a COMMIT sent with a batch
	failed     error // why a COMMIT sent with a batch failed
}

var errTxDone = errors.New("store: transaction already ended")

// BeginFunc runs fn in a Tx, committing when fn returns nil and rolling
// back otherwise (pgx.BeginFunc's contract).
func BeginFunc(ctx context.Context, pool *pgxpool.Pool, fn func(pgx.Tx) error) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	tx := &Tx{conn: conn}
	tx.pending.Queue("begin")
	defer func() { _ = tx.Rollback(ctx) }() // after a commit, a no-op
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// hold queues writes to travel with the transaction's next round trip.
func (t *Tx) hold(b *pgx.Batch) error {
	if t.done {
		return errTxDone
	}
	t.pending.QueuedQueries = append(t.pending.QueuedQueries, b.QueuedQueries...)
	return nil
}

// CommitWithNextBatch makes the transaction's next batch its last: COMMIT
// travels at its end, and that batch's Close reports the commit's failure
// (after which the transaction is rolled back). A refusal decided in Go
// after reading that batch comes too late: every statement in it must fail
// by itself when it should stop the commit. It tells whether tx is a Tx;
// any other transaction commits as usual.
func CommitWithNextBatch(tx pgx.Tx) bool {
	t, ok := tx.(*Tx)
	if ok {
		t.commitNext = true
	}
	return ok
}

// SendBatch sends the held statements and then b in one round trip; the
// results read are b's.
func (t *Tx) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	if t.done {
		return &heldResults{err: errTxDone}
	}
	held := t.pending.Len()
	if held == 0 && !t.commitNext {
		return t.conn.SendBatch(ctx, b)
	}
	all := &pgx.Batch{QueuedQueries: append(t.pending.QueuedQueries, b.QueuedQueries...)}
	res := &heldResults{ctx: ctx}
	if t.commitNext {
		all.Queue("commit")
		res.committing, t.commitNext = t, false
	}
	t.pending, t.begun = pgx.Batch{}, true
	res.inner = t.conn.SendBatch(ctx, all)
	for range held {
		if _, err := res.inner.Exec(); err != nil {
			res.err = err
			break
		}
	}
	return res
}

// flush sends the held statements alone, before a statement that cannot
// travel in a batch.
func (t *Tx) flush(ctx context.Context) error {
	if t.done {
		return errTxDone
	}
	if t.pending.Len() == 0 {
		return nil
	}
	return t.SendBatch(ctx, &pgx.Batch{}).Close()
}

// Commit sends the held statements and COMMIT together, as the batch
// CommitWithNextBatch asks for. When one of them fails, or the transaction
// failed already (COMMIT would roll it back), it is rolled back.
func (t *Tx) Commit(ctx context.Context) error {
	switch {
	case t.committed:
		return nil
	case t.done && t.failed != nil:
		return t.failed
	case t.done:
		return errTxDone
	}
	if !t.begun && t.pending.Len() == 1 { // nothing but BEGIN: nothing to send
		t.done = true
		return nil
	}
	if t.begun && t.conn.Conn().PgConn().TxStatus() == 'E' {
		_ = t.Rollback(ctx)
		return pgx.ErrTxCommitRollback
	}
	t.commitNext = true
	_ = t.SendBatch(ctx, &pgx.Batch{}).Close()
	return t.failed
}

// Rollback ends the transaction; a transaction that never reached the
// server has nothing to undo.
func (t *Tx) Rollback(ctx context.Context) error {
	if t.done {
		return errTxDone
	}
	t.done = true
	if !t.begun || t.conn.Conn().PgConn().TxStatus() == 'I' {
		return nil
	}
	_, err := t.conn.Exec(ctx, "rollback")
	return err
}

func (t *Tx) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	if err := t.flush(ctx); err != nil {
		return pgconn.CommandTag{}, err
	}
	return t.conn.Exec(ctx, sql, args...)
}

func (t *Tx) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	if err := t.flush(ctx); err != nil {
		return nil, err
	}
	return t.conn.Query(ctx, sql, args...)
}

func (t *Tx) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	if err := t.flush(ctx); err != nil {
		return errRow{err}
	}
	return t.conn.QueryRow(ctx, sql, args...)
}

func (t *Tx) CopyFrom(ctx context.Context, table pgx.Identifier, columns []string, rows pgx.CopyFromSource) (int64, error) {
	if err := t.flush(ctx); err != nil {
		return 0, err
	}
	return t.conn.CopyFrom(ctx, table, columns, rows)
}

func (t *Tx) Prepare(ctx context.Context, name, sql string) (*pgconn.StatementDescription, error) {
	if err := t.flush(ctx); err != nil {
		return nil, err
	}
	return t.conn.Conn().Prepare(ctx, name, sql)
}

// ErrNested: a Tx has no savepoints.
var ErrNested = errors.New("store: nested transactions are not supported")

func (t *Tx) Begin(context.Context) (pgx.Tx, error) { return nil, ErrNested }

func (t *Tx) LargeObjects() pgx.LargeObjects { panic("store: a Tx has no large objects") }

// Conn is the underlying connection.
func (t *Tx) Conn() *pgx.Conn { return t.conn.Conn() }

// heldResults skips the held statements' results; an error among them is
// every later result's error (PostgreSQL skipped the rest). A batch that
// carries the COMMIT ends its transaction on Close.
type heldResults struct {
	ctx        context.Context
	inner      pgx.BatchResults
	err        error
	committing *Tx
}

func (r *heldResults) Exec() (pgconn.CommandTag, error) {
	if r.err != nil {
		return pgconn.CommandTag{}, r.err
	}
	return r.inner.Exec()
}

func (r *heldResults) Query() (pgx.Rows, error) {
	if r.err != nil {
		return nil, r.err
	}
	return r.inner.Query()
}

func (r *heldResults) QueryRow() pgx.Row {
	if r.err != nil {
		return errRow{r.err}
	}
	return r.inner.QueryRow()
}

func (r *heldResults) Close() error {
	if r.inner == nil {
		return r.err
	}
	err := r.inner.Close()
	if r.err != nil {
		err = r.err
	}
	if t := r.committing; t != nil {
		r.committing = nil
		t.endedInBatch(r.ctx, err)
	}
	return err
}

// endedInBatch records how the COMMIT sent with a batch went; on a failure
// the transaction is rolled back, so the connection returns to the pool.
func (t *Tx) endedInBatch(ctx context.Context, err error) {
	if err != nil {
		_ = t.Rollback(ctx)
	}
	t.done, t.committed, t.failed = true, err == nil, err
}

type errRow struct{ err error }

func (r errRow) Scan(...any) error { return r.err }

// Tx: the batch began no pgx transaction of its own.
func (r *heldResults) Tx() pgx.Tx { return nil }
