package ledger_test

import (
	"context"
	"errors"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ledger"
	"pursetrade/internal/ledger/ledgertest"
)

func TestCreditDebitReplayAndRefusal(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	m := testenv.Member(t, pool, "Mia").ID

	dep := ledger.Plan{Key: "card:cs_1", Ops: []ledger.Op{ledger.Credit(m, ledger.TypeDeposit, 10000, "Card deposit")}}
	res, err := ledger.NewService(pool).Apply(ctx, dep)
	if err != nil || res.Replayed || len(res.Entries) != 1 {
		t.Fatalf("deposit: %+v %v", res, err)
	}
	e := res.Entries[0]
	if e.BalanceAfter != 10000 || e.AvailableAfter != 10000 || e.Direction != ledger.DirCredit || e.Key != "card:cs_1/0" {
		t.Fatalf("deposit row: %+v", e)
	}
	again, err := ledger.NewService(pool).Apply(ctx, dep)
	if err != nil || !again.Replayed || len(again.Entries) != 1 || again.Entries[0].ID != e.ID {
		t.Fatalf("replay: %+v %v", again, err)
	}
	if again.Balances[m].Balance != 10000 {
		t.Fatalf("replay balances: %+v", again.Balances)
	}
	wantBalance(t, pool, m, 10000, 0)

	res, err = ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "w/1", Ops: []ledger.Op{ledger.Debit(m, ledger.TypeWithdraw, 3000, "Withdrawal")}})
	if err != nil || res.Entries[0].BalanceAfter != 7000 || res.Balances[m].Available() != 7000 {
		t.Fatalf("withdraw: %+v %v", res, err)
	}

	_, err = ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "w/2", Ops: []ledger.Op{ledger.Debit(m, ledger.TypeWithdraw, 7001, "Too much")}})
	short, ok := ledger.AsInsufficient(err)
	if !ok || short.Needed != 7001 || short.Available != 7000 || short.Shortfall() != 1 || short.UserID != m {
		t.Fatalf("overdraw: %v", err)
	}
	wantBalance(t, pool, m, 7000, 0)
	// A refused plan leaves no trace: the same key can be used once funds exist.
	testenv.Fund(t, pool, m, 1)
	if _, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "w/2", Ops: []ledger.Op{ledger.Debit(m, ledger.TypeWithdraw, 7001, "Now")}}); err != nil {
		t.Fatal(err)
	}
	wantBalance(t, pool, m, 0, 0)
	ledgertest.AssertBalanced(t, pool)
}

func TestMalformedPlansAreRefused(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	a := testenv.Member(t, pool, "Ann").ID
	b := testenv.Member(t, pool, "Bea").ID
	bad := map[string]ledger.Plan{
		"no key":             {Ops: []ledger.Op{ledger.Credit(a, ledger.TypeDeposit, 1, "")}},
		"no ops":             {Key: "k"},
		"zero amount":        {Key: "k", Ops: []ledger.Op{ledger.Credit(a, ledger.TypeDeposit, 0, "")}},
		"negative amount":    {Key: "k", Ops: []ledger.Op{ledger.Debit(a, ledger.TypeWithdraw, -5, "")}},
		"huge amount":        {Key: "k", Ops: []ledger.Op{ledger.Credit(a, ledger.TypeDeposit, ledger.MaxMovementCents+1, "")}},
		"credit a fee":       {Key: "k", Ops: []ledger.Op{ledger.Credit(a, ledger.TypeFeeCharge, 5, "")}},
		"debit a deposit":    {Key: "k", Ops: []ledger.Op{ledger.Debit(a, ledger.TypeDeposit, 5, "")}},
		"one-sided penalty":  {Key: "k", Ops: []ledger.Op{ledger.Credit(a, ledger.TypePenalty, 5, "")}},
		"fee of wrong type":  {Key: "k", Ops: []ledger.Op{ledger.ChargeFee(a, ledger.TypeWithdraw, 5, "")}},
		"hold without trade": {Key: "k", Ops: []ledger.Op{ledger.ReserveHold(a, 5, "")}},
		"penalty to self":    {Key: "k", Ops: []ledger.Op{ledger.Penalty(a, a, 5, "")}},
		"no member":          {Key: "k", Ops: []ledger.Op{ledger.Credit("", ledger.TypeDeposit, 5, "")}},
		"duplicate names": {Key: "k", Ops: []ledger.Op{
			ledger.Credit(a, ledger.TypeDeposit, 5, "").Named("x"), ledger.Credit(b, ledger.TypeDeposit, 5, "").Named("x")}},
	}
	for name, p := range bad {
		if _, err := ledger.NewService(pool).Apply(ctx, p); !errors.Is(err, ledger.ErrBadPlan) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "k", Ops: []ledger.Op{ledger.Credit("0123456789abcdef01234567", ledger.TypeDeposit, 5, "")}}); !errors.Is(err, ledger.ErrUnknownUser) {
		t.Errorf("unknown member: %v", err)
	}
	ledgertest.AssertBalanced(t, pool)
}

