package api

import (
	"testing"

	"pursetrade/internal/devtools/testenv"
)

const ownAccountMessage = "Administrators cannot move money on their own account. Another administrator must do it."

// moneyAdmin makes another administrator and returns their id and auth headers.
func moneyAdmin(h *harness, name string) (string, []string) {
	h.t.Helper()
	id, auth := moneyMember(h, name, 0)
	sqlExec(h.t, h.pool, `UPDATE users SET is_admin = true WHERE id = $1`, id)
	return id, auth
}

// An administrator's credit, refund or debit to themselves, deleting a row
// of their own ledger, and a decision on their own withdrawal or deposit, are
// refused and move nothing; another administrator may do each of them.
func TestMoneyAdminCannotPayThemselves(t *testing.T) {
	h := moneyHarness(t)
	self := h.adminUserID()
	testenv.Fund(h.t, h.pool, self, 10_000)
	admin := h.admin()
	var email string
	if err := h.pool.QueryRow(t.Context(), `SELECT email FROM users WHERE id = $1`, self).Scan(&email); err != nil {
		t.Fatal(err)
	}
	for _, ref := range []string{self, email, self[16:]} {
		h.refused(h.doJSON("POST", "/admin/refund", map[string]any{"user_id": ref, "amount": 25, "reason": "Mine"}, admin), 403, ownAccountMessage)
		for _, dir := range []string{"credit", "debit"} {
			h.refused(h.doJSON("POST", "/admin/adjust-balance", map[string]any{"user_id": ref, "amount": 25, "direction": dir}, admin),
				403, ownAccountMessage)
		}
	}
	withdrawal := h.jsonDo(201, "POST", "/user/balance/withdraw", map[string]any{"amount": 20, "note": "$me", "method": "cashapp"}, admin)
	wid := withdrawal["withdrawal_id"].(string)
	deposit := h.jsonDo(201, "POST", "/deposits/manual", map[string]any{"amount": 30, "payment_method": "zelle"}, admin)
	did := h.jsonDo(200, "GET", "/user/manual-deposits", nil, admin)["deposits"].([]any)[0].(map[string]any)["_id"].(string)
	if deposit["reference_number"] == nil {
		t.Fatalf("deposit: %v", deposit)
	}
	for _, path := range []string{"/admin/withdrawals/" + wid + "/mark-failed", "/admin/withdrawals/" + wid + "/mark-paid",
		"/admin/manual-deposits/" + did + "/process", "/admin/manual-deposits/" + did + "/reject"} {
		h.refused(h.doJSON("POST", path, map[string]any{"admin_note": "Done"}, admin), 403, ownAccountMessage)
	}
	h.wantBalance("the administrator", self, 10_000-2_000, 0)
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE admin_user_id = $1`, self); n != 0 {
		t.Fatalf("%d audit rows of refused actions", n)
	}
	if n := moneyCount(h, `SELECT count(*) FROM transactions WHERE user_id = $1`, self); n != 2 {
		t.Fatalf("%d ledger rows, want the deposit and the withdrawal", n)
	}

	// Another administrator may do each of them.
	_, other := moneyAdmin(h, "Second Admin")
	credited := h.jsonDo(200, "POST", "/admin/adjust-balance", map[string]any{"user_id": self, "amount": 25, "direction": "credit"}, other)
	// Deleting a row of one's own ledger would move money too.
	row := credited["transaction"].(map[string]any)["_id"].(string)
	h.refused(h.do("DELETE", "/admin/transactions/"+row+"/delete", "", admin...), 403, ownAccountMessage)
	h.jsonDo(200, "POST", "/admin/withdrawals/"+wid+"/mark-failed", map[string]any{"reason": "Wrong tag"}, other)
	h.jsonDo(200, "POST", "/admin/manual-deposits/"+did+"/process", nil, other)
	h.wantBalance("after the other administrator", self, 10_000-2_000+2_500+2_000+3_000, 0)
}
