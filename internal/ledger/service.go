package ledger

import (
	"context"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/store/db"
)

// Service reads members' ledgers and makes administrators' movements. It is
// built once with its connection; Apply and RunTx run their own retried
// transactions on it, and the free functions that take a pgx.Tx
// (ApplyTx, LockMembers, ClaimMovement, Applied, KeepAnswer, KeptAnswer)
// run inside a transaction their caller already holds.
type Service struct {
	conn Conn
}

// Conn is what the service runs on: a *pgxpool.Pool (the scale benchmark
// passes one that explains each read instead of running it).
type Conn interface {
	db.DBTX
	Begin(ctx context.Context) (pgx.Tx, error)
	BeginTx(ctx context.Context, opts pgx.TxOptions) (pgx.Tx, error)
}

// NewService builds the ledger service over conn.
func NewService(conn Conn) *Service { return &Service{conn: conn} }
