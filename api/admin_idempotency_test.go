package api

import (
	"net/http/httptest"
	"testing"
)

// An administrator's action sent many times at once with one
// Idempotency-Key happens once, and every copy gets the first answer; a
// retry after the answer was lost gets it too. Without a key every call is
// a new action, as before. Trade updates, actions on an ended
// trade (kept on its projection) and actions outside trades all work so.
func TestAdminActionsWithAKeyApplyOnce(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	admin := h.admin()
	const n = 6
	keyed := func(method, path, body, key string) []*httptest.ResponseRecorder {
		return parallel(n, func(int) *httptest.ResponseRecorder {
			return h.do(method, path, body, append(admin, idempotencyHeader, key)...)
		})
	}
	audits := func(action, target string) int {
		return h.count(`SELECT count(*) FROM admin_audit_log WHERE action = $1 AND target_id = $2`, action, target)
	}

	override := `{"user_id":"` + ana.user.ID + `","reason":"courier confirmed"}`
	sameAnswers(t, keyed("POST", "/admin/trades/"+id+"/override-received", override, "override-1"), 200)
	if got := audits("trade.admin_override_received", id); got != 1 {
		t.Fatalf("override audited %d times", got)
	}
	if got := h.count(`SELECT count(*) FROM trade_events WHERE trade_id = $1 AND kind = 'admin_override'`, id); got != 1 {
		t.Fatalf("override recorded %d times", got)
	}
	retry := h.do("POST", "/admin/trades/"+id+"/override-received", override, append(admin, idempotencyHeader, "override-1")...)
	if retry.Code != 200 || retry.Header().Get(idempotentReplayHeader) != "true" {
		t.Fatalf("retry after a lost answer: %d %s", retry.Code, retry.Body)
	}
	h.jsonDo(200, "POST", "/admin/trades/"+id+"/override-received", map[string]any{"user_id": ana.user.ID}, admin)
	if got := h.count(`SELECT count(*) FROM trade_events WHERE trade_id = $1 AND kind = 'admin_override'`, id); got != 2 {
		t.Fatalf("without a key a call is a new action: %d overrides, want 2", got)
	}
	h.refused(h.do("POST", "/admin/trades/"+id+"/override-received", `{"user_id":"`+bea.user.ID+`"}`,
		append(admin, idempotencyHeader, "override-1")...), 422, keyReusedMessage)

	// An ended trade: flagging it changes its projection once.
	cy, dee := h.party("Cy", 50_000, 10_000), h.party("Dee", 50_000, 10_000)
	other := h.request(cy, dee, "pickup")
	h.jsonDo(200, "PUT", "/trades/"+other+"/reject", nil, dee.auth)
	h.waitClosed(other)
	sameAnswers(t, keyed("POST", "/admin/trades/"+other+"/flag", `{"reason":"odd pair"}`, "flag-1"), 200)
	if got := audits("trade.admin_flag", other); got != 1 {
		t.Fatalf("flag of an ended trade audited %d times", got)
	}
	if got := h.count(`SELECT count(*) FROM trades, jsonb_array_elements(view->'timeline') e WHERE id = $1 AND e->>'kind' = 'admin_flag'`, other); got != 1 {
		t.Fatalf("flag of an ended trade recorded %d times", got)
	}

	// Outside trades: a member's status.
	sameAnswers(t, keyed("PUT", "/admin/users/"+ana.user.ID+"/status", `{"status":"restricted","reason":"check"}`, "restrict-1"), 200)
	if got := audits("user.status", ana.user.ID); got != 1 {
		t.Fatalf("restriction audited %d times", got)
	}
	h.balanced()
}
