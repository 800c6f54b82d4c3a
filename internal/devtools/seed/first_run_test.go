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

// TestFirstRunWithConfiguredAdministrator: ADMIN_EMAIL's administrator is
// created before the seed runs; the demo data still loads (approved by that
// administrator, no demo administrator added) and the banner prints only
// logins that sign in, each checked through the real login.
func TestFirstRunWithConfiguredAdministrator(t *testing.T) {
	pool := testenv.NewPool(t)
	ctx := context.Background()
	ops, _, err := accounts.NewService(pool).EnsureAdmin(ctx, "ops@example.test", "ops-secret-2026", "")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if seeded, err := Run(ctx, pool, images.Local(t.TempDir()), NewAdminPassword(), &out); err != nil || !seeded {
		t.Fatalf("seed with only an administrator present: %v %v", seeded, err)
	}
	var memberCount, admins, approvedByOps int
	if err := pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE NOT is_admin), count(*) FILTER (WHERE is_admin),
		(SELECT count(*) FROM items WHERE approved_by = $1) FROM users`, ops.ID).Scan(&memberCount, &admins, &approvedByOps); err != nil {
		t.Fatal(err)
	}
	if memberCount != len(members) || admins != 1 || approvedByOps == 0 {
		t.Fatalf("members %d admins %d bags approved by the configured admin %d", memberCount, admins, approvedByOps)
	}

	out.Reset()
	configured := Login{Role: "admin", Email: "OPS@example.test", Password: "ops-secret-2026", Shown: "(ADMIN_PASSWORD)"}
	if err := PrintLogins(ctx, pool, &out, configured); err != nil {
		t.Fatal(err)
	}
	banner := out.String()
	t.Log("\n" + banner)
	for _, want := range []string{"admin:   OPS@example.test / (ADMIN_PASSWORD)", "members: sofia@pursetrade.test, maya@pursetrade.test, ... / " + MemberPassword} {
		if !strings.Contains(banner, want) {
			t.Errorf("banner lacks %q", want)
		}
	}
	if strings.Contains(banner, AdminEmail) || strings.Contains(banner, "ops-secret-2026") {
		t.Errorf("banner prints a login that does not exist or the configured password")
	}
	logins, err := WorkingLogins(ctx, pool, configured)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range logins {
		if _, err := accounts.NewService(pool).Login(ctx, accounts.Credentials{Email: l.Email, Password: l.Password}, true); err != nil {
			t.Errorf("printed login %s fails: %v", l.Email, err)
		}
	}
}

// TestBannerWhenDemoDataWasNotLoaded: members existed before the first run,
// so nothing is seeded and no demo login is printed.
func TestBannerWhenDemoDataWasNotLoaded(t *testing.T) {
	pool := testenv.NewPool(t)
	ctx := context.Background()
	if _, err := accounts.NewService(pool).Create(ctx, accounts.NewUser{Email: "early@example.test", Password: "early-bird-2026",
		Name: "Early Bird", ClosetName: "Early"}); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if seeded, err := Run(ctx, pool, images.Local(t.TempDir()), NewAdminPassword(), &out); err != nil || seeded {
		t.Fatalf("seed with a member present must do nothing: %v %v", seeded, err)
	}
	if err := PrintLogins(ctx, pool, &out); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); strings.Contains(got, "@pursetrade.test") || !strings.Contains(got, "none:") {
		t.Fatalf("banner: %q", got)
	}
}
