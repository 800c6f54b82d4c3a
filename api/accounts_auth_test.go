package api

import (
	"context"
	"net/url"
	"sort"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/accounts"
	"pursetrade/internal/config"
	"pursetrade/internal/email"
)

func TestAccountsRegisterValidationAndLogin(t *testing.T) {
	h, _ := accountsHarness(t)
	reg := func(fields map[string]string) string { return mustJSON(fields) }

	for _, tc := range []struct {
		body, msg string
		status    int
	}{
		{reg(map[string]string{"password": "tote-swap-77", "name": "Mia"}), accounts.MsgRequired, 400},
		{reg(map[string]string{"email": "mia@example.test", "name": "Mia"}), accounts.MsgRequired, 400},
		{reg(map[string]string{"email": "mia@example.test", "password": "tote-swap-77"}), accounts.MsgNameRequired, 400},
		{reg(map[string]string{"email": "mia@example.test", "password": "tote-swap-77", "name": "   "}), accounts.MsgNameRequired, 400},
		{reg(map[string]string{"email": "not-an-email", "password": "tote-swap-77", "name": "Mia"}), accounts.MsgBadEmail, 400},
		{reg(map[string]string{"email": "Mia <mia@example.test>", "password": "tote-swap-77", "name": "Mia"}), accounts.MsgBadEmail, 400},
		{reg(map[string]string{"email": "mia@example.test", "password": "abc12", "name": "Mia"}), accounts.MsgPasswordShort, 400},
		{reg(map[string]string{"email": "mia@example.test", "password": strings.Repeat("x", 129), "name": "Mia"}), accounts.MsgPasswordLong, 400},
		{reg(map[string]string{"email": "mia@example.test", "password": "password1", "name": "Mia"}), accounts.MsgPasswordCommon, 400},
		{reg(map[string]string{"email": "mia@example.test", "password": "Iloveyou", "name": "Mia"}), accounts.MsgPasswordCommon, 400},
		{reg(map[string]string{"email": "mia@example.test", "password": "tote-swap-77", "name": "Mia", "zip_code": "3301"}), accounts.MsgZip, 400},
		{reg(map[string]string{"email": "mia@example.test", "password": "tote-swap-77", "name": strings.Repeat("n", 101)}), "Name must be at most 100 characters", 400},
		{reg(map[string]string{"email": "mia@example.test", "password": "tote-swap-77", "name": "Mia\x00"}), "name contains characters that are not allowed", 400},
		{`{"email": 5}`, "email must be a string", 400},
		{``, "Request body must be a JSON object", 400},
	} {
		expectError(t, h.do("POST", "/register", tc.body), tc.status, tc.msg)
	}

	body := expectStatus(t, h.do("POST", "/register", reg(map[string]string{
		"email": "  Mia@Example.TEST ", "password": "tote-swap-77", "name": "Mia", "phone": "305-555-0101",
		"address": "1 Palm Ave", "city": "Miramar", "state": "FL", "zip_code": "33027",
	})), 201)
	user := body["user"].(map[string]any)
	for k, want := range map[string]any{"email": "mia@example.test", "name": "Mia", "closet_name": "Mia",
		"zip_code": "33027", "is_admin": false, "isAdmin": false, "status": "active", "two_factor_enabled": false} {
		if user[k] != want {
			t.Errorf("user.%s = %v, want %v", k, user[k], want)
		}
	}
	if user["_id"] == "" || user["_id"] != user["id"] || body["token"] == "" {
		t.Fatalf("session: %v", body)
	}
	if _, leaked := user["password_hash"]; leaked {
		t.Fatal("password hash in the answer")
	}
	if got := expectStatus(t, h.do("GET", "/user/profile", "", bearer(body["token"].(string))...), 200); got["_id"] != user["_id"] {
		t.Fatalf("token of the registration does not sign in: %v", got)
	}
	expectError(t, h.do("POST", "/register", reg(map[string]string{"email": "MIA@example.test", "password": "other-pass-88", "name": "Mia 2"})),
		409, accounts.MsgEmailTaken)

	// Login.
	login := func(emailAddr, password string) string {
		return mustJSON(map[string]string{"email": emailAddr, "password": password})
	}
	expectError(t, h.do("POST", "/login", login("", "x")), 400, accounts.MsgRequired)
	expectError(t, h.do("POST", "/login", login("mia@example.test", "")), 400, accounts.MsgRequired)
	expectError(t, h.do("POST", "/login", login("nobody@example.test", "tote-swap-77")), 401, accounts.MsgInvalidLogin)
	expectError(t, h.do("POST", "/login", login("mia@example.test", "tote-swap-78")), 401, accounts.MsgInvalidLogin)
	expectError(t, h.do("POST", "/login", login(strings.Repeat("a", 300)+"@example.test", "tote-swap-77")), 401, accounts.MsgInvalidLogin)
	body = expectStatus(t, h.do("POST", "/login", login(" MIA@example.test", "tote-swap-77")), 200)
	if body["message"] != "Login successful!" || body["user"].(map[string]any)["last_login"] == nil {
		t.Fatalf("login answer: %v", body)
	}
	var lastLogin *time.Time
	_ = h.pool.QueryRow(context.Background(), `SELECT last_login_at FROM users WHERE id = $1`, user["_id"]).Scan(&lastLogin)
	if lastLogin == nil || time.Since(*lastLogin) > time.Minute {
		t.Fatalf("last_login_at not recorded: %v", lastLogin)
	}

	// Restricted members sign in; disabled ones cannot.
	sqlExec(t, h.pool, `UPDATE users SET status = 'restricted' WHERE id = $1`, user["_id"])
	expectStatus(t, h.do("POST", "/login", login("mia@example.test", "tote-swap-77")), 200)
	sqlExec(t, h.pool, `UPDATE users SET status = 'disabled' WHERE id = $1`, user["_id"])
	expectError(t, h.do("POST", "/login", login("mia@example.test", "tote-swap-77")), 403, accounts.MsgDisabled)
	expectError(t, h.do("POST", "/login", login("mia@example.test", "wrong-pass-00")), 401, accounts.MsgInvalidLogin)
}

