package accounts

import (
	"context"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/auth"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Credentials are what the login form sends; Code is the TOTP code, or one
// of the account's recovery codes, when two-factor authentication is on.
type Credentials struct {
	Email, Password, Code string
}

// Login checks credentials and returns the member. Unknown emails and wrong
// passwords get the same answer after the same amount of hashing work, so
// neither the message nor the timing tells whether an account exists.
// A code is checked only after the password: a wrong code counts towards
// the account's code lock, which only someone knowing the password learns of.
func (s *Service) Login(ctx context.Context, c Credentials, requireVerified bool) (User, error) {
	now := s.now()
	email := NormalizeEmail(c.Email)
	if email == "" || c.Password == "" {
		return User{}, refusal.New(refusal.Invalid, MsgRequired)
	}
	q := db.New(s.pool)
	u, err := lookupByEmail(ctx, q, email)
	if errors.Is(err, pgx.ErrNoRows) {
		auth.CheckDummyPassword(ctx, c.Password)
		return User{}, errInvalidLogin
	}
	if err != nil {
		return User{}, err
	}
	ok, err := auth.CheckPassword(ctx, u.PasswordHash, c.Password)
	if err != nil {
		return User{}, err
	}
	if !ok {
		return User{}, errInvalidLogin
	}
	// Only someone who knows the password learns the account's state.
	if Status(u.Status).Closed() {
		return User{}, refusal.Coded(refusal.Forbidden, "account_disabled", MsgDisabled)
	}
	if requireVerified && u.EmailVerifiedAt == nil && !u.IsAdmin {
		return User{}, refusal.Coded(refusal.Forbidden, "email_unverified", MsgUnverified)
	}
	if u.TotpEnabled {
		if c.Code == "" {
			return User{}, refusal.Coded(refusal.Unauthorized, "2fa_required", Msg2FARequired)
		}
		if err := s.tf.claimCode(ctx, q, u, c.Code, now); err != nil {
			if e, refused := refusal.As(err); refused && e != errCodesLocked {
				if e == errCodeUsed {
					return User{}, refusal.Coded(refusal.Unauthorized, e.Code, e.Message)
				}
				return User{}, refusal.Coded(refusal.Unauthorized, "2fa_invalid", MsgInvalidCode)
			}
			return User{}, err
		}
	}
	if err := q.RecordLogin(ctx, u.ID); err != nil {
		return User{}, err
	}
	out := userOf(u)
	out.LastLoginAt = &now
	return out, nil
}

// lookupByEmail finds an account by its normalised email; an address that
// could never be stored is simply not found.
func lookupByEmail(ctx context.Context, q *db.Queries, email string) (db.User, error) {
	if len(email) > maxEmail || strings.ContainsRune(email, 0) {
		return db.User{}, pgx.ErrNoRows
	}
	return q.GetUserByEmail(ctx, email)
}

// usable reports whether an account may still sign in or recover access.
func usable(u db.User) bool { return !Status(u.Status).Closed() }
