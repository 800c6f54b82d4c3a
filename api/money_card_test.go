package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"pursetrade/internal/config"
)

func moneyStartCheckout(h *harness, auth []string, amount any) (url, session string) {
	h.t.Helper()
	out := h.jsonDo(200, "POST", "/payments/create-checkout-session",
		map[string]any{"amount": amount, "return_url": h.cfg.WebOrigin + "/?tab=balance"}, auth)
	url, _ = out["url"].(string)
	session, _ = out["session_id"].(string)
	if url == "" || session == "" {
		h.t.Fatalf("checkout: %v", out)
	}
	return url, session
}

func TestMoneyTestCheckoutDebitCreditsOnce(t *testing.T) {
	h := moneyHarness(t)
	mia, auth := moneyMember(h, "Mia", 0)
	_, otherAuth := moneyMember(h, "Oli", 0)
	for body, msg := range map[string]string{
		`{}`:               "Please enter a valid amount of at least $5",
		`{"amount":4.99}`:  "Please enter a valid amount of at least $5",
		`{"amount":"ten"}`: "Please enter a valid amount of at least $5",
		`{"amount":20,"return_url":"https://evil.example/"}`:                 "return_url must be a page of " + h.cfg.WebOrigin,
		`{"amount":20,"return_url":"` + h.cfg.WebOrigin + `@evil.example/"}`: "return_url must be a page of " + h.cfg.WebOrigin,
	} {
		h.refused(h.do("POST", "/payments/create-checkout-session", body, auth...), 400, msg)
	}
	page, session := moneyStartCheckout(h, auth, 42.5)
	if !strings.HasSuffix(page, "/payments/test-checkout/"+session) {
		t.Fatalf("test checkout url: %s", page)
	}
	u, _ := url.Parse(page)
	rec := h.do("GET", u.Path, "")
	html := rec.Body.String()
	for _, want := range []string{"TEST MODE — no real card is charged", "$42.50", "Pay with test debit card",
		"Pay with test credit card", "add_funds=cancel"} {
		if !strings.Contains(html, want) {
			t.Fatalf("test page lacks %q: %d %s", want, rec.Code, html)
		}
	}
	h.refused(h.do("POST", "/payments/verify-session", `{"session_id":"`+session+`"}`, auth...), 409, "The payment has not been completed.")

	rec = moneyForm(h, u.Path+"/complete", "funding=debit")
	want := h.cfg.WebOrigin + "/?tab=balance&add_funds=success&session_id=" + session
	if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != want {
		t.Fatalf("complete: %d %s", rec.Code, rec.Header().Get("Location"))
	}
	h.refused(h.do("POST", "/payments/verify-session", `{"session_id":"`+session+`"}`, otherAuth...), 404, "Payment session not found")
	h.refused(h.do("POST", "/payments/verify-session", `{}`, auth...), 400, "session_id is required")

	var wg sync.WaitGroup
	for range 5 {
		wg.Go(func() {
			out := h.jsonDo(200, "POST", "/payments/verify-session", map[string]any{"session_id": session}, auth)
			if out["message"] != "Payment successful! Your balance has been updated." || moneyNum(t, out, "balance") != 4250 {
				t.Errorf("verify: %v", out)
			}
		})
	}
	wg.Wait()
	h.wantBalance("after verifying five times", mia, 4250, 0)
	if n := moneyCount(h, `SELECT count(*) FROM transactions WHERE type = 'deposit' AND user_id = $1`, mia); n != 1 {
		t.Fatalf("%d deposit rows", n)
	}
	// Paying again changes nothing; the page says it is paid.
	moneyForm(h, u.Path+"/complete", "funding=credit")
	if html := h.do("GET", u.Path, "").Body.String(); !strings.Contains(html, "already paid") {
		t.Fatalf("paid page: %s", html)
	}
	h.jsonDo(200, "POST", "/payments/verify-session", map[string]any{"session_id": session}, auth)
	h.wantBalance("after a second submit", mia, 4250, 0)
	h.refused(h.do("GET", "/payments/test-checkout/cs_nope", ""), 404, "Payment session not found")
	h.refused(moneyForm(h, u.Path+"/complete", "funding=gold"), 400, "Choose a debit or a credit test card")
	h.refused(h.do("POST", "/payments/webhook", `{}`), 404, "Stripe webhooks are not configured")
}

