// Package emailtest is a fake SMTP server on loopback for tests: it speaks
// just enough SMTP to take messages, so the real SMTP client runs.
package emailtest

import (
	"bufio"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// Server records every message it accepts.
type Server struct {
	Addr       *net.TCPAddr
	auth       bool
	refuseRcpt bool
	mu         sync.Mutex
	mails      []Mail
	got        chan Mail
}

// Mail is one accepted message: the AUTH, MAIL and RCPT lines and the data.
type Mail struct {
	Auth, From, To, Data string
}

// Options: Auth offers AUTH PLAIN; RefuseRcpt refuses every recipient; IP
// is the address to listen on (loopback when empty).
type Options struct {
	Auth, RefuseRcpt bool
	IP               string
}

// Start listens on a free port (of loopback, unless o.IP) until the test
// ends. It never offers STARTTLS.
func Start(t testing.TB, o Options) *Server {
	t.Helper()
	ip := o.IP
	if ip == "" {
		ip = "127.0.0.1"
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(ip, "0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	s := &Server{Addr: ln.Addr().(*net.TCPAddr), auth: o.Auth, refuseRcpt: o.RefuseRcpt, got: make(chan Mail, 1024)}
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(conn)
		}
	}()
	return s
}

// Next waits for the next message.
func (s *Server) Next() Mail { return <-s.got }

// Mails is every message accepted so far.
func (s *Server) Mails() []Mail {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Mail(nil), s.mails...)
}

func (s *Server) serve(conn net.Conn) {
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(30 * time.Second))
	r := bufio.NewReader(conn)
	say := func(line string) { _, _ = conn.Write([]byte(line + "\r\n")) }
	var m Mail
	say("220 fake.test ESMTP")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimRight(line, "\r\n")
		switch cmd := strings.ToUpper(strings.SplitN(line, " ", 2)[0]); {
		case cmd == "EHLO" && s.auth:
			say("250-fake.test")
			say("250 AUTH PLAIN")
		case cmd == "EHLO":
			say("250 fake.test")
		case cmd == "AUTH":
			m.Auth = line
			say("235 2.7.0 Authentication successful")
		case cmd == "MAIL":
			m.From = line
			say("250 OK")
		case cmd == "RCPT" && s.refuseRcpt:
			m.To = line
			say("550 5.1.1 No such user")
		case cmd == "RCPT":
			m.To = line
			say("250 OK")
		case cmd == "DATA":
			say("354 End data with <CR><LF>.<CR><LF>")
			data, ok := readData(r)
			if !ok {
				return
			}
			m.Data = data
			say("250 OK: queued")
			s.mu.Lock()
			s.mails = append(s.mails, m)
			s.mu.Unlock()
			select {
			case s.got <- m:
			default:
			}
			m = Mail{}
		case cmd == "QUIT":
			say("221 Bye")
			return
		default:
			say("250 OK")
		}
	}
}

func readData(r *bufio.Reader) (string, bool) {
	var b strings.Builder
	for {
		l, err := r.ReadString('\n')
		if err != nil {
			return "", false
		}
		if l == ".\r\n" {
			return b.String(), true
		}
		b.WriteString(l)
	}
}
