package activities

import (
	"context"
	"encoding/json"
	"pursetrade/internal/ledger"
	"reflect"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// An accept is the latency members feel most: its checks, booking, overlap
// lookup, charges, hold and projection take a fixed, small number of round
// trips, however many ledger rows it writes: BEGIN, the checks, the
// booking, the locks with the replay check (lock_balances), the hold with
// the ledger rows and balances, the projection with its notes, and COMMIT.
func TestAcceptRoundTripsAreFixed(t *testing.T) {
	ctx := context.Background()
	pool, trips := testenv.CountedPool(t, 4)
	a := &Activities{Pool: pool, Ledger: ledger.NewService(pool), Logger: testenv.Logger()}

	var last workflows.AcceptTradeInput
	accept := func(day int) (int64, workflows.AcceptTradeResult) {
		owner, asker := testenv.Member(t, pool, "Owner"), testenv.Member(t, pool, "Asker")
		testenv.Fund(t, pool, owner.ID, 100_000)
		testenv.Fund(t, pool, asker.ID, 100_000)
		bag, offered := testenv.Item(t, pool, owner.ID, 15_000), testenv.Item(t, pool, asker.ID, 10_000)
		start := time.Date(2031, 3, day, 0, 0, 0, 0, time.UTC)
		v, in := pendingPickup(t, a, asker.ID, owner.ID, offered.ID, bag.ID, start)
		accepted := v
		accepted.Status, accepted.Seq = rules.StatusAccepted, 2
		accepted.Timeline = []workflows.TimelineEvent{{Seq: 1, Kind: "accepted", UserID: owner.ID, Description: "Trade accepted", At: time.Now()}}
		in.Projection = workflows.TradeProjection{TradeView: accepted, Notifications: []workflows.NotifyInput{{
			UserIDs: []string{asker.ID, owner.ID}, TradeID: v.TradeID, Event: "trade_accepted", Subject: "Trade accepted",
			Content: "Your trade was accepted.", DedupeKey: "accept-note:" + v.TradeID}}}
		last = in
		before := trips.Count()
		res, err := a.AcceptTrade(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		return trips.Count() - before, res
	}
	accept(1) // prepares the statements
	n, res := accept(20)
	if res.Requester.TotalDueCents == 0 || res.Owner.HoldCents != 10_000 {
		t.Fatalf("snapshot: %+v", res.FinancialSnapshot)
	}
	if n > 7 {
		t.Fatalf("an accept took %d round trips, want at most 7", n)
	}
	t.Logf("an accept takes %d round trips", n)

	// The snapshot was worked out at the transaction's time; a retry reads
	// it back from the rows, and the two agree to the microsecond.
	again, err := a.AcceptTrade(ctx, last)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again.FinancialSnapshot, res.FinancialSnapshot) {
		t.Fatalf("snapshot before the rows: %+v\nfrom the rows: %+v", res.FinancialSnapshot, again.FinancialSnapshot)
	}
	var projected workflows.FinancialSnapshot
	if err := pool.QueryRow(ctx, `SELECT view->'financial_snapshot' FROM trades WHERE id = $1`, last.TradeID).Scan(&projected); err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(projected)
	if want, _ := json.Marshal(res.FinancialSnapshot); string(got) != string(want) {
		t.Fatalf("projected snapshot %s, want %s", got, want)
	}
}
