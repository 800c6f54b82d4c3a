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
// current one. Tokens issued before the change stop working; it answers the
// new password version, for the token that keeps the session going.
func (s *Service) ChangePassword(ctx context.Context, userID, current, next string) (int32, error) {
	if current == "" || next == "" {
		return 0, refusal.New(refusal.Invalid, MsgRequired)
	}
	q := db.New(s.pool)
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return 0, err
	}
	if err := checkAdminPassword(u.IsAdmin, next); err != nil {
		return 0, err
	}
	if err := checkPassword(next, MsgNewPasswordShort); err != nil {
		return 0, err
	}
	if err := confirmPassword(ctx, u, current); err != nil {
		return 0, err
	}
	if next == current {
		return 0, refusal.New(refusal.Invalid, MsgSamePassword)
	}
	return setPassword(ctx, q, userID, next)
}

// setPassword stores a new password and bumps the password version, which
// ends every token issued before; it answers the new version.
func setPassword(ctx context.Context, q *db.Queries, userID, password string) (int32, error) {
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return 0, err
	}
	now := time.Now()
	version, err := q.SetPassword(ctx, db.SetPasswordParams{ID: userID, PasswordHash: hash, ChangedAt: &now})
	if err != nil {
		return 0, err
	}
	return version, q.ExpirePasswordResetTokens(ctx, userID)
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
		if err := checkAdminPassword(u.IsAdmin, password); err != nil {
			return err // rolled back: the link still works for a longer password
		}
		if _, err := setPassword(ctx, q, userID, password); err != nil {
			return err
		}
		if err := s.resetRecentTwoFactor(ctx, tx, u); err != nil {
			return err
		}
		return q.MarkEmailVerified(ctx, userID)
	})
}
