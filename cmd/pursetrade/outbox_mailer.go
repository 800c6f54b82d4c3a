package main

import (
	"log/slog"

	"pursetrade/internal/config"
	"pursetrade/internal/email"
	"pursetrade/internal/outbox"
)

// outboxMailer is what the worker's outbox drainer sends through: the
// configured transport, behind the opening of link emails the API stored
// sealed. Without a key (only outside production) sealed rows wait and are
// retried.
func outboxMailer(cfg config.Config, logger *slog.Logger) email.Mailer {
	box, err := outbox.NewBox(cfg.EncryptionKey())
	if err != nil { // config.Load has checked the key
		panic(err)
	}
	return outbox.Unsealing{Next: email.New(cfg, logger), Box: box}
}
