package outbox

import (
	"context"
	"time"

	"pursetrade/internal/secretbox"
	"pursetrade/internal/store/db"
)

// Mailbox reads the newest emails of the outbox for the development mail
// page, sent or not.
type Mailbox struct {
	DB  db.DBTX
	Box *secretbox.Box // opens the link emails, stored sealed
}

// Mail is one email of the outbox.
type Mail struct {
	Subject, ToAddress, BodyText string
	Status, LastError            string
	Attempts                     int32
	CreatedAt                    time.Time
}

// Recent are the n newest emails, newest first, link emails opened.
func (m Mailbox) Recent(ctx context.Context, n int32) ([]Mail, error) {
	rows, err := db.New(m.DB).RecentOutbox(ctx, n)
	out := make([]Mail, len(rows))
	for i, r := range rows {
		out[i] = Mail{Subject: r.Subject, ToAddress: r.ToAddress, BodyText: r.BodyText, Status: r.Status,
			LastError: r.LastError, Attempts: r.Attempts, CreatedAt: r.CreatedAt}
		if text, _, err := m.Box.Open(r.BodyText); err == nil {
			out[i].BodyText = text
		}
	}
	return out, err
}
