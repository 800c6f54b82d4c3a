package api

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"pursetrade/internal/accounts"
)

func totpCode(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	code, err := totp.GenerateCode(secret, at)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// TestAccountsTwoFactorFlow drives setup, sign-in and removal of two-factor
// authentication with real TOTP codes.
func TestAccountsTwoFactorFlow(t *testing.T) {
	h, _ := accountsHarness(t)
	token, id := registerMember(t, h, "totp@example.test", "tote-swap-77", "Tess")
	auth := bearer(token)
	enable := func(secret, code string) string {
		return mustJSON(map[string]string{"password": "tote-swap-77", "secret": secret, "verificationCode": code})
	}

	expectError(t, h.do("POST", "/2fa/enable", enable("", "123456"), auth...), 400, accounts.MsgNo2FASetup)
	setup := expectStatus(t, h.do("POST", "/2fa/generate-secret", "", auth...), 200)
	secret := setup["secret"].(string)
	qr, ok := strings.CutPrefix(setup["qrCode"].(string), "data:image/png;base64,")
	if !ok {
		t.Fatalf("qrCode is not a PNG data URL: %.40s", setup["qrCode"])
	}
	raw, err := base64.StdEncoding.DecodeString(qr)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(bytes.NewReader(raw)); err != nil {
		t.Fatalf("qrCode does not decode as PNG: %v", err)
	}
	if !strings.Contains(setup["otpauth_url"].(string), "secret="+secret) {
		t.Fatalf("otpauth_url: %v", setup["otpauth_url"])
	}

	now := time.Now()
	for _, bad := range []string{"", "12345", "1234567", "12a456"} {
		expectError(t, h.do("POST", "/2fa/enable", enable(secret, bad), auth...), 400, accounts.MsgCodeFormat)
	}
	wrong := "000000"
	if totpCode(t, secret, now) == wrong || totpCode(t, secret, now.Add(-30*time.Second)) == wrong ||
		totpCode(t, secret, now.Add(30*time.Second)) == wrong {
		wrong = "999999"
	}
	expectError(t, h.do("POST", "/2fa/enable", enable(secret, wrong), auth...), 400, accounts.MsgInvalidCode)
	expectError(t, h.do("POST", "/2fa/enable", enable("AAAAAAAAAAAAAAAA", totpCode(t, secret, now)), auth...), 400, accounts.MsgNo2FASetup)
	got := expectStatus(t, h.do("POST", "/2fa/enable", enable(secret, totpCode(t, secret, now)), auth...), 200)
	if got["success"] != true {
		t.Fatalf("enable: %v", got)
	}
	auth = bearer(got["token"].(string)) // turning it on ended every older session
	if p := expectStatus(t, h.do("GET", "/user/profile", "", auth...), 200); p["two_factor_enabled"] != true {
		t.Fatal("profile does not show two-factor authentication on")
	}
	expectError(t, h.do("POST", "/2fa/generate-secret", "", auth...), 409, accounts.Msg2FAAlreadyOn)

	login := func(code string) string {
		return mustJSON(map[string]string{"email": "totp@example.test", "password": "tote-swap-77", "code": code})
	}
	rec := h.do("POST", "/login", login(""))
	expectError(t, rec, 401, "Two-factor code required")
	if _, code := decodeError(t, rec); code != "2fa_required" {
		t.Fatalf("code = %s", code)
	}
	expectError(t, h.do("POST", "/login", login(wrong)), 401, accounts.MsgInvalidCode)
	expectError(t, h.do("POST", "/login", login("abc")), 401, accounts.MsgInvalidCode)
	// The code that enabled 2FA is spent; the next step's code works once.
	// It is refused as used, not as wrong, so the member waits for the next one.
	rec = h.do("POST", "/login", login(totpCode(t, secret, now)))
	expectError(t, rec, 401, accounts.MsgCodeUsed)
	if _, code := decodeError(t, rec); code != "2fa_used" {
		t.Fatalf("code = %s", code)
	}
	next := totpCode(t, secret, now.Add(30*time.Second))
	expectStatus(t, h.do("POST", "/login", login(next)), 200)
	expectError(t, h.do("POST", "/login", login(next)), 401, accounts.MsgCodeUsed)
	// A wrong password is still the generic answer, code or not.
	expectError(t, h.do("POST", "/login", mustJSON(map[string]string{"email": "totp@example.test", "password": "nope-nope-1"})),
		401, accounts.MsgInvalidLogin)

	// Let a minute pass for the replay guard.
	sqlExec(t, h.pool, `UPDATE users SET totp_last_step = totp_last_step - 4 WHERE id = $1`, id)
	disable := func(code, password string) string {
		return mustJSON(map[string]string{"code": code, "password": password})
	}
	current := totpCode(t, secret, time.Now())
	expectError(t, h.do("POST", "/2fa/disable", disable("", "tote-swap-77"), auth...), 400, accounts.MsgRequired)
	expectError(t, h.do("POST", "/2fa/disable", disable("12", "tote-swap-77"), auth...), 400, accounts.MsgCodeFormat)
	expectError(t, h.do("POST", "/2fa/disable", disable(current, "wrong-pass-00"), auth...), 400, accounts.MsgCurrentPassword)
	expectError(t, h.do("POST", "/2fa/disable", disable(wrong, "tote-swap-77"), auth...), 400, accounts.MsgInvalidCode)
	off := expectStatus(t, h.do("POST", "/2fa/disable", disable(current, "tote-swap-77"), auth...), 200)
	auth = bearer(off["token"].(string))
	expectError(t, h.do("POST", "/2fa/disable", disable(current, "tote-swap-77"), auth...), 409, accounts.Msg2FANotOn)
	expectStatus(t, h.do("POST", "/login", login("")), 200)
}
