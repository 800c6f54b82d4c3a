package api

import (
	"fmt"
	"net"
	"testing"
	"time"

	"pursetrade/internal/accounts"
	"pursetrade/internal/config"
	"pursetrade/internal/refusal"
)

func loginFrom(h *harness, peer, forwardedFor, email, password string) int {
	req := newTestRequest("POST", "/login", fmt.Sprintf(`{"email":%q,"password":%q}`, email, password))
	req.RemoteAddr = net.JoinHostPort(peer, "40000")
	if forwardedFor != "" {
		req.Header.Set("X-Forwarded-For", forwardedFor)
	}
	return h.serve(req).Code
}

// Behind a trusted proxy each client has its own bucket; from anyone else
// X-Forwarded-For changes nothing; an IPv6 /64 is one client.
func TestSafetyRateLimitsBehindProxies(t *testing.T) {
	h := newHarness(t, func(c *config.Config) {
		c.RateLimitLogin = 2
		c.TrustedProxies = []string{"10.0.0.0/8"}
	})
	attempt := func(what string, want int, peer, xff string) {
		t.Helper()
		if got := loginFrom(h, peer, xff, "nobody@example.test", "wrong-password"); got != want {
			t.Fatalf("%s: %d, want %d", what, got, want)
		}
	}
	attempt("client A via proxy", 401, "10.1.2.3", "198.51.100.1")
	attempt("client A via proxy", 401, "10.1.2.3", "198.51.100.1")
	attempt("client A over its limit", 429, "10.1.2.3", "198.51.100.1")
	attempt("client B via the same proxy", 401, "10.1.2.3", "198.51.100.2")

	attempt("untrusted peer", 401, "203.0.113.5", "198.51.100.10")
	attempt("untrusted peer, another XFF", 401, "203.0.113.5", "198.51.100.11")
	attempt("untrusted peer spoofing a third XFF", 429, "203.0.113.5", "198.51.100.12")

	attempt("IPv6 client", 401, "2001:db8:1:2::1", "")
	attempt("IPv6 client, another address", 401, "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "")
	attempt("IPv6 client, same /64", 429, "2001:db8:1:2::ffff", "")
	attempt("IPv6 client, next /64", 401, "2001:db8:1:3::1", "")
}

// Wrong passwords for someone's email slow that email down but never lock
// its owner out.
func TestSafetySignInBackoffDoesNotLockOutTheOwner(t *testing.T) {
	h := newHarness(t)
	registerMember(t, h, "victim@example.test", "tote-swap-77", "Vera")
	backoff := h.srv.acct().limits.signIn
	backoff.base, backoff.max = time.Millisecond, 10*time.Millisecond // the schedule itself is tested below

	refusedByIP := 0
	for range 30 {
		switch code := loginFrom(h, "198.51.100.66", "", "Victim@example.test", "guess-guess-1"); code {
		case 401:
		case 429:
			refusedByIP++
		default:
			t.Fatalf("attacker: %d", code)
		}
	}
	if refusedByIP < 15 { // 20, less what refilled meanwhile (10 a minute)
		t.Fatalf("the per-IP limit refused %d of 30", refusedByIP)
	}
	if backoff.delay("victim@example.test") == 0 {
		t.Fatal("ten wrong passwords and no back-off")
	}
	rec := fromIP(h, "203.0.113.40", "POST", "/login", `{"email":"victim@example.test","password":"tote-swap-77"}`)
	if rec.Code != 200 {
		t.Fatalf("the owner is locked out: %d %s", rec.Code, rec.Body)
	}
	if backoff.delay("victim@example.test") != 0 {
		t.Fatal("a successful sign-in does not reset the back-off")
	}
	// A wrong password answers the same as for an unknown email.
	wrong := fromIP(h, "203.0.113.41", "POST", "/login", `{"email":"victim@example.test","password":"nope-nope-1"}`)
	unknown := fromIP(h, "203.0.113.41", "POST", "/login", `{"email":"ghost@example.test","password":"nope-nope-1"}`)
	if wrong.Body.String() != unknown.Body.String() || wrong.Code != 401 {
		t.Fatalf("answers differ: %d %s / %d %s", wrong.Code, wrong.Body, unknown.Code, unknown.Body)
	}
}

func TestSafetySignInBackoffSchedule(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	b := newSignInBackoff()
	b.now = func() time.Time { return now }
	wrong := fmt.Errorf("wrapped: %w", refusal.Coded(refusal.Unauthorized, "invalid_credentials", accounts.MsgInvalidLogin))
	var got []time.Duration
	for range 12 {
		got = append(got, b.delay("v@x.test"))
		b.record("v@x.test", wrong)
	}
	want := []time.Duration{0, 0, 0, 0, 0, 250 * time.Millisecond, 500 * time.Millisecond, time.Second,
		2 * time.Second, 4 * time.Second, 8 * time.Second, 8 * time.Second}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("delays %v, want %v", got, want)
	}
	if b.delay("other@x.test") != 0 {
		t.Fatal("another email is slowed down")
	}
	now = now.Add(signInForget + time.Second)
	if b.delay("v@x.test") != 0 {
		t.Fatal("old failures are not forgotten")
	}
}
