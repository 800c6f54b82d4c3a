package accounts

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/store/db"
)

// ErrNoSession is a token whose account is gone or that was signed out.
var ErrNoSession = errors.New("no session for this token")

// Session is what a signed token says about its request, and the request
// limit's bucket to take a token from (nil: none).
type Session struct {
	UserID, TokenID string
	IssuedAt        time.Time
	PasswordVersion int32
	Bucket          *db.TakeTokenParams
}

// SessionAccount is the account behind a session.
type SessionAccount struct {
	ID, Email, Name   string
	IsAdmin           bool
	TotpEnabled       bool // two-factor is on
	Status            Status
	PasswordChangedAt *time.Time
	PasswordVersion   int32
	Revoked           bool     // the token was signed out
	WaitSeconds       *float64 // the bucket's answer (take_token); nil without a bucket
}

// SessionUser is the account behind a signed token, read with whether the
// token was signed out in one look-up. Given a bucket, the same statement
// takes a token from it when the session authenticates.
func (s *Service) SessionUser(ctx context.Context, sess Session) (SessionAccount, error) {
	arg := db.GetAuthUserParams{ID: sess.UserID, TokenID: sess.TokenID, IssuedAt: sess.IssuedAt, PasswordVersion: sess.PasswordVersion}
	if b := sess.Bucket; b != nil {
		arg.BucketKey, arg.Burst, arg.PerSecond, arg.Now = &b.Key, b.Burst, b.PerSecond, b.Now
	}
	u, err := db.New(s.pool).GetAuthUser(ctx, arg)
	if errors.Is(err, pgx.ErrNoRows) {
		return SessionAccount{}, ErrNoSession
	}
	return SessionAccount{ID: u.ID, Email: u.Email, Name: u.Name, IsAdmin: u.IsAdmin, TotpEnabled: u.TotpEnabled,
		Status: Status(u.Status), PasswordChangedAt: u.PasswordChangedAt, PasswordVersion: u.PasswordVersion,
		Revoked: u.Revoked, WaitSeconds: u.WaitSeconds}, err
}

// Logout signs a token out until it expires, and clears the rows of tokens
// that have expired anyway.
func (s *Service) Logout(ctx context.Context, userID, tokenID string, expires time.Time) error {
	q := db.New(s.pool)
	if err := q.RevokeToken(ctx, db.RevokeTokenParams{TokenID: tokenID, UserID: userID, ExpiresAt: expires}); err != nil {
		return err
	}
	return q.DeleteExpiredRevokedTokens(ctx)
}
