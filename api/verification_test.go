package api

import (
	"context"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"pursetrade/internal/config"
)

// The pretend check's pages are public: their session ids are lookups, not
// resources of a member (an unknown one answers 404).
func init() {
	addMatrixRows(map[string]matrixRow{
		"GET /verification/test/:session_id":           notOwned(nil),
		"POST /verification/test/:session_id/complete": notOwned(nil),
	})
}

// verifyThroughTestPage runs the pretend check to the outcome and reads it
// back as the member's return to the profile does.
func verifyThroughTestPage(h *harness, auth []string, outcome string) map[string]any {
	h.t.Helper()
	out := h.jsonDo(200, "POST", "/verification/start", nil, auth)
	page, _ := out["url"].(string)
	u, err := url.Parse(page)
	if err != nil || !strings.HasPrefix(u.Path, "/verification/test/vs_test_local_") {
		h.t.Fatalf("test page url: %v", out)
	}
	rec := moneyForm(h, u.Path+"/complete", "outcome="+outcome)
	if rec.Code != 303 || rec.Header().Get("Location") != h.cfg.WebOrigin+"/?account=profile&verification=return" {
		h.t.Fatalf("complete: %d %s", rec.Code, rec.Header().Get("Location"))
	}
	return h.jsonDo(200, "POST", "/verification/refresh", nil, auth)
}

func identityStatus(h *harness, userID string) (status, initials string, verifiedAt *time.Time) {
	h.t.Helper()
	err := h.pool.QueryRow(context.Background(),
		`SELECT identity_status, identity_initials, identity_verified_at FROM users WHERE id = $1`, userID).Scan(&status, &initials, &verifiedAt)
	if err != nil {
		h.t.Fatal(err)
	}
	return status, initials, verifiedAt
}

func TestVerificationPretendFlow(t *testing.T) {
	h := newHarness(t)
	mia, auth := moneyMember(h, "Mia Rose Lane", 0)
	_, otherAuth := moneyMember(h, "Oli", 0)
	if out := h.jsonDo(200, "GET", "/verification", nil, auth); out["status"] != "unverified" || out["available"] != true ||
		out["verification_required_above"] != nil {
		t.Fatalf("before: %v", out)
	}
	out := h.jsonDo(200, "POST", "/verification/start", nil, auth)
	u, _ := url.Parse(out["url"].(string))
	html := h.do("GET", u.Path, "").Body.String()
	for _, want := range []string{"TEST MODE — no document is checked", "Mia Rose Lane", "Verify with a test document", "Fail the check"} {
		if !strings.Contains(html, want) {
			t.Fatalf("test page lacks %q: %s", want, html)
		}
	}
	if s, _, _ := identityStatus(h, mia); s != "pending" {
		t.Fatalf("after start: %s", s)
	}
	h.refused(moneyForm(h, u.Path+"/complete", "outcome=maybe"), 400, "Choose verified, requires_input or canceled")
	h.refused(h.do("GET", "/verification/test/vs_test_local_nope", ""), 404, "Verification session not found")
	h.refused(h.do("GET", "/verification/test/cs_test_local_x", ""), 404, "Verification session not found")
	// Another member's refresh reads their own (absent) session.
	h.refused(h.do("POST", "/verification/refresh", "", otherAuth...), 409, "You have not started a verification.")

	// A failed check, then a second attempt that verifies.
	moneyForm(h, u.Path+"/complete", "outcome=requires_input")
	if out := h.jsonDo(200, "POST", "/verification/refresh", nil, auth); out["status"] != "requires_input" {
		t.Fatalf("failed check: %v", out)
	}
	out = verifyThroughTestPage(h, auth, "verified")
	if out["status"] != "verified" || out["initials"] != "MRL" || out["verified_at"] == nil {
		t.Fatalf("verified: %v", out)
	}
	// The first page's outcome stands: a second submit changes nothing.
	moneyForm(h, u.Path+"/complete", "outcome=verified")
	_, _, at := identityStatus(h, mia)
	h.jsonDo(200, "POST", "/verification/refresh", nil, auth)
	if _, _, again := identityStatus(h, mia); !again.Equal(*at) {
		t.Fatal("refreshing again moved the verification date")
	}
	h.refused(h.do("POST", "/verification/start", "", auth...), 409, "Your identity is already verified.")
	profile := h.jsonDo(200, "GET", "/user/profile", nil, auth)
	if profile["verified"] != true || profile["verification"].(map[string]any)["initials"] != "MRL" {
		t.Fatalf("profile: %v", profile)
	}
	closet := h.jsonDo(200, "GET", "/users/"+mia+"/closet", nil, nil)
	if closet["profile"].(map[string]any)["verified"] != true {
		t.Fatalf("closet: %v", closet["profile"])
	}
}

