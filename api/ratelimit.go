package api

import (
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"net/netip"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/config"
	"pursetrade/internal/ratelimit"
)

// rateLimits are the request limits, each a setting.
// They live in PostgreSQL, so every API replica counts against the same
// buckets.
type rateLimits struct {
	login    *ratelimit.Limiter       // login, 2FA and password change, per IP and per account
	signIn   *ratelimit.SignInBackoff // wrong passwords per email refuse that email's sign-ins for a while
	register *ratelimit.Limiter       // per IP
	reset    *ratelimit.Limiter       // password reset and verification emails, per IP
	member   *ratelimit.Limiter       // every authenticated call, per member
}

func newRateLimits(cfg config.Config, pool *pgxpool.Pool) *rateLimits {
	return &rateLimits{
		login:    ratelimit.NewLimiter(pool, "login", cfg.RateLimitLogin),
		signIn:   ratelimit.NewSignInBackoff(pool),
		register: ratelimit.NewLimiter(pool, "register", cfg.RateLimitRegister),
		reset:    ratelimit.NewLimiter(pool, "reset", cfg.RateLimitPasswordReset),
		member:   ratelimit.NewLimiter(pool, "member", cfg.RateLimitMember),
	}
}

// rateLimited takes a token for each key from l and, when one is out,
// answers 429 with Retry-After. It reports whether the request was refused.
func rateLimited(c *gin.Context, l *ratelimit.Limiter, keys ...string) bool {
	for _, k := range keys {
		if len(k) > 300 {
			k = k[:300]
		}
		ok, wait, err := l.Allow(c, k)
		if err != nil {
			slog.Error("rate limit", "err", err)
			Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Service temporarily unavailable. Please try again.")
			return true
		}
		if !ok {
			tooMany(c, wait)
			return true
		}
	}
	return false
}

// bindWithinLimit binds the JSON body into in unless the caller's address is
// over l; it reports whether the handler goes on (false: answered).
func bindWithinLimit(c *gin.Context, l *ratelimit.Limiter, in any) bool {
	return !rateLimited(c, l, ipKey(c)) && BindJSON(c, in)
}

// tooMany answers 429 with Retry-After: wait, in whole seconds.
func tooMany(c *gin.Context, wait time.Duration) {
	secs := max(1, int(math.Ceil(wait.Seconds())))
	c.Header("Retry-After", strconv.Itoa(secs))
	Fail(c, http.StatusTooManyRequests, CodeRateLimited,
		fmt.Sprintf("Too many requests. Please try again in %d seconds", secs), gin.H{"retry_after": secs})
}

// ipKey is the rate-limit key of the caller's address: the TCP peer, or
// the client a trusted proxy (TRUSTED_PROXIES) names in X-Forwarded-For;
// from anyone else that header is ignored, as it could dodge the limits.
// An IPv6 client is keyed by its /64, the block one subscriber gets.
func ipKey(c *gin.Context) string {
	ip, err := netip.ParseAddr(c.ClientIP())
	if err != nil {
		return "ip:" + c.ClientIP()
	}
	ip = ip.Unmap()
	if ip.Is6() {
		prefix, _ := ip.WithZone("").Prefix(64)
		return "ip:" + prefix.String()
	}
	return "ip:" + ip.String()
}

// allowMember applies the per-member limit; the guard calls it for every
// authenticated request with the answer of the token its session look-up
// took (nil: none was taken, so take one now). It reports whether the
// request may go on.
func (s *gate) allowMember(c *gin.Context, userID string, wait *float64) bool {
	limit := s.member
	if wait == nil {
		return !rateLimited(c, limit, memberKey(userID))
	}
	ok, d := limit.Taken(*wait)
	if !ok {
		tooMany(c, d)
	}
	return ok
}

// memberKey is the per-member limit's key.
func memberKey(userID string) string { return "member:" + userID }
