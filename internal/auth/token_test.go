package auth

import (
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestTokenRoundTripAndRefusals(t *testing.T) {
	secret := strings.Repeat("s", 32)
	tk, err := NewTokens(secret, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	tok, exp, err := tk.Issue("0123456789abcdef01234567", 3)
	if err != nil || time.Until(exp) < 59*time.Minute {
		t.Fatal(err, exp)
	}
	cl, err := tk.Verify(tok)
	if err != nil || cl.UserID != "0123456789abcdef01234567" || time.Since(cl.IssuedAt) > time.Minute ||
		cl.ID == "" || !cl.ExpiresAt.Equal(exp.Truncate(time.Second)) || cl.PasswordVersion != 3 {
		t.Fatalf("verify: %+v %v", cl, err)
	}

	other, _ := NewTokens(strings.Repeat("x", 32), time.Hour)
	if _, err := other.Verify(tok); err != ErrInvalidToken {
		t.Fatal("token signed with another secret accepted")
	}
	expired := &Tokens{secret: []byte(secret), ttl: time.Hour, now: func() time.Time { return time.Now().Add(-2 * time.Hour) }}
	old, _, _ := expired.Issue("u", 0)
	if _, err := tk.Verify(old); err != ErrInvalidToken {
		t.Fatal("expired token accepted")
	}
	none := jwt.NewWithClaims(jwt.SigningMethodNone, jwt.RegisteredClaims{Subject: "u", IssuedAt: jwt.NewNumericDate(time.Now()), ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Hour))})
	unsigned, _ := none.SignedString(jwt.UnsafeAllowNoneSignatureType)
	if _, err := tk.Verify(unsigned); err != ErrInvalidToken {
		t.Fatal("alg=none token accepted")
	}
	for _, junk := range []string{"", "abc", tok + "x", strings.Replace(tok, ".", "..", 1)} {
		if _, err := tk.Verify(junk); err != ErrInvalidToken {
			t.Fatalf("junk %q accepted", junk)
		}
	}
	if _, err := NewTokens("short", time.Hour); err == nil {
		t.Fatal("short secret accepted")
	}
}
