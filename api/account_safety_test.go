package api

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/accounts"
	"pursetrade/internal/auth"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/email"
	"pursetrade/internal/ids"
	"pursetrade/internal/secretbox"
	"pursetrade/internal/store"
)

// enableTwoFactor turns 2FA on for a registered member through the API and
// returns the secret and the session's fresh token (turning it on ended
// every older one).
func enableTwoFactor(t *testing.T, h *harness, token, password string) (secret, fresh string) {
	t.Helper()
	setup := expectStatus(t, h.do("POST", "/2fa/generate-secret", "", bearer(token)...), 200)
	secret = setup["secret"].(string)
	on := expectStatus(t, h.do("POST", "/2fa/enable", mustJSON(map[string]string{
		"password": password, "secret": secret, "verificationCode": totpCode(t, secret, time.Now()),
	}), bearer(token)...), 200)
	return secret, on["token"].(string)
}

// wrongCodeFor is a well-formed code that is not valid around now.
func wrongCodeFor(t *testing.T, secret string) string {
	now := time.Now()
	for _, c := range []string{"000000", "999999", "123456"} {
		if c != totpCode(t, secret, now) && c != totpCode(t, secret, now.Add(-30*time.Second)) &&
			c != totpCode(t, secret, now.Add(30*time.Second)) {
			return c
		}
	}
	t.Fatal("no wrong code")
	return ""
}

func lockEmails(rec *email.Recorder, to string) int {
	n := 0
	for _, m := range rec.Sent() {
		if m.To == to && strings.Contains(m.Subject, "Two-factor sign-in paused") {
			n++
		}
	}
	return n
}

func TestTwoFactorWrongCodesLockTheAccountAndEmailOnce(t *testing.T) {
	h, rec := accountsHarness(t)
	const addr, pass = "lock@example.test", "tote-swap-77"
	token, id := registerMember(t, h, addr, pass, "Lou")
	secret, token := enableTwoFactor(t, h, token, pass)
	wrong := wrongCodeFor(t, secret)
	login := func(password, code string) string {
		return mustJSON(map[string]string{"email": addr, "password": password, "code": code})
	}

	// Nine wrong codes (one of them on /2fa/disable: every code check counts),
	// then the tenth locks.
	expectError(t, h.do("POST", "/2fa/disable", mustJSON(map[string]string{"code": wrong, "password": pass}), bearer(token)...),
		400, accounts.MsgInvalidCode)
	for i := 0; i < 8; i++ {
		expectError(t, h.do("POST", "/login", login(pass, wrong)), 401, accounts.MsgInvalidCode)
	}
	if n := lockEmails(rec, addr); n != 0 {
		t.Fatalf("emailed before the limit: %d", n)
	}
	r := h.do("POST", "/login", login(pass, wrong))
	expectError(t, r, 429, accounts.MsgCodesLocked)
	if _, code := decodeError(t, r); code != "2fa_locked" {
		t.Fatalf("code = %s", code)
	}
	// While locked, even the right code is refused, on every route that
	// checks codes; a wrong password still gets the generic answer.
	expectError(t, h.do("POST", "/login", login(pass, totpCode(t, secret, time.Now()))), 429, accounts.MsgCodesLocked)
	expectError(t, h.do("POST", "/2fa/disable", mustJSON(map[string]string{"code": totpCode(t, secret, time.Now()), "password": pass}),
		bearer(token)...), 429, accounts.MsgCodesLocked)
	expectError(t, h.do("POST", "/login", login("wrong-pass-00", wrong)), 401, accounts.MsgInvalidLogin)
	if n := lockEmails(rec, addr); n != 1 {
		t.Fatalf("lock emails: %d, want 1", n)
	}

	// The lock lives in PostgreSQL (shared by every replica) and lasts 15 minutes.
	var until time.Time
	var failures int
	if err := h.pool.QueryRow(context.Background(), `SELECT totp_locked_until, totp_failed_codes FROM users WHERE id = $1`, id).
		Scan(&until, &failures); err != nil {
		t.Fatal(err)
	}
	if d := time.Until(until); d < 14*time.Minute || d > 15*time.Minute || failures != accounts.MaxWrongCodes {
		t.Fatalf("locked for %v with %d failures", d, failures)
	}

	// When it runs out, the right code signs in and the count starts over.
	sqlExec(t, h.pool, `UPDATE users SET totp_locked_until = now() - interval '1 second' WHERE id = $1`, id)
	expectStatus(t, h.do("POST", "/login", login(pass, totpCode(t, secret, time.Now().Add(30*time.Second)))), 200)
	if err := h.pool.QueryRow(context.Background(), `SELECT totp_failed_codes FROM users WHERE id = $1`, id).Scan(&failures); err != nil || failures != 0 {
		t.Fatalf("failures after a right code: %d %v", failures, err)
	}
}

