package api

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

// healthz answers while the process is alive.
func (s *Server) healthz(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) }

// readyz checks the dependencies a request needs: PostgreSQL and Temporal.
func (s *Server) readyz(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), 3*time.Second)
	defer cancel()
	checks := gin.H{"postgres": "ok", "temporal": "ok"}
	ready := true
	if err := s.pool.Ping(ctx); err != nil {
		checks["postgres"], ready = err.Error(), false
	}
	if _, err := s.temporal.CheckHealth(ctx, nil); err != nil {
		checks["temporal"], ready = err.Error(), false
	}
	if !ready {
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Not ready", gin.H{"checks": checks})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "ready", "checks": checks})
}

// serveMetrics exposes the process's Prometheus registry (HTTP and Temporal
// SDK metrics).
func (s *Server) serveMetrics(c *gin.Context) { s.metrics.Handler().ServeHTTP(c.Writer, c.Request) }
