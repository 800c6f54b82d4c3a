package email

import (
	"context"
	"encoding/base64"
	"errors"
	"net"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/email/emailtest"
)

func TestSMTPDeliversToAServer(t *testing.T) {
	srv := emailtest.Start(t, emailtest.Options{Auth: true})
	m := SMTP{Host: "127.0.0.1", Port: srv.Addr.Port, Username: "mailer", Password: "s3cret",
		From: "PurseTrade <no-reply@pursetrade.test>", Timeout: 5 * time.Second}
	err := m.Send(context.Background(), Message{To: "ana@example.com", Subject: "Trade accepted – café",
		Text: "Hi Ana,\nYour trade was accepted.\n"})
	if err != nil {
		t.Fatal(err)
	}
	got := srv.Next()
	wantAuth := "AUTH PLAIN " + base64.StdEncoding.EncodeToString([]byte("\x00mailer\x00s3cret"))
	if got.Auth != wantAuth || got.From != "MAIL FROM:<no-reply@pursetrade.test>" || got.To != "RCPT TO:<ana@example.com>" {
		t.Fatalf("conversation: %+v", got)
	}
	for _, want := range []string{"From: \"PurseTrade\" <no-reply@pursetrade.test>\r\n", "To: <ana@example.com>\r\n",
		"Subject: =?utf-8?q?Trade_accepted_=E2=80=93_caf=C3=A9?=\r\n", "Content-Type: text/plain; charset=UTF-8\r\n",
		"Hi Ana,\r\nYour trade was accepted.\r\n"} {
		if !strings.Contains(got.Data, want) {
			t.Errorf("message lacks %q:\n%s", want, got.Data)
		}
	}
}

// A message with an ID keeps its Message-ID across sends, so a resend is the
// same message to the recipient's provider.
func TestSMTPMessageIDIsStableForAnID(t *testing.T) {
	srv := emailtest.Start(t, emailtest.Options{})
	m := SMTP{Host: "127.0.0.1", Port: srv.Addr.Port, From: "no-reply@pursetrade.test", Timeout: 5 * time.Second}
	msg := Message{To: "ana@example.com", Subject: "Trade accepted", Text: "x", ID: "outbox-42"}
	for range 2 {
		if err := m.Send(context.Background(), msg); err != nil {
			t.Fatal(err)
		}
		if got := srv.Next(); !strings.Contains(got.Data, "Message-ID: <outbox-42@pursetrade.test>\r\n") {
			t.Fatalf("message id:\n%s", got.Data)
		}
	}
}

func TestSMTPReportsRefusals(t *testing.T) {
	srv := emailtest.Start(t, emailtest.Options{RefuseRcpt: true})
	m := SMTP{Host: "127.0.0.1", Port: srv.Addr.Port, From: "no-reply@pursetrade.test", Timeout: 5 * time.Second}
	err := m.Send(context.Background(), Message{To: "ghost@example.com", Subject: "Hi", Text: "x"})
	if err == nil || !strings.Contains(err.Error(), "No such user") {
		t.Fatalf("refused recipient: %v", err)
	}
	if err := m.Send(context.Background(), Message{To: "a@example.com", Subject: "Two\r\nBcc: evil@example.com"}); err == nil {
		t.Fatal("a subject with a line break was sent")
	}
	if err := m.Send(context.Background(), Message{To: "not an address", Subject: "x"}); err == nil {
		t.Fatal("a bad recipient was sent")
	}
	closed := SMTP{Host: "127.0.0.1", Port: 1, From: "no-reply@pursetrade.test", Timeout: time.Second}
	if err := closed.Send(context.Background(), Message{To: "a@example.com", Subject: "x"}); err == nil {
		t.Fatal("no server, no error")
	}
}

// A server not on loopback that does not offer STARTTLS gets nothing: an
// on-path attacker could have stripped the offer.
func TestSMTPRequiresTLSBeyondLoopback(t *testing.T) {
	var ip string
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			ip = n.IP.String()
			break
		}
	}
	if ip == "" {
		t.Fatal("this machine has no address beyond loopback to listen on")
	}
	srv := emailtest.Start(t, emailtest.Options{IP: ip})
	m := SMTP{Host: ip, Port: srv.Addr.Port, From: "no-reply@pursetrade.test", Timeout: 5 * time.Second}
	if err := m.Send(context.Background(), Message{To: "ana@example.com", Subject: "Reset", Text: "link"}); !errors.Is(err, errNoTLS) {
		t.Fatalf("plain text beyond loopback: %v", err)
	}
	if n := len(srv.Mails()); n != 0 {
		t.Fatalf("%d messages sent in plain text", n)
	}
}

func TestNewFollowsTheConfiguration(t *testing.T) {
	if _, ok := New(config.Config{}, nil).(LogMailer); !ok {
		t.Fatal("without SMTP_HOST mail goes to the log")
	}
	m, ok := New(config.Config{SMTPHost: "mail.example.com", SMTPPort: 587, SMTPUsername: "u", SMTPPassword: "p",
		SMTPFrom: "x@example.com"}, nil).(SMTP)
	if !ok || m.Host != "mail.example.com" || m.Port != 587 || m.Username != "u" || m.From != "x@example.com" {
		t.Fatalf("SMTP mailer %+v", m)
	}
}
