package api

import (
	"net/http/httptest"
	"sync"
	"testing"
)

const (
	msgVerifyYourself = "A trade with a bag worth more than $120.00 needs both members to verify their identity. Please verify your identity from your profile."
	msgVerifyOther    = "A trade with a bag worth more than $120.00 needs both members to verify their identity. The other member has not verified theirs yet."
)

func (h *harness) requireVerificationAbove(dollars any) {
	h.t.Helper()
	h.jsonDo(200, "PUT", "/admin/settings/verification", map[string]any{"verification_required_above": dollars}, h.admin())
}

func (h *harness) refusedVerification(rec *httptest.ResponseRecorder, message string) {
	h.t.Helper()
	h.refused(rec, 422, message)
	if _, code := decodeError(h.t, rec); code != "verification_required" {
		h.t.Fatalf("code %s", code)
	}
}

// Ana ($100 bag) and Bea ($150 bag) with verification required above $120:
// request, modify and accept each refuse until both are verified.
func TestVerificationRequiredToRequestModifyAndAccept(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000)
	start, end := tradeDates(7)
	body := map[string]any{"hat1_id": ana.bag.ID, "hat2_id": bea.bag.ID, "start_date": start, "end_date": end, "delivery_method": "pickup"}

	h.requireVerificationAbove(120)
	h.refusedVerification(h.doJSON("POST", "/trades", body, ana.auth), msgVerifyYourself)
	verifyThroughTestPage(h, ana.auth, "verified")
	h.refusedVerification(h.doJSON("POST", "/trades", body, ana.auth), msgVerifyOther)
	h.wantBalance("refused requests hold nothing", ana.user.ID, 50_000, 0)

	// At or under the value, nothing is required.
	h.requireVerificationAbove(150)
	id := h.request(ana, bea, "pickup")
	d := h.jsonDo(200, "GET", "/trades/"+id, nil, bea.auth)["trade"].(map[string]any)
	if d["user1_verified"] != true || d["user2_verified"] != false {
		t.Fatalf("badges: %v %v", d["user1_verified"], d["user2_verified"])
	}
	h.requireVerificationAbove(120)
	h.refusedVerification(h.do("PUT", "/trades/"+id+"/accept", "", bea.auth...), msgVerifyYourself)
	_, later := tradeDates(8)
	h.refusedVerification(h.doJSON("PUT", "/trades/"+id+"/modify", map[string]any{"end_date": later}, bea.auth), msgVerifyYourself)
	h.wantBalance("a refused accept charges nothing", bea.user.ID, 50_000, 0)
	if tr := h.jsonDo(200, "GET", "/trades/"+id, nil, bea.auth)["trade"].(map[string]any); tr["status"] != "pending" {
		t.Fatalf("after refusals: %v", tr["status"])
	}

	verifyThroughTestPage(h, bea.auth, "verified")
	out := h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	if out["trade"].(map[string]any)["status"] != "accepted" {
		t.Fatalf("accept: %v", out)
	}
	h.balanced()
}

// A modification's approval is an accept: it refuses too, naming the
// member who is not verified.
func TestVerificationRequiredToModifyAndApprove(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 11_000)
	id := h.request(ana, bea, "pickup")
	verifyThroughTestPage(h, bea.auth, "verified")
	h.requireVerificationAbove(120) // both bags are under it
	_, later := tradeDates(8)
	h.jsonDo(200, "PUT", "/trades/"+id+"/modify", map[string]any{"end_date": later, "mod_message": "A day more?"}, bea.auth)
	h.requireVerificationAbove(100)
	_, evenLater := tradeDates(9)
	h.refusedVerification(h.doJSON("PUT", "/trades/"+id+"/modify", map[string]any{"end_date": evenLater}, ana.auth),
		"A trade with a bag worth more than $100.00 needs both members to verify their identity. Please verify your identity from your profile.")
	h.refusedVerification(h.do("PUT", "/trades/"+id+"/approve", "", ana.auth...),
		"A trade with a bag worth more than $100.00 needs both members to verify their identity. Please verify your identity from your profile.")
	verifyThroughTestPage(h, ana.auth, "verified")
	if out := h.jsonDo(200, "PUT", "/trades/"+id+"/approve", nil, ana.auth); out["trade"].(map[string]any)["status"] != "accepted" {
		t.Fatalf("approve: %v", out)
	}
	h.balanced()
}

// An accept racing an administrator's reset of the accepter: either the
// accept committed first (and the reset follows), or it sees the reset and
// refuses, moving nothing. Never both a refusal and money moved.
func TestVerificationAcceptRacesReset(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000)
	verifyThroughTestPage(h, ana.auth, "verified")
	verifyThroughTestPage(h, bea.auth, "verified")
	h.requireVerificationAbove(120)
	for round := range 3 {
		id := h.request(ana, bea, "pickup")
		var accept *httptest.ResponseRecorder
		var wg sync.WaitGroup
		wg.Go(func() { accept = h.do("PUT", "/trades/"+id+"/accept", "", bea.auth...) })
		wg.Go(func() { h.jsonDo(200, "POST", "/admin/users/"+bea.user.ID+"/verification/reset", nil, h.admin()) })
		wg.Wait()
		status := h.jsonDo(200, "GET", "/trades/"+id, nil, bea.auth)["trade"].(map[string]any)["status"]
		switch accept.Code {
		case 200:
			if status != "accepted" {
				t.Fatalf("round %d: accepted answer, trade %v", round, status)
			}
			h.jsonDo(200, "PUT", "/trades/"+id+"/cancel", nil, bea.auth)
		case 422:
			h.refusedVerification(accept, msgVerifyYourself)
			if status != "pending" {
				t.Fatalf("round %d: refused accept, trade %v", round, status)
			}
			h.jsonDo(200, "PUT", "/trades/"+id+"/cancel", nil, ana.auth)
		default:
			t.Fatalf("round %d: accept %d %s", round, accept.Code, accept.Body)
		}
		h.balanced()
		verifyThroughTestPage(h, bea.auth, "verified")
	}
}
