package config

import (
	"strings"
	"testing"

	"pursetrade/internal/secretbox"
)

func TestProdRefusesToStartWithoutTOTPKey(t *testing.T) {
	env := map[string]string{"DATABASE_URL": "postgres://x/y", "JWT_SECRET": secretbox.NewKey()}
	_, err := load(ModeProd, lookupFrom(env))
	if err == nil || !strings.Contains(err.Error(), "TOTP_ENCRYPTION_KEY") {
		t.Fatalf("want a TOTP_ENCRYPTION_KEY error, got %v", err)
	}
	env["TOTP_ENCRYPTION_KEY"] = "not-a-32-byte-key"
	if _, err = load(ModeProd, lookupFrom(env)); err == nil || !strings.Contains(err.Error(), "TOTP_ENCRYPTION_KEY") {
		t.Fatalf("want a malformed-key error, got %v", err)
	}
	env["TOTP_ENCRYPTION_KEY"] = secretbox.NewKey()
	if _, err = load(ModeProd, lookupFrom(env)); err != nil && strings.Contains(err.Error(), "TOTP_ENCRYPTION_KEY") {
		t.Fatalf("a good key refused: %v", err)
	}
	if _, err := load(ModeDev, lookupFrom(nil)); err != nil {
		t.Fatalf("dev generates its key and must not need one: %v", err)
	}
}
