package config

import (
	"strings"
	"testing"
)

func lookupFrom(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestDevDefaults(t *testing.T) {
	c, err := load(ModeDev, lookupFrom(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.HTTPAddr != "127.0.0.1:10000" || c.TaskQueue != "trades" || c.Dev.TemporalUI != 8233 || c.ResponseWindow.Hours() != 72 {
		t.Fatalf("unexpected defaults: %+v", c)
	}
}

func TestBadValueNamesTheVariable(t *testing.T) {
	cases := map[string]map[string]string{
		"HTTP_ADDR":             {"HTTP_ADDR": "nonsense"},
		"DEV_POSTGRES_PORT":     {"DEV_POSTGRES_PORT": "70000"},
		"TRADE_RESPONSE_WINDOW": {"TRADE_RESPONSE_WINDOW": "three days"},
		"LOG_LEVEL":             {"LOG_LEVEL": "loud"},
		"WEB_ORIGIN":            {"WEB_ORIGIN": "localhost"},
		"DATABASE_URL":          {"DATABASE_URL": "mysql://x"},
		"ADMIN_EMAIL":           {"ADMIN_EMAIL": "a@b.c"},
	}
	for name, env := range cases {
		_, err := load(ModeDev, lookupFrom(env))
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: want an error naming it, got %v", name, err)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error must be one line: %q", name, err)
		}
	}
}

func TestProdNeedsSecrets(t *testing.T) {
	_, err := load(ModeProd, lookupFrom(map[string]string{"DATABASE_URL": "postgres://x/y"}))
	if err == nil || !strings.Contains(err.Error(), "JWT_SECRET") {
		t.Fatalf("want JWT_SECRET error, got %v", err)
	}
	_, err = load(ModeProd, lookupFrom(map[string]string{"JWT_SECRET": strings.Repeat("x", 32)}))
	if err == nil || !strings.Contains(err.Error(), "DATABASE_URL") {
		t.Fatalf("want DATABASE_URL error, got %v", err)
	}
}

func prodEnv(extra map[string]string) map[string]string {
	env := map[string]string{"DATABASE_URL": "postgres://app:Vq3rT8zLm2@db/app", "TOTP_ENCRYPTION_KEY": strings.Repeat("7f", 32),
		"JWT_SECRET": "3f9c1a7e5b2d8046c1e9a3f7b5d20c48e6a1f9b3d7c5e2a4f8b6d0c2e9a7f1b3"}
	for k, v := range extra {
		env[k] = v
	}
	return env
}

func TestProdRefusesPublishedAndWeakSecrets(t *testing.T) {
	if _, err := load(ModeProd, lookupFrom(prodEnv(nil))); err != nil {
		t.Fatalf("a random secret is refused: %v", err)
	}
	refused := map[string]map[string]string{
		"JWT_SECRET":     {"JWT_SECRET": "CHANGE-ME-insecure-placeholder-jwt-secret-for-local-docker-only"},
		"JWT_SECRET ":    {"JWT_SECRET": "please-change-me-before-going-live-ok"},
		"JWT_SECRET  ":   {"JWT_SECRET": strings.Repeat("ab", 20)},
		"JWT_SECRET   ":  {"JWT_SECRET": "aaaaaaaaaabbbbbbbbbbccccccccccdddddddddd"}, // 4 distinct characters
		"JWT_SECRET    ": {"JWT_SECRET": "0123456789abcdef0123456789abcdee"},         // 128-bit hex: ~4 bits a character
		"DATABASE_URL":   {"DATABASE_URL": "postgres://pursetrade:pursetrade@postgres:5432/pursetrade"},
		"ADMIN_PASSWORD": {"ADMIN_EMAIL": "boss@example.com", "ADMIN_PASSWORD": "admin-demo-2026"},
	}
	for name, env := range refused {
		_, err := load(ModeProd, lookupFrom(prodEnv(env)))
		if err == nil || !strings.HasPrefix(err.Error(), strings.TrimSpace(name)+":") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s=%v: want one line naming it, got %v", name, env, err)
		}
	}
	// dev generates its own secret; placeholders there harm no one.
	if _, err := load(ModeDev, lookupFrom(map[string]string{"JWT_SECRET": "secret"})); err != nil {
		t.Fatalf("dev: %v", err)
	}
}

