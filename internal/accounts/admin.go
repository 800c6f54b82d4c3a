// Package accounts holds the rules for members and administrators.
package accounts

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/auth"
	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// NormalizeEmail is how emails are stored and compared.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// NewUser describes an account to create.
type NewUser struct {
	Email, Password, Name, Phone, Address, City, State, ZipCode, ClosetName, Bio string
	IsAdmin                                                                      bool
}

// Create inserts a user and their empty balance in one transaction.
func (s *Service) Create(ctx context.Context, u NewUser) (User, error) {
	hash, err := auth.HashPassword(ctx, u.Password)
	if err != nil {
		return User{}, err
	}
	var created db.User
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		created, err = q.CreateUser(ctx, db.CreateUserParams{
			ID: ids.New(), Email: NormalizeEmail(u.Email), PasswordHash: hash, Name: u.Name, Phone: u.Phone,
			Address: u.Address, City: u.City, State: u.State, ZipCode: u.ZipCode, ClosetName: u.ClosetName,
			Bio: u.Bio, IsAdmin: u.IsAdmin,
		})
		if err != nil {
			return err
		}
		return q.CreateUserBalance(ctx, created.ID)
	})
	return userOf(created), err
}

// ErrMemberEmail refuses to make an administrator of an address a member
// account already holds: whoever registered it first would otherwise sign
// in as an administrator with their own password.
var ErrMemberEmail = errors.New("belongs to an existing member account, which is never promoted: choose an unused address")

// EnsureAdmin creates an administrator unless one with that email exists
// (its password is left as it is). An address held by a member is refused
// with ErrMemberEmail.
func (s *Service) EnsureAdmin(ctx context.Context, email, password, name string) (User, bool, error) {
	existing, err := db.New(s.pool).GetUserByEmail(ctx, NormalizeEmail(email))
	switch {
	case err == nil && existing.IsAdmin:
		return userOf(existing), false, nil
	case err == nil:
		return User{}, false, fmt.Errorf("%s %w", NormalizeEmail(email), ErrMemberEmail)
	case !errors.Is(err, pgx.ErrNoRows):
		return User{}, false, err
	}
	if err := checkAdminPassword(true, password); err != nil {
		return User{}, false, err
	}
	if err := checkPassword(password, MsgAdminPasswordShort); err != nil {
		return User{}, false, err
	}
	if name == "" {
		name = "Administrator"
	}
	u, err := s.Create(ctx, NewUser{Email: email, Password: password, Name: name, ClosetName: name, IsAdmin: true})
	return u, true, err
}
