// Package secretbox encrypts small secrets kept in the database (two-factor
// secrets, queued emails carrying sign-in links) with AES-256-GCM under a
// key from the configuration (TOTP_ENCRYPTION_KEY). Each use derives its own
// key from the configured one, so a value sealed for one purpose never opens
// as another.
package secretbox

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

// KeySize is the length of the configured key in bytes.
const KeySize = 32

// prefix marks a sealed value (and its format version); a stored value
// without it is a plaintext written before encryption existed.
const prefix = "enc:v1:"

// ErrCorrupt means a sealed value does not open with this key.
var ErrCorrupt = errors.New("secretbox: value does not decrypt with the configured key")

// ParseKey reads a 32-byte key written as hex (64 characters) or base64.
func ParseKey(text string) ([]byte, error) {
	text = strings.TrimSpace(text)
	if b, err := hex.DecodeString(text); err == nil && len(b) == KeySize {
		return b, nil
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(text); err == nil && len(b) == KeySize {
			return b, nil
		}
	}
	return nil, fmt.Errorf("must be %d random bytes written as hex (%d characters) or base64", KeySize, 2*KeySize)
}

// NewKey returns a fresh random key written as hex.
func NewKey() string {
	b := make([]byte, KeySize)
	_, _ = rand.Read(b) // never fails (crypto/rand panics instead)
	return hex.EncodeToString(b)
}

// Box seals and opens values for one purpose.
type Box struct{ aead cipher.AEAD }

// New is the box of purpose (e.g. "totp") under the configured key.
func New(key []byte, purpose string) (*Box, error) {
	if len(key) != KeySize {
		return nil, fmt.Errorf("secretbox: key must be %d bytes", KeySize)
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte("pursetrade/" + purpose))
	block, err := aes.NewCipher(mac.Sum(nil))
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Box{aead: aead}, nil
}

// Seal encrypts plaintext under a fresh random nonce.
func (b *Box) Seal(plaintext string) string {
	nonce := make([]byte, b.aead.NonceSize())
	_, _ = rand.Read(nonce)
	sealed := b.aead.Seal(nonce, nonce, []byte(plaintext), nil)
	return prefix + base64.RawStdEncoding.EncodeToString(sealed)
}

// IsSealed reports whether stored was written by Seal.
func IsSealed(stored string) bool { return strings.HasPrefix(stored, prefix) }

// Open decrypts a sealed value. A value without the prefix is a plaintext
// stored before encryption was introduced: it is returned as is with legacy
// true, so the caller can seal it on its next write.
func (b *Box) Open(stored string) (plaintext string, legacy bool, err error) {
	body, ok := strings.CutPrefix(stored, prefix)
	if !ok {
		return stored, true, nil
	}
	raw, err := base64.RawStdEncoding.Strict().DecodeString(body)
	n := b.aead.NonceSize()
	if err != nil || len(raw) < n {
		return "", false, ErrCorrupt
	}
	out, err := b.aead.Open(nil, raw[:n], raw[n:], nil)
	if err != nil {
		return "", false, ErrCorrupt
	}
	return string(out), false, nil
}