func TestVerificationAdminResetIsAudited(t *testing.T) {
	h := newHarness(t)
	mia, auth := moneyMember(h, "Mia", 0)
	verifyThroughTestPage(h, auth, "verified")
	users := h.jsonDo(200, "GET", "/admin/users?q=Mia", nil, h.admin())["users"].([]any)
	if v := users[0].(map[string]any)["verification"].(map[string]any); v["status"] != "verified" || v["initials"] != "M" {
		t.Fatalf("admin list: %v", v)
	}
	if rec := h.do("POST", "/admin/users/"+mia+"/verification/reset", `{}`, auth...); rec.Code != 403 {
		t.Fatalf("member reset: %d", rec.Code)
	}
	out := h.jsonDo(200, "POST", "/admin/users/"+mia+"/verification/reset", map[string]any{"reason": "Document doubts"}, h.admin())
	if out["status"] != "unverified" {
		t.Fatalf("reset: %v", out)
	}
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action = 'user.verification_reset' AND target_id = $1 AND reason = 'Document doubts'`, mia); n != 1 {
		t.Fatalf("%d audit rows", n)
	}
	h.refused(h.do("POST", "/admin/users/0123456789abcdef01234567/verification/reset", `{}`, h.admin()...), 404, "User not found")
	// The voided session's outcome does not come back.
	h.refused(h.do("POST", "/verification/refresh", "", auth...), 409, "You have not started a verification.")
	if s, _, _ := identityStatus(h, mia); s != "unverified" {
		t.Fatalf("after reset: %s", s)
	}
	verifyThroughTestPage(h, auth, "verified") // and they can verify again
}

// Production without Stripe (no TEST_CHECKOUT): verification is off and
// cannot be required.
func TestVerificationUnavailableFailsClosed(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.TestCheckout = false })
	_, auth := moneyMember(h, "Mia", 0)
	if out := h.jsonDo(200, "GET", "/verification", nil, auth); out["available"] != false {
		t.Fatalf("status: %v", out)
	}
	rec := h.do("POST", "/verification/start", "", auth...)
	h.refused(rec, 409, "Identity verification is not available on this site.")
	if _, code := decodeError(t, rec); code != "verification_unavailable" {
		t.Fatalf("code %s", code)
	}
	if rec := h.do("GET", "/verification/test/vs_test_local_x", ""); rec.Code != 404 {
		t.Fatalf("test page without TEST_CHECKOUT: %d", rec.Code)
	}
	h.refused(h.doJSON("PUT", "/admin/settings/verification", map[string]any{"verification_required_above": 500}, h.admin()), 409,
		"Identity verification is not available on this site, so it cannot be required. Configure Stripe first.")
	if out := h.jsonDo(200, "PUT", "/admin/settings/verification", map[string]any{"verification_required_above": nil}, h.admin()); out["verification_required_above"] != nil || out["available"] != false {
		t.Fatalf("off: %v", out)
	}
}

func TestVerificationSettingValidation(t *testing.T) {
	h := newHarness(t)
	for _, body := range []string{`{}`, `{"verification_required_above":-1}`, `{"verification_required_above":"ten"}`, `{"verification_required_above":1.234}`} {
		h.refused(h.do("PUT", "/admin/settings/verification", body, h.admin()...), 400, msgBadVerificationAbove)
	}
	if out := h.jsonDo(200, "PUT", "/admin/settings/verification", map[string]any{"verification_required_above": "750.5"}, h.admin()); out["verification_required_above"] != 750.5 {
		t.Fatalf("set: %v", out)
	}
	if out := h.jsonDo(200, "GET", "/admin/settings/verification", nil, h.admin()); out["verification_required_above"] != 750.5 || out["available"] != true {
		t.Fatalf("get: %v", out)
	}
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action = 'settings.verification_required_above'`); n != 1 {
		t.Fatalf("%d audit rows", n)
	}
}

