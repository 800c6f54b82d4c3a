package api

import (
	"net/http"
	"slices"

	"github.com/gin-gonic/gin"
)

// access says who may call a route; the authorization matrix test reads it.
type access int

const (
	accessPublic   access = iota // anyone
	accessOptional               // anyone; a valid token identifies the caller
	accessAccount                // any signed-in account, restricted ones included
	accessMember                 // a signed-in member who is not restricted (or an admin)
	accessAdmin                  // an administrator
)

// route is one row of the API: the router registers these and the route
// tests (OpenAPI sync, authorization matrix) walk the same table.
type route struct {
	method  string
	path    string
	access  access
	handler gin.HandlerFunc
	maxBody int64 // 0 = the configured default
	stream  bool  // answers at once and stays open until its client leaves
	// keyed: the handler claims its Idempotency-Key itself (a money
	// movement); other administrators' actions are made retry-safe by adminOnce.
	keyed bool
}

// routes lists every route, one group per resource file.
func (s *Server) routes() []route {
	return slices.Concat(
		s.opsRoutes(),
		s.moneyRoutes(),
		s.accountRoutes(),
		s.catalogRoutes(),
		s.shippingRoutes(),
		s.tradeRoutes(),
		s.adminTradeRoutes(),
		s.disputeReviewRoutes(),
		s.liveRoutes(),
		s.adminActivityRoutes(),
		s.lendingRoutes(),
	)
}

// opsHandlers serve health, metrics and the API document.
type opsHandlers struct{ *Server }

func (s *Server) opsRoutes() []route {
	h := opsHandlers{s}
	return []route{
		{method: http.MethodGet, path: "/healthz", access: accessPublic, handler: h.healthz},
		{method: http.MethodGet, path: "/readyz", access: accessPublic, handler: h.readyz},
		{method: http.MethodGet, path: "/metrics", access: accessPublic, handler: h.serveMetrics},
		{method: http.MethodGet, path: "/openapi.yaml", access: accessPublic, handler: h.openAPIDocument},
		{method: http.MethodGet, path: "/docs", access: accessPublic, handler: h.docsPage},
	}
}

const ctxUserID = "user_id"
