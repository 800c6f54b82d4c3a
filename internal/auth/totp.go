package auth

import (
	"bytes"
	"crypto/subtle"
	"encoding/base64"
	"image/png"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// TOTP parameters: what every authenticator app expects (RFC 6238 defaults).
const (
	totpIssuer = "PurseTrade"
	totpPeriod = 30
)

var totpOpts = totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// TOTPSetup is a new authenticator secret and the ways to show it.
type TOTPSetup struct {
	Secret string // base32
	URL    string // otpauth:// provisioning URL
	QRCode string // PNG data URL of the provisioning URL
}

// NewTOTP generates a secret for account (the member's email).
func NewTOTP(account string) (TOTPSetup, error) {
	key, err := totp.Generate(totp.GenerateOpts{
		Issuer: totpIssuer, AccountName: account, Period: totpPeriod,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1,
	})
	if err != nil {
		return TOTPSetup{}, err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return TOTPSetup{}, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return TOTPSetup{}, err
	}
	return TOTPSetup{
		Secret: key.Secret(),
		URL:    key.URL(),
		QRCode: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()),
	}, nil
}

// ValidCodeFormat reports whether code is exactly six digits.
func ValidCodeFormat(code string) bool {
	if len(code) != 6 {
		return false
	}
	for _, r := range code {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// CheckTOTP matches code against the secret's current time step and one
// step either side (clock drift). Steps at or before lastStep were already
// used and are skipped, so a code works once. It returns the matched step.
func CheckTOTP(secret, code string, now time.Time, lastStep *int64) (int64, bool) {
	if !ValidCodeFormat(code) {
		return 0, false
	}
	current := now.Unix() / totpPeriod
	for step := current - 1; step <= current+1; step++ {
		if lastStep != nil && step <= *lastStep {
			continue
		}
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*totpPeriod, 0), totpOpts)
		if err != nil {
			return 0, false
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return step, true
		}
	}
	return 0, false
}
