package seed

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"pursetrade/internal/accounts"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/images"
)

// Two seeds give the demo administrator two different random passwords;
// the banner prints the one that signs in, and the password the README
// once published no longer does.
func TestDemoAdministratorHasARandomPassword(t *testing.T) {
	ctx := context.Background()
	var passwords []string
	for range 2 {
		pool := testenv.NewPool(t)
		password := NewAdminPassword()
		var out bytes.Buffer
		if seeded, err := Run(ctx, pool, images.Local(t.TempDir()), password, &out); err != nil || !seeded {
			t.Fatalf("seed: %v %v", seeded, err)
		}
		out.Reset()
		if err := PrintLogins(ctx, pool, &out, DemoAdmin(password)); err != nil {
			t.Fatal(err)
		}
		if want := "admin:   " + AdminEmail + " / " + password + "\n"; !strings.Contains(out.String(), want) {
			t.Errorf("banner lacks %q:\n%s", want, out.String())
		}
		accts := accounts.NewService(pool)
		if _, err := accts.Login(ctx, accounts.Credentials{Email: AdminEmail, Password: password}, true); err != nil {
			t.Errorf("the printed password does not sign in: %v", err)
		}
		if _, err := accts.Login(ctx, accounts.Credentials{Email: AdminEmail, Password: "admin-demo-2026"}, true); err == nil {
			t.Error("the published demo password still signs in")
		}
		passwords = append(passwords, password)
	}
	if passwords[0] == passwords[1] || len(passwords[0]) < 20 {
		t.Fatalf("demo administrator passwords: %q", passwords)
	}
}
