package seed

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ledger"
)

// welcomeCents is every demo member's starting balance ($500).
const welcomeCents = 50_000

// fundMembers gives each demo member a starting balance through the ledger,
// as if they had added funds by card.
func fundMembers(ctx context.Context, pool *pgxpool.Pool, userIDs []string) error {
	l := ledger.NewService(pool)
	for _, id := range userIDs {
		_, err := l.Apply(ctx, ledger.Plan{Key: "seed/welcome/" + id, Ops: []ledger.Op{
			ledger.Credit(id, ledger.TypeDeposit, welcomeCents, "Demo starting balance"),
		}})
		if err != nil {
			return fmt.Errorf("seed funds for %s: %w", id, err)
		}
	}
	return nil
}
