package api

import (
	"net/netip"
	"strings"

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

// hsts keeps browsers on HTTPS for a year once they reached the site over it.
const hsts = "max-age=31536000; includeSubDomains"

// securityHeaders sets the browser protections on every answer; a handler
// that renders its own page (the test checkout) may replace the policy.
// Strict-Transport-Security goes only with an answer over HTTPS (browsers
// ignore it over plain HTTP).
func securityHeaders(trusted proxies) gin.HandlerFunc {
	return func(c *gin.Context) {
		h := c.Writer.Header()
		if trusted.overHTTPS(c) {
			h.Set("Strict-Transport-Security", hsts)
		}
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

// proxies are the TRUSTED_PROXIES blocks.
type proxies []netip.Prefix

// newProxies reads TRUSTED_PROXIES as config validated it: CIDR blocks or
// single addresses.
func newProxies(list []string) proxies {
	var out proxies
	for _, s := range list {
		if p, err := netip.ParsePrefix(s); err == nil {
			out = append(out, p.Masked())
		} else if a, err := netip.ParseAddr(s); err == nil {
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
		}
	}
	return out
}

// overHTTPS reports whether the client reached the site over HTTPS: by TLS
// to this server, or as a trusted proxy reports in X-Forwarded-Proto (the
// first hop's, when a chain of proxies lists several). Anyone else's
// X-Forwarded-Proto is ignored.
func (p proxies) overHTTPS(c *gin.Context) bool {
	if c.Request.TLS != nil {
		return true
	}
	proto, _, _ := strings.Cut(c.GetHeader("X-Forwarded-Proto"), ",")
	if !strings.EqualFold(strings.TrimSpace(proto), "https") {
		return false
	}
	peer, err := netip.ParseAddr(c.RemoteIP())
	if err != nil {
		return false
	}
	peer = peer.Unmap()
	for _, block := range p {
		if block.Contains(peer) {
			return true
		}
	}
	return false
}