func TestHoldLifecycle(t *testing.T) {
	ctx := context.Background()
	f := newTradeFixture(t, 10000, 0)
	pool, a, b, plan := f.pool, f.a, f.b, f.plan

	res, err := plan("t/request", ledger.ReserveHold(a, 6000, "Hold for the requested bag"))
	if err != nil || res.Entries[0].HoldID == "" || res.Entries[0].BalanceAfter != 10000 || res.Entries[0].AvailableAfter != 4000 {
		t.Fatalf("reserve: %+v %v", res, err)
	}
	wantBalance(t, pool, a, 10000, 6000)
	if _, err := plan("t/again", ledger.ReserveHold(a, 1, "")); !errors.Is(err, ledger.ErrHoldExists) {
		t.Fatalf("second hold: %v", err)
	}
	if _, err := plan("t/modify1", ledger.SetHold(a, 10001, "")); err == nil {
		t.Fatal("increase beyond available accepted")
	} else if short, ok := ledger.AsInsufficient(err); !ok || short.Needed != 4001 || short.Available != 4000 {
		t.Fatalf("increase beyond available: %v", err)
	}
	if res, err = plan("t/modify2", ledger.SetHold(a, 7500, "")); err != nil || res.Entries[0].Type != ledger.TypeHoldIncrease {
		t.Fatalf("increase: %+v %v", res, err)
	}
	wantBalance(t, pool, a, 10000, 7500)
	if res, err = plan("t/modify3", ledger.SetHold(a, 5000, "")); err != nil || res.Entries[0].Type != ledger.TypeHoldDecrease ||
		res.Entries[0].Direction != ledger.DirCredit || res.Entries[0].AvailableAfter != 5000 {
		t.Fatalf("decrease: %+v %v", res, err)
	}
	if _, err := plan("t/modify4", ledger.SetHold(a, 0, "")); !errors.Is(err, ledger.ErrBadPlan) {
		t.Fatalf("a hold set to nothing (release it instead): %v", err)
	}
	if _, err := plan("t/modify5", ledger.SetHold(b, 10, "")); !errors.Is(err, ledger.ErrNoOpenHold) {
		t.Fatalf("adjust a missing hold: %v", err)
	}
	// A withdrawal cannot take held money.
	if _, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "w", Ops: []ledger.Op{ledger.Debit(a, ledger.TypeWithdraw, 5001, "")}}); err == nil {
		t.Fatal("withdrew held funds")
	}
	rel := ledger.ReleaseTradeHolds("Trade completed")
	if res, err = plan("t/complete", rel); err != nil || len(res.Entries) != 1 || res.Entries[0].Type != ledger.TypeHoldRefund || res.Entries[0].Cents != 5000 {
		t.Fatalf("release: %+v %v", res, err)
	}
	wantBalance(t, pool, a, 10000, 0)
	if res, err = plan("t/complete", rel); err != nil || !res.Replayed {
		t.Fatalf("release replay: %+v %v", res, err)
	}
	if res, err = plan("t/complete2", rel); err != nil || len(res.Entries) != 0 {
		t.Fatalf("release twice: %+v %v", res, err)
	}
	ledgertest.AssertBalanced(t, pool)
}

// The accept of a trade: both members pay fees and the accepter's hold is
// reserved at once, or nothing happens.
func TestAcceptPlanIsAtomicAndIdempotent(t *testing.T) {
	ctx := context.Background()
	f := newTradeFixture(t, 20000, 8000)
	pool, a, b, trade := f.pool, f.a, f.b, f.trade
	if _, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "open", TradeID: trade, Ops: []ledger.Op{ledger.ReserveHold(a, 9000, "")}}); err != nil {
		t.Fatal(err)
	}
	accept := ledger.Plan{Key: "trade-x:2:accept", TradeID: trade, Ops: []ledger.Op{
		ledger.ChargeFee(a, ledger.TypeFeeCharge, 500, "Site fee").Named("fee/a"),
		ledger.ChargeFee(a, ledger.TypePickupFee, 500, "Pickup fee").Named("pickup/a"),
		ledger.ChargeFee(b, ledger.TypeFeeCharge, 500, "Site fee").Named("fee/b"),
		ledger.ChargeFee(b, ledger.TypePickupFee, 500, "Pickup fee").Named("pickup/b"),
		ledger.ReserveHold(b, 7500, "Hold").Named("hold/b"),
	}}
	_, err := ledger.NewService(pool).Apply(ctx, accept)
	short, ok := ledger.AsInsufficient(err)
	if !ok || short.UserID != b || short.Needed != 8500 || short.Available != 8000 {
		t.Fatalf("short accept: %v", err)
	}
	if got := ledger.AcceptMessage(short.Needed); got != "Insufficient current balance. You need $85.00 to accept. Please add funds." {
		t.Fatalf("message: %q", got)
	}
	wantBalance(t, pool, a, 20000, 9000) // a's fees were rolled back with b's refusal
	wantBalance(t, pool, b, 8000, 0)

	testenv.Fund(t, pool, b, 500)
	res, err := ledger.NewService(pool).Apply(ctx, accept)
	if err != nil || len(res.Entries) != 5 {
		t.Fatalf("accept: %+v %v", res, err)
	}
	wantBalance(t, pool, a, 19000, 9000)
	wantBalance(t, pool, b, 7500, 7500)
	// A retried activity after the commit: nothing moves, although b could
	// not afford the plan again now.
	res, err = ledger.NewService(pool).Apply(ctx, accept)
	if err != nil || !res.Replayed || len(res.Entries) != 5 {
		t.Fatalf("accept replay: %+v %v", res, err)
	}
	if e, ok := res.Entry(b, ledger.TypeHoldReserve); !ok || e.AvailableAfter != 0 {
		t.Fatalf("replayed hold row: %+v", e)
	}
	ledgertest.AssertBalanced(t, pool)
}

