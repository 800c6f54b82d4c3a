package payments

import (
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ledger"
)

// Service keeps manual deposits, withdrawals and the refunds of closed
// accounts; card deposits are Cards.
type Service struct {
	pool   *pgxpool.Pool
	ledger *ledger.Service
}

// NewService builds the payments service over pool; the ledger lists a
// closed account's entries.
func NewService(pool *pgxpool.Pool, ledger *ledger.Service) *Service {
	return &Service{pool: pool, ledger: ledger}
}
