package api

import (
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"pursetrade/internal/auth"

	"pursetrade/internal/accounts"
	"pursetrade/internal/ratelimit"

	"github.com/gin-gonic/gin"
)

const ctxUser = "auth_user"

// Caller is the signed-in account of a request.
type Caller struct {
	ID      string
	Email   string
	Name    string
	IsAdmin bool
	Status  accounts.Status
	// TwoFactor: the account signs in with a TOTP code too.
	TwoFactor bool
	// PasswordVersion is the account's (and this token's) password version.
	PasswordVersion int32
	// The token of this request, for POST /logout; SignedIn is when it was
	// issued (a sign-in, or a password change), for sudo mode.
	TokenID      string
	TokenExpires time.Time
	SignedIn     time.Time
}

// caller returns the signed-in account; ok is false for anonymous requests.
func caller(c *gin.Context) (Caller, bool) {
	v, ok := c.Get(ctxUser)
	if !ok {
		return Caller{}, false
	}
	return v.(Caller), true
}

// mustCaller is for handlers behind a member or admin guard.
func mustCaller(c *gin.Context) Caller {
	u, _ := caller(c)
	return u
}

var (
	errNoToken      = errors.New("Authentication required")
	errBadToken     = errors.New("Invalid or expired token. Please sign in again")
	errAccountClose = errors.New("This account is disabled")
)

// gate admits a request to a route: it knows the caller from the bearer
// token and applies the route's access level and the per-member limit.
type gate struct {
	tokens   *auth.Tokens
	accounts *accounts.Service
	member   *ratelimit.Limiter
	logger   *slog.Logger
	// adminTwoFactor (production): an administrator without two-factor gets
	// only "turn on two-factor" from the admin routes; the routes that turn
	// it on are account routes and stay open.
	adminTwoFactor bool
}

// authenticate resolves the bearer token to an active account. A token of a
// disabled or deleted account, one issued before the last password change
// or two-factor switch (under an earlier password version; tokens from
// before the version claim: in an earlier second than the password change),
// or one signed out (POST /logout) is refused. Given a limiter, the same
// round trip takes a token from the member's bucket; wait is its answer.
func (s *gate) authenticate(c *gin.Context, limit *ratelimit.Limiter) (u Caller, wait *float64, err error) {
	h := c.GetHeader("Authorization")
	if h == "" {
		return Caller{}, nil, errNoToken
	}
	token, ok := strings.CutPrefix(h, "Bearer ")
	if !ok {
		return Caller{}, nil, errBadToken
	}
	claims, err := s.tokens.Verify(strings.TrimSpace(token))
	if err != nil {
		return Caller{}, nil, errBadToken
	}
	sess := accounts.Session{UserID: claims.UserID, TokenID: claims.ID, IssuedAt: claims.IssuedAt,
		PasswordVersion: claims.PasswordVersion}
	if limit != nil {
		b := limit.Bucket(memberKey(claims.UserID))
		sess.Bucket = &b
	}
	row, err := s.accounts.SessionUser(c, sess)
	if errors.Is(err, accounts.ErrNoSession) {
		return Caller{}, nil, errBadToken
	}
	if err != nil {
		return Caller{}, nil, err
	}
	if row.Status.Closed() {
		return Caller{}, nil, errAccountClose
	}
	if row.Revoked || row.PasswordVersion != claims.PasswordVersion ||
		issuedBefore(claims.IssuedAt, row.PasswordChangedAt) {
		return Caller{}, nil, errBadToken
	}
	// A restricted account is restricted alike, administrator or member:
	// balance, withdrawals, profile and messages, and no administrator powers.
	admin := row.IsAdmin && row.Status != accounts.StatusRestricted
	return Caller{ID: row.ID, Email: row.Email, Name: row.Name, IsAdmin: admin, Status: row.Status, TwoFactor: row.TotpEnabled,
		PasswordVersion: row.PasswordVersion, TokenID: claims.ID, TokenExpires: claims.ExpiresAt, SignedIn: claims.IssuedAt}, row.WaitSeconds, nil
}

// issuedBefore reports whether a token issued at iat (whole seconds) is
// older than the instant its account's sessions were ended (nil: never).
func issuedBefore(iat time.Time, ended *time.Time) bool {
	return ended != nil && iat.Before(ended.Truncate(time.Second))
}

// guard returns the middleware enforcing a route's access level.
func (s *gate) guard(a access) []gin.HandlerFunc {
	if a == accessPublic {
		return nil
	}
	return []gin.HandlerFunc{func(c *gin.Context) {
		if a == accessOptional {
			if u, _, err := s.authenticate(c, nil); err == nil {
				setCaller(c, u)
			}
			return
		}
		u, wait, err := s.authenticate(c, s.member)
		switch {
		case errors.Is(err, errNoToken), errors.Is(err, errBadToken), errors.Is(err, errAccountClose):
			Fail(c, http.StatusUnauthorized, CodeUnauthorized, err.Error())
			return
		case err != nil:
			s.logger.Error("authenticate", "err", err)
			Fail(c, http.StatusInternalServerError, CodeInternal, "Internal server error")
			return
		}
		setCaller(c, u)
		if !s.allowMember(c, u.ID, wait) {
			return
		}
		switch {
		case a == accessAdmin && !u.IsAdmin:
			Fail(c, http.StatusForbidden, CodeForbidden, "Administrator access required")
		case a == accessAdmin && s.adminTwoFactor && !u.TwoFactor:
			Fail(c, http.StatusForbidden, CodeAdmin2FARequired, "Turn on two-factor authentication to use the admin panel.")
		case a == accessMember && u.Status == accounts.StatusRestricted:
			Fail(c, http.StatusForbidden, CodeForbidden,
				"Your account is restricted: only your balance, withdrawals, profile and messages are available")
		}
	}}
}

func setCaller(c *gin.Context, u Caller) {
	c.Set(ctxUser, u)
	c.Set(ctxUserID, u.ID)
}
