package auth

import (
	"regexp"
	"strings"
	"testing"
)

func TestRecoveryCodesAreRandomTypableAndReadBack(t *testing.T) {
	codes := NewRecoveryCodes(RecoveryCodeCount)
	if len(codes) != RecoveryCodeCount {
		t.Fatalf("%d codes", len(codes))
	}
	format := regexp.MustCompile(`^[2-9a-z]{5}-[2-9a-z]{5}$`)
	seen := map[string]bool{}
	for _, c := range codes {
		if !format.MatchString(c) || strings.ContainsAny(c, "ilou01") {
			t.Fatalf("code %q", c)
		}
		if seen[c] {
			t.Fatalf("code %q twice", c)
		}
		seen[c] = true
		plain, ok := RecoveryCode(c)
		if !ok || plain != strings.ReplaceAll(c, "-", "") {
			t.Fatalf("RecoveryCode(%q) = %q %v", c, plain, ok)
		}
		// Typed in capitals, with spaces or without the dash: the same code.
		for _, typed := range []string{strings.ToUpper(c), " " + strings.ReplaceAll(c, "-", " ") + " ", plain} {
			if got, ok := RecoveryCode(typed); !ok || got != plain {
				t.Fatalf("RecoveryCode(%q) = %q %v", typed, got, ok)
			}
		}
	}
	for _, bad := range []string{"", "123456", "abcde-abcd", "abcde-abcdeh", "abcde-abcd1", "abcde_abcde"} {
		if _, ok := RecoveryCode(bad); ok {
			t.Fatalf("RecoveryCode(%q) accepted", bad)
		}
	}
	if HashRecoveryCode("a", "x") == HashRecoveryCode("b", "x") {
		t.Fatal("two members' equal codes share a hash")
	}
}
