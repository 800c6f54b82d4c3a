package api

import (
	"errors"
	"net/http"
	"pursetrade/internal/accounts"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

// Account statuses.
const (
	StatusActive     = "active"
	StatusDisabled   = "disabled"
	StatusRestricted = "restricted"
	StatusDeleted    = "deleted"
)

const ctxUser = "auth_user"

// Caller is the signed-in account of a request.
type Caller struct {
	ID      string
	Email   string
	Name    string
	IsAdmin bool
	Status  string
	// The token of this request, for POST /logout.
	TokenID      string
	TokenExpires time.Time
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

// authenticate resolves the bearer token to an active account. A token of a
// disabled or deleted account, one issued before the last password change,
// or one signed out (POST /logout) is refused.
func (s *Server) authenticate(c *gin.Context) (Caller, error) {
	h := c.GetHeader("Authorization")
	if h == "" {
		return Caller{}, errNoToken
	}
	token, ok := strings.CutPrefix(h, "Bearer ")
	if !ok {
		return Caller{}, errBadToken
	}
	claims, err := s.tokens.Verify(strings.TrimSpace(token))
	if err != nil {
		return Caller{}, errBadToken
	}
	u, err := accounts.SessionUser(c, s.pool, claims.UserID, claims.ID)
	if errors.Is(err, accounts.ErrNoSession) {
		return Caller{}, errBadToken
	}
	if err != nil {
		return Caller{}, err
	}
	if u.Status == StatusDisabled || u.Status == StatusDeleted {
		return Caller{}, errAccountClose
	}
	if u.Revoked || u.PasswordChangedAt != nil && claims.IssuedAt.Before(u.PasswordChangedAt.Truncate(1e9)) {
		return Caller{}, errBadToken
	}
	return Caller{ID: u.ID, Email: u.Email, Name: u.Name, IsAdmin: u.IsAdmin, Status: u.Status,
		TokenID: claims.ID, TokenExpires: claims.ExpiresAt}, nil
}

// guard returns the middleware enforcing a route's access level.
func (s *Server) guard(a access) []gin.HandlerFunc {
	if a == accessPublic {
		return nil
	}
	return []gin.HandlerFunc{func(c *gin.Context) {
		u, err := s.authenticate(c)
		if a == accessOptional {
			if err == nil {
				s.setCaller(c, u)
			}
			return
		}
		switch {
		case errors.Is(err, errNoToken), errors.Is(err, errBadToken), errors.Is(err, errAccountClose):
			Fail(c, http.StatusUnauthorized, CodeUnauthorized, err.Error())
			return
		case err != nil:
			s.logger.Error("authenticate", "err", err)
			Fail(c, http.StatusInternalServerError, CodeInternal, "Internal server error")
			return
		}
		s.setCaller(c, u)
		if !s.allowMember(c, u.ID) {
			return
		}
		switch {
		case a == accessAdmin && !u.IsAdmin:
			Fail(c, http.StatusForbidden, CodeForbidden, "Administrator access required")
		case a == accessMember && u.Status == StatusRestricted && !u.IsAdmin:
			Fail(c, http.StatusForbidden, CodeForbidden,
				"Your account is restricted: only your balance, withdrawals, profile and messages are available")
		}
	}}
}

func (s *Server) setCaller(c *gin.Context, u Caller) {
	c.Set(ctxUser, u)
	c.Set(ctxUserID, u.ID)
}
