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

// SessionUser is the account behind a signed token, read with whether the
// token was signed out in one look-up.
func SessionUser(ctx context.Context, conn db.DBTX, userID, tokenID string) (db.GetAuthUserRow, error) {
	u, err := db.New(conn).GetAuthUser(ctx, db.GetAuthUserParams{ID: userID, TokenID: tokenID})
	if errors.Is(err, pgx.ErrNoRows) {
		return u, ErrNoSession
	}
	return u, err
}

// Logout signs a token out until it expires, and clears the rows of tokens
// that have expired anyway.
func Logout(ctx context.Context, conn db.DBTX, userID, tokenID string, expires time.Time) error {
	q := db.New(conn)
	if err := q.RevokeToken(ctx, db.RevokeTokenParams{TokenID: tokenID, UserID: userID, ExpiresAt: expires}); err != nil {
		return err
	}
	return q.DeleteExpiredRevokedTokens(ctx)
}
