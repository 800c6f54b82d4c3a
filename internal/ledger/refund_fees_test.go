package ledger_test

import (
	"context"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
)

func TestRefundTradeFeesNeverReturnsAFeeTwice(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	mia, ben := testenv.Member(t, pool, "Mia").ID, testenv.Member(t, pool, "Ben").ID
	admin := testenv.Member(t, pool, "Admin").ID
	testenv.Fund(t, pool, mia, 10_000)
	trade := tradeRow(t, pool, mia, ben)
	res, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "accept", TradeID: trade, Ops: []ledger.Op{
		ledger.ChargeFee(mia, ledger.TypeFeeCharge, 500, "Site fee").Named("site"),
		ledger.ChargeFee(mia, ledger.TypePickupFee, 300, "Delivery fee").Named("delivery"),
	}})
	if err != nil {
		t.Fatal(err)
	}
	site, _ := res.Entry(mia, ledger.TypeFeeCharge)
	if _, err := ledger.NewService(pool).DeleteEntry(ctx, site.ID, admin, "Goodwill"); err != nil {
		t.Fatal(err)
	}
	wantBalance(t, pool, mia, 9_700, 0)

	refund := func(key string, cents int64) ledger.Result {
		t.Helper()
		res, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: key, TradeID: trade, Ops: []ledger.Op{
			ledger.ReleaseTradeHolds("release").Named("release"),
			ledger.RefundTradeFees(mia, cents, "Fees refunded").Named("refund"),
		}})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	if got := refund("cancel", 800); len(got.Entries) != 1 || got.Entries[0].Cents != 300 {
		t.Fatalf("the reversed site fee was refunded again: %+v", got.Entries)
	}
	if got := refund("cancel-again", 800); len(got.Entries) != 0 {
		t.Fatalf("a second cancellation refunded %+v", got.Entries)
	}
	wantBalance(t, pool, mia, 10_000, 0)
	ledgertest.AssertBalanced(t, pool)
}
