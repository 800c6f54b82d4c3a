package config

import (
	"fmt"

	"pursetrade/internal/secretbox"
)

// checkEncryptionKey refuses a malformed TOTP_ENCRYPTION_KEY, and a missing
// one in production: two-factor secrets and emailed links are stored sealed
// with it, and the API and the worker must share it. `dev` generates one
// into the data folder when it is unset.
func checkEncryptionKey(mode Mode, key string) error {
	if key == "" {
		if mode == ModeProd {
			return fmt.Errorf("TOTP_ENCRYPTION_KEY: required (32 random bytes as hex or base64, e.g. `openssl rand -hex 32`)")
		}
		return nil
	}
	if _, err := secretbox.ParseKey(key); err != nil {
		return fmt.Errorf("TOTP_ENCRYPTION_KEY: %v", err)
	}
	return nil
}

// EncryptionKey is the parsed TOTP_ENCRYPTION_KEY; nil when it is unset
// (Load has already refused a malformed one).
func (c Config) EncryptionKey() []byte {
	if c.TOTPEncryptionKey == "" {
		return nil
	}
	key, _ := secretbox.ParseKey(c.TOTPEncryptionKey)
	return key
}
