package api

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/config"
)

// A slow body is cut off at HTTP_READ_TIMEOUT, except on routes that take
// files, which get HTTP_UPLOAD_TIMEOUT.
func TestSafetyServerTimeouts(t *testing.T) {
	cfg, err := config.Load(config.ModeDev)
	if err != nil {
		t.Fatal(err)
	}
	if tm := cfg.HTTPTimeouts; tm.ReadHeader <= 0 || tm.Read <= 0 || tm.Write <= 0 || tm.Idle <= 0 || tm.Upload <= tm.Read {
		t.Fatalf("default timeouts: %+v", tm)
	}
	cfg.HTTPTimeouts = config.HTTPTimeouts{ReadHeader: time.Second, Read: 300 * time.Millisecond,
		Upload: 5 * time.Second, Write: 5 * time.Second, Idle: time.Second}
	s := &Server{cfg: cfg}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	readAll := func(c *gin.Context) {
		n, err := io.Copy(io.Discard, c.Request.Body)
		if err != nil {
			c.String(http.StatusRequestTimeout, "read failed after %d bytes", n)
			return
		}
		c.String(http.StatusOK, "read %d bytes", n)
	}
	r.POST("/plain", readAll)
	r.POST("/upload", extendDeadlines(cfg.HTTPTimeouts.Upload), readAll)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := s.httpServer(ln.Addr().String(), r)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })

	if got := slowPost(t, ln.Addr().String(), "/upload"); !strings.HasPrefix(got, "HTTP/1.1 200") {
		t.Fatalf("slow upload cut off: %q", got)
	}
	if got := slowPost(t, ln.Addr().String(), "/plain"); strings.HasPrefix(got, "HTTP/1.1 200") {
		t.Fatalf("slow body on a plain route read to the end: %q", got)
	}
	if srv.ReadHeaderTimeout != time.Second || srv.IdleTimeout != time.Second || srv.WriteTimeout != 5*time.Second {
		t.Fatalf("server timeouts: %+v", srv)
	}
}

// slowPost sends 8 bytes of body over about 800 ms and returns the status line.
func slowPost(t *testing.T, addr, path string) string {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	const size = 8
	_, _ = io.WriteString(conn, "POST "+path+" HTTP/1.1\r\nHost: x\r\nContent-Length: "+strconv.Itoa(size)+"\r\n\r\n")
	for range size {
		time.Sleep(100 * time.Millisecond)
		if _, err := conn.Write([]byte("x")); err != nil {
			break
		}
	}
	_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	line, _ := bufio.NewReader(conn).ReadString('\n')
	return line
}

// The caller is known before an upload route's longer deadlines apply: a
// stranger who sends an upload's headers and no body is answered 401 and
// cut off at HTTP_READ_TIMEOUT, not held for HTTP_UPLOAD_TIMEOUT.
func TestSafetyStrangersGetNoUploadDeadlines(t *testing.T) {
	h := newHarness(t, func(c *config.Config) {
		c.HTTPTimeouts = config.HTTPTimeouts{ReadHeader: time.Second, Read: 300 * time.Millisecond,
			Upload: 10 * time.Second, Write: 10 * time.Second, Idle: time.Second}
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := h.srv.httpServer(ln.Addr().String(), h.handler)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })

	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	start := time.Now()
	_, _ = io.WriteString(conn, "POST /hats HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{")
	_ = conn.SetReadDeadline(time.Now().Add(15 * time.Second))
	answer, _ := io.ReadAll(conn) // until the server closes the connection
	if !strings.HasPrefix(string(answer), "HTTP/1.1 401") {
		t.Fatalf("answer: %q", answer)
	}
	held := time.Since(start)
	t.Logf("held %v", held)
	if held > 5*time.Second {
		t.Fatalf("a stranger's upload connection was held %v", held)
	}
}
