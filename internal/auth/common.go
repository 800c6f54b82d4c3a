package auth

import (
	_ "embed"
	"strings"
	"sync"
)

// commonPasswordList holds well-known passwords from public breach
// top-lists, one per line.
//
//go:embed common_passwords.txt
var commonPasswordList string

var commonPasswords = sync.OnceValue(func() map[string]struct{} {
	set := make(map[string]struct{}, 1500)
	for line := range strings.Lines(commonPasswordList) {
		if p := strings.ToLower(strings.TrimSpace(line)); p != "" {
			set[p] = struct{}{}
		}
	}
	return set
})

// IsCommonPassword reports whether password is on the list of the most
// common passwords (compared case-insensitively).
func IsCommonPassword(password string) bool {
	_, found := commonPasswords()[strings.ToLower(password)]
	return found
}
