package main

import (
	"context"
	"errors"
	"testing"

	"pursetrade/internal/accounts"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
)

// A member who registered ADMIN_EMAIL's address first never becomes an
// administrator: the start refuses with one line and the account is left as
// it is; a free address gets the administrator with ADMIN_PASSWORD.
func TestConfiguredAdminNeverPromotesAMember(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	accts := accounts.NewService(pool)
	if _, err := accts.Register(ctx, accounts.Registration{Email: "ops@example.test", Password: "member-pass-2026",
		Name: "Mallory", Phone: "305-555-0100", Address: "1 Main St", City: "Miami", State: "FL", ZipCode: "33017", ClosetName: "M"}); err != nil {
		t.Fatal(err)
	}
	cfg := config.Config{AdminEmail: "OPS@example.test", AdminPassword: "ops-secret-2026"}
	err := ensureConfiguredAdmin(ctx, cfg, testenv.Logger(), pool)
	if !errors.Is(err, accounts.ErrMemberEmail) {
		t.Fatalf("start with a member's address: %v", err)
	}
	t.Log(err)
	u, err := accts.Login(ctx, accounts.Credentials{Email: "ops@example.test", Password: "member-pass-2026"}, false)
	if err != nil || u.IsAdmin {
		t.Fatalf("the member's own password signs in as admin=%v (%v)", u.IsAdmin, err)
	}

	cfg = config.Config{AdminEmail: "root@example.test", AdminPassword: "ops-secret-2026"}
	for range 2 { // a restart finds the administrator it created
		if err := ensureConfiguredAdmin(ctx, cfg, testenv.Logger(), pool); err != nil {
			t.Fatal(err)
		}
	}
	u, err = accts.Login(ctx, accounts.Credentials{Email: "root@example.test", Password: "ops-secret-2026"}, false)
	if err != nil || !u.IsAdmin {
		t.Fatalf("configured administrator: admin=%v %v", u.IsAdmin, err)
	}
}
