package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"pursetrade/internal/store/db"
)

// Batch sends several typed queries in one round trip, reads included.
// Each queued call makes exactly one query through the connection it is
// handed (db.New(conn) for the sqlc queries) and keeps its own results (in
// variables of the caller's). Send runs every call twice: first to record
// its statement, then, once the batch has come back, to read that
// statement's result with the generated code's own scanning. PostgreSQL runs the statements one after the other,
// each with a snapshot of its own under READ COMMITTED; after a failed one
// the rest fail too.
type Batch struct {
	calls []func(db.DBTX) error
}

// Queue adds a call.
func (b *Batch) Queue(call func(conn db.DBTX) error) {
	b.calls = append(b.calls, call)
}

var (
	errRecorded = errors.New("store: recorded for a batch")
	// ErrNotOneQuery is a batched call that made no query or several.
	ErrNotOneQuery = errors.New("store: a batched call must make exactly one query")
)

// Send sends the queued calls to a pool, a connection or a transaction and
// returns the first error any call returned when reading its result.
func (b *Batch) Send(ctx context.Context, to Batcher) error {
	if len(b.calls) == 0 {
		return nil
	}
	rec := &recorder{}
	for _, call := range b.calls {
		before := rec.batch.Len()
		if err := call(rec); err != nil && !errors.Is(err, errRecorded) {
			return err
		}
		if rec.batch.Len() != before+1 {
			return ErrNotOneQuery
		}
	}
	results := to.SendBatch(ctx, &rec.batch)
	var first error
	for _, call := range b.calls {
		if err := call(replayer{results}); err != nil && first == nil {
			first = err
		}
	}
	if err := results.Close(); first == nil {
		first = err
	}
	return first
}

// recorder queues each statement instead of running it.
type recorder struct{ batch pgx.Batch }

func (r *recorder) Exec(_ context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	r.batch.Queue(sql, args...)
	return pgconn.CommandTag{}, errRecorded
}

func (r *recorder) Query(_ context.Context, sql string, args ...any) (pgx.Rows, error) {
	r.batch.Queue(sql, args...)
	return nil, errRecorded
}

func (r *recorder) QueryRow(_ context.Context, sql string, args ...any) pgx.Row {
	r.batch.Queue(sql, args...)
	return recordedRow{}
}

type recordedRow struct{}

func (recordedRow) Scan(...any) error { return errRecorded }

// replayer hands each call the next result of the batch.
type replayer struct{ results pgx.BatchResults }

func (r replayer) Exec(context.Context, string, ...any) (pgconn.CommandTag, error) {
	return r.results.Exec()
}

func (r replayer) Query(context.Context, string, ...any) (pgx.Rows, error) { return r.results.Query() }

func (r replayer) QueryRow(context.Context, string, ...any) pgx.Row { return r.results.QueryRow() }
