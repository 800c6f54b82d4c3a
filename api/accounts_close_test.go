package api

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"pursetrade/internal/accounts"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
)

// insertTrade writes a trade projection row between two members' items.
func insertTrade(t *testing.T, h *harness, user1, user2, hat1, hat2, status string) string {
	t.Helper()
	id := ids.New()
	sqlExec(t, h.pool, `INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method,
		start_date, end_date) VALUES ($1, 'trade-' || $1, $2, $3, $4, $5, $6, 'pickup', current_date + 5, current_date + 10)`,
		id, status, user1, user2, hat1, hat2)
	return id
}

func TestAccountsCloseAccount(t *testing.T) {
	h, _ := accountsHarness(t)
	ctx := context.Background()
	token, id := registerMember(t, h, "close@example.test", "tote-swap-77", "Cleo")
	partner := testenv.Member(t, h.pool, "Pam")
	mine, other := testenv.Item(t, h.pool, id, 20000), testenv.Item(t, h.pool, partner.ID, 15000)
	backup := testenv.Item(t, h.pool, partner.ID, 9000)
	sqlExec(t, h.pool, `UPDATE items SET featured_rank = 1 WHERE id = $1`, mine.ID)
	sqlExec(t, h.pool, `UPDATE items SET featured_rank = 4 WHERE id = $1`, backup.ID)
	testenv.Fund(t, h.pool, id, 4250)
	testenv.Fund(t, h.pool, id, 1000)

	for _, status := range []string{"accepted", "disputed"} {
		trade := insertTrade(t, h, id, partner.ID, mine.ID, other.ID, status)
		rec := h.do("DELETE", "/user/account", `{"password":"tote-swap-77"}`, bearer(token)...)
		expectError(t, rec, 409, accounts.MsgOpenTrade)
		sqlExec(t, h.pool, `UPDATE trades SET status = 'completed' WHERE id = $1`, trade)
	}

	expectError(t, h.do("DELETE", "/user/account", `{}`, signedInAgo(t, h, id, time.Hour)...), 400, accounts.MsgCurrentPasswordMissing)
	expectError(t, h.do("DELETE", "/user/account", `{"password":"wrong-pass-00"}`, bearer(token)...), 400, accounts.MsgCurrentPassword)
	got := expectStatus(t, h.do("DELETE", "/user/account", `{"password":"tote-swap-77"}`, bearer(token)...), 200)
	if got["success"] != true || got["message"] != "Account closed. You will be logged out." {
		t.Fatalf("close: %v", got)
	}
	if rec := h.do("GET", "/user/profile", "", bearer(token)...); rec.Code != 401 {
		t.Fatalf("token still works after closing: %d", rec.Code)
	}
	expectError(t, h.do("POST", "/login", `{"email":"close@example.test","password":"tote-swap-77"}`), 403, accounts.MsgDisabled)

	var status, reason string
	var removed int
	_ = h.pool.QueryRow(ctx, `SELECT status, status_reason FROM users WHERE id = $1`, id).Scan(&status, &reason)
	_ = h.pool.QueryRow(ctx, `SELECT count(*) FROM items WHERE owner_id = $1 AND status = 'removed' AND featured_rank IS NULL
		AND removed_at IS NOT NULL`, id).Scan(&removed)
	if status != "disabled" || reason != accounts.ReasonUserRequested || removed != 1 {
		t.Fatalf("status %s (%s), removed items %d", status, reason, removed)
	}
	var rank *int16
	_ = h.pool.QueryRow(ctx, `SELECT featured_rank FROM items WHERE id = $1`, backup.ID).Scan(&rank)
	if rank == nil || *rank != 1 {
		t.Fatalf("backup not promoted into the freed slot: %v", rank)
	}
	var email, why string
	var balance int64
	var count int
	err := h.pool.QueryRow(ctx, `SELECT original_email, reason, final_balance_cents, transaction_count
		FROM deleted_accounts WHERE original_user_id = $1`, id).Scan(&email, &why, &balance, &count)
	if err != nil || email != "close@example.test" || why != "user_requested" || balance != 5250 || count != 2 {
		t.Fatalf("deleted account record: %v %s %s %d %d", err, email, why, balance, count)
	}
}

// A closed account's profile picture is no longer served and its file is
// deleted, unless another member's profile shows the same picture.
func TestAccountsClosedAccountPhotoGone(t *testing.T) {
	h, _ := accountsHarness(t)
	picture, ct := multipartImage(t, "image", "me.jpg", jpegWithExif(t))
	upload := func(token string) string {
		t.Helper()
		got := expectStatus(t, h.do("POST", "/user/profile/image", picture, "Content-Type", ct, "Authorization", "Bearer "+token), 200)
		return got["profile_image_url"].(string)
	}
	closing, id := registerMember(t, h, "leaving@example.test", "tote-swap-77", "Lea")
	url := upload(closing)
	stays, _ := registerMember(t, h, "staying@example.test", "tote-swap-77", "Sam")
	if upload(stays) != url {
		t.Fatal("the same picture got another key")
	}
	expectStatus(t, h.do("DELETE", "/user/account", `{"password":"tote-swap-77"}`, bearer(closing)...), 200)
	if rec := h.do("GET", url, ""); rec.Code != 200 {
		t.Fatalf("the other member's picture is gone: %d", rec.Code)
	}
	var shown string
	if err := h.pool.QueryRow(context.Background(), `SELECT profile_image_url FROM users WHERE id = $1`, id).Scan(&shown); err != nil || shown != "" {
		t.Fatalf("the closed account still shows %q (%v)", shown, err)
	}

	// The last profile showing it closes: the file goes.
	expectStatus(t, h.do("DELETE", "/user/account", `{"password":"tote-swap-77"}`, bearer(stays)...), 200)
	expectError(t, h.do("GET", url, ""), 404, "Image not found")
	if _, files := storeSize(t, filepath.Join(h.cfg.DataDir, "uploads", "profiles")); files != 0 {
		t.Fatalf("%d profile picture files kept", files)
	}
}
