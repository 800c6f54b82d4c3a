package api

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/ratelimit"
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
	n := 0
	attempt := func(what string, want int, peer, xff string) {
		t.Helper()
		n++ // another email each time: only the per-IP limit is at stake here
		if got := loginFrom(h, peer, xff, fmt.Sprintf("nobody%d@example.test", n), "wrong-password"); got != want {
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

// Wrong passwords for someone's email slow that email down: further
// attempts are refused with Retry-After while the limits run (never held
// waiting), and the owner signs in once they have passed.
func TestSafetySignInBackoffDoesNotLockOutTheOwner(t *testing.T) {
	h := newHarness(t)
	registerMember(t, h, "victim@example.test", "tote-swap-77", "Vera")
	backoff := h.srv.limits.signIn
	backoff.Base, backoff.Max = time.Millisecond, 10*time.Millisecond // the schedule itself is tested in internal/ratelimit

	refused := 0
	for range 30 {
		switch code := loginFrom(h, "198.51.100.66", "", "Victim@example.test", "guess-guess-1"); code {
		case 401:
		case 429:
			refused++
		default:
			t.Fatalf("attacker: %d", code)
		}
	}
	if refused < 15 { // 20, less what refilled meanwhile (10 a minute)
		t.Fatalf("the limits refused %d of 30", refused)
	}
	var failures int
	if err := h.pool.QueryRow(context.Background(), `SELECT coalesce(sum(failures), 0) FROM sign_in_failures`).Scan(&failures); err != nil || failures <= ratelimit.FreeFailures {
		t.Fatalf("%d wrong passwords counted (%v)", failures, err)
	}
	// The account's own limit is spent: the owner is told when to come back.
	start := time.Now()
	rec := fromIP(h, "203.0.113.40", "POST", "/login", `{"email":"victim@example.test","password":"tote-swap-77"}`)
	if rec.Code != 429 || rec.Header().Get("Retry-After") == "" || time.Since(start) > 2*time.Second {
		t.Fatalf("the owner during the attack: %d %s after %v", rec.Code, rec.Body, time.Since(start))
	}
	sqlExec(t, h.pool, `DELETE FROM rate_limit_buckets`) // a minute later: the buckets have refilled
	time.Sleep(2 * backoff.Max)                          // and the back-off has run out
	rec = fromIP(h, "203.0.113.40", "POST", "/login", `{"email":"victim@example.test","password":"tote-swap-77"}`)
	if rec.Code != 200 {
		t.Fatalf("the owner is locked out: %d %s", rec.Code, rec.Body)
	}
	if d, _ := backoff.Delay(context.Background(), "victim@example.test"); d != 0 {
		t.Fatal("a successful sign-in does not reset the back-off")
	}
	// A wrong password answers the same as for an unknown email.
	wrong := fromIP(h, "203.0.113.41", "POST", "/login", `{"email":"victim@example.test","password":"nope-nope-1"}`)
	unknown := fromIP(h, "203.0.113.41", "POST", "/login", `{"email":"ghost@example.test","password":"nope-nope-1"}`)
	if wrong.Body.String() != unknown.Body.String() || wrong.Code != 401 {
		t.Fatalf("answers differ: %d %s / %d %s", wrong.Code, wrong.Body, unknown.Code, unknown.Body)
	}
}

// Two API replicas share one database: eleven logins from one address
// spread over both still meet the limit of ten, and twenty at the same
// instant get exactly ten through.
func TestSafetyRateLimitsHoldAcrossReplicas(t *testing.T) {
	h := newHarness(t)
	replica, _ := testServer(t, h.cfg, h.pool, h.temporal, nil, nil) // a process of its own, with its own registry
	replicas := []http.Handler{h.handler, replica.Handler()}
	login := func(i int, ip string) int {
		req := newTestRequest("POST", "/login", fmt.Sprintf(`{"email":"r%d@example.test","password":"x"}`, i))
		req.RemoteAddr = net.JoinHostPort(ip, "40000")
		rec := httptest.NewRecorder()
		replicas[i%2].ServeHTTP(rec, req)
		checkContract(t, req, rec)
		return rec.Code
	}
	for i := range 10 {
		if code := login(i, "198.51.100.7"); code != 401 {
			t.Fatalf("login %d: %d", i+1, code)
		}
	}
	if code := login(10, "198.51.100.7"); code != 429 {
		t.Fatalf("the 11th login over two replicas answered %d, want 429", code)
	}

	var allowed, limited atomic.Int32
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			switch login(i, "198.51.100.8") {
			case 401:
				allowed.Add(1)
			case 429:
				limited.Add(1)
			}
		}()
	}
	wg.Wait()
	if allowed.Load() != 10 || limited.Load() != 10 {
		t.Fatalf("20 logins at once over two replicas: %d through, %d limited; want 10 and 10", allowed.Load(), limited.Load())
	}
}
