package api

import (
	"encoding/json"
	"net/http/httptest"
	"testing"

	"pursetrade/internal/config"
	"pursetrade/internal/ids"
)

const approvalCents = 50_000 // the production default

func approvalHarness(t *testing.T) *harness {
	return moneyHarness(t, func(c *config.Config) { c.AdminApprovalCents = approvalCents })
}

// askApproval sends a movement above the threshold and returns the waiting request.
func askApproval(h *harness, path string, body map[string]any, auth []string) map[string]any {
	h.t.Helper()
	out := h.jsonDo(202, "POST", path, body, auth)
	a, _ := out["approval"].(map[string]any)
	if out["pending"] != true || a["status"] != "pending" {
		h.t.Fatalf("%s: %v", path, out)
	}
	return a
}

// A credit, refund or debit above ADMIN_APPROVAL_CENTS moves nothing until
// another administrator approves it; the asker cannot approve it but can
// cancel it; another administrator can reject it; the audit log names who
// asked and who approved.
func TestMoneyAdminApprovalQueue(t *testing.T) {
	h := approvalHarness(t)
	mia, _ := moneyMember(h, "Mia", 1_000)
	asker, askerAuth := h.adminUserID(), h.admin()
	approver, approverAuth := moneyAdmin(h, "Second Admin")
	_, thirdAuth := moneyAdmin(h, "Third Admin")

	// At the threshold the money moves at once.
	h.jsonDo(200, "POST", "/admin/adjust-balance", map[string]any{"user_id": mia, "amount": 500, "direction": "credit"}, askerAuth)
	cents := int64(1_000 + 50_000)

	credit := map[string]any{"user_id": mia, "amount": 600, "direction": "credit", "reason": "Lost parcel"}
	key := []string{"Idempotency-Key", "credit-" + ids.New()}
	first := h.do("POST", "/admin/adjust-balance", mustJSON(credit), append(askerAuth, key...)...)
	again := h.do("POST", "/admin/adjust-balance", mustJSON(credit), append(askerAuth, key...)...)
	if first.Code != 202 || again.Code != 202 || again.Header().Get(idempotentReplayHeader) != "true" {
		t.Fatalf("retried request: %d %s / %d %s", first.Code, first.Body, again.Code, again.Body)
	}
	var asked struct {
		Message  string         `json:"message"`
		Approval map[string]any `json:"approval"`
	}
	if err := json.Unmarshal(first.Body.Bytes(), &asked); err != nil {
		t.Fatal(err)
	}
	pending := asked.Approval
	if asked.Message != "The credit of $600.00 to Mia waits for another administrator's approval." ||
		pending["requested_by"] != asker || pending["user_id"] != mia || moneyNum(t, pending, "amount") != 60_000 {
		t.Fatalf("request: %s", first.Body)
	}
	h.wantBalance("while it waits", mia, cents, 0)

	queue := h.jsonDo(200, "GET", "/admin/money-approvals", nil, approverAuth)
	if queue["total"].(float64) != 1 || queue["approvals"].([]any)[0].(map[string]any)["_id"] != pending["_id"] {
		t.Fatalf("queue: %v", queue)
	}
	approve := func(id string, auth []string) *httptest.ResponseRecorder {
		return h.doJSON("POST", "/admin/money-approvals/"+id+"/approve", map[string]any{"admin_note": "Checked"}, auth)
	}
	id := pending["_id"].(string)
	h.refused(approve(id, askerAuth), 403, "You asked for this movement: another administrator must approve it.")
	h.wantBalance("after the asker's approval", mia, cents, 0)

	out := expectStatus(t, approve(id, approverAuth), 200)
	cents += 60_000
	a := out["approval"].(map[string]any)
	if moneyNum(t, out, "balance") != cents || a["status"] != "approved" || a["decided_by"] != approver ||
		a["decided_by_name"] != "Second Admin" || a["requested_by_name"] != "Admin" || a["transaction_id"] == nil {
		t.Fatalf("approved: %v", out)
	}
	h.wantBalance("after the approval", mia, cents, 0)
	h.refused(approve(id, thirdAuth), 409, "This request is already approved.")
	h.refused(h.do("POST", "/admin/money-approvals/"+id+"/reject", "", thirdAuth...), 409, "This request is already approved.")
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action = 'money.credit' AND admin_user_id = $1
		AND details->>'requested_by' = $2 AND details->>'approved_by' = $1 AND details->>'approval_id' = $3`, approver, asker, id); n != 1 {
		t.Fatalf("%d audit rows of the approved credit", n)
	}
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action = 'money.approval_request' AND admin_user_id = $1 AND target_id = $2`,
		asker, id); n != 1 {
		t.Fatalf("%d audit rows of the request", n)
	}

	// Another administrator rejects a refund; the asker cancels a debit.
	refund := askApproval(h, "/admin/refund", map[string]any{"user_id": mia, "amount": 700}, askerAuth)
	rejected := h.jsonDo(200, "POST", "/admin/money-approvals/"+refund["_id"].(string)+"/reject", map[string]any{"reason": "No proof"}, thirdAuth)
	if r := rejected["approval"].(map[string]any); r["status"] != "rejected" || r["decision_note"] != "No proof" {
		t.Fatalf("rejected: %v", rejected)
	}
	debit := askApproval(h, "/admin/adjust-balance", map[string]any{"user_id": mia, "amount": 800, "direction": "debit"}, askerAuth)
	cancelled := h.jsonDo(200, "POST", "/admin/money-approvals/"+debit["_id"].(string)+"/reject", nil, askerAuth)
	if cancelled["approval"].(map[string]any)["status"] != "cancelled" {
		t.Fatalf("cancelled: %v", cancelled)
	}
	h.refused(approve(debit["_id"].(string), approverAuth), 409, "This request is already cancelled.")

	// A debit beyond what the member has stays pending when approved.
	big := askApproval(h, "/admin/adjust-balance", map[string]any{"user_id": mia, "amount": 5_000, "direction": "debit"}, askerAuth)
	h.refused(approve(big["_id"].(string), approverAuth), 422, "Insufficient available balance: the member has $1,110.00 available.")
	h.wantBalance("after the refused debit", mia, cents, 0)

	// A request for an administrator's own account: they may neither approve nor reject it.
	own := askApproval(h, "/admin/refund", map[string]any{"user_id": approver, "amount": 900}, askerAuth)
	h.refused(approve(own["_id"].(string), approverAuth), 403, ownAccountMessage)
	h.refused(h.do("POST", "/admin/money-approvals/"+own["_id"].(string)+"/reject", "", approverAuth...), 403, ownAccountMessage)
	h.jsonDo(200, "POST", "/admin/money-approvals/"+own["_id"].(string)+"/approve", nil, thirdAuth)
	h.wantBalance("the approver's own refund, approved by a third", approver, 90_000, 0)

	h.refused(approve(ids.New(), approverAuth), 404, "Approval request not found")
	h.refused(approve("nope", approverAuth), 404, "Approval request not found")
	for query, want := range map[string]float64{"": 1, "status=approved": 2, "status=rejected": 1, "status=cancelled": 1,
		"status=all": 5, "status=all&per_page=2&page=3": 5} {
		if got := h.jsonDo(200, "GET", "/admin/money-approvals?"+query, nil, approverAuth)["total"].(float64); got != want {
			t.Errorf("%q: total %v, want %v", query, got, want)
		}
	}
	if page := h.jsonDo(200, "GET", "/admin/money-approvals?status=all&per_page=2&page=3", nil, approverAuth)["approvals"].([]any); len(page) != 1 {
		t.Fatalf("last page: %d", len(page))
	}
	h.refused(h.do("GET", "/admin/money-approvals?status=lost", "", approverAuth...), 400,
		"status must be one of pending, approved, rejected, cancelled or all")
	if n := moneyCount(h, `SELECT count(*) FROM transactions WHERE user_id = $1 AND type IN ('refund', 'adjustment')`, mia); n != 2 {
		t.Fatalf("%d movements of Mia's, want the one at the threshold and the approved one", n)
	}
}

// Administrators approving the same request at the same instant: one
// movement, every other answer a 409, and the ledger balances (moneyHarness).
func TestMoneyAdminApprovalRace(t *testing.T) {
	h := approvalHarness(t)
	mia, _ := moneyMember(h, "Mia", 0)
	var admins [][]string
	for i := range 6 {
		_, auth := moneyAdmin(h, "Approver "+string(rune('A'+i)))
		admins = append(admins, auth)
	}
	id := askApproval(h, "/admin/refund", map[string]any{"user_id": mia, "amount": 750}, h.admin())["_id"].(string)
	recs := parallel(len(admins), func(i int) *httptest.ResponseRecorder {
		return h.do("POST", "/admin/money-approvals/"+id+"/approve", "", admins[i]...)
	})
	if got := statusCounts(recs); got[200] != 1 || got[409] != len(admins)-1 {
		t.Fatalf("answers: %v", got)
	}
	for _, r := range recs {
		if r.Code == 409 {
			h.refused(r, 409, "This request is already approved.")
		}
	}
	h.wantBalance("after the race", mia, 75_000, 0)
	if n := moneyCount(h, `SELECT count(*) FROM transactions WHERE user_id = $1`, mia); n != 1 {
		t.Fatalf("%d movements", n)
	}
}
