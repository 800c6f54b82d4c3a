package api

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

// A bundle with compressed copies, served the way Handler serves it.
func compressionApp(t *testing.T) (http.Handler, map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	files := map[string][]byte{
		"assets/app-1.js": bytes.Repeat([]byte("export const greeting = 'hello';\n"), 200),
		"index.html":      []byte("<!doctype html><div id=root>" + strings.Repeat("<p>shell</p>", 200) + "</div>"),
	}
	for name, raw := range files {
		var gz bytes.Buffer
		w := gzip.NewWriter(&gz)
		_, _ = w.Write(raw)
		_ = w.Close()
		files[name+".gz"] = gz.Bytes()
		files[name+".br"] = []byte("brotli of " + name) // the bytes are served as they are
	}
	for name, b := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(securityHeaders(nil))
	r.GET("/big.json", func(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"text": strings.Repeat("purse ", 1000)}) })
	r.GET("/small.json", func(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"ok": true}) })
	r.GET("/token.json", func(c *gin.Context) {
		noCompression(c)
		c.JSON(http.StatusOK, gin.H{"token": strings.Repeat("t", 2000)})
	})
	r.GET("/events", func(c *gin.Context) {
		st := openStream(c)
		st.write("change", gin.H{"text": strings.Repeat("purse ", 1000)})
	})
	r.NoRoute(webApp{dir: dir}.notFound)
	return compressed(r), files
}

func serve(h http.Handler, method, path string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// varyOnce: Vary names Accept-Encoding exactly once.
func varyOnce(t *testing.T, what string, h http.Header) {
	t.Helper()
	if n := strings.Count(strings.ToLower(strings.Join(h.Values("Vary"), ",")), "accept-encoding"); n != 1 {
		t.Errorf("%s: Vary %q names Accept-Encoding %d times, want once", what, h.Values("Vary"), n)
	}
}

func TestStaticFilesServeTheAcceptedCompressedCopy(t *testing.T) {
	h, files := compressionApp(t)
	for _, tc := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"},
		{"br", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=1, br;q=0.5", "gzip"},
		{"BR;Q=0.8, gzip;q=0.8", "br"},
		{"*", "br"},
		{"*;q=0", ""},
		{"br;q=0, gzip;q=0", ""},
		{"identity", ""},
		{"deflate", ""},
		{"", ""},
	} {
		rec := serve(h, "GET", "/assets/app-1.js", "Accept-Encoding", tc.accept)
		want := files["assets/app-1.js"]
		switch tc.want {
		case "br":
			want = files["assets/app-1.js.br"]
		case "gzip":
			want = files["assets/app-1.js.gz"]
		}
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Encoding") != tc.want || !bytes.Equal(rec.Body.Bytes(), want) {
			t.Errorf("Accept-Encoding %q: %d, Content-Encoding %q (want %q), %d bytes (want %d)",
				tc.accept, rec.Code, rec.Header().Get("Content-Encoding"), tc.want, rec.Body.Len(), len(want))
		}
		if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
			t.Errorf("Accept-Encoding %q: Content-Type %q", tc.accept, ct)
		}
		if cc := rec.Header().Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
			t.Errorf("Accept-Encoding %q: Cache-Control %q", tc.accept, cc)
		}
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("Content-Security-Policy") != appCSP {
			t.Errorf("Accept-Encoding %q: the security headers are missing: %v", tc.accept, rec.Header())
		}
		varyOnce(t, "asset with "+tc.accept, rec.Header())
	}
}

func TestStaticFilesCompressedForNavigationHEADAndRange(t *testing.T) {
	h, files := compressionApp(t)

	rec := serve(h, "GET", "/browse", "Accept", "text/html", "Accept-Encoding", "gzip, br")
	if rec.Header().Get("Content-Encoding") != "br" || !bytes.Equal(rec.Body.Bytes(), files["index.html.br"]) ||
		!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") || rec.Header().Get("Cache-Control") != "no-cache" {
		t.Errorf("navigation: %d %v %q", rec.Code, rec.Header(), rec.Body)
	}
	varyOnce(t, "navigation", rec.Header())

	rec = serve(h, "HEAD", "/assets/app-1.js", "Accept-Encoding", "br")
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Encoding") != "br" || rec.Body.Len() != 0 ||
		!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/javascript") {
		t.Errorf("HEAD: %d %v, %d body bytes", rec.Code, rec.Header(), rec.Body.Len())
	}

	// A range is of the representation sent: the gzip bytes.
	rec = serve(h, "GET", "/assets/app-1.js", "Accept-Encoding", "gzip", "Range", "bytes=0-9")
	gz := files["assets/app-1.js.gz"]
	if rec.Code != http.StatusPartialContent || rec.Header().Get("Content-Encoding") != "gzip" ||
		rec.Header().Get("Content-Range") != "bytes 0-9/"+strconv.Itoa(len(gz)) || !bytes.Equal(rec.Body.Bytes(), gz[:10]) {
		t.Errorf("Range with gzip: %d %v %q", rec.Code, rec.Header(), rec.Body)
	}
	rec = serve(h, "GET", "/assets/app-1.js", "Range", "bytes=0-9")
	if rec.Code != http.StatusPartialContent || rec.Header().Get("Content-Encoding") != "" ||
		!bytes.Equal(rec.Body.Bytes(), files["assets/app-1.js"][:10]) {
		t.Errorf("Range without compression: %d %v %q", rec.Code, rec.Header(), rec.Body)
	}
}

func TestAnswersGzippedOnTheFlyWherePays(t *testing.T) {
	h, _ := compressionApp(t)
	rec := serve(h, "GET", "/big.json", "Accept-Encoding", "gzip, br")
	if rec.Header().Get("Content-Encoding") != "gzip" || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		t.Fatalf("a large JSON answer: %v", rec.Header())
	}
	zr, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if !strings.Contains(string(body), `"text":"purse purse`) {
		t.Errorf("the gzipped answer decodes to %.60q", body)
	}
	if rec.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("the security headers are missing: %v", rec.Header())
	}
	varyOnce(t, "large JSON", rec.Header())

	for _, tc := range []struct{ what, path, accept string }{
		{"a client that accepts no gzip", "/big.json", "br"},
		{"an answer under the threshold", "/small.json", "gzip"},
		{"an answer with a secret", "/token.json", "gzip"},
		{"the live stream", "/events", "gzip"},
	} {
		rec := serve(h, "GET", tc.path, "Accept-Encoding", tc.accept)
		if rec.Header().Get("Content-Encoding") != "" || rec.Header().Get("No-Gzip-Compression") != "" {
			t.Errorf("%s: compressed (%v)", tc.what, rec.Header())
		}
	}
}

// A navigation gets the page the build rendered for its path, else the bare shell.
func TestNavigationGetsItsPrerenderedPage(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": "landing", "browse/index.html": "browse", "app.html": "shell", "assets/app-1.js": "js"} {
		_ = os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := gin.New()
	r.NoRoute(webApp{dir: dir}.notFound)
	for path, want := range map[string]string{
		"/": "landing", "/browse": "browse", "/browse/": "browse", "/faq": "shell", "/closet/0123456789abcdef01234567": "shell",
		"/assets": "shell",
	} {
		rec := serve(r, "GET", path, "Accept", "text/html")
		if rec.Code != http.StatusOK || rec.Body.String() != want || rec.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d %q, want %q", path, rec.Code, rec.Body, want)
		}
	}
}
