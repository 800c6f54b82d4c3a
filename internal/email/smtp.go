package email

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"strconv"
	"strings"
	"time"
)

// SMTP sends messages through a mail server with net/smtp: implicit TLS on
// port 465, otherwise STARTTLS, which a server not on loopback must offer
// (else an on-path attacker could strip it and read reset links), and PLAIN
// authentication when a username is set.
type SMTP struct {
	Host     string
	Port     int
	Username string
	Password string
	From     string // "Name <address>" or a bare address
	Timeout  time.Duration
	// TLS overrides the TLS settings (tests); nil verifies Host's certificate.
	TLS *tls.Config
}

// Send delivers one message, or fails with the server's answer.
func (s SMTP) Send(ctx context.Context, m Message) error {
	from, err := mail.ParseAddress(s.From)
	if err != nil {
		return fmt.Errorf("smtp: sender %q: %w", s.From, err)
	}
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		return fmt.Errorf("smtp: recipient %q: %w", m.To, err)
	}
	body, err := compose(from, to, m, time.Now())
	if err != nil {
		return err
	}
	timeout := s.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	conn, err := s.dial(ctx)
	if err != nil {
		return fmt.Errorf("smtp: connect: %w", err)
	}
	defer conn.Close()
	if deadline, ok := ctx.Deadline(); ok {
		_ = conn.SetDeadline(deadline)
	}
	c, err := smtp.NewClient(conn, s.Host)
	if err != nil {
		return fmt.Errorf("smtp: greeting: %w", err)
	}
	defer c.Close()
	if err := s.deliver(c, isLoopback(conn.RemoteAddr()), from.Address, to.Address, body); err != nil {
		return fmt.Errorf("smtp: %w", err)
	}
	return c.Quit()
}

func (s SMTP) dial(ctx context.Context) (net.Conn, error) {
	addr := net.JoinHostPort(s.Host, strconv.Itoa(s.Port))
	if s.Port == 465 {
		d := tls.Dialer{Config: s.tlsConfig()}
		return d.DialContext(ctx, "tcp", addr)
	}
	var d net.Dialer
	return d.DialContext(ctx, "tcp", addr)
}

func (s SMTP) tlsConfig() *tls.Config {
	if s.TLS != nil {
		return s.TLS
	}
	return &tls.Config{ServerName: s.Host, MinVersion: tls.VersionTLS12}
}

// errNoTLS refuses to send in plain text to a server not on loopback.
var errNoTLS = errors.New("the server does not offer STARTTLS; refusing to send in plain text to a server not on loopback")

func (s SMTP) deliver(c *smtp.Client, loopback bool, from, to string, body []byte) error {
	if s.Port != 465 {
		switch ok, _ := c.Extension("STARTTLS"); {
		case ok:
			if err := c.StartTLS(s.tlsConfig()); err != nil {
				return err
			}
		case !loopback:
			return errNoTLS
		}
	}
	if s.Username != "" {
		if err := c.Auth(smtp.PlainAuth("", s.Username, s.Password, s.Host)); err != nil {
			return err
		}
	}
	if err := c.Mail(from); err != nil {
		return err
	}
	if err := c.Rcpt(to); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(body); err != nil {
		return err
	}
	return w.Close()
}

// isLoopback reports whether addr, the server's address as dialed, is on
// this machine's loopback.
func isLoopback(addr net.Addr) bool {
	tcp, ok := addr.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

var errHeader = errors.New("smtp: a header must not contain line breaks")

// compose builds the RFC 5322 message: UTF-8 text in quoted-printable,
// encoded-word subject, and no way for a subject to inject headers.
func compose(from, to *mail.Address, m Message, now time.Time) ([]byte, error) {
	if strings.ContainsAny(m.Subject, "\r\n") {
		return nil, errHeader
	}
	id := m.ID
	if id == "" {
		random := make([]byte, 12)
		_, _ = rand.Read(random)
		id = hex.EncodeToString(random)
	}
	domain := from.Address[strings.LastIndexByte(from.Address, '@')+1:]
	var b bytes.Buffer
	for _, h := range [][2]string{
		{"From", from.String()},
		{"To", to.String()},
		{"Subject", mime.QEncoding.Encode("utf-8", m.Subject)},
		{"Date", now.Format(time.RFC1123Z)},
		{"Message-ID", "<" + id + "@" + domain + ">"},
		{"MIME-Version", "1.0"},
		{"Content-Type", "text/plain; charset=UTF-8"},
		{"Content-Transfer-Encoding", "quoted-printable"},
	} {
		b.WriteString(h[0] + ": " + h[1] + "\r\n")
	}
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	if _, err := qp.Write([]byte(strings.ReplaceAll(m.Text, "\n", "\r\n"))); err != nil {
		return nil, err
	}
	if err := qp.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
