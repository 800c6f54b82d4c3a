//go:build linux

package api

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"runtime"
	"strconv"
	"syscall"
	"time"
)

// epollLoad is the catalog benchmark's load generator, built like wrk: one
// OS thread drives every keep-alive connection through epoll, each sending
// one GET, reading the whole answer and sending the next (closed loop).
// A request then costs the generator one write, about one read and a share
// of an epoll_wait, and no goroutine hand-off: 11 us of CPU for a cached
// page and 22 us for an uncached one, against 16 and 26-39 us with a
// goroutine per connection, and twice that with net/http's client. On this
// 2-core machine every microsecond the generator spends is taken from the
// API and PostgreSQL it measures, while pgbench, the yardstick, is lean C.
type epollLoad struct {
	addr  *syscall.SockaddrInet4
	req   []byte
	epfd  int
	conns map[int]*loadConn // by file descriptor
}

// loadConn is one connection and the answer it is reading.
type loadConn struct {
	fd    int
	buf   []byte
	n     int // bytes of buf read so far
	sent  time.Time
	ready bool // connected and waiting for nothing
}

// newEpollLoad opens conns connections to the host:port of addr, each to
// send req (a whole HTTP/1.1 request).
func newEpollLoad(addr string, req []byte, conns int) (*epollLoad, error) {
	tcp, err := net.ResolveTCPAddr("tcp4", addr)
	if err != nil {
		return nil, err
	}
	sa := &syscall.SockaddrInet4{Port: tcp.Port}
	copy(sa.Addr[:], tcp.IP.To4())
	epfd, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		return nil, err
	}
	l := &epollLoad{addr: sa, req: req, epfd: epfd, conns: map[int]*loadConn{}}
	for range conns {
		if _, err := l.dial(); err != nil {
			l.close()
			return nil, err
		}
	}
	return l, nil
}

func (l *epollLoad) dial() (*loadConn, error) {
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	c := &loadConn{fd: fd, buf: make([]byte, 64<<10), ready: true}
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN, Fd: int32(fd)}
	if err := syscall.Connect(fd, l.addr); err != nil { // loopback: immediate
		syscall.Close(fd)
		return nil, err
	}
	_ = syscall.SetsockoptInt(fd, syscall.IPPROTO_TCP, syscall.TCP_NODELAY, 1)
	if err := errors.Join(syscall.SetNonblock(fd, true), syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_ADD, fd, &ev)); err != nil {
		syscall.Close(fd)
		return nil, err
	}
	l.conns[fd] = c
	return c, nil
}

func (l *epollLoad) drop(c *loadConn) {
	_ = syscall.EpollCtl(l.epfd, syscall.EPOLL_CTL_DEL, c.fd, nil)
	syscall.Close(c.fd)
	delete(l.conns, c.fd)
}

func (l *epollLoad) close() {
	for _, c := range l.conns {
		l.drop(c)
	}
	syscall.Close(l.epfd)
}

// run drives the connections for d and returns the latency of every 200
// answer and the number of failures (other statuses, broken connections,
// which are redialled).
func (l *epollLoad) run(d time.Duration) (lat []time.Duration, failures int) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	stop := time.Now().Add(d)
	busy := 0 // connections waiting for an answer
	send := func(c *loadConn) {
		c.sent, c.ready = time.Now(), false
		// A request fits the send buffer of a connection with nothing
		// outstanding, so it is written whole or not at all.
		if _, err := syscall.Write(c.fd, l.req); err != nil {
			failures++
			l.drop(c)
			return
		}
		busy++
	}
	for _, c := range l.conns {
		send(c)
	}
	events := make([]syscall.EpollEvent, 128)
	for busy > 0 {
		n, err := syscall.EpollWait(l.epfd, events, 100)
		if err != nil && !errors.Is(err, syscall.EINTR) {
			panic(fmt.Sprintf("epoll_wait: %v", err))
		}
		for _, ev := range events[:max(n, 0)] {
			c := l.conns[int(ev.Fd)]
			if c == nil || c.ready {
				continue
			}
			status, err := c.read()
			if status == 0 && err == nil { // the answer is not complete yet
				continue
			}
			busy--
			switch {
			case err != nil:
				failures++
				l.drop(c)
				if c, err = l.dial(); err != nil {
					continue
				}
			case status == 200:
				lat = append(lat, time.Since(c.sent))
			default:
				failures++
			}
			if time.Now().Before(stop) {
				send(c)
			} else {
				c.ready = true
			}
		}
	}
	return lat, failures
}

// read reads what has arrived and returns the status of the answer once
// it is complete (0 until then). Answers must carry a Content-Length.
func (c *loadConn) read() (int, error) {
	if c.n == len(c.buf) {
		c.buf = append(c.buf, make([]byte, len(c.buf))...)
	}
	n, err := syscall.Read(c.fd, c.buf[c.n:])
	switch {
	case errors.Is(err, syscall.EAGAIN):
		return 0, nil
	case err != nil:
		return 0, err
	case n == 0:
		return 0, errors.New("connection closed")
	}
	c.n += n
	head, _, found := bytes.Cut(c.buf[:c.n], []byte("\r\n\r\n"))
	if !found {
		return 0, nil
	}
	if len(head) < 12 || !bytes.HasPrefix(head, []byte("HTTP/1.1 ")) {
		return 0, fmt.Errorf("bad status line %q", head)
	}
	status, err := strconv.Atoi(string(head[9:12]))
	if err != nil {
		return 0, fmt.Errorf("bad status line %q", head)
	}
	length := -1
	for _, line := range bytes.Split(head, []byte("\r\n"))[1:] {
		name, value, _ := bytes.Cut(line, []byte(":"))
		if bytes.EqualFold(name, []byte("Content-Length")) {
			if length, err = strconv.Atoi(string(bytes.TrimSpace(value))); err != nil {
				return 0, fmt.Errorf("bad Content-Length %q", value)
			}
		}
	}
	if length < 0 {
		return 0, errors.New("answer without a Content-Length")
	}
	total := len(head) + 4 + length
	if c.n < total {
		return 0, nil
	}
	if c.n > total {
		return 0, errors.New("more than one answer to one request")
	}
	c.n = 0
	return status, nil
}
