package db

import (
	"context"

	"github.com/jackc/pgx/v5"
)

// This file is written by hand: sqlc generates one statement per call, and
// these send two generated statements in one round trip.

type batcher interface {
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// LockBalancesThenBatchSeen runs LockBalances and then BatchSeen in one
// round trip. BatchSeen stays a statement of its own, run once the locks
// are held, so under READ COMMITTED it sees every plan that committed while
// this one waited for them. Without a connection that batches it sends the
// two one after the other.
func (q *Queries) LockBalancesThenBatchSeen(ctx context.Context, userIDs []string, batchKey string) ([]LockBalancesRow, bool, error) {
	b, ok := q.db.(batcher)
	if !ok {
		rows, err := q.LockBalances(ctx, userIDs)
		if err != nil {
			return nil, false, err
		}
		seen, err := q.BatchSeen(ctx, batchKey)
		return rows, seen, err
	}
	batch := &pgx.Batch{}
	batch.Queue(lockBalances, userIDs)
	batch.Queue(batchSeen, batchKey)
	br := b.SendBatch(ctx, batch)
	defer br.Close()
	locked, err := br.Query()
	if err != nil {
		return nil, false, err
	}
	rows, err := pgx.CollectRows(locked, pgx.RowToStructByPos[LockBalancesRow])
	if err != nil {
		return nil, false, err
	}
	var seen bool
	if err := br.QueryRow().Scan(&seen); err != nil {
		return nil, false, err
	}
	return rows, seen, br.Close()
}

// AcceptChecksThenBookTrade runs AcceptChecks and, when book is set,
// BookTrade, in one round trip. The checks come back even when the booking
// fails, so the caller can tell an unavailable bag from a booked one.
func (q *Queries) AcceptChecksThenBookTrade(ctx context.Context, itemIDs []string, book *BookTradeParams) ([]AcceptChecksRow, []string, error) {
	b, ok := q.db.(batcher)
	if !ok || book == nil {
		checks, err := q.AcceptChecks(ctx, itemIDs)
		if err != nil || book == nil {
			return checks, nil, err
		}
		overlapping, err := q.BookTrade(ctx, *book)
		return checks, overlapping, err
	}
	batch := &pgx.Batch{}
	batch.Queue(acceptChecks, itemIDs)
	batch.Queue(bookTrade, book.TradeID, book.ItemIds, book.StartDate, book.EndDate)
	br := b.SendBatch(ctx, batch)
	defer br.Close()
	rows, err := br.Query()
	if err != nil {
		return nil, nil, err
	}
	checks, err := pgx.CollectRows(rows, pgx.RowToStructByPos[AcceptChecksRow])
	if err != nil {
		return nil, nil, err
	}
	if rows, err = br.Query(); err != nil {
		return checks, nil, err
	}
	overlapping, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return checks, nil, err
	}
	return checks, overlapping, br.Close()
}
