package api

import (
	"crypto/subtle"
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/config"
)

// metricsPrivate reports whether /metrics stays off the public address:
// `api` serves it on METRICS_ADDR (and on HTTP_ADDR only to METRICS_TOKEN);
// `dev` keeps it public.
func metricsPrivate(cfg config.Config) bool { return cfg.Mode == config.ModeProd }

// serveMetrics answers GET /metrics on the API address.
func (h opsHandlers) serveMetrics(c *gin.Context) {
	if h.metricsPrivate && !h.metricsTokenOK(c) {
		Fail(c, http.StatusNotFound, CodeNotFound, "Not found")
		return
	}
	h.metrics.Handler().ServeHTTP(c.Writer, c.Request)
}

func (h opsHandlers) metricsTokenOK(c *gin.Context) bool {
	want := h.metricsToken
	got, ok := strings.CutPrefix(c.GetHeader("Authorization"), "Bearer ")
	return want != "" && ok && subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}

// serveMetricsPrivately serves /metrics on METRICS_ADDR until the returned
// stop is called. A failure to listen is logged, not fatal: metrics are not
// worth refusing traffic for.
func (s *Server) serveMetricsPrivately() (stop func()) {
	srv := s.httpServer(s.cfg.MetricsAddr, s.metrics.PrivateHandler(s.cfg.Profiling))
	go func() {
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.logger.Error("metrics server", "addr", s.cfg.MetricsAddr, "err", err)
		}
	}()
	s.logger.Info("metrics listening", "addr", s.cfg.MetricsAddr)
	return func() { _ = srv.Close() }
}
