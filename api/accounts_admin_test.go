package api

import (
	"context"
	"testing"

	"pursetrade/internal/accounts"
	"pursetrade/internal/devtools/testenv"
)

// adminToken makes an administrator through the configured bootstrap path
// and signs in through the API.
func adminToken(t *testing.T, h *harness, emailAddr string) (token, id string) {
	t.Helper()
	u, created, err := accounts.NewService(h.pool).EnsureAdmin(context.Background(), emailAddr, "admin-pass-2026", "Ada")
	if err != nil || !created {
		t.Fatalf("ensure admin: %v %v", created, err)
	}
	body := expectStatus(t, h.do("POST", "/login", mustJSON(map[string]string{"email": emailAddr, "password": "admin-pass-2026"})), 200)
	user := body["user"].(map[string]any)
	if user["is_admin"] != true || user["isAdmin"] != true {
		t.Fatalf("admin flags: %v", user)
	}
	return body["token"].(string), u.ID
}

func auditCount(t *testing.T, h *harness, action, target string) int {
	t.Helper()
	var n int
	if err := h.pool.QueryRow(context.Background(), `SELECT count(*) FROM admin_audit_log
		WHERE action = $1 AND target_id = $2 AND admin_user_id IS NOT NULL`, action, target).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestAccountsAdminListAndView(t *testing.T) {
	h, _ := accountsHarness(t)
	tok, _ := adminToken(t, h, "ada@admin.test")
	admin := bearer(tok)
	_, mia := registerMember(t, h, "mia.list@example.test", "tote-swap-77", "Mia Lopez")
	_, zoe := registerMember(t, h, "zoe.list@example.test", "tote-swap-77", "Zoe Park")
	sqlExec(t, h.pool, `UPDATE users SET status = 'restricted' WHERE id = $1`, zoe)

	list := func(query string) map[string]any {
		return expectStatus(t, h.do("GET", "/admin/users"+query, "", admin...), 200)
	}
	ids := func(body map[string]any) []string {
		var out []string
		for _, u := range body["users"].([]any) {
			out = append(out, u.(map[string]any)["_id"].(string))
		}
		return out
	}
	all := list("")
	if all["total"].(float64) != 3 || all["page"].(float64) != 1 || all["per_page"].(float64) != 50 {
		t.Fatalf("list: %v", all)
	}
	if first := all["users"].([]any)[0].(map[string]any); first["_id"] != zoe || first["balance"] != 0.0 || first["items_count"] != 0.0 {
		t.Fatalf("newest first with figures: %v", first)
	}
	for query, want := range map[string]string{
		"?q=lopez": mia, "?q=ZOE.LIST@example.test": zoe, "?q=" + mia[18:]: mia, "?q=ID:%20" + zoe[16:]: zoe,
		"?status=restricted": zoe, "?q=" + mia: mia,
	} {
		if got := ids(list(query)); len(got) != 1 || got[0] != want {
			t.Errorf("%s: %v, want %s", query, got, want)
		}
	}
	if got := list("?q=100%25"); len(ids(got)) != 0 {
		t.Errorf("LIKE wildcards are not escaped: %v", got)
	}
	if got := list("?per_page=2&page=2"); len(ids(got)) != 1 || got["total"].(float64) != 3 {
		t.Errorf("paging: %v", got)
	}
	expectError(t, h.do("GET", "/admin/users?status=banned", "", admin...), 400,
		"Status filter must be active, disabled, restricted or deleted")

	// One member in detail.
	partner := testenv.Member(t, h.pool, "Pam")
	hat1, hat2 := testenv.Item(t, h.pool, mia, 12000), testenv.Item(t, h.pool, partner.ID, 8000)
	testenv.Item(t, h.pool, mia, 5000)
	trade := insertTrade(t, h, mia, partner.ID, hat1.ID, hat2.ID, "completed")
	sqlExec(t, h.pool, `INSERT INTO disputes (id, trade_id, user_id, reason, description) VALUES ($1, $2, $3, 'other', 'late')`,
		trade, trade, partner.ID)
	for i := range 12 {
		testenv.Fund(t, h.pool, mia, int64(100*(i+1)))
	}
	sqlExec(t, h.pool, `UPDATE users SET average_rating = 4.5, rating_count = 2 WHERE id = $1`, mia)

	for _, path := range []string{"/admin/users/" + mia + "/profile", "/api/admin/users/" + mia + "/profile"} {
		body := expectStatus(t, h.do("GET", path, "", admin...), 200)
		profile, stats := body["profile"].(map[string]any), body["stats"].(map[string]any)
		recent := body["recent_transactions"].([]any)
		if profile["email"] != "mia.list@example.test" || profile["balance"] != 78.0 || profile["phone"] != "305-555-0100" {
			t.Fatalf("%s profile: %v", path, profile)
		}
		want := map[string]float64{"items_count": 2, "trades_count": 1, "open_disputes": 1, "average_rating": 4.5, "rating_count": 2}
		for k, v := range want {
			if stats[k] != v {
				t.Errorf("%s stats.%s = %v, want %v", path, k, stats[k], v)
			}
		}
		if len(recent) != 10 || recent[0].(map[string]any)["amount"] != 12.0 || recent[0].(map[string]any)["type"] != "deposit" {
			t.Fatalf("%s recent transactions: %d %v", path, len(recent), recent[0])
		}
	}
	details := expectStatus(t, h.do("GET", "/admin/users/"+mia+"/details", "", admin...), 200)
	if details["user"].(map[string]any)["items_count"] != 2.0 || details["stats"].(map[string]any)["trades_completed"] != 1.0 {
		t.Fatalf("details: %v", details)
	}
	items := expectStatus(t, h.do("GET", "/admin/users/"+mia+"/items", "", admin...), 200)
	if items["total"] != 2.0 || len(items["items"].([]any)) != 2 {
		t.Fatalf("items: %v", items)
	}
	bal := expectStatus(t, h.do("GET", "/admin/users/"+mia+"/balance", "", admin...), 200)
	if bal["balance"] != 78.0 || bal["available_balance"] != 78.0 || bal["held"] != 0.0 || bal["user_email"] != "mia.list@example.test" {
		t.Fatalf("balance: %v", bal)
	}
	for _, p := range []string{"/details", "/profile", "/items", "/balance"} {
		expectError(t, h.do("GET", "/admin/users/0123456789abcdef01234567"+p, "", admin...), 404, accounts.MsgUserNotFound)
		expectError(t, h.do("GET", "/admin/users/nope"+p, "", admin...), 404, accounts.MsgUserNotFound)
	}
}

func TestAccountsAdminStatusDeleteAndMessages(t *testing.T) {
	h, mail := accountsHarness(t)
	tok, adminID := adminToken(t, h, "ada@admin.test")
	admin := bearer(tok)
	memberTok, mia := registerMember(t, h, "mia.status@example.test", "tote-swap-77", "Mia")
	status := func(s string) string { return mustJSON(map[string]string{"status": s, "reason": "test"}) }

	expectError(t, h.do("PUT", "/admin/users/"+mia+"/status", `{}`, admin...), 400, accounts.MsgBadStatus)
	expectError(t, h.do("PUT", "/admin/users/"+mia+"/status", status("deleted"), admin...), 400, accounts.MsgBadStatus)
	expectError(t, h.do("PUT", "/admin/users/"+adminID+"/status", status("disabled"), admin...), 400, accounts.MsgSelfStatus)
	expectError(t, h.do("PUT", "/admin/users/"+adminID+"/status", status("restricted"), admin...), 400, accounts.MsgSelfStatus)

	// Restricted: signs in, keeps profile and messages, loses member-only calls.
	body := expectStatus(t, h.do("PUT", "/admin/users/"+mia+"/status", status("restricted"), admin...), 200)
	if body["user"].(map[string]any)["is_restricted"] != true || body["message"] != "User status updated to restricted" {
		t.Fatalf("restrict: %v", body)
	}
	expectStatus(t, h.do("GET", "/user/profile", "", bearer(memberTok)...), 200)
	expectStatus(t, h.do("GET", "/hats/admin-messages", "", bearer(memberTok)...), 200)
	if rec := h.do("GET", "/hats/my-hats", "", bearer(memberTok)...); rec.Code != 403 {
		t.Fatalf("restricted member on a member route: %d", rec.Code)
	}
	// Disabled: every token refused at once, sign-in refused.
	expectStatus(t, h.do("PUT", "/admin/users/"+mia+"/status", status("disabled"), admin...), 200)
	if rec := h.do("GET", "/user/profile", "", bearer(memberTok)...); rec.Code != 401 {
		t.Fatalf("disabled member's token: %d", rec.Code)
	}
	expectError(t, h.do("POST", "/login", `{"email":"mia.status@example.test","password":"tote-swap-77"}`), 403, accounts.MsgDisabled)
	expectStatus(t, h.do("PUT", "/admin/users/"+mia+"/status", status("active"), admin...), 200)
	expectStatus(t, h.do("GET", "/user/profile", "", bearer(memberTok)...), 200)
	if n := auditCount(t, h, "user.status", mia); n != 3 {
		t.Fatalf("status changes audited: %d", n)
	}

	// Messages: stored, emailed, listed with the unread count, marked read.
	expectError(t, h.do("POST", "/admin/users/"+mia+"/message", `{"message":"   "}`, admin...), 400, accounts.MsgMessageEmpty)
	expectError(t, h.do("POST", "/admin/users/"+mia+"/message", `{}`, admin...), 400, accounts.MsgMessageEmpty)
	expectError(t, h.do("POST", "/admin/users/0123456789abcdef01234567/message", `{"message":"hi"}`, admin...), 404, accounts.MsgUserNotFound)
	sent := expectStatus(t, h.do("POST", "/admin/users/"+mia+"/message", `{"message":"Please update your ZIP code.","subject":"Your profile"}`, admin...), 200)
	if sent["success"] != true || sent["message"] != "Message sent to Mia successfully" {
		t.Fatalf("send: %v", sent)
	}
	expectStatus(t, h.do("POST", "/admin/users/"+mia+"/message", `{"message":"Second note"}`, admin...), 200)
	if m, ok := mail.Last("mia.status@example.test"); !ok || m.Subject != accounts.DefaultAdminSubject || m.Text == "" {
		t.Fatalf("email: %+v %v", m, ok)
	}
	inbox := expectStatus(t, h.do("GET", "/hats/admin-messages", "", bearer(memberTok)...), 200)
	msgs := inbox["messages"].([]any)
	if inbox["unread_count"] != 2.0 || inbox["total"] != 2.0 || len(msgs) != 2 {
		t.Fatalf("inbox: %v", inbox)
	}
	newest := msgs[0].(map[string]any)
	if newest["content"] != "Second note" || newest["read"] != false || newest["kind"] != "admin" || newest["timestamp"] == nil {
		t.Fatalf("newest: %v", newest)
	}
	older := msgs[1].(map[string]any)
	if older["subject"] != "Your profile" {
		t.Fatalf("older: %v", older)
	}
	otherTok, _ := registerMember(t, h, "other.inbox@example.test", "tote-swap-77", "Oli")
	expectError(t, h.do("PUT", "/hats/admin-messages/"+newest["_id"].(string)+"/mark-read", "", bearer(otherTok)...), 404, accounts.MsgMessageNotFound)
	expectError(t, h.do("PUT", "/hats/admin-messages/bad-id/mark-read", "", bearer(memberTok)...), 404, accounts.MsgMessageNotFound)
	read := expectStatus(t, h.do("PUT", "/hats/admin-messages/"+newest["_id"].(string)+"/mark-read", "", bearer(memberTok)...), 200)
	if read["unread_count"] != 1.0 {
		t.Fatalf("mark read: %v", read)
	}
	expectStatus(t, h.do("PUT", "/hats/admin-messages/"+newest["_id"].(string)+"/mark-read", "", bearer(memberTok)...), 200)
	if n := auditCount(t, h, "user.message", mia); n != 2 {
		t.Fatalf("messages audited: %d", n)
	}
	// No email for members who turned emails off.
	before := len(mail.Sent())
	expectStatus(t, h.do("PUT", "/user/notification-preferences", `{"email_notifications":false}`, bearer(memberTok)...), 200)
	expectStatus(t, h.do("POST", "/admin/users/"+mia+"/message", `{"message":"Quiet"}`, admin...), 200)
	if len(mail.Sent()) != before {
		t.Fatal("emailed a member who turned emails off")
	}

	// Delete: not oneself, not during an accepted trade; then gone for good.
	expectError(t, h.do("DELETE", "/admin/users/"+adminID, "", admin...), 400, accounts.MsgSelfDelete)
	partner := testenv.Member(t, h.pool, "Pam")
	hat := testenv.Item(t, h.pool, mia, 10000)
	trade := insertTrade(t, h, partner.ID, mia, testenv.Item(t, h.pool, partner.ID, 9000).ID, hat.ID, "accepted")
	expectError(t, h.do("DELETE", "/admin/users/"+mia, "", admin...), 409, accounts.MsgMemberOpenTrade)
	sqlExec(t, h.pool, `UPDATE trades SET status = 'completed' WHERE id = $1`, trade)
	testenv.Fund(t, h.pool, mia, 3300)
	got := expectStatus(t, h.do("DELETE", "/admin/users/"+mia, "", admin...), 200)
	if got["success"] != true {
		t.Fatalf("delete: %v", got)
	}
	var st, reason string
	var final int64
	_ = h.pool.QueryRow(context.Background(), `SELECT u.status, d.reason, d.final_balance_cents FROM users u
		JOIN deleted_accounts d ON d.original_user_id = u.id WHERE u.id = $1`, mia).Scan(&st, &reason, &final)
	if st != "deleted" || reason != accounts.ReasonAdminDeleted || final != 3300 {
		t.Fatalf("deleted: %s %s %d", st, reason, final)
	}
	var live int
	_ = h.pool.QueryRow(context.Background(), `SELECT count(*) FROM items WHERE owner_id = $1 AND status <> 'removed'`, mia).Scan(&live)
	if live != 0 || auditCount(t, h, "user.delete", mia) != 1 {
		t.Fatalf("items left %d, audit %d", live, auditCount(t, h, "user.delete", mia))
	}
	if rec := h.do("GET", "/user/profile", "", bearer(memberTok)...); rec.Code != 401 {
		t.Fatalf("deleted member's token: %d", rec.Code)
	}
	expectError(t, h.do("DELETE", "/admin/users/"+mia, "", admin...), 409, accounts.MsgAlreadyDeleted)
	expectError(t, h.do("PUT", "/admin/users/"+mia+"/status", status("active"), admin...), 409, accounts.MsgAlreadyDeleted)
	if got := expectStatus(t, h.do("GET", "/admin/users?status=deleted", "", admin...), 200); got["total"] != 1.0 {
		t.Fatalf("deleted filter: %v", got)
	}
}

// Administrators need 12 characters off the common list, on creation, a
// change and a reset; members keep the specification's 6.
func TestAccountsAdminPasswordRule(t *testing.T) {
	h, mail := accountsHarness(t)
	svc := accounts.NewService(h.pool)
	for _, pw := range []string{"tote-swap-9", "louisvuitton"} {
		if _, _, err := svc.EnsureAdmin(context.Background(), "weak@admin.test", pw, ""); err == nil {
			t.Fatalf("administrator created with %q", pw)
		}
	}
	tok, _ := adminToken(t, h, "ada@admin.test")
	change := func(cur, next string) string {
		return mustJSON(map[string]string{"currentPassword": cur, "newPassword": next})
	}
	expectError(t, h.do("PUT", "/change-password", change("admin-pass-2026", "tote-swap-9"), bearer(tok)...), 400,
		accounts.MsgAdminPasswordShort)
	expectError(t, h.do("PUT", "/change-password", change("admin-pass-2026", "1qaz2wsx3edc"), bearer(tok)...), 400,
		accounts.MsgPasswordCommon)
	expectStatus(t, h.do("PUT", "/change-password", change("admin-pass-2026", "admin-pass-2027"), bearer(tok)...), 200)

	expectStatus(t, h.do("POST", "/password-reset/request", `{"email":"ada@admin.test"}`), 200)
	reset := tokenFromEmail(t, mail, "ada@admin.test", "/reset-password")
	confirm := func(pw string) string { return mustJSON(map[string]string{"token": reset, "password": pw}) }
	expectError(t, h.do("POST", "/password-reset/confirm", confirm("tote-swap-9")), 400, accounts.MsgAdminPasswordShort)
	expectStatus(t, h.do("POST", "/password-reset/confirm", confirm("admin-pass-2028")), 200) // the link still works

	member, _ := registerMember(t, h, "mia@example.test", "tote-swap-77", "Mia")
	expectStatus(t, h.do("PUT", "/change-password", change("tote-swap-77", "tote-swap-9"), bearer(member)...), 200)
}
