package auth

import (
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"pursetrade/internal/ids"
)

// TokenTTL is how long a sign-in lasts.
const TokenTTL = 7 * 24 * time.Hour

// ErrInvalidToken covers every malformed, forged or expired token.
var ErrInvalidToken = errors.New("invalid or expired token")

// Tokens issues and verifies HS256 bearer tokens.
type Tokens struct {
	secret []byte
	ttl    time.Duration
	now    func() time.Time
}

// NewTokens makes a token service; secret must be at least 32 bytes.
func NewTokens(secret string, ttl time.Duration) (*Tokens, error) {
	if len(secret) < 32 {
		return nil, fmt.Errorf("JWT secret must be at least 32 characters")
	}
	return &Tokens{secret: []byte(secret), ttl: ttl, now: time.Now}, nil
}

// tokenClaims are the signed claims: the registered ones and the password
// version the token was issued under (pv; absent in tokens from before it,
// which read as 0).
type tokenClaims struct {
	jwt.RegisteredClaims
	PasswordVersion int32 `json:"pv,omitempty"`
}

// Issue signs a token for userID under the account's current password
// version: a password change bumps the version, ending the token.
func (t *Tokens) Issue(userID string, passwordVersion int32) (string, time.Time, error) {
	now := t.now()
	exp := now.Add(t.ttl)
	tok := jwt.NewWithClaims(jwt.SigningMethodHS256, tokenClaims{RegisteredClaims: jwt.RegisteredClaims{
		Subject:   userID,
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(exp),
		ID:        ids.New(),
	}, PasswordVersion: passwordVersion})
	s, err := tok.SignedString(t.secret)
	return s, exp, err
}

// Claims is what a verified token says.
type Claims struct {
	UserID          string
	ID              string // jti: names the token for POST /logout
	IssuedAt        time.Time
	ExpiresAt       time.Time
	PasswordVersion int32
}

// Verify checks the signature, algorithm and expiry, and returns the claims.
func (t *Tokens) Verify(token string) (Claims, error) {
	claims := &tokenClaims{}
	_, err := jwt.ParseWithClaims(token, claims, func(*jwt.Token) (any, error) { return t.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithTimeFunc(t.now),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
	)
	if err != nil || claims.Subject == "" || claims.IssuedAt == nil || claims.ID == "" {
		return Claims{}, ErrInvalidToken
	}
	return Claims{UserID: claims.Subject, ID: claims.ID, IssuedAt: claims.IssuedAt.Time, ExpiresAt: claims.ExpiresAt.Time,
		PasswordVersion: claims.PasswordVersion}, nil
}
