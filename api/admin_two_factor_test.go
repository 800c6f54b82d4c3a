package api

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/ids"
	"pursetrade/internal/secretbox"
)

const admin2FAMessage = "Turn on two-factor authentication to use the admin panel."

// In production every /admin/* route answers an administrator without
// two-factor with 403 admin_2fa_required, while the routes that turn it on
// keep working; once it is on, the admin routes answer. `dev` keeps the
// gate off.
func TestAdminTwoFactorRequiredInProduction(t *testing.T) {
	h := newHarness(t, raiseLimits, func(c *config.Config) {
		c.Mode, c.TOTPEncryptionKey = config.ModeProd, secretbox.NewKey()
	})
	admin := h.admin()
	n := 0
	for _, rt := range h.srv.routes() {
		if !strings.HasPrefix(rt.path, "/admin/") {
			continue
		}
		n++
		if rt.access != accessAdmin {
			t.Errorf("%s %s is not an administrators' route", rt.method, rt.path)
			continue
		}
		path := pathParam.ReplaceAllString(rt.path, ids.New())
		body := ""
		if rt.method != http.MethodGet {
			body = "{}"
		}
		rec := h.do(rt.method, path, body, admin...)
		if msg, code := decodeError(t, rec); rec.Code != 403 || code != CodeAdmin2FARequired || msg != admin2FAMessage {
			t.Errorf("%s %s without two-factor: %d %s", rt.method, path, rec.Code, rec.Body)
		}
	}
	if n < 40 {
		t.Fatalf("only %d admin routes", n)
	}

	expectStatus(t, h.do("GET", "/user/profile", "", admin...), 200)
	secret := expectStatus(t, h.do("POST", "/2fa/generate-secret", "", admin...), 200)["secret"].(string)
	enable := mustJSON(map[string]string{"password": "secret-pass-1", "secret": secret, "verificationCode": totpCode(t, secret, time.Now())})
	expectStatus(t, h.do("POST", "/2fa/enable", enable, admin...), 200)
	admin = h.admin()
	expectStatus(t, h.do("GET", "/admin/transactions", "", admin...), 200)
	expectStatus(t, h.do("GET", "/admin/money-approvals", "", admin...), 200)

	// A member still gets the members' refusal, not the two-factor one.
	_, member := moneyMember(h, "Mia", 0)
	if msg, code := decodeError(t, h.do("GET", "/admin/transactions", "", member...)); code != CodeForbidden ||
		msg != "Administrator access required" {
		t.Fatalf("member: %s %s", code, msg)
	}

	dev := newHarness(t)
	expectStatus(t, dev.do("GET", "/admin/transactions", "", dev.admin()...), 200)
}
