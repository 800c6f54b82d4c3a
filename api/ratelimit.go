package api

import (
	"fmt"
	"math"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/config"
)

// limiter is a set of token buckets, one per key (an IP, an email, a
// member). Each bucket holds up to perMinute tokens and refills
// continuously at perMinute per minute. Memory is bounded: buckets that
// have refilled are dropped once a minute, and at maxKeys the oldest
// arbitrary ones go too.
type limiter struct {
	mu      sync.Mutex
	burst   float64
	perSec  float64
	maxKeys int
	now     func() time.Time
	swept   time.Time
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

const limiterMaxKeys = 100_000

func newLimiter(perMinute int) *limiter {
	return &limiter{
		burst: float64(perMinute), perSec: float64(perMinute) / 60, maxKeys: limiterMaxKeys,
		now: time.Now, buckets: map[string]*bucket{},
	}
}

// allow takes a token from key's bucket. When the bucket is empty it
// answers false and how long until a token is back.
func (l *limiter) allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	l.sweep(now)
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	} else {
		b.tokens = l.level(b, now)
		b.last = now
	}
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) / l.perSec * float64(time.Second))
}

func (l *limiter) level(b *bucket, now time.Time) float64 {
	return math.Min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.perSec)
}

func (l *limiter) sweep(now time.Time) {
	full := len(l.buckets) >= l.maxKeys
	if !full && now.Sub(l.swept) < time.Minute {
		return
	}
	l.swept = now
	for k, b := range l.buckets {
		if l.level(b, now) >= l.burst { // a full bucket is the same as no bucket
			delete(l.buckets, k)
		}
	}
	for k := range l.buckets { // still full: make room (map order is random)
		if len(l.buckets) < l.maxKeys*9/10 {
			break
		}
		delete(l.buckets, k)
	}
}

// rateLimits are the request limits, each a setting.
type rateLimits struct {
	login    *limiter       // login per IP; 2FA and password change per IP and per account
	signIn   *signInBackoff // wrong passwords per email slow down that email's sign-ins
	register *limiter       // per IP
	reset    *limiter       // password reset and verification emails, per IP
	member   *limiter       // every authenticated call, per member
}

func newRateLimits(cfg config.Config) *rateLimits {
	return &rateLimits{
		login:    newLimiter(cfg.RateLimitLogin),
		signIn:   newSignInBackoff(),
		register: newLimiter(cfg.RateLimitRegister),
		reset:    newLimiter(cfg.RateLimitPasswordReset),
		member:   newLimiter(cfg.RateLimitMember),
	}
}

// rateLimited takes a token for each key from l and, when one is out,
// answers 429 with Retry-After. It reports whether the request was refused.
func rateLimited(c *gin.Context, l *limiter, keys ...string) bool {
	for _, k := range keys {
		if len(k) > 300 {
			k = k[:300]
		}
		if ok, wait := l.allow(k); !ok {
			secs := max(1, int(math.Ceil(wait.Seconds())))
			c.Header("Retry-After", strconv.Itoa(secs))
			Fail(c, http.StatusTooManyRequests, CodeRateLimited,
				fmt.Sprintf("Too many requests. Please try again in %d seconds", secs), gin.H{"retry_after": secs})
			return true
		}
	}
	return false
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
// authenticated request. It reports whether the request may go on.
func (s *Server) allowMember(c *gin.Context, userID string) bool {
	return !rateLimited(c, s.acct().limits.member, "member:"+userID)
}
