package notify

import (
	"context"
	"testing"

	"pursetrade/internal/store/db"
	"pursetrade/internal/testenv"
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
		if err := SendAll(ctx, pool, n, users...); err != nil {
			t.Fatal(err)
		}
		if err := SendAll(ctx, pool, n, users...); err != nil { // a retry stores nothing twice
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
