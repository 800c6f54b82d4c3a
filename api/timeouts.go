package api

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

// extendDeadlines gives a route that takes files (photos, evidence) d to
// read its body and answer, instead of the server's shorter HTTP_READ_TIMEOUT
// and HTTP_WRITE_TIMEOUT.
func extendDeadlines(d time.Duration) gin.HandlerFunc {
	return func(c *gin.Context) {
		if d > 0 {
			rc := http.NewResponseController(c.Writer)
			deadline := time.Now().Add(d)
			// Not every writer supports deadlines (test recorders); then there is none to extend.
			_ = rc.SetReadDeadline(deadline)
			_ = rc.SetWriteDeadline(deadline)
		}
		c.Next()
	}
}
