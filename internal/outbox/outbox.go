// Package outbox is the email outbox: mail is queued as a row of
// email_outbox in the transaction that decided to send it, and a drainer in
// the worker sends the rows through a Mailer, retrying failures with
// exponential back-off and giving up after MaxAttempts. Nothing that queues
// mail ever waits for a mail server.
package outbox

import (
	"context"
	"errors"

	"pursetrade/internal/email"
	"pursetrade/internal/ids"
	"pursetrade/internal/secretbox"
	"pursetrade/internal/store/db"
)

// Mailer queues messages in the outbox instead of sending them; it is the
// email.Mailer of the API (password reset, verification, admin messages).
// These are sent whatever the notification preferences say: the caller
// decides (internal/notify applies the preferences for notifications).
// The body of a Secret message (a sign-in link) is stored sealed with Box,
// so the outbox table never holds a usable link.
type Mailer struct {
	DB  db.DBTX
	Box *secretbox.Box
}

// Send queues the message; a message with a DedupeKey is queued once.
func (m Mailer) Send(ctx context.Context, msg email.Message) error {
	body := msg.Text
	if msg.Secret {
		if m.Box == nil {
			return errors.New("outbox: a message with a link needs the encryption key")
		}
		body = m.Box.Seal(body)
	}
	var userID, key *string
	if msg.UserID != "" {
		userID = &msg.UserID
	}
	if msg.DedupeKey != "" {
		key = &msg.DedupeKey
	}
	_, err := db.New(m.DB).QueueEmail(ctx, db.QueueEmailParams{
		ID: ids.New(), UserID: userID, ToAddress: msg.To, Subject: msg.Subject, BodyText: body, DedupeKey: key,
	})
	return err
}

// In is the mailer queueing in tx: the email is kept or dropped with the
// change it tells of.
func (m Mailer) In(tx db.DBTX) email.Mailer {
	m.DB = tx
	return m
}