func TestTwoFactorLockUnderParallelWrongCodesEmailsOnce(t *testing.T) {
	h, rec := accountsHarness(t)
	const addr, pass = "race-lock@example.test", "tote-swap-77"
	token, _ := registerMember(t, h, addr, pass, "Rae")
	secret, _ := enableTwoFactor(t, h, token, pass)
	wrongCodesAtOnce(t, h, mustJSON(map[string]string{"email": addr, "password": pass, "code": wrongCodeFor(t, secret)}), 16)
	if n := lockEmails(rec, addr); n != 1 {
		t.Fatalf("lock emails: %d, want exactly 1", n)
	}
}

func TestTwoFactorSecretsAreEncryptedAtRest(t *testing.T) {
	h, _ := accountsHarness(t)
	ctx := context.Background()
	const pass = "tote-swap-77"
	token, id := registerMember(t, h, "sealed@example.test", pass, "Sal")
	secret, _ := enableTwoFactor(t, h, token, pass)
	var stored string
	if err := h.pool.QueryRow(ctx, `SELECT totp_secret FROM users WHERE id = $1`, id).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if stored == secret || strings.Contains(stored, secret) || !strings.HasPrefix(stored, "enc:v1:") {
		t.Fatalf("the stored secret is readable: %q", stored)
	}
	login := func(code string) string {
		return mustJSON(map[string]string{"email": "sealed@example.test", "password": pass, "code": code})
	}
	expectStatus(t, h.do("POST", "/login", login(totpCode(t, secret, time.Now().Add(30*time.Second)))), 200)

	// A secret stored in plaintext before encryption still works, and is
	// sealed by its next use.
	sqlExec(t, h.pool, `UPDATE users SET totp_secret = $2, totp_last_step = NULL WHERE id = $1`, id, secret)
	expectStatus(t, h.do("POST", "/login", login(totpCode(t, secret, time.Now()))), 200)
	if err := h.pool.QueryRow(ctx, `SELECT totp_secret FROM users WHERE id = $1`, id).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if stored == secret || !strings.HasPrefix(stored, "enc:v1:") {
		t.Fatalf("a legacy secret was not sealed on use: %q", stored)
	}
}

// signedInAgo is a token of userID issued age ago, as a sign-in then would
// have made it.
func signedInAgo(t *testing.T, h *harness, userID string, age time.Duration) []string {
	t.Helper()
	at := time.Now().Add(-age)
	tok, err := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{Subject: userID, ID: ids.New(),
		IssuedAt: jwt.NewNumericDate(at), ExpiresAt: jwt.NewNumericDate(at.Add(auth.TokenTTL))}).SignedString([]byte(h.cfg.JWTSecret))
	if err != nil {
		t.Fatal(err)
	}
	return bearer(tok)
}

