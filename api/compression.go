package api

import (
	"mime"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/klauspost/compress/gzhttp"
)

// compressMinSize is the smallest answer worth gzipping: below about a
// packet, the header and the CPU cost more than the bytes saved.
const compressMinSize = 1024

// compressible are the media types gzipped on the fly: text the API or the
// web app's HTML sends. Not the live stream (text/event-stream must reach
// the browser event by event), images, PDFs or anything else already
// compressed; nor the bundle's files, which the build compresses ahead
// (webApp serves them with their Content-Encoding, which gzhttp leaves be),
// nor a Range answer.
var compressible = map[string]bool{
	"text/html": true, "text/plain": true, "text/css": true, "text/csv": true,
	"text/javascript": true, "application/javascript": true,
	"application/json": true, "application/problem+json": true,
	"application/yaml": true, "application/x-yaml": true, "text/yaml": true,
	"image/svg+xml": true, "application/xml": true, "text/xml": true,
}

// compressed gzips answers that pay (compressible, at least compressMinSize
// bytes) for clients that accept gzip, and says Vary: Accept-Encoding.
//
// BREACH needs a secret and attacker-chosen text in one compressed answer
// that a victim's browser fetches with its credentials attached. Sessions
// here are bearer tokens the app sends itself (no cookie), so another site
// cannot make a member's browser fetch an authenticated answer; still, the
// answers that carry a secret (a session token, a TOTP secret) leave
// compression off (noCompression), so their length never depends on input.
func compressed(h http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(
		gzhttp.MinSize(compressMinSize),
		gzhttp.EnableZstd(false),
		gzhttp.ContentTypeFilter(func(ct string) bool {
			media, _, err := mime.ParseMediaType(ct)
			return err == nil && compressible[strings.ToLower(media)]
		}),
	)
	if err != nil {
		panic(err) // the options are constants
	}
	return wrap(h)
}

// noCompression keeps this answer uncompressed (see compressed).
func noCompression(c *gin.Context) {
	c.Header(gzhttp.HeaderNoCompression, "1")
}
