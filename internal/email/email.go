// Package email sends messages to members. The API queues them in the
// outbox (internal/outbox.Mailer); the worker's drainer hands them to SMTP
// (SMTP_HOST set) or LogMailer; tests use Recorder.
package email

import (
	"context"
	"log/slog"
	"sync"
)

// Message is one email to one address.
type Message struct {
	To      string
	UserID  string // the member it is about, when there is one
	Subject string
	Text    string
	// DedupeKey makes a retried send store the message once (used by the outbox).
	DedupeKey string
	// Secret marks a body carrying a sign-in link (password reset, email
	// verification): the outbox stores it sealed and logs never show it.
	Secret bool
	// ID, when set, is the message's stable identity (the outbox row): every
	// send of it carries the same Message-ID, so a resend after a crash
	// between the server's acceptance and the outbox's record is one
	// message to the recipient's mail provider, not two.
	ID string
}

// Mailer sends (or queues) a message.
type Mailer interface {
	Send(ctx context.Context, m Message) error
}

// LogMailer writes messages to the log instead of sending them, so in
// development the links they carry can be read from the output. Outside
// development (ShowSecrets false) the body of a Secret message is withheld.
type LogMailer struct {
	Logger      *slog.Logger
	ShowSecrets bool
}

// Send logs the message.
func (l LogMailer) Send(ctx context.Context, m Message) error {
	body := m.Text
	if m.Secret && !l.ShowSecrets {
		body = "(withheld: it carries a sign-in link)"
	}
	l.Logger.InfoContext(ctx, "email (not sent: no mail transport configured)",
		"to", m.To, "subject", m.Subject, "body", body)
	return nil
}

// Recorder keeps every message in memory; tests read them back. After
// FailWith it refuses messages instead, like a mail server that is down.
type Recorder struct {
	mu   sync.Mutex
	sent []Message
	fail error
}

// Send records the message, or fails with the FailWith error.
func (r *Recorder) Send(_ context.Context, m Message) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fail != nil {
		return r.fail
	}
	r.sent = append(r.sent, m)
	return nil
}

// FailWith makes the following sends fail with err (nil: succeed again).
func (r *Recorder) FailWith(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.fail = err
}

// Sent returns a copy of the recorded messages, oldest first.
func (r *Recorder) Sent() []Message {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Message(nil), r.sent...)
}

// Last returns the newest message to the address, and whether there is one.
func (r *Recorder) Last(to string) (Message, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := len(r.sent) - 1; i >= 0; i-- {
		if r.sent[i].To == to {
			return r.sent[i], true
		}
	}
	return Message{}, false
}
