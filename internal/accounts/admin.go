// Package accounts holds the rules for members and administrators.
package accounts

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

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
func Create(ctx context.Context, pool *pgxpool.Pool, u NewUser) (db.User, error) {
	hash, err := auth.HashPassword(ctx, u.Password)
	if err != nil {
		return db.User{}, err
	}
	var created db.User
	err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
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
	return created, err
}

// EnsureAdmin creates an administrator, or promotes the existing account
// with that email (its password is left as it is).
func EnsureAdmin(ctx context.Context, pool *pgxpool.Pool, email, password, name string) (db.User, bool, error) {
	q := db.New(pool)
	existing, err := q.GetUserByEmail(ctx, NormalizeEmail(email))
	switch {
	case err == nil:
		if !existing.IsAdmin {
			if err := q.PromoteToAdmin(ctx, existing.ID); err != nil {
				return db.User{}, false, err
			}
			existing.IsAdmin = true
		}
		return existing, false, nil
	case !errors.Is(err, pgx.ErrNoRows):
		return db.User{}, false, err
	}
	if len(password) < 6 {
		return db.User{}, false, fmt.Errorf("admin password must be at least 6 characters")
	}
	if name == "" {
		name = "Administrator"
	}
	u, err := Create(ctx, pool, NewUser{Email: email, Password: password, Name: name, ClosetName: name, IsAdmin: true})
	return u, true, err
}
