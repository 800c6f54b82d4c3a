package api

import (
	"context"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/accounts"
	"pursetrade/internal/email"
)

// twoFactorMails counts the emails to addr whose subject says two-factor
// sign-in was turned on (or off).
func twoFactorMails(rec *email.Recorder, addr, turned string) int {
	n := 0
	for _, m := range rec.Sent() {
		if m.To == addr && strings.Contains(m.Subject, "Two-factor sign-in turned "+turned) {
			n++
		}
	}
	return n
}

// turnOnTwoFactor enables 2FA from a session signed in a minute ago and
// returns the secret and the answer.
func turnOnTwoFactor(t *testing.T, h *harness, session []string) (string, map[string]any) {
	t.Helper()
	secret := expectStatus(t, h.do("POST", "/2fa/generate-secret", "", session...), 200)["secret"].(string)
	on := expectStatus(t, h.do("POST", "/2fa/enable", mustJSON(map[string]string{
		"secret": secret, "verificationCode": totpCode(t, secret, time.Now()),
	}), session...), 200)
	return secret, on
}

func recoveryCodesOf(t *testing.T, answer map[string]any) []string {
	t.Helper()
	raw, _ := answer["recovery_codes"].([]any)
	codes := make([]string, len(raw))
	for i, c := range raw {
		codes[i] = c.(string)
	}
	return codes
}

