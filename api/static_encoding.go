package api

import (
	"cmp"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
)

// precompressed are the copies the web build writes beside each text file of
// the bundle (web/scripts/compress.mjs), best first.
var precompressed = []struct{ coding, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// serveStatic serves a file of the bundle: the build's compressed copy that
// the client accepts best (Accept-Encoding, with q-values; brotli on a tie),
// else the file itself. Either way the answer varies by Accept-Encoding.
// Range and HEAD apply to what is sent, the compressed copy included.
func serveStatic(c *gin.Context, file string) {
	h := c.Writer.Header()
	addVary(h, "Accept-Encoding")
	if coding, f, ok := openPrecompressed(file, c.GetHeader("Accept-Encoding")); ok {
		defer func() { _ = f.Close() }()
		if st, err := f.Stat(); err == nil {
			ctype := mime.TypeByExtension(filepath.Ext(file))
			if ctype == "" {
				ctype = "text/plain; charset=utf-8" // only text files have compressed copies
			}
			h.Set("Content-Type", ctype)
			h.Set("Content-Encoding", coding)
			http.ServeContent(c.Writer, c.Request, "", st.ModTime(), f)
			return
		}
	}
	c.File(file)
}

// openPrecompressed opens the accepted compressed copy of file with the
// highest weight.
func openPrecompressed(file, acceptEncoding string) (string, *os.File, bool) {
	q := acceptedCodings(acceptEncoding)
	order := slices.Clone(precompressed)
	slices.SortStableFunc(order, func(a, b struct{ coding, suffix string }) int {
		return cmp.Compare(q(b.coding), q(a.coding))
	})
	for _, p := range order {
		if q(p.coding) > 0 {
			if f, err := os.Open(file + p.suffix); err == nil {
				return p.coding, f, true
			}
		}
	}
	return "", nil, false
}

// acceptedCodings reads Accept-Encoding into the weight of each coding: its
// own q, else the q of "*", else 0 (not acceptable).
func acceptedCodings(header string) func(coding string) float64 {
	weights := map[string]float64{}
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		w := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(k, "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && f >= 0 && f <= 1 {
					w = f
				} else {
					w = 0
				}
			}
		}
		weights[name] = w
	}
	return func(coding string) float64 {
		if w, ok := weights[coding]; ok {
			return w
		}
		return weights["*"]
	}
}

// addVary adds a field to Vary unless it is there already.
func addVary(h http.Header, field string) {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(f), field) {
				return
			}
		}
	}
	h.Add("Vary", field)
}
