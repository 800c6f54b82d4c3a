package ledger_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// tradeRow inserts a trade between two new members (hold rows need one).
func tradeRow(t testing.TB, pool *pgxpool.Pool, user1, user2 string) string {
	t.Helper()
	hat1 := testenv.Item(t, pool, user1, 10000)
	hat2 := testenv.Item(t, pool, user2, 10000)
	id := ids.New()
	start := time.Now().AddDate(0, 0, 5)
	_, err := pool.Exec(context.Background(), `
		INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method, start_date, end_date)
		VALUES ($1, 'trade-' || $1, 'pending', $2, $3, $4, $5, 'pickup', $6, $7)`,
		id, user1, user2, hat1.ID, hat2.ID, start, start.AddDate(0, 0, 7))
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func balance(t testing.TB, pool *pgxpool.Pool, userID string) ledger.Balance {
	t.Helper()
	b, err := ledger.NewService(pool).BalanceOf(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func wantBalance(t testing.TB, pool *pgxpool.Pool, userID string, bal, held int64) {
	t.Helper()
	if b := balance(t, pool, userID); b.Balance != bal || b.Held != held {
		t.Fatalf("balance of %s = %d held %d; want %d held %d", userID, b.Balance, b.Held, bal, held)
	}
}

// tradeFixture is a trade between two new members, Ann (a) and Bea (b),
// with their balances funded: where the hold tests start.
type tradeFixture struct {
	pool        *pgxpool.Pool
	a, b, trade string
}

func newTradeFixture(t *testing.T, fundA, fundB int64) tradeFixture {
	t.Helper()
	pool := testenv.NewPool(t)
	a := testenv.Member(t, pool, "Ann").ID
	b := testenv.Member(t, pool, "Bea").ID
	f := tradeFixture{pool: pool, a: a, b: b, trade: tradeRow(t, pool, a, b)}
	testenv.Fund(t, pool, a, fundA)
	if fundB > 0 {
		testenv.Fund(t, pool, b, fundB)
	}
	return f
}

// plan applies ops under key on the fixture's trade.
func (f tradeFixture) plan(key string, ops ...ledger.Op) (ledger.Result, error) {
	return ledger.NewService(f.pool).Apply(context.Background(), ledger.Plan{Key: key, TradeID: f.trade, Ops: ops})
}
