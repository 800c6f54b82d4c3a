package auth

import (
	"crypto/rand"
	"strings"
)

// RecoveryCodeCount is how many one-time recovery codes turning two-factor
// sign-in on issues.
const RecoveryCodeCount = 10

// recoveryAlphabet has no letters that read like others (i, l, o, u) and no
// 0 or 1, so a code copied from paper is typed right.
const recoveryAlphabet = "23456789abcdefghjkmnpqrstvwxyz"

// recoveryHalf is the length of each half of a code: ten characters of 30
// give 49 bits, too many to guess within the sign-in limits and code lock.
const recoveryHalf = 5

// NewRecoveryCodes makes n random recovery codes written xxxxx-xxxxx.
func NewRecoveryCodes(n int) []string {
	codes := make([]string, n)
	for i := range codes {
		var b strings.Builder
		for j := range 2 * recoveryHalf {
			if j == recoveryHalf {
				b.WriteByte('-')
			}
			b.WriteByte(randomOf(recoveryAlphabet))
		}
		codes[i] = b.String()
	}
	return codes
}

// randomOf picks a character of alphabet uniformly (bytes past the last
// whole multiple of its length are drawn again).
func randomOf(alphabet string) byte {
	limit := byte(256 - 256%len(alphabet))
	var c [1]byte
	for {
		_, _ = rand.Read(c[:]) // crypto/rand never fails on supported platforms
		if c[0] < limit {
			return alphabet[int(c[0])%len(alphabet)]
		}
	}
}

// RecoveryCode reads what a member typed as a recovery code: case, spaces
// and dashes do not matter. ok is false when it cannot be one.
func RecoveryCode(typed string) (code string, ok bool) {
	code = strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' {
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(typed)))
	if len(code) != 2*recoveryHalf {
		return "", false
	}
	for _, r := range code {
		if !strings.ContainsRune(recoveryAlphabet, r) {
			return "", false
		}
	}
	return code, true
}

// HashRecoveryCode is the stored form of a member's recovery code (read by
// RecoveryCode): sha256 of the member's id and the code, so equal codes of
// two members never share a hash.
func HashRecoveryCode(userID, code string) string {
	return HashToken(userID + ":" + code)
}