// Enabling two-factor and closing the account take the specification's
// payloads ({secret, verificationCode}; no password) from a session signed
// in within the sudo window, and ask an older session for the current
// password (code password_required), which a given password must match.
func TestSensitiveAccountActionsNeedARecentSignInOrThePassword(t *testing.T) {
	h, _ := accountsHarness(t)
	const pass = "tote-swap-77"
	_, id := registerMember(t, h, "confirm@example.test", pass, "Cora")
	old := signedInAgo(t, h, id, accounts.SudoWindow+time.Minute)
	fresh := signedInAgo(t, h, id, accounts.SudoWindow-time.Minute)
	secret := expectStatus(t, h.do("POST", "/2fa/generate-secret", "", old...), 200)["secret"].(string)
	specEnable := mustJSON(map[string]string{"secret": secret, "verificationCode": totpCode(t, secret, time.Now())})
	r := h.do("POST", "/2fa/enable", specEnable, old...)
	expectError(t, r, 400, accounts.MsgCurrentPasswordMissing)
	if _, code := decodeError(t, r); code != "password_required" {
		t.Fatalf("code = %s", code)
	}
	expectError(t, h.do("POST", "/2fa/enable", mustJSON(map[string]string{"password": "wrong-pass-00", "secret": secret,
		"verificationCode": totpCode(t, secret, time.Now())}), fresh...), 400, accounts.MsgCurrentPassword)
	on := expectStatus(t, h.do("POST", "/2fa/enable", specEnable, fresh...), 200)

	code := totpCode(t, secret, time.Now().Add(30*time.Second))
	expectError(t, h.do("POST", "/2fa/disable", mustJSON(map[string]string{"code": code, "password": "wrong-pass-00"}),
		bearer(on["token"].(string))...), 400, accounts.MsgCurrentPassword)

	// Closing: the old session needs the password, a recent one does not.
	_, id = registerMember(t, h, "close-later@example.test", pass, "Cleo")
	old = signedInAgo(t, h, id, accounts.SudoWindow+time.Minute)
	fresh = signedInAgo(t, h, id, accounts.SudoWindow-time.Minute)
	r = h.do("DELETE", "/user/account", `{}`, old...)
	expectError(t, r, 400, accounts.MsgCurrentPasswordMissing)
	expectError(t, h.do("DELETE", "/user/account", `{"password":"wrong-pass-00"}`, fresh...), 400, accounts.MsgCurrentPassword)
	expectStatus(t, h.do("GET", "/user/profile", "", old...), 200) // still open
	expectStatus(t, h.do("DELETE", "/user/account", mustJSON(map[string]string{"password": pass}), old...), 200)
	_, other := registerMember(t, h, "close-now@example.test", pass, "Nia")
	expectStatus(t, h.do("DELETE", "/user/account", "", signedInAgo(t, h, other, time.Minute)...), 200)
}

func TestLogoutRevokesTheTokenOnTheServer(t *testing.T) {
	h, _ := accountsHarness(t)
	token, id := registerMember(t, h, "bye@example.test", "tote-swap-77", "Bo")
	other := h.tokenFor(id) // another session of the same member
	expectStatus(t, h.do("GET", "/user/profile", "", bearer(token)...), 200)
	expectStatus(t, h.do("POST", "/logout", "", bearer(token)...), 200)
	expectError(t, h.do("GET", "/user/profile", "", bearer(token)...), 401, errBadToken.Error())
	expectError(t, h.do("POST", "/logout", "", bearer(token)...), 401, errBadToken.Error())
	expectStatus(t, h.do("GET", "/user/profile", "", bearer(other)...), 200)
	expectError(t, h.do("POST", "/logout", ""), 401, errNoToken.Error())
}

