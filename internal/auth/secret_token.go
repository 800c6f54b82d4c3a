package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"sync"
)

// NewSecretToken makes a random URL-safe token for an emailed link and the
// hash to store: only the hash is kept, so a database leak reveals no
// usable link.
func NewSecretToken() (token, hash string) {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token)
}

// HashToken is the stored form of an emailed token (sha256, hex).
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

var dummyHash = sync.OnceValue(func() string {
	h, _ := HashPassword(context.Background(), "dummy password for unknown accounts")
	return h
})

// CheckDummyPassword spends the time of a real password check; sign-in
// calls it for unknown emails so the answer time does not reveal whether an
// account exists.
func CheckDummyPassword(ctx context.Context, password string) {
	_, _ = CheckPassword(ctx, dummyHash(), password)
}
