package api

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

// healthz answers while the process is alive.
func (h opsHandlers) healthz(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) }

// readyz checks the dependencies a request needs: PostgreSQL and Temporal.
// It names a dependency that is down; the reason goes to the log only.
func (h opsHandlers) readyz(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), 3*time.Second)
	defer cancel()
	checks := gin.H{"postgres": "ok", "temporal": "ok"}
	ready := true
	down := func(name string, err error) {
		h.logger.WarnContext(c, "not ready", "dependency", name, "err", err)
		checks[name], ready = "unavailable", false
	}
	if err := h.pool.Ping(ctx); err != nil {
		down("postgres", err)
	}
	if _, err := h.temporal.CheckHealth(ctx, nil); err != nil {
		down("temporal", err)
	}
	if !ready {
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Not ready", gin.H{"checks": checks})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "ready", "checks": checks})
}