// Turning two-factor on answers ten one-time recovery codes, kept only as
// hashes; it ends every other session (the caller goes on with the fresh
// token of the answer) and emails the member. A recovery code signs in in
// place of a TOTP code once, and of parallel sign-ins with one code exactly
// one gets in; turning two-factor off with one ends the codes, the other
// sessions again, and emails the member.
func TestTwoFactorRecoveryCodesSessionsAndEmails(t *testing.T) {
	h, rec := accountsHarness(t)
	ctx := context.Background()
	const addr, pass = "codes@example.test", "tote-swap-77"
	_, id := registerMember(t, h, addr, pass, "Cody")
	caller := signedInAgo(t, h, id, time.Minute)
	other := signedInAgo(t, h, id, 2*time.Minute) // the member's phone, say

	_, on := turnOnTwoFactor(t, h, caller)
	codes := recoveryCodesOf(t, on)
	format := regexp.MustCompile(`^[2-9a-z]{5}-[2-9a-z]{5}$`)
	seen := map[string]bool{}
	for _, c := range codes {
		if !format.MatchString(c) || seen[c] {
			t.Fatalf("recovery codes %v", codes)
		}
		seen[c] = true
	}
	if len(codes) != 10 {
		t.Fatalf("%d recovery codes", len(codes))
	}
	var rows, unused int
	var hashes string
	if err := h.pool.QueryRow(ctx, `SELECT count(*), count(*) FILTER (WHERE used_at IS NULL), string_agg(code_hash, ' ')
		FROM totp_recovery_codes WHERE user_id = $1`, id).Scan(&rows, &unused, &hashes); err != nil {
		t.Fatal(err)
	}
	plain := strings.ReplaceAll(codes[0], "-", "")
	if rows != 10 || unused != 10 || strings.Contains(hashes, plain) || strings.Contains(hashes, codes[0]) {
		t.Fatalf("stored codes: %d rows, %d unused, %q", rows, unused, hashes)
	}
	if n := twoFactorMails(rec, addr, "on"); n != 1 {
		t.Fatalf("%d emails for two-factor turned on", n)
	}

	// Every older session ended; the caller's goes on with the fresh token.
	expectError(t, h.do("GET", "/user/profile", "", other...), 401, errBadToken.Error())
	expectError(t, h.do("GET", "/user/profile", "", caller...), 401, errBadToken.Error())
	fresh := bearer(on["token"].(string))
	expectStatus(t, h.do("GET", "/user/profile", "", fresh...), 200)

	// A recovery code in place of the TOTP code, however it is typed, once.
	login := func(code string) *httptest.ResponseRecorder {
		return h.do("POST", "/login", mustJSON(map[string]string{"email": addr, "password": pass, "code": code}))
	}
	expectStatus(t, login(" "+strings.ToUpper(codes[0])+" "), 200)
	r := login(codes[0])
	expectError(t, r, 401, accounts.MsgInvalidCode)
	if _, code := decodeError(t, r); code != "2fa_invalid" {
		t.Fatalf("code = %s", code)
	}
	expectError(t, login("zzzzz-zzzzz"), 401, accounts.MsgInvalidCode)

	// Parallel sign-ins with the same code: exactly one gets in.
	var wg sync.WaitGroup
	answers := make([]int, 8)
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			answers[i] = login(codes[1]).Code
		}()
	}
	wg.Wait()
	in := 0
	for _, code := range answers {
		switch code {
		case 200:
			in++
		case 401:
		default:
			t.Fatalf("answers %v", answers)
		}
	}
	if in != 1 {
		t.Fatalf("answers %v: want exactly one sign-in with the code", answers)
	}
	if err := h.pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE used_at IS NULL) FROM totp_recovery_codes WHERE user_id = $1`,
		id).Scan(&unused); err != nil || unused != 8 {
		t.Fatalf("%d codes unused (%v), want 8", unused, err)
	}

	// Turning it off takes a recovery code too; it ends the codes, the
	// other sessions (even one signed in the same second) and is emailed.
	phone := bearer(h.tokenFor(id))
	expectStatus(t, h.do("GET", "/user/profile", "", phone...), 200)
	off := expectStatus(t, h.do("POST", "/2fa/disable", mustJSON(map[string]string{"code": codes[2], "password": pass}), fresh...), 200)
	if off["two_factor_enabled"] != false {
		t.Fatalf("disable: %v", off)
	}
	expectError(t, h.do("GET", "/user/profile", "", fresh...), 401, errBadToken.Error())
	expectError(t, h.do("GET", "/user/profile", "", phone...), 401, errBadToken.Error())
	expectStatus(t, h.do("GET", "/user/profile", "", bearer(off["token"].(string))...), 200)
	if err := h.pool.QueryRow(ctx, `SELECT count(*) FROM totp_recovery_codes WHERE user_id = $1`, id).Scan(&rows); err != nil || rows != 0 {
		t.Fatalf("%d recovery codes left after turning two-factor off (%v)", rows, err)
	}
	if n := twoFactorMails(rec, addr, "off"); n != 1 {
		t.Fatalf("%d emails for two-factor turned off", n)
	}
	expectStatus(t, login(""), 200)
}

// The password-reset rule: a reset by the emailed link turns off two-factor
// turned on less than accounts.RecentTwoFactor ago (a stolen session may
// have turned it on; the owner is emailed) and keeps an older one, which a
// recovery code then gets past.
func TestPasswordResetKeepsAnEstablishedTwoFactorOnly(t *testing.T) {
	h, rec := accountsHarness(t)
	reset := func(addr, password string) {
		t.Helper()
		expectStatus(t, h.do("POST", "/password-reset/request", mustJSON(map[string]string{"email": addr})), 200)
		token := tokenFromEmail(t, rec, addr, "/reset-password")
		expectStatus(t, h.do("POST", "/password-reset/confirm", mustJSON(map[string]string{"token": token, "password": password})), 200)
	}
	login := func(addr, password, code string) *httptest.ResponseRecorder {
		return h.do("POST", "/login", mustJSON(map[string]string{"email": addr, "password": password, "code": code}))
	}

	// Turned on a minute ago by someone holding the session: the owner's
	// reset turns it off.
	const victim = "victim@example.test"
	_, id := registerMember(t, h, victim, "tote-swap-77", "Vic")
	turnOnTwoFactor(t, h, signedInAgo(t, h, id, time.Minute))
	reset(victim, "owner-again-42")
	expectStatus(t, login(victim, "owner-again-42", ""), 200)
	if n := twoFactorMails(rec, victim, "off"); n != 1 {
		t.Fatalf("%d emails for two-factor turned off by the reset", n)
	}

	// Turned on four days ago: the reset keeps it; a recovery code signs in.
	const owner = "owner@example.test"
	_, id = registerMember(t, h, owner, "tote-swap-77", "Olga")
	_, on := turnOnTwoFactor(t, h, signedInAgo(t, h, id, time.Minute))
	sqlExec(t, h.pool, `UPDATE users SET totp_enabled_at = now() - interval '96 hours' WHERE id = $1`, id)
	reset(owner, "new-pass-2024")
	expectError(t, login(owner, "new-pass-2024", ""), 401, accounts.Msg2FARequired)
	expectStatus(t, login(owner, "new-pass-2024", recoveryCodesOf(t, on)[0]), 200)
	if n := twoFactorMails(rec, owner, "off"); n != 0 {
		t.Fatalf("%d emails for two-factor turned off", n)
	}
}