func TestTestCheckoutOnlyWhereAskedFor(t *testing.T) {
	dev, _ := load(ModeDev, lookupFrom(nil))
	prod, err := load(ModeProd, lookupFrom(prodEnv(nil)))
	if err != nil {
		t.Fatal(err)
	}
	if dev.PaymentMode() != PaymentsTestCheckout || prod.PaymentMode() != PaymentsDisabled {
		t.Fatalf("defaults: dev %q, prod %q", dev.PaymentMode(), prod.PaymentMode())
	}
	// Production refuses the free-money page unless a second setting asks for it.
	_, err = load(ModeProd, lookupFrom(prodEnv(map[string]string{"TEST_CHECKOUT": "true"})))
	if err == nil || !strings.HasPrefix(err.Error(), "TEST_CHECKOUT:") || !strings.Contains(err.Error(), "ALLOW_TEST_CHECKOUT_IN_PRODUCTION") {
		t.Fatalf("TEST_CHECKOUT alone in production: %v", err)
	}
	on, _ := load(ModeProd, lookupFrom(prodEnv(map[string]string{"TEST_CHECKOUT": "true", "ALLOW_TEST_CHECKOUT_IN_PRODUCTION": "true"})))
	stripe, _ := load(ModeProd, lookupFrom(prodEnv(map[string]string{"TEST_CHECKOUT": "true", "STRIPE_SECRET_KEY": "sk_live_x"})))
	if on.PaymentMode() != PaymentsTestCheckout || stripe.PaymentMode() != PaymentsStripe {
		t.Fatalf("explicit: %q, with Stripe %q", on.PaymentMode(), stripe.PaymentMode())
	}
}

func TestTrustedProxies(t *testing.T) {
	c, err := load(ModeDev, lookupFrom(map[string]string{"TRUSTED_PROXIES": " 10.0.0.0/8, ::1 ,192.168.1.7"}))
	if err != nil || strings.Join(c.TrustedProxies, "|") != "10.0.0.0/8|::1|192.168.1.7" {
		t.Fatalf("%v %q", err, c.TrustedProxies)
	}
	if c, _ := load(ModeDev, lookupFrom(nil)); c.TrustedProxies != nil {
		t.Fatalf("default trusts %q", c.TrustedProxies)
	}
	if _, err := load(ModeDev, lookupFrom(map[string]string{"TRUSTED_PROXIES": "10.0.0.0/33"})); err == nil || !strings.Contains(err.Error(), "TRUSTED_PROXIES") {
		t.Fatalf("bad CIDR: %v", err)
	}
}

func TestBuildIDNamesTheBuild(t *testing.T) {
	if got, err := (Config{WorkerBuildID: "2026-11-28.1"}).BuildID(); got != "2026-11-28.1" || err != nil {
		t.Fatalf("WORKER_BUILD_ID is the build id: %q %v", got, err)
	}
	derived, err := Config{}.BuildID()
	again, _ := Config{}.BuildID()
	if len(derived) < 12 || derived != again || err != nil {
		t.Fatalf("a build names itself the same way every time: %q %q %v", derived, again, err)
	}
}

func TestAdminApprovalOnOutsideDev(t *testing.T) {
	dev, _ := load(ModeDev, lookupFrom(nil))
	prod, err := load(ModeProd, lookupFrom(prodEnv(nil)))
	if err != nil {
		t.Fatal(err)
	}
	if dev.AdminApprovalCents != 0 || prod.AdminApprovalCents != 50_000 {
		t.Fatalf("ADMIN_APPROVAL_CENTS defaults: dev %d, prod %d", dev.AdminApprovalCents, prod.AdminApprovalCents)
	}
	set, _ := load(ModeDev, lookupFrom(map[string]string{"ADMIN_APPROVAL_CENTS": "25000"}))
	if set.AdminApprovalCents != 25_000 {
		t.Fatalf("ADMIN_APPROVAL_CENTS=25000: %d", set.AdminApprovalCents)
	}
	if _, err := load(ModeProd, lookupFrom(prodEnv(map[string]string{"ADMIN_APPROVAL_CENTS": "-1"}))); err == nil ||
		!strings.HasPrefix(err.Error(), "ADMIN_APPROVAL_CENTS=") {
		t.Fatalf("ADMIN_APPROVAL_CENTS=-1: %v", err)
	}
}
