package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

const keyReusedMessage = "This Idempotency-Key was already used for a different request. Use a new key for a new request."

// postAtOnce fires the same POST with the same Idempotency-Key from n
// goroutines released together and returns the answers.
func (h *harness) postAtOnce(n int, path, key string, body any, auth []string) []*httptest.ResponseRecorder {
	h.t.Helper()
	raw, _ := json.Marshal(body)
	headers := append([]string{idempotencyHeader, key}, auth...)
	out := make([]*httptest.ResponseRecorder, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			out[i] = h.serve(newTestRequest("POST", path, string(raw), headers...))
		}()
	}
	close(start)
	wg.Wait()
	return out
}

// sameAnswers checks every answer has the status and the first one's body
// (all but one marked replayed) and returns that body.
func sameAnswers(t *testing.T, recs []*httptest.ResponseRecorder, status int) map[string]any {
	t.Helper()
	replayed := 0
	for _, r := range recs {
		if r.Code != status || r.Body.String() != recs[0].Body.String() {
			t.Fatalf("answers differ: %d %s / %d %s", r.Code, r.Body, recs[0].Code, recs[0].Body)
		}
		if r.Header().Get(idempotentReplayHeader) == "true" {
			replayed++
		}
	}
	if replayed != len(recs)-1 {
		t.Fatalf("%d of %d answers marked replayed", replayed, len(recs))
	}
	var out map[string]any
	_ = json.Unmarshal(recs[0].Body.Bytes(), &out)
	return out
}

func TestMoneyWithdrawalWithIdempotencyKeyMovesMoneyOnce(t *testing.T) {
	h := moneyHarness(t)
	ana, auth := moneyMember(h, "Ana", 60_000)
	bea, beaAuth := moneyMember(h, "Bea", 60_000)
	body := map[string]any{"amount": 490, "note": "$ana", "method": "cashapp"}

	out := sameAnswers(t, h.postAtOnce(20, "/user/balance/withdraw", "w-1", body, auth), http.StatusCreated)
	if out["balance"] != 110.0 || out["available_balance"] != 110.0 {
		t.Fatalf("answer: %v", out)
	}
	if n := moneyCount(h, `SELECT count(*) FROM withdrawals WHERE user_id = $1`, ana); n != 1 {
		t.Fatalf("%d withdrawals", n)
	}
	if n := moneyCount(h, `SELECT count(*) FROM transactions WHERE user_id = $1 AND type = 'withdraw'`, ana); n != 1 {
		t.Fatalf("%d withdraw rows", n)
	}
	h.wantBalance("after 20 identical withdrawals", ana, 11_000, 0)

	// A retry once the daily limit is used answers the first withdrawal, not the limit.
	later := h.do("POST", "/user/balance/withdraw", `{"method": "cashapp", "amount": 490.00, "note": "$ana"}`, append([]string{idempotencyHeader, "w-1"}, auth...)...)
	if later.Code != http.StatusCreated || !strings.Contains(later.Body.String(), out["withdrawal_id"].(string)) {
		t.Fatalf("late retry: %d %s", later.Code, later.Body)
	}
	body["amount"] = 10
	h.refused(h.do("POST", "/user/balance/withdraw", `{"amount": 10, "note": "$ana", "method": "cashapp"}`,
		append([]string{idempotencyHeader, "w-1"}, auth...)...), http.StatusUnprocessableEntity, keyReusedMessage)
	h.refused(h.do("POST", "/user/balance/withdraw", `{"amount": 10, "note": "$ana"}`,
		append([]string{idempotencyHeader, strings.Repeat("k", 101)}, auth...)...), http.StatusBadRequest, "Idempotency-Key can be at most 100 characters")

	// Keys belong to their member.
	sameAnswers(t, h.postAtOnce(1, "/user/balance/withdraw", "w-1", body, beaAuth), http.StatusCreated)
	h.wantBalance("another member with the same key", bea, 59_000, 0)

	// Without a header every request is a new withdrawal, as before.
	h.jsonDo(201, "POST", "/user/balance/withdraw", body, beaAuth)
	h.jsonDo(201, "POST", "/user/balance/withdraw", body, beaAuth)
	h.wantBalance("two requests without a key", bea, 57_000, 0)
}

func TestMoneyAdminMovesWithIdempotencyKeyMoveMoneyOnce(t *testing.T) {
	h := moneyHarness(t)
	admin := h.admin()
	mia, _ := moneyMember(h, "Mia", 10_000)
	credit := map[string]any{"user_id": mia, "amount": 25, "direction": "credit", "reason": "Goodwill"}

	out := sameAnswers(t, h.postAtOnce(20, "/admin/adjust-balance", "adj-1", credit, admin), http.StatusOK)
	if out["balance"] != 125.0 {
		t.Fatalf("credit answer: %v", out)
	}
	h.wantBalance("after 20 identical credits", mia, 12_500, 0)
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action = 'money.credit'`); n != 1 {
		t.Fatalf("%d audit rows", n)
	}
	debit := map[string]any{"user_id": mia, "amount": 25, "direction": "debit", "reason": "Goodwill"}
	h.refused(h.doJSON("POST", "/admin/adjust-balance", debit, append([]string{idempotencyHeader, "adj-1"}, admin...)),
		http.StatusUnprocessableEntity, keyReusedMessage)

	sameAnswers(t, h.postAtOnce(20, "/admin/adjust-balance", "adj-2", debit, admin), http.StatusOK)
	h.wantBalance("after 20 identical debits", mia, 10_000, 0)

	refund := map[string]any{"user_id": mia, "amount": 7, "reason": "Late parcel"}
	sameAnswers(t, h.postAtOnce(20, "/admin/refund", "adj-1", refund, admin), http.StatusOK) // another route, another key
	h.wantBalance("after 20 identical refunds", mia, 10_700, 0)
	if n := moneyCount(h, `SELECT count(*) FROM transactions WHERE user_id = $1 AND created_by IS NOT NULL`, mia); n != 3 {
		t.Fatalf("%d admin movements, want 3", n)
	}

	h.jsonDo(200, "POST", "/admin/refund", refund, admin)
	h.jsonDo(200, "POST", "/admin/refund", refund, admin)
	h.wantBalance("two refunds without a key", mia, 12_100, 0)
}
