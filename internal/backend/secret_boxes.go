package backend

import (
	"errors"
	"log/slog"

	"pursetrade/internal/config"
	"pursetrade/internal/outbox"
	"pursetrade/internal/secretbox"
)

// secretBoxes seal what the database keeps of secrets: two-factor secrets
// and queued emails carrying sign-in links.
type secretBoxes struct{ totp, outbox *secretbox.Box }

// openSecretBoxes opens the boxes under TOTP_ENCRYPTION_KEY. Production
// refuses to start without it (config does too); elsewhere (tests, a dev
// API started without `dev`) a key made for this process is used and
// sealed values do not outlive it.
func openSecretBoxes(cfg config.Config, logger *slog.Logger) (secretBoxes, error) {
	key := cfg.EncryptionKey()
	if key == nil {
		if cfg.Mode == config.ModeProd {
			return secretBoxes{}, errors.New("TOTP_ENCRYPTION_KEY: required")
		}
		logger.Warn("TOTP_ENCRYPTION_KEY is not set: using a key of this process only")
		key, _ = secretbox.ParseKey(secretbox.NewKey())
	}
	totp, err := secretbox.New(key, "totp")
	if err != nil {
		return secretBoxes{}, err
	}
	ob, err := outbox.NewBox(key)
	return secretBoxes{totp: totp, outbox: ob}, err
}
