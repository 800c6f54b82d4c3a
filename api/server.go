// Package api is the HTTP layer: thin Gin handlers that parse, authorise,
// call a service or a trade workflow, and shape JSON.
package api

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/auth"
	"pursetrade/internal/blobstore"
	"pursetrade/internal/config"
	"pursetrade/internal/live"
	"pursetrade/internal/shipping"
	"pursetrade/internal/telemetry"
)

// Deps are what the API needs from the rest of the process.
type Deps struct {
	Config   config.Config
	Pool     *pgxpool.Pool
	Temporal client.Client
	Logger   *slog.Logger
	Metrics  *telemetry.Metrics
	Tracing  *telemetry.Tracing // nil or off: no spans
}

// Server holds the dependencies shared by the handlers.
type Server struct {
	cfg      config.Config
	pool     *pgxpool.Pool
	temporal client.Client
	trades   *TradeEngine
	logger   *slog.Logger
	metrics  *telemetry.Metrics
	tracing  *telemetry.Tracing
	httpm    *httpMetrics
	tokens   *auth.Tokens
	accounts *accountsDeps
	shipping shipping.Provider
	live     *live.Hub
	files    blobstore.Stores
	// liveHeartbeat is how often a live stream pings and checks its
	// session again (liveHeartbeat; tests shorten it).
	liveHeartbeat time.Duration
}

// New builds a server.
func New(d Deps) (*Server, error) {
	tokens, err := auth.NewTokens(d.Config.JWTSecret, auth.TokenTTL)
	if err != nil {
		return nil, fmt.Errorf("JWT_SECRET: %w", err)
	}
	auth.SetHashConcurrency(d.Config.PasswordHashConcurrency)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	files, err := blobstore.Open(ctx, d.Config.S3, d.Config.DataDir)
	if err != nil {
		return nil, err
	}
	acct, err := newAccountsDeps(d.Config, d.Pool, d.Logger, files)
	if err != nil {
		return nil, err
	}
	return &Server{
		cfg: d.Config, pool: d.Pool, temporal: d.Temporal, logger: d.Logger, metrics: d.Metrics, tracing: d.Tracing,
		trades:   NewTradeEngine(d.Temporal, d.Config.TaskQueue),
		httpm:    newHTTPMetrics(d.Metrics.Registry),
		tokens:   tokens,
		shipping: shipping.New(d.Config, files.Labels),
		accounts: acct,
		live:     live.NewHub(d.Pool, d.Logger),
		files:    files,

		liveHeartbeat: liveHeartbeat,
	}, nil
}

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
		securityHeaders(), cors(s.cfg.WebOrigin))
	for _, rt := range s.routes() {
		// The caller is known before any per-request work: a stranger never
		// gets the longer deadlines of a route that takes files.
		handlers := append([]gin.HandlerFunc{bodyLimit(cmp.Or(rt.maxBody, s.cfg.MaxBodyBytes))}, s.guard(rt.access)...)
		if rt.maxBody != 0 { // a route that takes files gets more time
			handlers = append(handlers, extendDeadlines(s.cfg.HTTPTimeouts.Upload))
		}
		if rt.access == accessAdmin && rt.method != http.MethodGet && !rt.keyed {
			handlers = append(handlers, s.adminOnce)
		}
		r.Handle(rt.method, rt.path, append(handlers, rt.handler)...)
	}
	r.NoRoute(s.notFound)
	r.NoMethod(func(c *gin.Context) {
		Fail(c, http.StatusMethodNotAllowed, CodeMethodNotAllowed, "Method not allowed")
	})
	return r
}

// Run serves until ctx ends, then drains in-flight requests.
func (s *Server) Run(ctx context.Context) error {
	srv := s.httpServer(s.cfg.HTTPAddr, s.Handler())
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	go s.live.Run(ctx)
	go s.watchOverdueReturns(ctx)
	go s.sweepRemovedPhotos(ctx)
	s.logger.Info("api listening", "addr", s.cfg.HTTPAddr)
	if s.metricsPrivate() {
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
