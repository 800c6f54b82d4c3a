package ledger

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

const maxAttempts = 6

// RunTx runs fn in a transaction, committing when it returns nil, and runs it
// again (in a new transaction) after a deadlock, a serialization failure or a
// concurrent insert of the same idempotency key, which the retry then sees
// as a replay. fn must therefore only act through tx.
func (s *Service) RunTx(ctx context.Context, fn func(pgx.Tx) error) error {
	for attempt := 1; ; attempt++ {
		err := pgx.BeginFunc(ctx, s.conn, fn)
		if err == nil || attempt == maxAttempts || !retryable(err) {
			return err
		}
		wait := time.Duration(attempt*attempt)*5*time.Millisecond + time.Duration(rand.IntN(10))*time.Millisecond
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
}

func retryable(err error) bool {
	var pg *pgconn.PgError
	if !errors.As(err, &pg) {
		return false
	}
	switch pg.Code {
	case "40001", "40P01": // serialization_failure, deadlock_detected
		return true
	case "23505": // unique_violation
		return pg.ConstraintName == "transactions_idempotency_key_key"
	}
	return false
}
