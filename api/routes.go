package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// access says who may call a route; the authorization matrix test reads it.
type access int

const (
	accessPublic access = iota // anyone
	accessMember               // a signed-in, active member (or admin)
	accessAdmin                // an administrator
)

// route is one row of the API: the router registers these and the route
// tests (OpenAPI sync, authorization matrix) walk the same table.
type route struct {
	method  string
	path    string
	access  access
	handler gin.HandlerFunc
	maxBody int64 // 0 = the configured default
}

func (s *Server) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/healthz", access: accessPublic, handler: s.healthz},
		{method: http.MethodGet, path: "/readyz", access: accessPublic, handler: s.readyz},
		{method: http.MethodGet, path: "/metrics", access: accessPublic, handler: s.serveMetrics},
		{method: http.MethodGet, path: "/openapi.yaml", access: accessPublic, handler: s.openAPIDocument},
		{method: http.MethodGet, path: "/docs", access: accessPublic, handler: s.docsPage},
	}
}

const ctxUserID = "user_id"

// guard returns the middleware enforcing a route's access level.
func (s *Server) guard(a access) []gin.HandlerFunc {
	switch a {
	case accessPublic:
		return nil
	default:
		// Member and admin authentication arrive with the accounts issue; until
		// then no route uses these levels, and refusing is the safe default.
		return []gin.HandlerFunc{func(c *gin.Context) {
			Fail(c, http.StatusUnauthorized, CodeUnauthorized, "Authentication required")
		}}
	}
}