func TestMoneyTestCheckoutCreditCardRefused(t *testing.T) {
	h := moneyHarness(t)
	mia, auth := moneyMember(h, "Mia", 0)
	page, session := moneyStartCheckout(h, auth, "20")
	u, _ := url.Parse(page)
	moneyForm(h, u.Path+"/complete", "funding=credit")
	for range 2 {
		rec := h.do("POST", "/payments/verify-session", `{"session_id":"`+session+`"}`, auth...)
		moneyCreditRefused(t, rec)
	}
	h.wantBalance("after a credit card", mia, 0, 0)
	if n := moneyCount(h, `SELECT count(*) FROM card_deposits WHERE status = 'rejected_credit_card' AND provider_refund_id IS NOT NULL`); n != 1 {
		t.Fatal("rejected payment not recorded with its refund")
	}
}

func moneyCreditRefused(t *testing.T, rec *httptest.ResponseRecorder) {
	t.Helper()
	var body struct {
		ErrorType string `json:"error_type"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	if rec.Code != 422 || body.ErrorType != "credit_card_rejected" {
		t.Fatalf("credit card: %d %s", rec.Code, rec.Body)
	}
	if msg, _ := decodeError(t, rec); msg != "Credit cards are not accepted. Please use a debit card." {
		t.Fatalf("message: %s", msg)
	}
}

func moneyForm(h *harness, path, form string) *httptest.ResponseRecorder {
	return h.do("POST", path, form, "Content-Type", "application/x-www-form-urlencoded")
}

// The real stripe-go client against stripe-mock, which always reports a
// paid charge by credit card: the payment is refunded and refused, by
// verify-session and by the webhook alike, and nothing is credited.
func TestMoneyStripeMockRefusesCreditCards(t *testing.T) {
	base := startStripeMock(t)
	const secret = "whsec_test_secret"
	h := moneyHarness(t, func(c *config.Config) {
		c.StripeSecretKey, c.StripeAPIBase, c.StripeWebhookSecret = "sk_test_123", base, secret
	})
	mia, auth := moneyMember(h, "Mia", 0)
	_, session := moneyStartCheckout(h, auth, 25)
	if h.do("GET", "/payments/test-checkout/"+session, "").Code != 404 {
		t.Fatal("the test checkout answers while Stripe is configured")
	}
	moneyCreditRefused(t, h.do("POST", "/payments/verify-session", `{"session_id":"`+session+`"}`, auth...))
	if n := moneyCount(h, `SELECT count(*) FROM card_deposits WHERE session_id = $1 AND status = 'rejected_credit_card' AND provider_refund_id LIKE 're_%'`, session); n != 1 {
		t.Fatal("Stripe refund not recorded")
	}
	payload, sig := signedWebhook(session, secret)
	for range 2 {
		if rec := h.do("POST", "/payments/webhook", payload, "Stripe-Signature", sig); rec.Code != 200 {
			t.Fatalf("webhook: %d %s", rec.Code, rec.Body)
		}
	}
	h.refused(h.do("POST", "/payments/webhook", payload, "Stripe-Signature", "t=1,v1=deadbeef"), 400, "Invalid Stripe signature")
	h.refused(h.do("POST", "/payments/webhook", payload), 400, "Invalid Stripe signature")
	_, wrong := signedWebhook(session, "whsec_other")
	h.refused(h.do("POST", "/payments/webhook", payload, "Stripe-Signature", wrong), 400, "Invalid Stripe signature")
	// The webhook first this time: it refunds, and verify-session then refuses.
	_, session2 := moneyStartCheckout(h, auth, 30)
	payload2, sig2 := signedWebhook(session2, secret)
	if rec := h.do("POST", "/payments/webhook", payload2, "Stripe-Signature", sig2); rec.Code != 200 {
		t.Fatalf("webhook: %d %s", rec.Code, rec.Body)
	}
	moneyCreditRefused(t, h.do("POST", "/payments/verify-session", `{"session_id":"`+session2+`"}`, auth...))
	h.wantBalance("after Stripe credit card", mia, 0, 0)
}

// fakeStripe serves the three Stripe endpoints the deposits use, with debit
// cards, remembering the amount of each session.
type fakeStripe struct {
	mu       sync.Mutex
	amounts  map[string]int64
	refunds  atomic.Int32
	retrieve atomic.Int32
}

func (f *fakeStripe) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case r.Method == "POST" && r.URL.Path == "/v1/checkout/sessions":
		_ = r.ParseForm()
		id := fmt.Sprintf("cs_fake_%d", len(f.amounts)+1)
		var cents int64
		_, _ = fmt.Sscan(r.PostForm.Get("line_items[0][price_data][unit_amount]"), &cents)
		f.amounts[id] = cents
		fmt.Fprintf(w, `{"id":%q,"object":"checkout.session","url":"https://checkout.stripe.test/%s"}`, id, id)
	case r.Method == "GET" && strings.HasPrefix(r.URL.Path, "/v1/checkout/sessions/"):
		f.retrieve.Add(1)
		id := strings.TrimPrefix(r.URL.Path, "/v1/checkout/sessions/")
		fmt.Fprintf(w, `{"id":%q,"object":"checkout.session","payment_status":"paid","amount_total":%d,
			"payment_intent":{"id":"pi_%s","object":"payment_intent","latest_charge":{"id":"ch_%s","object":"charge",
			"paid":true,"status":"succeeded","payment_method_details":{"type":"card","card":{"funding":"debit"}}}}}`,
			id, f.amounts[id], id, id)
	case r.Method == "POST" && r.URL.Path == "/v1/refunds":
		f.refunds.Add(1)
		fmt.Fprint(w, `{"id":"re_fake","object":"refund"}`)
	default:
		w.WriteHeader(404)
		fmt.Fprint(w, `{"error":{"message":"unknown"}}`)
	}
}

// The debit path through stripe-go against a fake of Stripe: verify-session
// and the webhook, repeated and concurrent, credit the deposit once.
func TestMoneyStripeDebitCardCreditedOnce(t *testing.T) {
	fake := &fakeStripe{amounts: map[string]int64{}}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	const secret = "whsec_fake"
	h := moneyHarness(t, func(c *config.Config) {
		c.StripeSecretKey, c.StripeAPIBase, c.StripeWebhookSecret = "sk_test_fake", srv.URL, secret
	})
	mia, auth := moneyMember(h, "Mia", 0)
	page, session := moneyStartCheckout(h, auth, 60)
	if page != "https://checkout.stripe.test/"+session {
		t.Fatalf("checkout url: %s", page)
	}
	payload, sig := signedWebhook(session, secret)
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Go(func() {
			if i%2 == 0 {
				h.jsonDo(200, "POST", "/payments/verify-session", map[string]any{"session_id": session}, auth)
			} else if rec := h.do("POST", "/payments/webhook", payload, "Stripe-Signature", sig); rec.Code != 200 {
				t.Errorf("webhook: %d %s", rec.Code, rec.Body)
			}
		})
	}
	wg.Wait()
	h.wantBalance("after verify and webhooks", mia, 6000, 0)
	if n := moneyCount(h, `SELECT count(*) FROM transactions WHERE user_id = $1 AND type = 'deposit'`, mia); n != 1 {
		t.Fatalf("%d deposit rows", n)
	}
	if fake.refunds.Load() != 0 {
		t.Fatal("a debit card payment was refunded")
	}
	// Once credited, settling no longer asks Stripe.
	before := fake.retrieve.Load()
	h.jsonDo(200, "POST", "/payments/verify-session", map[string]any{"session_id": session}, auth)
	if rec := h.do("POST", "/payments/webhook", payload, "Stripe-Signature", sig); rec.Code != 200 || fake.retrieve.Load() != before {
		t.Fatalf("settled session asked Stripe again: %d", rec.Code)
	}
	// A webhook for a session this platform did not open is acknowledged.
	other, otherSig := signedWebhook("cs_unknown", secret)
	if rec := h.do("POST", "/payments/webhook", other, "Stripe-Signature", otherSig); rec.Code != 200 {
		t.Fatalf("unknown session webhook: %d", rec.Code)
	}
	// A paid amount that differs from the deposit is not credited.
	_, session2 := moneyStartCheckout(h, auth, 10)
	fake.mu.Lock()
	fake.amounts[session2] = 100_000
	fake.mu.Unlock()
	h.refused(h.do("POST", "/payments/verify-session", `{"session_id":"`+session2+`"}`, auth...), 409,
		"The amount paid does not match this deposit. Please contact support.")
	h.wantBalance("after a mismatched amount", mia, 6000, 0)
}
