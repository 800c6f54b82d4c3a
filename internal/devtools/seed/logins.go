package seed

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/accounts"
	"pursetrade/internal/auth"
	"pursetrade/internal/store/db"
)

// Login is an account a start-up banner may print. Shown is how its
// password is printed ("" prints the password itself).
type Login struct {
	Role, Email, Password, Shown string
}

// DemoAdmin is the demo administrator's login with the password its seed
// was given, for the banner.
func DemoAdmin(password string) Login {
	return Login{Role: "admin", Email: AdminEmail, Password: password}
}

// demoLogins are the demo members the banner offers: the first two (the
// others share their password).
func demoLogins() []Login {
	return []Login{
		{Role: "member", Email: members[0].email, Password: MemberPassword},
		{Role: "member", Email: members[1].email, Password: MemberPassword},
	}
}

// WorkingLogins returns, in order, the given logins followed by the demo
// ones that sign in right now: the account exists, is usable and the
// password matches. An address is returned at most once.
func WorkingLogins(ctx context.Context, pool *pgxpool.Pool, first ...Login) ([]Login, error) {
	q := db.New(pool)
	var working []Login
	seen := map[string]bool{}
	for _, l := range append(first, demoLogins()...) {
		email := accounts.NormalizeEmail(l.Email)
		if seen[email] {
			continue
		}
		u, err := q.GetUserByEmail(ctx, email)
		if errors.Is(err, pgx.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if accounts.Status(u.Status).Closed() {
			continue
		}
		ok, err := auth.CheckPassword(ctx, u.PasswordHash, l.Password)
		if err != nil {
			return nil, err
		}
		if ok {
			seen[email] = true
			working = append(working, l)
		}
	}
	return working, nil
}

// PrintLogins writes the logins that work right now (see WorkingLogins),
// or says why there are none.
func PrintLogins(ctx context.Context, pool *pgxpool.Pool, out io.Writer, first ...Login) error {
	working, err := WorkingLogins(ctx, pool, first...)
	if err != nil {
		return err
	}
	if len(working) == 0 {
		fmt.Fprintf(out, "  none: the database already had members or bags, so no demo data was loaded\n")
		return nil
	}
	var memberEmails []string
	for _, l := range working {
		if l.Role == "member" && l.Password == MemberPassword {
			memberEmails = append(memberEmails, l.Email)
			continue
		}
		shown := l.Shown
		if shown == "" {
			shown = l.Password
		}
		fmt.Fprintf(out, "  %-8s %s / %s\n", l.Role+":", l.Email, shown)
	}
	if len(memberEmails) > 0 {
		fmt.Fprintf(out, "  members: %s, ... / %s\n", strings.Join(memberEmails, ", "), MemberPassword)
	}
	return nil
}
