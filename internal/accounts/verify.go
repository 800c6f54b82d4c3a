package accounts

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/auth"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// VerifyTokenTTL is how long an emailed verification link works.
const VerifyTokenTTL = 48 * time.Hour

// NewVerificationToken stores a verification token for the member and
// returns the token to email.
func NewVerificationToken(ctx context.Context, conn db.DBTX, userID string) (string, error) {
	q := db.New(conn)
	token, hash := auth.NewSecretToken()
	err := q.CreateEmailVerificationToken(ctx, db.CreateEmailVerificationTokenParams{
		TokenHash: hash, UserID: userID, ExpiresAt: time.Now().Add(VerifyTokenTTL),
	})
	return token, err
}

// VerifyEmail marks the address of the token's member verified.
func VerifyEmail(ctx context.Context, pool *pgxpool.Pool, token string) error {
	if token == "" {
		return refusal.New(refusal.Invalid, MsgVerifyInvalid)
	}
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		userID, err := q.UseEmailVerificationToken(ctx, auth.HashToken(token))
		if errors.Is(err, pgx.ErrNoRows) {
			return refusal.New(refusal.Invalid, MsgVerifyInvalid)
		}
		if err != nil {
			return err
		}
		return q.MarkEmailVerified(ctx, userID)
	})
}

// StartVerificationResend makes a new verification token for an
// unverified, usable account with this email; ok is false otherwise, and
// the caller answers the same either way.
func StartVerificationResend(ctx context.Context, pool *pgxpool.Pool, email string) (u db.User, token string, ok bool, err error) {
	unverified := func(u db.User) bool { return usable(u) && u.EmailVerifiedAt == nil }
	if u, ok, err = accountToEmail(ctx, db.New(pool), email, unverified); !ok {
		return db.User{}, "", false, err
	}
	token, err = NewVerificationToken(ctx, pool, u.ID)
	return u, token, err == nil, err
}
