package notify

import (
	"context"
	"sync"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/store/db"
)

func TestMain(m *testing.M) { testenv.Main(m) }

func TestTradeUpdate(t *testing.T) {
	for event, want := range map[string]bool{"trade_accepted": true, "labels_ready": true, "trade_completed": true,
		"dispute_opened": false, "dispute_resolved": false, "deposit_processed": false, "withdrawal_failed": false} {
		if TradeUpdate(event) != want {
			t.Errorf("TradeUpdate(%q) = %v", event, !want)
		}
	}
}

// TestSendHonoursPreferences: every note is stored; emails follow
// email_notifications (all) and trade_updates (trade events only).
func TestSendHonoursPreferences(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	all := testenv.Member(t, pool, "All")
	noTrade := testenv.Member(t, pool, "NoTrade")
	none := testenv.Member(t, pool, "None")
	q := db.New(pool)
	_, _ = pool.Exec(ctx, `UPDATE users SET trade_updates = false WHERE id = $1`, noTrade.ID)
	_, _ = pool.Exec(ctx, `UPDATE users SET email_notifications = false WHERE id = $1`, none.ID)
	users := []string{all.ID, noTrade.ID, none.ID}
	for _, n := range []Note{
		{Event: "trade_accepted", Subject: "Trade accepted", Content: "x", Key: "k/trade"},
		{Event: "dispute_resolved", Subject: "Dispute resolved", Content: "x", Key: "k/dispute"},
		{Event: "withdrawal_paid", Subject: "Withdrawal sent", Content: "x", Key: "k/money"},
	} {
		if err := Send(ctx, pool, n, users...); err != nil {
			t.Fatal(err)
		}
		if err := Send(ctx, pool, n, users...); err != nil { // a retry stores nothing twice
			t.Fatal(err)
		}
	}
	mails := map[string][]string{}
	rows, _ := q.RecentOutbox(ctx, 100)
	for _, r := range rows {
		mails[*r.UserID] = append(mails[*r.UserID], r.Subject)
	}
	if len(mails[all.ID]) != 3 || len(mails[noTrade.ID]) != 2 || len(mails[none.ID]) != 0 {
		t.Fatalf("emails: %v", mails)
	}
	for _, s := range mails[noTrade.ID] {
		if s == "Trade accepted" {
			t.Fatal("a trade email went to a member without trade updates")
		}
	}
	for _, u := range users {
		if n, _ := q.CountUnreadMemberMessages(ctx, u); n != 3 {
			t.Fatalf("%s has %d notifications, want 3", u, n)
		}
	}
}

// TestSendAtOnceTellsEachMemberOnce: the same note sent in parallel (a
// retried activity racing its first attempt), with a member listed twice,
// stores one message and one email per member.
func TestSendAtOnceTellsEachMemberOnce(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	a := testenv.Member(t, pool, "RaceA")
	b := testenv.Member(t, pool, "RaceB")
	n := Note{Event: "trade_accepted", Subject: "Trade accepted", Content: "x", Key: "k/race/" + a.ID}
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 16 {
		wg.Go(func() { errs <- Send(ctx, pool, n, a.ID, b.ID, a.ID, "no-such-member") })
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, u := range []string{a.ID, b.ID} {
		var messages, emails int
		if err := pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM member_messages WHERE user_id = $1),
			(SELECT count(*) FROM email_outbox WHERE user_id = $1)`, u).Scan(&messages, &emails); err != nil {
			t.Fatal(err)
		}
		if messages != 1 || emails != 1 {
			t.Fatalf("%s: %d messages and %d emails, want 1 and 1", u, messages, emails)
		}
	}
}
