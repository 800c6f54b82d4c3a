package activities

import (
	"context"
	"testing"
	"time"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
	"pursetrade/internal/testenv"
	"pursetrade/internal/trading"
	"pursetrade/workflows"
)

func TestProjectionNeverGoesBackwards(t *testing.T) {
	pool := testenv.NewPool(t)
	a := &Activities{Pool: pool, Logger: testenv.Logger()}
	u1, u2 := testenv.Member(t, pool, "Ana"), testenv.Member(t, pool, "Bea")
	now := time.Now().UTC().Truncate(time.Microsecond)
	view := workflows.TradeView{
		TradeID: ids.New(), Status: trading.StatusPending, RequesterID: u1.ID, OwnerID: u2.ID,
		Terms: workflows.Terms{RequesterBagID: testenv.Item(t, pool, u1.ID, 1000).ID, OwnerBagID: testenv.Item(t, pool, u2.ID, 2000).ID,
			StartDate: "2030-01-01", EndDate: "2030-01-05"},
		HoldUserID: u1.ID, DeliveryMethod: "pickup",
		CreatedAt: now, UpdatedAt: now, Seq: 1,
		Timeline: []workflows.TimelineEvent{{Seq: 1, Kind: "created", UserID: u1.ID, Description: "Trade requested", At: now}},
	}
	ctx := context.Background()
	project := func(v workflows.TradeView) {
		t.Helper()
		if err := a.ProjectTrade(ctx, workflows.TradeProjection{TradeView: v}); err != nil {
			t.Fatal(err)
		}
	}
	project(view)
	newer := view
	newer.Status, newer.Seq = trading.StatusCancelled, 2
	newer.Timeline = append(newer.Timeline, workflows.TimelineEvent{Seq: 2, Kind: "cancelled", UserID: u1.ID, At: now.Add(time.Second)})
	project(newer)
	project(view)  // a late retry of the first write
	project(newer) // a retry of the second

	row, err := db.New(pool).GetTrade(ctx, view.TradeID)
	if err != nil {
		t.Fatal(err)
	}
	if row.Status != trading.StatusCancelled || row.TransitionSeq != 2 {
		t.Fatalf("older write won: %+v", row)
	}
	events, _ := db.New(pool).ListTradeEvents(ctx, view.TradeID)
	if len(events) != 2 {
		t.Fatalf("retries duplicated timeline events: %d", len(events))
	}
	bad := view
	bad.Terms.StartDate = "not a date"
	bad.Seq = 3
	if err := a.ProjectTrade(ctx, workflows.TradeProjection{TradeView: bad}); err == nil {
		t.Fatal("a malformed date must fail the activity")
	}
}
