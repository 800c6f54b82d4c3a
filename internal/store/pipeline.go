package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Pipeline collects the writes made through the typed queries
// (db.New(pipeline)) and sends them to PostgreSQL in one round trip, as one
// implicit transaction when no transaction is open. Only statements whose
// results the caller ignores can be pipelined: reads are refused.
type Pipeline struct {
	batch pgx.Batch
}

// ErrPipelinedRead is returned for a read made through a Pipeline.
var ErrPipelinedRead = errors.New("store: reads cannot be pipelined")

// Exec queues the statement; its command tag is empty.
func (p *Pipeline) Exec(_ context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	p.batch.Queue(sql, args...)
	return pgconn.CommandTag{}, nil
}

// Query refuses: a pipelined statement has no rows to read yet.
func (p *Pipeline) Query(context.Context, string, ...any) (pgx.Rows, error) {
	return nil, ErrPipelinedRead
}

// QueryRow refuses: a pipelined statement has no row to read yet.
func (p *Pipeline) QueryRow(context.Context, string, ...any) pgx.Row { return refusedRow{} }

// Batcher sends a batch: a pool, a connection or a transaction.
type Batcher interface {
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// Send runs every queued statement and returns the first error; on a
// pool or connection outside a transaction, all of them or none apply. On
// a Tx the statements travel with its next round trip (its COMMIT at the
// latest), which reports their error.
func (p *Pipeline) Send(ctx context.Context, to Batcher) error {
	if p.batch.Len() == 0 {
		return nil
	}
	if tx, ok := to.(*Tx); ok {
		err := tx.hold(&p.batch)
		p.batch = pgx.Batch{}
		return err
	}
	return to.SendBatch(ctx, &p.batch).Close()
}

type refusedRow struct{}

func (refusedRow) Scan(...any) error { return ErrPipelinedRead }
