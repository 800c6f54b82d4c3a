package api

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
)

// countingBody is a JSON dispute of size bytes, made as it is read, that
// counts what was read of it.
type countingBody struct {
	size, read int64 // read: by the client's transport only
	reported   atomic.Int64
	head       []byte
}

func newCountingBody(size int64) *countingBody {
	return &countingBody{size: size,
		head: []byte(`{"trade_id":"` + ids.New() + `","reason":"other","description":"x","evidence":["data:application/pdf;base64,`)}
}

func (b *countingBody) Read(p []byte) (int, error) {
	if b.read >= b.size {
		return 0, io.EOF
	}
	n := int(min(int64(len(p)), b.size-b.read))
	for i := range n {
		if at := b.read + int64(i); at < int64(len(b.head)) {
			p[i] = b.head[at]
		} else {
			p[i] = 'A'
		}
	}
	b.read += int64(n)
	b.reported.Store(b.read)
	return n, nil
}

// bodyLimitServer is the API on a real listener, without Temporal (no
// request of these tests reaches a trade), and a member's token.
func bodyLimitServer(t *testing.T, mutate ...func(*config.Config)) (srv *Server, url, token string) {
	t.Helper()
	pool := testenv.NewPool(t)
	srv, b := testServer(t, testConfig(t, mutate...), pool, nil, nil, nil)
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	token, _, err := b.Tokens.Issue(testenv.Member(t, pool, "Stranger").ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	return srv, ts.URL, token
}

// A 100 MB JSON dispute from a member of no trade is answered 413 before
// 20 MB of it are read, whether or not it announces its length.
func TestSafetyJSONDisputeIsRefusedBeforeItIsRead(t *testing.T) {
	_, url, token := bodyLimitServer(t)
	for _, announced := range []bool{false, true} {
		body := newCountingBody(100 << 20)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		req, err := http.NewRequestWithContext(ctx, "POST", url+"/disputes", io.NopCloser(body))
		if err != nil {
			t.Fatal(err)
		}
		if announced {
			req.ContentLength = body.size
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		start := time.Now()
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			cancel()
			t.Fatalf("announced %v: no answer after %v: %v (read %d bytes)", announced, time.Since(start), err, body.reported.Load())
		}
		msg, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		cancel()
		read := body.reported.Load()
		t.Logf("announced %v: %d after %v, %d bytes read", announced, resp.StatusCode, time.Since(start), read)
		if resp.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(msg), `"code":"too_large"`) {
			t.Fatalf("announced %v: answer %d %s", announced, resp.StatusCode, msg)
		}
		if read >= 20<<20 {
			t.Fatalf("announced %v: %d bytes read before the answer", announced, read)
		}
	}
}

// Every route holds JSON to MAX_BODY_BYTES, answered 413 from the
// Content-Length before anyone reads it (or asks who sent it), except the
// routes that take photos as JSON data URLs, which get their upload limit;
// multipart gets a route's upload limit only where the route takes files.
func TestSafetyJSONBodiesAreCappedOnEveryRoute(t *testing.T) {
	srv, _ := testServer(t, testConfig(t), testenv.NewPool(t), nil, nil, nil)
	h := srv.Handler()
	standard := srv.cfg.MaxBodyBytes
	if standard > 1<<20 {
		t.Fatalf("MAX_BODY_BYTES default %d", standard)
	}
	send := func(rt route, contentType string, size int64) int {
		path := pathParam.ReplaceAllString(rt.path, ids.New())
		req := httptest.NewRequest(rt.method, path, io.LimitReader(zeros{}, size))
		req.ContentLength = size
		req.Header.Set("Content-Type", contentType)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code
	}
	jsonUploads := 0
	for _, rt := range srv.routes() {
		name := rt.method + " " + rt.path
		jsonLimit, formLimit := standard, max(rt.maxBody, standard)
		if rt.jsonUploads {
			jsonUploads++
			jsonLimit = rt.maxBody
			if code := send(rt, "application/json", standard+1); code == http.StatusRequestEntityTooLarge {
				t.Errorf("%s: a JSON photo upload over MAX_BODY_BYTES answered 413", name)
			}
		}
		if code := send(rt, "application/json", jsonLimit+1); code != http.StatusRequestEntityTooLarge {
			t.Errorf("%s: JSON of %d bytes answered %d, want 413", name, jsonLimit+1, code)
		}
		if code := send(rt, "multipart/form-data; boundary=x", formLimit+1); code != http.StatusRequestEntityTooLarge {
			t.Errorf("%s: a form of %d bytes answered %d, want 413", name, formLimit+1, code)
		}
	}
	// Only the design's JSON photo uploads: POST and PUT /hats, the profile picture.
	if jsonUploads != 3 {
		t.Fatalf("%d routes take JSON uploads, want 3", jsonUploads)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// With MAX_UPLOADS_IN_FLIGHT uploads held open, the next is refused at once
// with 503 and Retry-After, before its body is read; a JSON call of an
// upload route still goes through, and a freed slot takes an upload again.
func TestSafetyUploadsInFlightAreBounded(t *testing.T) {
	const bound = 2
	srv, url, token := bodyLimitServer(t, func(c *config.Config) { c.MaxUploadsInFlight = bound })
	post := func(path, contentType string, body io.Reader) *http.Response {
		t.Helper()
		req, err := http.NewRequest("POST", url+path, body)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", contentType)
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { resp.Body.Close() })
		return resp
	}
	// Each held upload sends its form's first bytes and then nothing.
	var held []*io.PipeWriter
	answers := make(chan int, bound)
	for range bound {
		r, w := io.Pipe()
		held = append(held, w)
		t.Cleanup(func() { _ = w.CloseWithError(io.ErrUnexpectedEOF) })
		go func() {
			req, _ := http.NewRequest("POST", url+"/hats", r)
			req.Header.Set("Content-Type", "multipart/form-data; boundary=x")
			req.Header.Set("Authorization", "Bearer "+token)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				answers <- 0
				return
			}
			resp.Body.Close()
			answers <- resp.StatusCode
		}()
		go func() { _, _ = io.WriteString(w, "--x\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nTote") }()
	}
	testenv.Eventually(t, 10*time.Second, func() error {
		if n := len(srv.uploads); n < bound {
			return fmt.Errorf("%d uploads in flight, want %d", n, bound)
		}
		return nil
	})

	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	_ = mw.WriteField("name", "Tote")
	_ = mw.Close()
	start := time.Now()
	next := post("/hats", mw.FormDataContentType(), bytes.NewReader(form.Bytes()))
	if next.StatusCode != http.StatusServiceUnavailable || next.Header.Get("Retry-After") == "" {
		t.Fatalf("upload past the bound: %d, Retry-After %q", next.StatusCode, next.Header.Get("Retry-After"))
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Fatalf("the refusal took %v", took)
	}
	// JSON on /disputes is read with the standard cap and takes no slot: it
	// reaches the handler, which asks for a reason.
	if resp := post("/disputes", "application/json", strings.NewReader(`{"trade_id":"`+ids.New()+`"}`)); resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("JSON dispute while uploads are full: %d", resp.StatusCode)
	}

	_ = held[0].CloseWithError(io.ErrUnexpectedEOF)
	<-answers
	testenv.Eventually(t, 10*time.Second, func() error {
		if len(srv.uploads) >= bound {
			return errors.New("a finished upload kept its slot")
		}
		return nil
	})
	if resp := post("/hats", mw.FormDataContentType(), bytes.NewReader(form.Bytes())); resp.StatusCode == http.StatusServiceUnavailable {
		t.Fatal("an upload was refused with a slot free")
	}
}
