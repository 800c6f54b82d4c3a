package config

import (
	"fmt"
	"math"
	"net/url"
	"strings"
)

// Production refuses secrets that someone else may know: values published
// in this repository (docker-compose defaults, demo logins), placeholder
// phrases, and JWT secrets too guessable to sign tokens with.

// knownPlaceholders are refused whole (case-insensitive).
var knownPlaceholders = map[string]bool{
	"change-me-insecure-placeholder-jwt-secret-for-local-docker-only": true, // the old compose default
	"pursetrade": true, "postgres": true, "password": true, "secret": true, "admin": true, "root": true,
	"test": true, "default": true, "example": true, "letmein": true, "123456": true, "12345678": true,
	"admin-demo-2026": true, "trade-demo-2026": true, // demo passwords published in the README (internal/devtools/seed)
}

// placeholderWords are refused anywhere in a secret.
var placeholderWords = []string{"change-me", "changeme", "change_me", "changethis", "change-this",
	"replace-me", "replaceme", "placeholder", "insecure", "your-secret", "yoursecret", "not-secret"}

// Thresholds of a JWT secret (HMAC-SHA256): at least minJWTLength
// characters, minJWTDistinct distinct ones (64 random hex digits show all
// 16 only three times in four) and minJWTEntropyBits estimated.
const (
	minJWTLength      = 32
	minJWTDistinct    = 10
	minJWTEntropyBits = 128
)

// checkProductionSecrets names the first secret a production process must
// not start with, in one line.
func (c Config) checkProductionSecrets() error {
	if len(c.JWTSecret) < minJWTLength {
		return fmt.Errorf("JWT_SECRET: required, at least %d characters (generate one with `openssl rand -hex 32`)", minJWTLength)
	}
	if isPlaceholder(c.JWTSecret) {
		return fmt.Errorf("JWT_SECRET: is a published placeholder; generate one with `openssl rand -hex 32`")
	}
	if distinctChars(c.JWTSecret) < minJWTDistinct || entropyBits(c.JWTSecret) < minJWTEntropyBits {
		return fmt.Errorf("JWT_SECRET: too guessable (needs %d+ distinct characters and about %d bits of randomness); generate one with `openssl rand -hex 32`",
			minJWTDistinct, minJWTEntropyBits)
	}
	if u, err := url.Parse(c.DatabaseURL); err == nil && u.User != nil {
		if pw, set := u.User.Password(); set && isPlaceholder(pw) {
			return fmt.Errorf("DATABASE_URL: the database password is a published placeholder; set a real one (POSTGRES_PASSWORD in compose)")
		}
	}
	if c.AdminPassword != "" && isPlaceholder(c.AdminPassword) {
		return fmt.Errorf("ADMIN_PASSWORD: is a published placeholder or demo password; choose a real one")
	}
	return nil
}

// isPlaceholder reports a known or placeholder-looking value: one listed,
// one containing a placeholder phrase, or one short pattern repeated
// ("xxxx...", "abcabc...").
func isPlaceholder(v string) bool {
	lower := strings.ToLower(strings.TrimSpace(v))
	if lower == "" || knownPlaceholders[lower] {
		return true
	}
	for _, w := range placeholderWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return isRepetition(lower)
}

// isRepetition reports whether v is one shorter string repeated.
func isRepetition(v string) bool {
	for n := 1; n <= len(v)/2; n++ {
		if len(v)%n == 0 && strings.Repeat(v[:n], len(v)/n) == v {
			return true
		}
	}
	return false
}

func distinctChars(v string) int {
	seen := map[rune]bool{}
	for _, r := range v {
		seen[r] = true
	}
	return len(seen)
}

// entropyBits estimates a secret's randomness as its length times the
// Shannon entropy of its character frequencies: an upper bound for text
// that a person chose, close to the truth for random strings.
func entropyBits(v string) float64 {
	counts := map[rune]float64{}
	n := 0.0
	for _, r := range v {
		counts[r]++
		n++
	}
	perChar := 0.0
	for _, c := range counts {
		p := c / n
		perChar -= p * math.Log2(p)
	}
	return perChar * n
}