// TestAccountsLoginTimingDoesNotRevealAccounts: an unknown email costs a
// password hash too, so it answers no faster than a wrong password.
func TestAccountsLoginTimingDoesNotRevealAccounts(t *testing.T) {
	h, _ := accountsHarness(t)
	registerMember(t, h, "timing@example.test", "tote-swap-77", "Tia")
	median := func(emailAddr string) time.Duration {
		var d []time.Duration
		for range 5 {
			start := time.Now()
			rec := h.do("POST", "/login", mustJSON(map[string]string{"email": emailAddr, "password": "wrong-pass-00"}))
			d = append(d, time.Since(start))
			expectError(t, rec, 401, accounts.MsgInvalidLogin)
		}
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		return d[2]
	}
	known, unknown := median("timing@example.test"), median("nobody@example.test")
	if unknown < known/2 {
		t.Fatalf("unknown email answers in %v, a wrong password in %v: the timing reveals accounts", unknown, known)
	}
}

// resetToken returns the token of the newest reset link sent to the address.
func tokenFromEmail(t *testing.T, rec *email.Recorder, to, path string) string {
	t.Helper()
	m, ok := rec.Last(to)
	if !ok {
		t.Fatalf("no email to %s", to)
	}
	i := strings.Index(m.Text, path+"?token=")
	if i < 0 {
		t.Fatalf("no %s link in %q", path, m.Text)
	}
	link := strings.Fields(m.Text[i:])[0]
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

// nextSecond waits for the next wall-clock second, so that a token issued
// afterwards is distinguishable (JWT iat has one-second resolution).
func nextSecond() {
	time.Sleep(time.Until(time.Now().Truncate(time.Second).Add(time.Second + 10*time.Millisecond)))
}

func TestAccountsPasswordReset(t *testing.T) {
	h, mail := accountsHarness(t)
	oldToken, id := registerMember(t, h, "reset@example.test", "tote-swap-77", "Rae")
	answer := map[string]any{"message": "If this email exists, a password reset link has been sent."}

	expectError(t, h.do("POST", "/password-reset/request", `{"email":" "}`), 400, "Please enter your email address")
	for _, e := range []string{"nobody@example.test", "RESET@example.test"} {
		got := expectStatus(t, h.do("POST", "/password-reset/request", mustJSON(map[string]string{"email": e})), 200)
		if got["message"] != answer["message"] {
			t.Fatalf("%s: %v", e, got)
		}
	}
	if n := len(mail.Sent()); n != 1 {
		t.Fatalf("emails sent: %d (only the existing account gets one)", n)
	}
	token := tokenFromEmail(t, mail, "reset@example.test", "/reset-password")
	if m, _ := mail.Last("reset@example.test"); !strings.Contains(m.Text, h.cfg.WebOrigin+"/reset-password?token=") {
		t.Fatalf("link is not on the web origin: %q", m.Text)
	}
	var stored string
	_ = h.pool.QueryRow(context.Background(), `SELECT token_hash FROM password_reset_tokens WHERE user_id = $1`, id).Scan(&stored)
	if stored == token || len(stored) != 64 {
		t.Fatal("the reset token must be stored hashed")
	}

	confirm := func(tok, pw string) string { return mustJSON(map[string]string{"token": tok, "password": pw}) }
	expectError(t, h.do("POST", "/password-reset/confirm", confirm("", "new-pass-99")), 400, accounts.MsgRequired)
	expectError(t, h.do("POST", "/password-reset/confirm", confirm(token, "short")), 400, accounts.MsgPasswordShort)
	expectError(t, h.do("POST", "/password-reset/confirm", confirm(token, "qwerty123")), 400, accounts.MsgPasswordCommon)
	expectError(t, h.do("POST", "/password-reset/confirm", confirm("forged-token", "new-pass-99")), 400, accounts.MsgResetInvalid)

	nextSecond()
	expectStatus(t, h.do("POST", "/password-reset/confirm", confirm(token, "new-pass-99")), 200)
	expectError(t, h.do("POST", "/password-reset/confirm", confirm(token, "new-pass-100")), 400, accounts.MsgResetInvalid)
	if rec := h.do("GET", "/user/profile", "", bearer(oldToken)...); rec.Code != 401 {
		t.Fatalf("token from before the reset still works: %d", rec.Code)
	}
	expectError(t, h.do("POST", "/login", mustJSON(map[string]string{"email": "reset@example.test", "password": "tote-swap-77"})),
		401, accounts.MsgInvalidLogin)
	expectStatus(t, h.do("POST", "/login", mustJSON(map[string]string{"email": "reset@example.test", "password": "new-pass-99"})), 200)

	// Expired links, and links of closed accounts, do not work.
	expectStatus(t, h.do("POST", "/password-reset/request", `{"email":"reset@example.test"}`), 200)
	expired := tokenFromEmail(t, mail, "reset@example.test", "/reset-password")
	sqlExec(t, h.pool, `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`)
	expectError(t, h.do("POST", "/password-reset/confirm", confirm(expired, "new-pass-101")), 400, accounts.MsgResetInvalid)
	sent := len(mail.Sent())
	sqlExec(t, h.pool, `UPDATE users SET status = 'disabled' WHERE id = $1`, id)
	expectStatus(t, h.do("POST", "/password-reset/request", `{"email":"reset@example.test"}`), 200)
	if len(mail.Sent()) != sent {
		t.Fatal("a disabled account was sent a reset link")
	}
}

// A token issued in the same second as a password change, before it, no
// longer works (a JWT's iat has whole seconds): the change bumps the
// password version the token was issued under.
func TestAccountsPasswordChangeEndsTokensOfTheSameSecond(t *testing.T) {
	h, _ := accountsHarness(t)
	before, id := registerMember(t, h, "second@example.test", "tote-swap-77", "Sec")
	claims, err := h.backend.Tokens.Verify(before)
	if err != nil {
		t.Fatal(err)
	}
	changed := expectStatus(t, h.do("PUT", "/change-password",
		mustJSON(map[string]string{"currentPassword": "tote-swap-77", "newPassword": "new-pass-99"}), bearer(before)...), 200)
	// Dated within the token's second, as a change right after signing in is.
	sqlExec(t, h.pool, `UPDATE users SET password_changed_at = $2 WHERE id = $1`, id, claims.IssuedAt.Add(500*time.Millisecond))
	if rec := h.do("GET", "/user/profile", "", bearer(before)...); rec.Code != 401 {
		t.Fatalf("a token issued in the second of the change survived it: %d", rec.Code)
	}
	expectStatus(t, h.do("GET", "/user/profile", "", bearer(changed["token"].(string))...), 200)
	login := expectStatus(t, h.do("POST", "/login", mustJSON(map[string]string{"email": "second@example.test", "password": "new-pass-99"})), 200)
	expectStatus(t, h.do("GET", "/user/profile", "", bearer(login["token"].(string))...), 200)
}

func TestAccountsChangePassword(t *testing.T) {
	h, _ := accountsHarness(t)
	token, _ := registerMember(t, h, "change@example.test", "tote-swap-77", "Cam")
	change := func(cur, next string) string {
		return mustJSON(map[string]string{"currentPassword": cur, "newPassword": next})
	}
	auth := bearer(token)
	expectError(t, h.do("PUT", "/change-password", change("", "new-pass-99"), auth...), 400, accounts.MsgRequired)
	expectError(t, h.do("PUT", "/change-password", change("tote-swap-77", "12345"), auth...), 400, accounts.MsgNewPasswordShort)
	expectError(t, h.do("PUT", "/change-password", change("tote-swap-77", "sunshine"), auth...), 400, accounts.MsgPasswordCommon)
	expectError(t, h.do("PUT", "/change-password", change("wrong-pass-00", "new-pass-99"), auth...), 400, accounts.MsgCurrentPassword)
	expectError(t, h.do("PUT", "/change-password", change("tote-swap-77", "tote-swap-77"), auth...), 400, accounts.MsgSamePassword)
	if rec := h.do("PUT", "/change-password", change("tote-swap-77", "new-pass-99")); rec.Code != 401 {
		t.Fatalf("anonymous change: %d", rec.Code)
	}

	nextSecond()
	body := expectStatus(t, h.do("PUT", "/change-password", change("tote-swap-77", "new-pass-99"), auth...), 200)
	if body["message"] != "Password changed successfully" || body["token"] == "" {
		t.Fatalf("answer: %v", body)
	}
	if rec := h.do("GET", "/user/profile", "", auth...); rec.Code != 401 {
		t.Fatalf("token issued before the change still works: %d", rec.Code)
	}
	expectStatus(t, h.do("GET", "/user/profile", "", bearer(body["token"].(string))...), 200)
	expectStatus(t, h.do("POST", "/login", mustJSON(map[string]string{"email": "change@example.test", "password": "new-pass-99"})), 200)
}

func TestAccountsEmailVerificationRequired(t *testing.T) {
	h, mail := accountsHarness(t, func(c *config.Config) { c.RequireEmailVerification = true })
	body := expectStatus(t, h.do("POST", "/register", mustJSON(map[string]string{
		"email": "verify@example.test", "password": "tote-swap-77", "name": "Vee",
	})), 201)
	if _, hasToken := body["token"]; hasToken || body["verification_required"] != true {
		t.Fatalf("registration must not sign in before verification: %v", body)
	}
	first := tokenFromEmail(t, mail, "verify@example.test", "/verify-email")
	login := mustJSON(map[string]string{"email": "verify@example.test", "password": "tote-swap-77"})
	rec := h.do("POST", "/login", login)
	expectError(t, rec, 403, accounts.MsgUnverified)
	if _, code := decodeError(t, rec); code != "email_unverified" {
		t.Fatalf("code = %s", code)
	}

	// Resend answers the same for anyone and mails only accounts that need it.
	for _, e := range []string{"verify@example.test", "nobody@example.test"} {
		got := expectStatus(t, h.do("POST", "/verify-email/resend", mustJSON(map[string]string{"email": e})), 200)
		if got["message"] != "If this account needs verification, a new link has been sent." {
			t.Fatalf("resend: %v", got)
		}
	}
	expectError(t, h.do("POST", "/verify-email/resend", `{}`), 400, "Please enter your email address")
	second := tokenFromEmail(t, mail, "verify@example.test", "/verify-email")
	if second == first || len(mail.Sent()) != 2 {
		t.Fatalf("resend: %d emails", len(mail.Sent()))
	}

	expectError(t, h.do("POST", "/verify-email/confirm", `{"token":"made-up"}`), 400, accounts.MsgVerifyInvalid)
	expectError(t, h.do("POST", "/verify-email/confirm", `{}`), 400, accounts.MsgVerifyInvalid)
	got := expectStatus(t, h.do("POST", "/verify-email/confirm", mustJSON(map[string]string{"token": first})), 200)
	if got["message"] != "Email verified! You can now log in." {
		t.Fatalf("verify: %v", got)
	}
	expectError(t, h.do("POST", "/verify-email/confirm", mustJSON(map[string]string{"token": first})), 400, accounts.MsgVerifyInvalid)
	body = expectStatus(t, h.do("POST", "/login", login), 200)
	if body["user"].(map[string]any)["email_verified"] != true {
		t.Fatalf("user: %v", body["user"])
	}
	// Verified: resend sends nothing more.
	expectStatus(t, h.do("POST", "/verify-email/resend", `{"email":"verify@example.test"}`), 200)
	if len(mail.Sent()) != 2 {
		t.Fatal("a verified account was sent another link")
	}
	// The browser's /verify-email page is the web app's, not an API 405.
	if rec := h.do("GET", "/verify-email?token=abc", "", "Accept", "text/html"); rec.Code == 405 {
		t.Fatal("GET /verify-email is shadowed by an API route")
	}
}

func TestAccountsEmailVerificationOffByDefault(t *testing.T) {
	h, mail := accountsHarness(t)
	if h.cfg.RequireEmailVerification {
		t.Fatal("verification must be off by default")
	}
	registerMember(t, h, "open@example.test", "tote-swap-77", "Ola")
	if len(mail.Sent()) != 0 {
		t.Fatal("no verification email when verification is off")
	}
	body := expectStatus(t, h.do("POST", "/login", mustJSON(map[string]string{"email": "open@example.test", "password": "tote-swap-77"})), 200)
	if body["user"].(map[string]any)["email_verified"] != false {
		t.Fatalf("user: %v", body["user"])
	}
	// A resend still works when the member asks.
	expectStatus(t, h.do("POST", "/verify-email/resend", `{"email":"open@example.test"}`), 200)
	tok := tokenFromEmail(t, mail, "open@example.test", "/verify-email")
	expectStatus(t, h.do("POST", "/verify-email/confirm", mustJSON(map[string]string{"token": tok})), 200)
}
