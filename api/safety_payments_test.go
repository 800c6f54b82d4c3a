package api

import (
	"strings"
	"testing"

	"pursetrade/internal/config"
)

// Without Stripe and without TEST_CHECKOUT (production's default) nobody can
// open the pretend card page that credits without payment.
func TestSafetyCardPaymentsOffUnlessConfigured(t *testing.T) {
	h := moneyHarness(t, func(c *config.Config) { c.TestCheckout = false })
	_, auth := moneyMember(h, "Mia", 0)
	rec := h.do("POST", "/payments/create-checkout-session", `{"amount":1000000}`, auth...)
	h.refused(rec, 503, "Card payments are not configured.")
	if _, code := decodeError(t, rec); code != CodePaymentsUnconfigured {
		t.Fatalf("code %q", code)
	}
	h.refused(h.do("POST", "/payments/verify-session", `{"session_id":"cs_test_local_x"}`, auth...), 503, "Card payments are not configured.")
	for _, rt := range h.srv.routes() {
		if strings.Contains(rt.path, "test-checkout") {
			t.Fatalf("test checkout route registered: %s %s", rt.method, rt.path)
		}
	}
	if rec := moneyForm(h, "/payments/test-checkout/cs_test_local_x/complete", "funding=debit"); rec.Code != 404 {
		t.Fatalf("test checkout complete answers: %d", rec.Code)
	}
	if n := moneyCount(h, `SELECT count(*) FROM card_deposits`); n != 0 {
		t.Fatalf("%d card deposits opened", n)
	}
}
