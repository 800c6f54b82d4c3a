package store

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Coalescer sends the reads of concurrent callers together: while
// Coalescer.Lanes batches are on their way to PostgreSQL, callers queue,
// and the next free lane takes up to MaxBatch of them in one pipelined
// round trip. A lone caller gets a lane at once and waits no longer than a
// query of its own; under load one write, one wake-up and one read of the
// server replace a round trip per request, which is what PostgreSQL and
// the API spend most of their CPU on for small, fast reads.
//
// Each read is one statement; its rows go to the caller's function, run in
// the lane's goroutine while the caller waits. A failed statement fails
// the ones after it in its batch (one implicit transaction); those are
// then retried alone, so a caller only ever gets its own statement's
// error, and its function may be called again after a call whose rows
// ended in an error: it must start over each time. It must not read
// through the same Coalescer (its lane would wait for itself).
type Coalescer struct {
	pool     *pgxpool.Pool
	lanes    int
	maxBatch int
	timeout  time.Duration

	mu      sync.Mutex
	queue   []*coalescedRead
	running int
}

type coalescedRead struct {
	sql  string
	args []any
	read func(pgx.Rows) error
	done chan error
}

// NewCoalescer reads through a pool with up to lanes batches at a time of
// up to maxBatch statements each; every batch must finish within timeout.
func NewCoalescer(pool *pgxpool.Pool, lanes, maxBatch int, timeout time.Duration) *Coalescer {
	return &Coalescer{pool: pool, lanes: max(lanes, 1), maxBatch: max(maxBatch, 1), timeout: timeout}
}

// Read runs sql with args in the next batch and hands its rows to read
// (which must not keep them). It waits for read to return even when ctx
// ends first, so read may write to the caller's memory; the batch's
// timeout bounds that wait.
func (c *Coalescer) Read(ctx context.Context, sql string, args []any, read func(pgx.Rows) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r := &coalescedRead{sql: sql, args: args, read: read, done: make(chan error, 1)}
	c.mu.Lock()
	c.queue = append(c.queue, r)
	if c.running < c.lanes {
		c.running++
		go c.lane()
	}
	c.mu.Unlock()
	return <-r.done
}

// lane sends batches while callers wait for one.
func (c *Coalescer) lane() {
	for {
		c.mu.Lock()
		n := min(len(c.queue), c.maxBatch)
		if n == 0 {
			c.running--
			c.mu.Unlock()
			return
		}
		batch := c.queue[:n:n]
		c.queue = c.queue[n:]
		c.mu.Unlock()
		c.send(batch)
	}
}

func (c *Coalescer) send(batch []*coalescedRead) {
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	if len(batch) == 1 {
		batch[0].done <- c.readAlone(ctx, batch[0])
		return
	}
	var b pgx.Batch
	for _, r := range batch {
		b.Queue(r.sql, r.args...)
	}
	results := c.pool.SendBatch(ctx, &b)
	errs := make([]error, len(batch))
	for i, r := range batch {
		errs[i] = readRows(results.Query, r.read)
	}
	_ = results.Close() // every statement's outcome is in errs
	failed := false
	for i, r := range batch {
		if failed && errs[i] != nil && !errors.Is(errs[i], context.DeadlineExceeded) {
			// Aborted by an earlier statement's failure, not its own.
			errs[i] = c.readAlone(ctx, r)
		}
		failed = failed || errs[i] != nil
		r.done <- errs[i]
	}
}

func (c *Coalescer) readAlone(ctx context.Context, r *coalescedRead) error {
	return readRows(func() (pgx.Rows, error) { return c.pool.Query(ctx, r.sql, r.args...) }, r.read)
}

// readRows hands a statement's rows to read and returns the first error of
// the statement or of read.
func readRows(query func() (pgx.Rows, error), read func(pgx.Rows) error) error {
	rows, err := query()
	if err != nil {
		return err
	}
	err = read(rows)
	rows.Close()
	if err == nil {
		err = rows.Err()
	}
	return err
}
