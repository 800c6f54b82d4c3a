// Package ledgertest gives integration tests the ledger invariant check.
package ledgertest

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ledger"
)

// AssertBalanced fails the test when ledger.Check finds any problem. Every
// test that moves money calls it at the end.
func AssertBalanced(t testing.TB, pool *pgxpool.Pool) ledger.Report {
	t.Helper()
	rep, err := ledger.NewService(pool).Check(context.Background())
	if err != nil {
		t.Fatalf("ledger check: %v", err)
	}
	for _, p := range rep.Problems {
		t.Errorf("ledger invariant broken: %s", p)
	}
	return rep
}
