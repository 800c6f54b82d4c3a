package auth

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
)

func TestTOTPSetupAndCheck(t *testing.T) {
	s, err := NewTOTP("mia@example.test")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(s.QRCode, "data:image/png;base64,") || !strings.HasPrefix(s.URL, "otpauth://totp/") ||
		!strings.Contains(s.URL, "secret="+s.Secret) || len(s.Secret) < 16 {
		t.Fatalf("setup: %+v", s)
	}
	now := time.Now()
	code, _ := totp.GenerateCode(s.Secret, now)
	step, ok := CheckTOTP(s.Secret, code, now, nil)
	if !ok || step != now.Unix()/30 {
		t.Fatalf("current code refused: %v %v", step, ok)
	}
	if _, ok := CheckTOTP(s.Secret, code, now, &step); ok {
		t.Fatal("a used code was accepted again")
	}
	prev, _ := totp.GenerateCode(s.Secret, now.Add(-30*time.Second))
	if _, ok := CheckTOTP(s.Secret, prev, now, nil); !ok {
		t.Fatal("code of the previous step refused (drift)")
	}
	old, _ := totp.GenerateCode(s.Secret, now.Add(-5*time.Minute))
	if _, ok := CheckTOTP(s.Secret, old, now, nil); ok && old != code {
		t.Fatal("stale code accepted")
	}
	for _, bad := range []string{"", "12345", "1234567", "abcdef", "12 456", "١٢٣٤٥٦"} {
		if ValidCodeFormat(bad) {
			t.Errorf("format accepted %q", bad)
		}
		if _, ok := CheckTOTP(s.Secret, bad, now, nil); ok {
			t.Errorf("code %q accepted", bad)
		}
	}
}

func TestCommonPasswords(t *testing.T) {
	for _, p := range []string{"123456", "password", "Password", "QWERTY", "iloveyou", "letmein", "football", "monkey"} {
		if !IsCommonPassword(p) {
			t.Errorf("%q is not on the list", p)
		}
	}
	for _, p := range []string{"tote-swap-2026!", "correct horse battery"} {
		if IsCommonPassword(p) {
			t.Errorf("%q is on the list", p)
		}
	}
	if n := len(commonPasswords()); n < 1000 {
		t.Fatalf("list has %d entries", n)
	}
}

func TestSecretTokens(t *testing.T) {
	a, ha := NewSecretToken()
	b, _ := NewSecretToken()
	if a == b || len(a) < 40 || len(ha) != 64 || HashToken(a) != ha {
		t.Fatalf("tokens: %q %q %q", a, b, ha)
	}
	CheckDummyPassword(context.Background(), "anything")
}
