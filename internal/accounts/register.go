package accounts

import (
	"context"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Registration is what the sign-up form sends.
type Registration struct {
	Email, Password, Name, Phone, Address, City, State, ZipCode, ClosetName string
}

func (r *Registration) validate() error {
	if strings.TrimSpace(r.Email) == "" || r.Password == "" {
		return refusal.New(refusal.Invalid, MsgRequired)
	}
	if strings.TrimSpace(r.Name) == "" {
		return refusal.New(refusal.Invalid, MsgNameRequired)
	}
	if err := cleanFields(
		field{"Email", &r.Email, maxEmail}, field{"Name", &r.Name, maxName},
		field{"Closet name", &r.ClosetName, maxName}, field{"Phone", &r.Phone, maxPhone},
		field{"Address", &r.Address, maxAddress}, field{"City", &r.City, maxCity},
		field{"State", &r.State, maxState}, field{"ZIP code", &r.ZipCode, maxPhone},
	); err != nil {
		return err
	}
	r.Email = NormalizeEmail(r.Email)
	if !validEmail(r.Email) {
		return refusal.New(refusal.Invalid, MsgBadEmail)
	}
	if err := checkPassword(r.Password, MsgPasswordShort); err != nil {
		return err
	}
	if err := checkZip(r.ZipCode, false); err != nil {
		return err
	}
	if r.ClosetName == "" {
		r.ClosetName = r.Name
	}
	return nil
}

// Register validates a sign-up and creates the member. An email already in
// use is a Conflict (registration is the one place that may say so).
func (s *Service) Register(ctx context.Context, r Registration) (User, error) {
	if err := r.validate(); err != nil {
		return User{}, err
	}
	emailTaken := refusal.Coded(refusal.Conflict, "email_taken", MsgEmailTaken)
	_, err := db.New(s.pool).GetUserByEmail(ctx, r.Email)
	switch {
	case err == nil:
		return User{}, emailTaken
	case !errors.Is(err, pgx.ErrNoRows):
		return User{}, err
	}
	u, err := s.Create(ctx, NewUser{
		Email: r.Email, Password: r.Password, Name: r.Name, Phone: r.Phone, Address: r.Address,
		City: r.City, State: r.State, ZipCode: r.ZipCode, ClosetName: r.ClosetName,
	})
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" { // a concurrent sign-up won the race
		return User{}, emailTaken
	}
	return u, err
}
