package activities

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"go.temporal.io/sdk/temporal"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// Two accepts of trades that book one bag on overlapping days, at the same
// instant, 20 times over: the database lets exactly one win each time and
// the loser moves no money.
func TestConcurrentAcceptsBookABagOnce(t *testing.T) {
	pool := testenv.NewPool(t)
	a := &Activities{Pool: pool, Ledger: ledger.NewService(pool), Logger: testenv.Logger()}
	ctx := context.Background()
	for round := range 20 {
		owner := testenv.Member(t, pool, "Owner")
		bag := testenv.Item(t, pool, owner.ID, 15_000)
		testenv.Fund(t, pool, owner.ID, 100_000)
		inputs := make([]workflows.AcceptTradeInput, 2)
		for i := range inputs {
			asker := testenv.Member(t, pool, "Asker")
			testenv.Fund(t, pool, asker.ID, 100_000)
			offered := testenv.Item(t, pool, asker.ID, 10_000)
			start := time.Date(2031, 3, 1+i*3, 0, 0, 0, 0, time.UTC) // 1-8 and 4-11 March overlap
			_, inputs[i] = pendingPickup(t, a, asker.ID, owner.ID, offered.ID, bag.ID, start)
		}
		errs := make([]error, 2)
		var wg sync.WaitGroup
		for i := range inputs {
			wg.Add(1)
			go func() { defer wg.Done(); _, errs[i] = a.AcceptTrade(ctx, inputs[i]) }()
		}
		wg.Wait()
		won, lost := 0, -1
		for i, err := range errs {
			var appErr *temporal.ApplicationError
			switch {
			case err == nil:
				won++
			case errors.As(err, &appErr) && appErr.Type() == workflows.CodeBooked:
				lost = i
			default:
				t.Fatalf("round %d: %v", round, err)
			}
		}
		if won != 1 || lost < 0 {
			t.Fatalf("round %d: %d accepts won", round, won)
		}
		if fees, _ := db.New(pool).TradeHasFees(ctx, &inputs[lost].TradeID); fees {
			t.Fatalf("round %d: the refused accept charged fees", round)
		}
	}
	ledgertest.AssertBalanced(t, pool)
}

// pendingPickup projects a pending week-long pickup trade from start in
// which asker offers a $100 bag for owner's $150 one (each holds the value of
// the bag they receive), and returns it with the input of owner's accept,
// which books the bag.
func pendingPickup(t *testing.T, a *Activities, asker, owner, offered, bag string, start time.Time) (workflows.TradeView, workflows.AcceptTradeInput) {
	t.Helper()
	v := workflows.TradeView{TradeID: ids.New(), Status: rules.StatusPending, RequesterID: asker, OwnerID: owner,
		HoldUserID: asker, DeliveryMethod: workflows.DeliveryPickup, Seq: 1,
		Terms: workflows.Terms{RequesterBagID: offered, OwnerBagID: bag, StartDate: start.Format(time.DateOnly),
			EndDate: start.AddDate(0, 0, 7).Format(time.DateOnly)}}
	if err := a.ProjectTrade(context.Background(), workflows.TradeProjection{TradeView: v}); err != nil {
		t.Fatal(err)
	}
	accepted := v
	accepted.Status, accepted.Seq = rules.StatusAccepted, 2
	return v, workflows.AcceptTradeInput{TradeID: v.TradeID, RequesterBagID: offered, OwnerBagID: bag, RequesterID: asker,
		OwnerID: owner, AccepterID: owner, RequesterHoldCents: 15_000, OwnerHoldCents: 10_000,
		DeliveryMethod: workflows.DeliveryPickup, KeyPrefix: "accept:" + v.TradeID,
		StartDate: v.Terms.StartDate, EndDate: v.Terms.EndDate, Projection: workflows.TradeProjection{TradeView: accepted}}
}
