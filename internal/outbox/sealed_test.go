package outbox

import (
	"context"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/email"
	"pursetrade/internal/secretbox"
)

func TestLinkEmailsAreStoredSealed(t *testing.T) {
	ctx := context.Background()
	pool := testenv.NewPool(t)
	ana := testenv.Member(t, pool, "Ana")
	key, _ := secretbox.ParseKey(secretbox.NewKey())
	box, err := NewBox(key)
	if err != nil {
		t.Fatal(err)
	}
	const link = "https://app.test/reset-password?token=raw-reset-token"
	if err := (Mailer{DB: pool}).Send(ctx, email.Message{To: ana.Email, Subject: "Reset", Text: link, Secret: true}); err == nil {
		t.Fatal("a link email was queued without the key")
	}
	if err := (Mailer{DB: pool, Box: box}).Send(ctx, email.Message{To: ana.Email, Subject: "Reset", Text: link, Secret: true}); err != nil {
		t.Fatal(err)
	}
	var stored string
	if err := pool.QueryRow(ctx, `SELECT body_text FROM email_outbox WHERE to_address = $1`, ana.Email).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(stored, "raw-reset-token") || !secretbox.IsSealed(stored) {
		t.Fatalf("the outbox holds a readable link: %q", stored)
	}

	rec := &email.Recorder{}
	d := NewDrainer(pool, Unsealing{Next: rec, Box: box}, testenv.Logger())
	d.Now = func() time.Time { return time.Now().Add(time.Second) }
	if res, err := d.Drain(ctx); err != nil || res.Sent != 1 {
		t.Fatalf("drain: %+v %v", res, err)
	}
	if m, _ := rec.Last(ana.Email); m.Text != link || !m.Secret {
		t.Fatalf("sent %+v", m)
	}
}