func TestPenaltyAwardAndTradeHolds(t *testing.T) {
	ctx := context.Background()
	f := newTradeFixture(t, 10000, 10000)
	pool, a, b, trade := f.pool, f.a, f.b, f.trade
	apply := func(key string, ops ...ledger.Op) ledger.Result {
		t.Helper()
		res, err := f.plan(key, ops...)
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		return res
	}
	apply("holds", ledger.ReserveHold(a, 4000, ""), ledger.ReserveHold(b, 3000, ""))

	// Cancel after acceptance: a pays b a penalty.
	res := apply("penalty", ledger.Penalty(a, b, 500, "Cancellation penalty"))
	if len(res.Entries) != 2 || res.Entries[0].CounterpartyID != b || res.Entries[1].CounterpartyID != a {
		t.Fatalf("penalty rows: %+v", res.Entries)
	}
	wantBalance(t, pool, a, 9500, 4000)
	wantBalance(t, pool, b, 10500, 3000)
	if _, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "p2", Ops: []ledger.Op{ledger.Penalty(a, b, 5501, "")}}); err == nil {
		t.Fatal("penalty beyond available accepted")
	}

	// Dispute award of part of b's hold to a, then the rest of b's hold.
	apply("award1", ledger.TransferFromHold(b, a, 1000, "Dispute award"))
	wantBalance(t, pool, b, 9500, 2000)
	wantBalance(t, pool, a, 10500, 4000)
	if _, err := ledger.NewService(pool).Apply(ctx, ledger.Plan{Key: "award-x", TradeID: trade, Ops: []ledger.Op{ledger.TransferFromHold(b, a, 2001, "")}}); !errors.Is(err, ledger.ErrHoldTooSmall) {
		t.Fatalf("award beyond the hold: %v", err)
	}
	res = apply("award2", ledger.TransferFromHold(b, a, 2000, "Dispute award"))
	if res.Entries[0].Type != ledger.TypeHoldRefund {
		t.Fatalf("whole hold awarded should release it: %+v", res.Entries[0])
	}
	wantBalance(t, pool, b, 7500, 0)

	// Completion releases what is left, and a retry finds nothing to do.
	res = apply("complete", ledger.ReleaseTradeHolds("Trade completed"))
	if len(res.Entries) != 1 || res.Entries[0].UserID != a || res.Entries[0].Key != "complete/0/"+a {
		t.Fatalf("release all: %+v", res.Entries)
	}
	if res = apply("complete", ledger.ReleaseTradeHolds("Trade completed")); !res.Replayed {
		t.Fatal("release all replay")
	}
	if res = apply("complete-again", ledger.ReleaseTradeHolds("")); len(res.Entries) != 0 {
		t.Fatalf("nothing left to release: %+v", res.Entries)
	}
	wantBalance(t, pool, a, 12500, 0)
	rep := ledgertest.AssertBalanced(t, pool)
	if rep.Flows.PenaltyNet != 0 || rep.Flows.AwardNet != 0 || rep.TotalBalance != 20000 || rep.Flows.MoneyIn() != 20000 {
		t.Fatalf("report: %+v", rep)
	}
}

func TestCheckFindsCorruption(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	a := testenv.Member(t, pool, "Ann").ID
	testenv.Fund(t, pool, a, 1000)
	if rep := ledgertest.AssertBalanced(t, pool); !rep.OK {
		t.Fatal("clean ledger reported problems")
	}
	if _, err := pool.Exec(ctx, `UPDATE user_balances SET balance_cents = balance_cents + 1 WHERE user_id = $1`, a); err != nil {
		t.Fatal(err)
	}
	rep, err := ledger.NewService(pool).Check(ctx)
	if err != nil || rep.OK || len(rep.Problems) < 2 { // member mismatch and the global sum
		t.Fatalf("corruption not found: %+v %v", rep, err)
	}
	_, _ = pool.Exec(ctx, `UPDATE user_balances SET balance_cents = balance_cents - 1 WHERE user_id = $1`, a)
	ledgertest.AssertBalanced(t, pool)
}
