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

// ResetTokenTTL is how long an emailed password-reset link works.
const ResetTokenTTL = time.Hour

// ChangePassword replaces a signed-in member's password after checking the
// current one. Tokens issued before the change stop working.
func (s *Service) ChangePassword(ctx context.Context, userID, current, next string) error {
	if current == "" || next == "" {
		return refusal.New(refusal.Invalid, MsgRequired)
	}
	if err := checkPassword(next, MsgNewPasswordShort); err != nil {
		return err
	}
	q := db.New(s.pool)
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return err
	}
	if err := confirmPassword(ctx, u, current); err != nil {
		return err
	}
	if next == current {
		return refusal.New(refusal.Invalid, MsgSamePassword)
	}
	return setPassword(ctx, q, userID, next)
}

func setPassword(ctx context.Context, q *db.Queries, userID, password string) error {
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return err
	}
	now := time.Now()
	if err := q.SetPassword(ctx, db.SetPasswordParams{ID: userID, PasswordHash: hash, ChangedAt: &now}); err != nil {
		return err
	}
	return q.ExpirePasswordResetTokens(ctx, userID)
}

// StartPasswordReset makes a single-use reset token for the account with
// this email. ok is false, without an error, when there is no account that
// may reset its password; the caller answers the same either way.
func (s *Service) StartPasswordReset(ctx context.Context, email string) (User, string, bool, error) {
	q := db.New(s.pool)
	u, ok, err := accountToEmail(ctx, q, email, usable)
	if !ok {
		return User{}, "", false, err
	}
	token, hash := auth.NewSecretToken()
	err = q.CreatePasswordResetToken(ctx, db.CreatePasswordResetTokenParams{
		TokenHash: hash, UserID: u.ID, ExpiresAt: s.now().Add(ResetTokenTTL),
	})
	return userOf(u), token, err == nil, err
}

// accountToEmail finds the account with this email that may be sent a link:
// ok is false, without an error, when there is none or eligible refuses it.
func accountToEmail(ctx context.Context, q *db.Queries, email string, eligible func(db.User) bool) (u db.User, ok bool, err error) {
	u, err = lookupByEmail(ctx, q, NormalizeEmail(email))
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && !eligible(u)) {
		return db.User{}, false, nil
	}
	if err != nil {
		return db.User{}, false, err
	}
	return u, true, nil
}

// ConfirmPasswordReset sets a new password with an emailed token. The
// token, and every other outstanding one of the member, is used up; the
// link also proves the member owns the address. Two-factor sign-in stays
// on unless it was turned on less than RecentTwoFactor ago.
func (s *Service) ConfirmPasswordReset(ctx context.Context, token, password string) error {
	if token == "" || password == "" {
		return refusal.New(refusal.Invalid, MsgRequired)
	}
	if err := checkPassword(password, MsgPasswordShort); err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		userID, err := q.UsePasswordResetToken(ctx, auth.HashToken(token))
		if errors.Is(err, pgx.ErrNoRows) {
			return refusal.New(refusal.Invalid, MsgResetInvalid)
		}
		if err != nil {
			return err
		}
		u, err := q.LockUser(ctx, userID)
		if err != nil {
			return err
		}
		if !usable(u) {
			return refusal.New(refusal.Invalid, MsgResetInvalid)
		}
		if err := setPassword(ctx, q, userID, password); err != nil {
			return err
		}
		if err := s.resetRecentTwoFactor(ctx, q, u); err != nil {
			return err
		}
		return q.MarkEmailVerified(ctx, userID)
	})
}