func TestResetAndVerificationLinksAreNotReadableInTheOutbox(t *testing.T) {
	h := newHarness(t, raiseLimits, func(c *config.Config) { c.RequireEmailVerification = true })
	ctx := context.Background()
	rec := h.do("POST", "/register", mustJSON(map[string]string{
		"email": "outbox-link@example.test", "password": "tote-swap-77", "name": "Oli", "zip_code": "33017",
	}))
	expectStatus(t, rec, 201)
	expectStatus(t, h.do("POST", "/password-reset/request", `{"email":"outbox-link@example.test"}`), 200)
	rows, err := h.pool.Query(ctx, `SELECT subject, body_text FROM email_outbox WHERE to_address = 'outbox-link@example.test'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var subject, body string
		if err := rows.Scan(&subject, &body); err != nil {
			t.Fatal(err)
		}
		n++
		if strings.Contains(body, "token=") || strings.Contains(body, h.cfg.WebOrigin) || !secretbox.IsSealed(body) {
			t.Errorf("%q is stored readable: %q", subject, body)
		}
		if text, _, err := h.backend.Outbox.Open(body); err != nil || !strings.Contains(text, "token=") {
			t.Errorf("%q does not open to its link: %v", subject, err)
		}
	}
	if n != 2 {
		t.Fatalf("want the verification and the reset email queued, got %d", n)
	}
}

// waitForWaiters waits until at least n statements matching like wait for
// a row lock in watch's database (watch is a connection of its own: the
// waiters may hold every connection of the pool).
func waitForWaiters(t *testing.T, watch *pgx.Conn, like string, n int) {
	t.Helper()
	testenv.Eventually(t, time.Minute, func() error {
		var waiting int
		if err := watch.QueryRow(context.Background(), `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1`, like).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if waiting >= n {
			return nil
		}
		rows, _ := watch.Query(context.Background(), `SELECT state || ' ' || coalesce(wait_event_type, '') || ' ' || left(query, 60) FROM pg_stat_activity WHERE datname = current_database()`)
		all, _ := pgx.CollectRows(rows, pgx.RowTo[string])
		return fmt.Errorf("%d statements like %q wait, want %d: %q", waiting, like, n, all)
	})
}

// connect opens a connection to the harness's database outside its pool.
func connect(t *testing.T, h *harness) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), h.pool.Config().ConnString())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

// Forty wrong codes in parallel while a right code is in flight: the right
// one read the account before the tenth wrong one locked it, and reaches
// the statement that accepts it only after. It is refused (the lock is
// checked in that statement, not on the row read before the password was
// hashed) until the lock ends.
func TestTwoFactorLockHoldsForARightCodeInFlight(t *testing.T) {
	key := secretbox.NewKey() // both replicas open the secret
	h, _ := accountsHarness(t, func(c *config.Config) { c.TOTPEncryptionKey = key })
	const addr, pass = "inflight@example.test", "tote-swap-77"
	token, id := registerMember(t, h, addr, pass, "Ines")
	secret, _ := enableTwoFactor(t, h, token, pass)
	right := mustJSON(map[string]string{"email": addr, "password": pass, "code": totpCode(t, secret, time.Now().Add(30*time.Second))})

	// A second replica whose pool holds the right code at the door of the
	// statement that accepts it, after it read the account and checked the
	// code, until the wrong ones are done.
	gate := &statementGate{name: "-- name: ClaimTOTPStep ", reached: make(chan struct{}), release: make(chan struct{})}
	replica, _ := testServer(t, h.cfg, gatedPool(t, h, gate), h.temporal, nil, nil)
	rightDone := heldAt(t, gate, replica, newTestRequest("POST", "/login", right))

	wrongCodesAtOnce(t, h, mustJSON(map[string]string{"email": addr, "password": pass, "code": wrongCodeFor(t, secret)}), 40)
	gate.open()
	expectError(t, <-rightDone, 429, accounts.MsgCodesLocked)
	expectError(t, h.do("POST", "/login", right), 429, accounts.MsgCodesLocked)

	sqlExec(t, h.pool, `UPDATE users SET totp_locked_until = now() - interval '1 second' WHERE id = $1`, id)
	expectStatus(t, h.do("POST", "/login", right), 200)
}

// Turning two-factor on queues its email in the transaction that turns it
// on: while that transaction is open, neither the switch nor the email is
// to be seen; after the commit, both are.
func TestTwoFactorEmailIsQueuedWithTheSwitch(t *testing.T) {
	key := secretbox.NewKey() // both servers open the secret
	h := newHarness(t, raiseLimits, func(c *config.Config) { c.TOTPEncryptionKey = key })
	const addr, pass = "switch-mail@example.test", "tote-swap-77"
	token, id := registerMember(t, h, addr, pass, "Sol")
	setup := expectStatus(t, h.do("POST", "/2fa/generate-secret", "", bearer(token)...), 200)
	secret := setup["secret"].(string)
	seen := func() (emails, switches int) {
		return h.count(`SELECT count(*) FROM email_outbox WHERE to_address = $1 AND subject LIKE 'Two-factor sign-in turned on%'`, addr),
			h.count(`SELECT count(*) FROM users WHERE id = $1 AND totp_enabled`, id)
	}

	gate := &statementGate{name: "-- name: QueueEmail ", atEnd: true, reached: make(chan struct{}), release: make(chan struct{})}
	replica, _ := testServer(t, h.cfg, gatedPool(t, h, gate), h.temporal, nil, nil)
	done := heldAt(t, gate, replica, newTestRequest("POST", "/2fa/enable", mustJSON(map[string]string{
		"password": pass, "secret": secret, "verificationCode": totpCode(t, secret, time.Now()),
	}), bearer(token)...))
	if n, on := seen(); n != 0 || on != 0 {
		t.Fatalf("before the commit: %d emails and %d switches to be seen, want neither", n, on)
	}
	gate.open()
	expectStatus(t, <-done, 200)
	if n, on := seen(); n != 1 || on != 1 {
		t.Fatalf("after the commit: %d emails and %d switches, want one of each", n, on)
	}
}

// wrongCodesAtOnce signs in n times at once with body's wrong code: the
// first MaxWrongCodes-1 are refused as wrong, the rest meet the lock.
func wrongCodesAtOnce(t *testing.T, h *harness, body string, n int) {
	t.Helper()
	counts := statusCounts(parallel(n, func(int) *httptest.ResponseRecorder { return h.do("POST", "/login", body) }))
	if counts[401] != accounts.MaxWrongCodes-1 || counts[429] != n-accounts.MaxWrongCodes+1 {
		t.Fatalf("%d wrong codes at once answered %v: want %d refused as wrong and the rest locked", n, counts, accounts.MaxWrongCodes-1)
	}
}

// gatedPool is a pool of its own on h's database whose statements pass gate.
func gatedPool(t *testing.T, h *harness, gate *statementGate) *pgxpool.Pool {
	t.Helper()
	pool, err := store.OpenTraced(context.Background(), h.pool.Config().ConnString(), 4, gate)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	t.Cleanup(gate.open) // before the pool closes (cleanups run last first): a failed test must not hang there
	return pool
}

// heldAt sends req to srv in the background and waits until it holds at
// gate (failing when it was answered first); its answer comes on the
// channel once the gate opens.
func heldAt(t *testing.T, gate *statementGate, srv *Server, req *http.Request) <-chan *httptest.ResponseRecorder {
	t.Helper()
	done := make(chan *httptest.ResponseRecorder, 1)
	go func() {
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		done <- rec
	}()
	select {
	case <-gate.reached:
	case rec := <-done:
		t.Fatalf("answered before it reached %q: %d %s", gate.name, rec.Code, rec.Body)
	case <-time.After(time.Minute):
		t.Fatalf("never reached %q", gate.name)
	}
	return done
}

// statementGate holds the first statement whose text holds name, before it
// is sent (or, atEnd, once it has run): it says so on reached and waits for
// open.
type statementGate struct {
	name             string
	atEnd            bool
	held, opened     sync.Once
	reached, release chan struct{}
}

type gatedStatement struct{}

func (g *statementGate) open() { g.opened.Do(func() { close(g.release) }) }

func (g *statementGate) hold() {
	g.held.Do(func() {
		close(g.reached)
		<-g.release
	})
}

func (g *statementGate) TraceQueryStart(ctx context.Context, _ *pgx.Conn, data pgx.TraceQueryStartData) context.Context {
	if !strings.Contains(data.SQL, g.name) {
		return ctx
	}
	if g.atEnd {
		return context.WithValue(ctx, gatedStatement{}, g)
	}
	g.hold()
	return ctx
}

func (g *statementGate) TraceQueryEnd(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryEndData) {
	if ctx.Value(gatedStatement{}) == g {
		g.hold()
	}
}

// Sign-ins for one account fired in parallel from many addresses meet the
// per-account limit at once (429 with Retry-After), instead of each waiting
// its turn: never more than the limit reach the password check.
func TestLoginLimitPerAccountRefusesParallelAttempts(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.RateLimitLogin = 10 })
	registerMember(t, h, "target@example.test", "tote-swap-77", "Tara")
	h.srv.limits.signIn.Free = 1000 // the wrong-password back-off is tested on its own
	var wg sync.WaitGroup
	answers := make([]*httptest.ResponseRecorder, 20)
	start := time.Now()
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			answers[i] = fromIP(h, fmt.Sprintf("198.51.100.%d", i+1), "POST", "/login",
				`{"email":"Target@example.test","password":"guess-guess-1"}`)
		}()
	}
	wg.Wait()
	counts := map[int]int{}
	for _, a := range answers {
		counts[a.Code]++
		if a.Code == 429 && a.Header().Get("Retry-After") == "" {
			t.Errorf("429 without Retry-After: %s", a.Body)
		}
	}
	if counts[401] < 1 || counts[401] > 10 || counts[401]+counts[429] != len(answers) {
		t.Fatalf("20 parallel sign-ins for one account from 20 addresses: %v, want at most 10 checked and the rest refused", counts)
	}
	t.Logf("20 parallel attempts answered in %v: %v", time.Since(start), counts)
}