// identityEvent is a signed identity.verification_session.* event.
func identityEvent(kind, sessionID, secret string) (payload, header string) {
	body := `{"id":"evt_` + kind + `_` + sessionID + `","object":"event","api_version":"2026-03-25.dahlia","type":"identity.verification_session.` + kind +
		`","data":{"object":{"id":"` + sessionID + `","object":"identity.verification_session","status":"` + kind + `"}}}`
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(body), Secret: secret})
	return body, signed.Header
}

// Stripe Identity through stripe-go against stripe-mock: the webhook's
// events apply once, in any order, and only with a good signature.
func TestVerificationStripeWebhook(t *testing.T) {
	base := startStripeMock(t)
	const secret = "whsec_identity"
	h := newHarness(t, func(c *config.Config) {
		c.StripeSecretKey, c.StripeAPIBase, c.StripeWebhookSecret = "sk_test_123", base, secret
	})
	mia, auth := moneyMember(h, "Mia", 0)
	out := h.jsonDo(200, "POST", "/verification/start", nil, auth)
	session, _ := out["session_id"].(string)
	if !strings.HasPrefix(session, "vs_") { // stripe-mock's fixture has no url
		t.Fatalf("start: %v", out)
	}
	send := func(payload, sig string, want int) {
		t.Helper()
		if rec := h.do("POST", "/payments/webhook", payload, "Stripe-Signature", sig); rec.Code != want {
			t.Fatalf("webhook: %d %s", rec.Code, rec.Body)
		}
	}
	want := func(status string) {
		t.Helper()
		if s, _, _ := identityStatus(h, mia); s != status {
			t.Fatalf("status %s, want %s", s, status)
		}
	}
	payload, sig := identityEvent("requires_input", session, secret)
	send(payload, sig, 200)
	want("requires_input")

	// Forged: a bad signature, none, another secret's.
	verified, verifiedSig := identityEvent("verified", session, secret)
	send(verified, "t=1,v1=deadbeef", 400)
	send(verified, "", 400)
	_, wrong := identityEvent("verified", session, "whsec_other")
	send(verified, wrong, 400)
	want("requires_input")

	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() { send(verified, verifiedSig, 200) })
	}
	wg.Wait()
	want("verified")
	_, _, at := identityStatus(h, mia)
	// Late and repeated events change nothing more.
	send(verified, verifiedSig, 200)
	send(payload, sig, 200)
	canceled, canceledSig := identityEvent("canceled", session, secret)
	send(canceled, canceledSig, 200)
	want("verified")
	if _, _, again := identityStatus(h, mia); !again.Equal(*at) {
		t.Fatal("a repeated event moved the verification date")
	}
	// A session this site did not open is acknowledged and ignored.
	other, otherSig := identityEvent("verified", "vs_unknown", secret)
	send(other, otherSig, 200)

	// After an administrator's reset, the old session's events are void.
	h.jsonDo(200, "POST", "/admin/users/"+mia+"/verification/reset", nil, h.admin())
	send(verified, verifiedSig, 200)
	want("unverified")

	// Back from the hosted flow, the session is read again through stripe-go
	// (stripe-mock answers its one fixture, verified, under the same id, so
	// the voided row goes first).
	if _, err := h.pool.Exec(context.Background(), `DELETE FROM identity_sessions WHERE id = $1`, session); err != nil {
		t.Fatal(err)
	}
	h.jsonDo(200, "POST", "/verification/start", nil, auth)
	want("pending")
	if out := h.jsonDo(200, "POST", "/verification/refresh", nil, auth); out["status"] != "verified" {
		t.Fatalf("refresh: %v", out)
	}
}
