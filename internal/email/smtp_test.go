package email

import (
	"bufio"
	"context"
	"encoding/base64"
	"net"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/config"
)

// fakeSMTP speaks just enough SMTP on loopback to accept messages, and
// records the conversation. refuseRcpt makes it refuse every recipient.
type fakeSMTP struct {
	addr       *net.TCPAddr
	auth       bool
	refuseRcpt bool
	got        chan fakeMail
}

type fakeMail struct {
	auth, from, to, data string
}

func startFakeSMTP(t *testing.T, auth, refuseRcpt bool) *fakeSMTP {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	f := &fakeSMTP{addr: ln.Addr().(*net.TCPAddr), auth: auth, refuseRcpt: refuseRcpt, got: make(chan fakeMail, 4)}
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go f.serve(conn)
		}
	}()
	return f
}

func (f *fakeSMTP) serve(conn net.Conn) {
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(5 * time.Second))
	r := bufio.NewReader(conn)
	say := func(s string) { _, _ = conn.Write([]byte(s + "\r\n")) }
	var m fakeMail
	say("220 fake.test ESMTP")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimRight(line, "\r\n")
		cmd := strings.ToUpper(strings.SplitN(line, " ", 2)[0])
		switch {
		case cmd == "EHLO":
			if f.auth {
				say("250-fake.test")
				say("250 AUTH PLAIN")
			} else {
				say("250 fake.test")
			}
		case cmd == "AUTH":
			m.auth = line
			say("235 2.7.0 Authentication successful")
		case cmd == "MAIL":
			m.from = line
			say("250 OK")
		case cmd == "RCPT":
			m.to = line
			if f.refuseRcpt {
				say("550 5.1.1 No such user")
			} else {
				say("250 OK")
			}
		case cmd == "DATA":
			say("354 End data with <CR><LF>.<CR><LF>")
			var b strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				b.WriteString(l)
			}
			m.data = b.String()
			say("250 OK: queued")
			f.got <- m
		case cmd == "QUIT":
			say("221 Bye")
			return
		default:
			say("250 OK")
		}
	}
}

func TestSMTPDeliversToAServer(t *testing.T) {
	srv := startFakeSMTP(t, true, false)
	m := SMTP{Host: "127.0.0.1", Port: srv.addr.Port, Username: "mailer", Password: "s3cret",
		From: "PurseTrade <no-reply@pursetrade.test>", Timeout: 5 * time.Second}
	err := m.Send(context.Background(), Message{To: "ana@example.com", Subject: "Trade accepted – café",
		Text: "Hi Ana,\nYour trade was accepted.\n"})
	if err != nil {
		t.Fatal(err)
	}
	got := <-srv.got
	wantAuth := "AUTH PLAIN " + base64.StdEncoding.EncodeToString([]byte("\x00mailer\x00s3cret"))
	if got.auth != wantAuth || got.from != "MAIL FROM:<no-reply@pursetrade.test>" || got.to != "RCPT TO:<ana@example.com>" {
		t.Fatalf("conversation: %+v", got)
	}
	for _, want := range []string{"From: \"PurseTrade\" <no-reply@pursetrade.test>\r\n", "To: <ana@example.com>\r\n",
		"Subject: =?utf-8?q?Trade_accepted_=E2=80=93_caf=C3=A9?=\r\n", "Content-Type: text/plain; charset=UTF-8\r\n",
		"Hi Ana,\r\nYour trade was accepted.\r\n"} {
		if !strings.Contains(got.data, want) {
			t.Errorf("message lacks %q:\n%s", want, got.data)
		}
	}
}

func TestSMTPReportsRefusals(t *testing.T) {
	srv := startFakeSMTP(t, false, true)
	m := SMTP{Host: "127.0.0.1", Port: srv.addr.Port, From: "no-reply@pursetrade.test", Timeout: 5 * time.Second}
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
