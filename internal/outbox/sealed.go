package outbox

import (
	"context"
	"errors"

	"pursetrade/internal/email"
	"pursetrade/internal/secretbox"
)

// Unsealing is the drainer's mailer: it opens a body the outbox stored
// sealed (see Mailer) just before handing the message to Next, marked
// Secret so a log mailer withholds it.
type Unsealing struct {
	Next email.Mailer
	Box  *secretbox.Box // nil: sealed rows fail (and are retried) until the key is configured
}

// Send opens a sealed body and sends the message through Next.
func (u Unsealing) Send(ctx context.Context, m email.Message) error {
	if !secretbox.IsSealed(m.Text) {
		return u.Next.Send(ctx, m)
	}
	if u.Box == nil {
		return errors.New("outbox: a sealed email needs TOTP_ENCRYPTION_KEY in the worker")
	}
	text, _, err := u.Box.Open(m.Text)
	if err != nil {
		return err
	}
	m.Text, m.Secret = text, true
	return u.Next.Send(ctx, m)
}

// NewBox is the box of queued link emails under the configured key; nil
// when no key is configured.
func NewBox(key []byte) (*secretbox.Box, error) {
	if key == nil {
		return nil, nil
	}
	return secretbox.New(key, "outbox")
}
