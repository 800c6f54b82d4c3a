package api

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"pursetrade/internal/config"
	"pursetrade/internal/ids"
)

func TestAccountsRateLimitsDefaults(t *testing.T) {
	h := newHarness(t)
	if h.cfg.RateLimitLogin != 10 || h.cfg.RateLimitRegister != 5 || h.cfg.RateLimitPasswordReset != 5 || h.cfg.RateLimitMember != 600 {
		t.Fatalf("defaults: %+v", h.cfg)
	}
	check429 := func(what string, code int, retryAfter, msgCode string) {
		t.Helper()
		if code != 429 || retryAfter == "" || msgCode != CodeRateLimited {
			t.Fatalf("%s: want 429 with Retry-After and code rate_limited, got %d %q %q", what, code, retryAfter, msgCode)
		}
	}

	// Login: 10 per minute per IP...
	for i := range 10 {
		rec := fromIP(h, "198.51.100.1", "POST", "/login", fmt.Sprintf(`{"email":"u%d@example.test","password":"x"}`, i))
		if rec.Code != 401 {
			t.Fatalf("login %d: %d", i+1, rec.Code)
		}
	}
	rec := fromIP(h, "198.51.100.1", "POST", "/login", `{"email":"another@example.test","password":"x"}`)
	_, code := decodeError(t, rec)
	check429("11th login from one IP", rec.Code, rec.Header().Get("Retry-After"), code)
	if rec := fromIP(h, "198.51.100.2", "POST", "/login", `{"email":"another@example.test","password":"x"}`); rec.Code != 401 {
		t.Fatalf("another IP is limited too: %d", rec.Code)
	}
	// Per account the same limit holds (TestLoginLimitPerAccountRefusesParallelAttempts).

	// Registration and password reset: 5 per minute per IP.
	for i := range 5 {
		if rec := fromIP(h, "192.0.2.50", "POST", "/register", `{}`); rec.Code != 400 {
			t.Fatalf("register %d: %d", i+1, rec.Code)
		}
		if rec := fromIP(h, "192.0.2.50", "POST", "/password-reset/request", `{"email":"x@example.test"}`); rec.Code != 200 {
			t.Fatalf("reset %d: %d", i+1, rec.Code)
		}
	}
	for _, path := range []string{"/register", "/password-reset/request"} {
		rec := fromIP(h, "192.0.2.50", "POST", path, `{"email":"x@example.test"}`)
		_, code := decodeError(t, rec)
		check429(path, rec.Code, rec.Header().Get("Retry-After"), code)
	}
}

func TestAccountsRateLimitPerMember(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.RateLimitMember = 3 })
	token, _ := registerMember(t, h, "busy@example.test", "tote-swap-77", "Bea")
	for i := range 3 {
		if rec := h.do("GET", "/user/profile", "", bearer(token)...); rec.Code != 200 {
			t.Fatalf("call %d: %d", i+1, rec.Code)
		}
	}
	rec := h.do("GET", "/user/profile", "", bearer(token)...)
	if _, code := decodeError(t, rec); rec.Code != 429 || code != CodeRateLimited || rec.Header().Get("Retry-After") != "20" {
		t.Fatalf("4th call: %d %s %q", rec.Code, code, rec.Header().Get("Retry-After"))
	}
	// Another member is not affected.
	other, _ := registerMember(t, h, "calm@example.test", "tote-swap-77", "Cal")
	if rec := h.do("GET", "/user/profile", "", bearer(other)...); rec.Code != 200 {
		t.Fatalf("other member: %d", rec.Code)
	}
}

// The per-member token is taken in the session look-up's own statement, and
// only for a session that authenticates: a signed-out token, however often
// it calls, and a route that only reads who is signed in take nothing.
func TestAccountsRateLimitTakesNothingForARefusedSession(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.RateLimitMember = 3 })
	token, id := registerMember(t, h, "bye-bye@example.test", "tote-swap-77", "Bo")
	other := h.tokenFor(id)
	expectStatus(t, h.do("POST", "/logout", "", bearer(token)...), 200) // the first of 3 tokens
	for range 10 {
		expectError(t, h.do("GET", "/user/profile", "", bearer(token)...), 401, errBadToken.Error())
	}
	for range 5 { // optional sign-in: a missing bag, read as this member
		if rec := h.do("GET", "/hats/"+ids.New(), "", bearer(other)...); rec.Code != 404 {
			t.Fatalf("optional route: %d", rec.Code)
		}
	}
	for i := range 2 {
		if rec := h.do("GET", "/user/profile", "", bearer(other)...); rec.Code != 200 {
			t.Fatalf("call %d after the refused ones: %d", i+1, rec.Code)
		}
	}
	if rec := h.do("GET", "/user/profile", "", bearer(other)...); rec.Code != 429 {
		t.Fatalf("4th token: %d, want 429", rec.Code)
	}
}

// Thirty calls of one member at the same instant, with a limit of ten: the
// token taken in the session look-up lets exactly ten through, and every
// other call is a 429 (no call goes through untaken, none fails).
func TestAccountsRateLimitPerMemberAtTheSameInstant(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.RateLimitMember = 10 })
	token, _ := registerMember(t, h, "rush@example.test", "tote-swap-77", "Ria")
	var ok, limited atomic.Int32
	var wg sync.WaitGroup
	for range 30 {
		wg.Go(func() {
			switch code := h.do("GET", "/user/profile", "", bearer(token)...).Code; code {
			case 200:
				ok.Add(1)
			case 429:
				limited.Add(1)
			default:
				t.Errorf("call answered %d", code)
			}
		})
	}
	wg.Wait()
	if ok.Load() != 10 || limited.Load() != 20 {
		t.Fatalf("%d allowed and %d limited of 30 at once, want 10 and 20", ok.Load(), limited.Load())
	}
}
