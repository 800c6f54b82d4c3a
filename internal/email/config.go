package email

import (
	"log/slog"

	"pursetrade/internal/config"
)

// New is the mailer the configuration asks for: SMTP when SMTP_HOST is set,
// otherwise the log (the outbox drainer logs every send either way).
func New(cfg config.Config, logger *slog.Logger) Mailer {
	if cfg.SMTPHost == "" {
		return LogMailer{Logger: logger, ShowSecrets: cfg.Mode == config.ModeDev}
	}
	return SMTP{Host: cfg.SMTPHost, Port: cfg.SMTPPort, Username: cfg.SMTPUsername, Password: cfg.SMTPPassword, From: cfg.SMTPFrom}
}
