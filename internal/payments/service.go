package payments

import (
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ledger"
)

// Service keeps manual deposits, withdrawals and the refunds of closed
// accounts; card deposits are Cards.
type Service struct {
	pool   *pgxpool.Pool
	ledger *ledger.Service
	now    func() time.Time // the day a withdrawal counts towards the daily limit
}

// NewService builds the payments service over pool; the ledger runs its
// money-moving transactions and lists a closed account's entries.
func NewService(pool *pgxpool.Pool, ledger *ledger.Service, opts ...Option) *Service {
	s := &Service{pool: pool, ledger: ledger, now: time.Now}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Option sets what the service takes besides its pool and ledger.
type Option func(*Service)

// WithClock makes now the service's clock (time.Now unless given).
func WithClock(now func() time.Time) Option { return func(s *Service) { s.now = now } }
