package accounts

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/auth"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// VerifyTokenTTL is how long an emailed verification link works.
const VerifyTokenTTL = 48 * time.Hour

// NewVerificationToken stores a verification token for the member and
// returns the token to email.
func (s *Service) NewVerificationToken(ctx context.Context, userID string) (string, error) {
	q := db.New(s.pool)
	token, hash := auth.NewSecretToken()
	err := q.CreateEmailVerificationToken(ctx, db.CreateEmailVerificationTokenParams{
		TokenHash: hash, UserID: userID, ExpiresAt: s.now().Add(VerifyTokenTTL),
	})
	return token, err
}

// VerifyEmail marks the address of the token's member verified.
func (s *Service) VerifyEmail(ctx context.Context, token string) error {
	if token == "" {
		return refusal.New(refusal.Invalid, MsgVerifyInvalid)
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
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
func (s *Service) StartVerificationResend(ctx context.Context, email string) (User, string, bool, error) {
	unverified := func(u db.User) bool { return usable(u) && u.EmailVerifiedAt == nil }
	u, ok, err := accountToEmail(ctx, db.New(s.pool), email, unverified)
	if !ok {
		return User{}, "", false, err
	}
	token, err := s.NewVerificationToken(ctx, u.ID)
	return userOf(u), token, err == nil, err
}
