package secretbox

import (
	"encoding/base64"
	"strings"
	"testing"
)

func testBox(t *testing.T, purpose string) *Box {
	t.Helper()
	key, err := ParseKey(strings.Repeat("ab", KeySize))
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(key, purpose)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSealOpens(t *testing.T) {
	b := testBox(t, "totp")
	sealed := b.Seal("JBSWY3DPEHPK3PXP")
	if strings.Contains(sealed, "JBSWY3DPEHPK3PXP") || !IsSealed(sealed) {
		t.Fatalf("sealed value shows the secret: %q", sealed)
	}
	if again := b.Seal("JBSWY3DPEHPK3PXP"); again == sealed {
		t.Fatal("two seals of one value are equal (nonce reused)")
	}
	got, legacy, err := b.Open(sealed)
	if err != nil || legacy || got != "JBSWY3DPEHPK3PXP" {
		t.Fatalf("open: %q %v %v", got, legacy, err)
	}
}

func TestOpenLegacyPlaintext(t *testing.T) {
	got, legacy, err := testBox(t, "totp").Open("JBSWY3DPEHPK3PXP")
	if err != nil || !legacy || got != "JBSWY3DPEHPK3PXP" {
		t.Fatalf("legacy: %q %v %v", got, legacy, err)
	}
}

func TestOtherPurposeOrTamperingRefused(t *testing.T) {
	sealed := testBox(t, "totp").Seal("secret")
	if _, _, err := testBox(t, "outbox").Open(sealed); err != ErrCorrupt {
		t.Fatalf("another purpose's box opened it: %v", err)
	}
	raw, err := base64.RawStdEncoding.DecodeString(strings.TrimPrefix(sealed, prefix))
	if err != nil {
		t.Fatal(err)
	}
	for i := range raw { // every byte (nonce, ciphertext, tag) is covered by the tag
		flipped := append([]byte(nil), raw...)
		flipped[i] ^= 0x01
		tampered := prefix + base64.RawStdEncoding.EncodeToString(flipped)
		if _, _, err := testBox(t, "totp").Open(tampered); err != ErrCorrupt {
			t.Fatalf("value with byte %d flipped opened: %v", i, err)
		}
	}
	if _, _, err := testBox(t, "totp").Open(sealed + "A"); err != ErrCorrupt {
		t.Fatalf("value with a stray character opened: %v", err)
	}
}

func TestParseKey(t *testing.T) {
	raw := make([]byte, KeySize)
	for _, text := range []string{strings.Repeat("0f", KeySize), base64.StdEncoding.EncodeToString(raw), NewKey()} {
		if _, err := ParseKey(text); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
	for _, text := range []string{"", "short", strings.Repeat("0f", 16), "change-me-change-me-change-me-change-me"} {
		if _, err := ParseKey(text); err == nil {
			t.Errorf("%q accepted", text)
		}
	}
}
