package api

import (
	"github.com/gin-gonic/gin"
)

// appCSP is the web app's Content Security Policy: scripts only from its own
// bundle (no inline script), no plugins, no framing. React style attributes
// need 'unsafe-inline' styles; photo previews and labels are blob: URLs; the
// address search asks OpenStreetMap's geocoder.
const appCSP = "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; " +
	"form-action 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; " +
	"connect-src 'self' https://nominatim.openstreetmap.org"

// docsCSP is /docs's policy: a server-rendered page with one inline style block.
const docsCSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

// fileCSP is for files members upload or the system makes for them
// (photos, dispute evidence, shipping labels): opened directly, such a file
// runs in a sandbox with no script and no access to the site's origin.
const fileCSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'"

// fileRoutes serve stored files (see fileCSP).
var fileRoutes = map[string]bool{
	"/disputes/:id/evidence/:file": true,
	"/labels/:file":                true,
	"/uploads/items/:file":         true,
	"/uploads/profiles/:file":      true,
}

// securityHeaders sets the browser protections on every answer; a handler
// that renders its own page (the test checkout) may replace the policy.
func securityHeaders() gin.HandlerFunc {
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		switch route := c.FullPath(); {
		case fileRoutes[route]:
			h.Set("Content-Security-Policy", fileCSP)
		case route == "/docs":
			h.Set("Content-Security-Policy", docsCSP)
		default:
			h.Set("Content-Security-Policy", appCSP)
		}
		c.Next()
	}
}
