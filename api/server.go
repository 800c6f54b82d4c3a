// Package api is the HTTP layer: thin Gin handlers that parse, authorise,
// call a service or a trade workflow, and shape JSON. Handlers come in
// groups, each holding only the services it calls; routes.go builds them
// from what the composition root (cmd/pursetrade) passes in.
package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/backend"
	"pursetrade/internal/config"
	"pursetrade/internal/telemetry"
)

// Deps are what the API needs from the rest of the process, all opened by
// the caller.
type Deps struct {
	Config   config.Config
	Pool     *pgxpool.Pool // readiness and rate limits
	Temporal client.Client
	Logger   *slog.Logger
	Metrics  *telemetry.Metrics
	Tracing  *telemetry.Tracing // nil or off: no spans
	Backend  *backend.Backend
}

// Server is the HTTP server: the route table, its middleware and the
// background jobs of an API replica.
type Server struct {
	cfg     config.Config
	logger  *slog.Logger
	metrics *telemetry.Metrics
	tracing *telemetry.Tracing
	httpm   *httpMetrics
	gate    *gate
	admins  adminRetries
	limits  *rateLimits
	uploads uploadSlots
	events  *liveHandlers           // the live stream (tests shorten its heartbeat)
	jobs    []func(context.Context) // run beside the server until it stops
	table   []route
}

// New builds a server from opened dependencies; it opens nothing itself.
func New(d Deps) *Server {
	limits := newRateLimits(d.Config, d.Pool)
	s := &Server{
		cfg: d.Config, logger: d.Logger, metrics: d.Metrics, tracing: d.Tracing,
		httpm: newHTTPMetrics(d.Metrics.Registry),
		gate: &gate{tokens: d.Backend.Tokens, accounts: d.Backend.Accounts, member: limits.member, logger: d.Logger,
			adminTwoFactor: d.Config.Mode == config.ModeProd},
		admins: adminRetries{ledger: d.Backend.Ledger, failer: failer{d.Logger}},
		limits: limits, uploads: newUploadSlots(d.Config.MaxUploadsInFlight),
	}
	s.events = &liveHandlers{hub: d.Backend.Live, gate: s.gate, heartbeat: liveHeartbeat}
	s.table, s.jobs = wire(d, limits, s.events)
	return s
}

// routes is a copy of the route table, for the route tests to walk.
func (s *Server) routes() []route { return slices.Clone(s.table) }

// Handler builds the Gin engine with every route and middleware.
func (s *Server) Handler() http.Handler {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.HandleMethodNotAllowed = true
	r.RedirectTrailingSlash = false
	r.RedirectFixedPath = false
	r.ContextWithFallback = true
	// ClientIP believes X-Forwarded-For only from TRUSTED_PROXIES (none by
	// default); the list was validated by config.
	if err := r.SetTrustedProxies(s.cfg.TrustedProxies); err != nil {
		panic(fmt.Sprintf("TRUSTED_PROXIES: %v", err))
	}
	if s.tracing.On() {
		r.Use(traced(s.tracing)...)
	}
	r.Use(recovery(s.logger), requestID(), accessLog(s.logger), s.httpm.middleware(),
		securityHeaders(newProxies(s.cfg.TrustedProxies)), cors(s.cfg.WebOrigin))
	for _, rt := range s.table {
		// The caller is known before any per-request work: a stranger never
		// gets the longer deadlines of a route that takes files.
		handlers := append([]gin.HandlerFunc{bodyLimit(capsOf(rt, s.cfg.MaxBodyBytes))}, s.gate.guard(rt.access)...)
		handlers = append(handlers, inputRule(rt.path))
		if rt.maxBody != 0 { // an upload takes a slot and gets more time
			handlers = append(handlers, s.uploads.admit(s.cfg.HTTPTimeouts.Upload))
		}
		if rt.access == accessAdmin && rt.method != http.MethodGet && !rt.keyed {
			handlers = append(handlers, s.admins.once)
		}
		r.Handle(rt.method, rt.path, append(handlers, rt.handler)...)
	}
	r.NoRoute(webApp{dir: s.cfg.WebDir, api: r}.notFound)
	r.NoMethod(func(c *gin.Context) {
		Fail(c, http.StatusMethodNotAllowed, CodeMethodNotAllowed, "Method not allowed")
	})
	return compressed(r)
}

// Run serves until ctx ends, then drains in-flight requests.
func (s *Server) Run(ctx context.Context) error {
	srv := s.httpServer(s.cfg.HTTPAddr, s.Handler())
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	for _, job := range s.jobs {
		go job(ctx)
	}
	s.logger.Info("api listening", "addr", s.cfg.HTTPAddr)
	if metricsPrivate(s.cfg) {
		stop := s.serveMetricsPrivately()
		defer stop()
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownGrace)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// httpServer applies the configured timeouts, so a slow or idle client
// cannot hold a connection for ever.
func (s *Server) httpServer(addr string, h http.Handler) *http.Server {
	t := s.cfg.HTTPTimeouts
	return &http.Server{Addr: addr, Handler: h,
		ReadHeaderTimeout: t.ReadHeader, ReadTimeout: t.Read, WriteTimeout: t.Write, IdleTimeout: t.Idle}
}
