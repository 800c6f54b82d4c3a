package trades_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// newView is a pickup trade between two new members, Ana (the requester)
// and Bea, at its first transition, made by who with kind.
func newView(t *testing.T, pool *pgxpool.Pool, status, kind string, who func(ana, bea string) string) workflows.TradeView {
	t.Helper()
	u1, u2 := testenv.Member(t, pool, "Ana"), testenv.Member(t, pool, "Bea")
	now := time.Now().UTC().Truncate(time.Microsecond)
	return workflows.TradeView{
		TradeID: ids.New(), Status: status, RequesterID: u1.ID, OwnerID: u2.ID,
		Terms: workflows.Terms{RequesterBagID: testenv.Item(t, pool, u1.ID, 1000).ID, OwnerBagID: testenv.Item(t, pool, u2.ID, 2000).ID,
			StartDate: "2030-01-01", EndDate: "2030-01-05"},
		HoldUserID: u1.ID, DeliveryMethod: "pickup",
		CreatedAt: now, UpdatedAt: now, Seq: 1,
		Timeline: []workflows.TimelineEvent{{Seq: 1, Kind: kind, UserID: who(u1.ID, u2.ID), Description: "Trade " + kind, At: now}},
	}
}

func TestProjectionNeverGoesBackwards(t *testing.T) {
	pool := testenv.NewPool(t)
	store := trades.Store{DB: pool}
	view := newView(t, pool, rules.StatusPending, "created", func(ana, _ string) string { return ana })
	u1, now := view.RequesterID, view.CreatedAt
	ctx := context.Background()
	project := func(v workflows.TradeView) {
		t.Helper()
		if err := store.WriteProjection(ctx, workflows.TradeProjection{TradeView: v}); err != nil {
			t.Fatal(err)
		}
	}
	project(view)
	newer := view
	newer.Status, newer.Seq = rules.StatusCancelled, 2
	newer.Timeline = append(newer.Timeline, workflows.TimelineEvent{Seq: 2, Kind: "cancelled", UserID: u1, At: now.Add(time.Second)})
	project(newer)
	project(view)  // a late retry of the first write
	project(newer) // a retry of the second

	row, err := db.New(pool).GetTrade(ctx, view.TradeID)
	if err != nil {
		t.Fatal(err)
	}
	if row.Status != rules.StatusCancelled || row.TransitionSeq != 2 {
		t.Fatalf("older write won: %+v", row)
	}
	events, _ := db.New(pool).ListTradeEvents(ctx, view.TradeID)
	if len(events) != 2 {
		t.Fatalf("retries duplicated timeline events: %d", len(events))
	}
	bad := view
	bad.Terms.StartDate = "not a date"
	bad.Seq = 3
	if err := store.WriteProjection(ctx, workflows.TradeProjection{TradeView: bad}); err == nil {
		t.Fatal("a malformed date must fail the activity")
	}
}

// TestProjectionTellsMembersOnce: WriteTradeProjection writes the row, the
// timeline and the notes in one statement; the same projection written by
// 6 goroutines at once (a retried activity racing its first attempt) tells
// each member once, and an ended trade's projection frees its bags.
func TestProjectionTellsMembersOnce(t *testing.T) {
	pool := testenv.NewPool(t)
	store := trades.Store{DB: pool}
	view := newView(t, pool, rules.StatusAccepted, "accepted", func(_, bea string) string { return bea })
	u1, u2 := view.RequesterID, view.OwnerID
	note := workflows.NotifyInput{UserIDs: []string{u1, u2}, TradeID: view.TradeID, Event: "trade_accepted",
		Subject: "Trade accepted", Content: "Your trade was accepted.", DedupeKey: "accept-note:" + view.TradeID}
	ctx := context.Background()
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			if err := store.WriteProjection(ctx, workflows.TradeProjection{TradeView: view, Notifications: []workflows.NotifyInput{note}}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	q := db.New(pool)
	for _, u := range []string{u1, u2} {
		if n, _ := q.CountUnreadMemberMessages(ctx, u); n != 1 {
			t.Fatalf("%s has %d notifications, want 1", u, n)
		}
	}
	if events, _ := q.ListTradeEvents(ctx, view.TradeID); len(events) != 1 || events[0].ActorName != "Bea" {
		t.Fatalf("timeline: %+v", events)
	}

	bag, dates := []string{view.Terms.RequesterBagID}, rules.Dates{Start: view.Terms.StartDate, End: view.Terms.EndDate}
	if _, _, err := store.CheckAndBook(ctx, trades.Booking{TradeID: view.TradeID, RequesterBagID: view.Terms.RequesterBagID,
		OwnerBagID: view.Terms.OwnerBagID, Dates: dates}); err != nil {
		t.Fatal(err)
	}
	ended := view
	ended.Status, ended.Seq = rules.StatusCompleted, 2
	if err := store.WriteProjection(ctx, workflows.TradeProjection{TradeView: ended}); err != nil {
		t.Fatal(err)
	}
	if booked, _ := store.BookedBy(ctx, view.TradeID, bag, dates, 0); booked {
		t.Fatal("an ended trade still books its bag")
	}
}
