package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/live"
)

// liveHeartbeat keeps proxies from closing an idle stream; liveMaxAge
// makes the browser reconnect (and so re-authenticate) now and then.
const (
	liveHeartbeat = 25 * time.Second
	liveMaxAge    = time.Hour
)

func (s *Server) liveRoutes() []route {
	return []route{{method: http.MethodGet, path: "/events", access: accessAccount, handler: s.liveEvents, stream: true}}
}

// liveEvents streams, as Server-Sent Events, the changes of the caller's
// own trades, chat, disputes, balance and messages: `event: change` with
// {"kind","id"}; `resync` asks the screen to reload everything.
func (s *Server) liveEvents(c *gin.Context) {
	me := mustCaller(c)
	sub, done, err := s.live.Subscribe(me.ID)
	if errors.Is(err, live.ErrTooManyStreams) {
		Fail(c, http.StatusTooManyRequests, CodeRateLimited, "Too many open live connections. Close another tab and try again.")
		return
	}
	defer done()
	rc := http.NewResponseController(c.Writer)
	_ = rc.SetWriteDeadline(time.Time{}) // a stream outlives the server's write timeout
	h := c.Writer.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	c.Status(http.StatusOK)
	write := func(event string, data any) bool {
		b, _ := json.Marshal(data)
		if _, err := fmt.Fprintf(c.Writer, "event: %s\ndata: %s\n\n", event, b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !write("ready", gin.H{"retry_ms": 2000}) {
		return
	}
	heartbeat := time.NewTicker(liveHeartbeat)
	defer heartbeat.Stop()
	maxAge := time.After(liveMaxAge)
	for {
		select {
		case <-c.Request.Context().Done():
			return
		case <-maxAge:
			return
		case <-s.live.Done():
			return
		case <-heartbeat.C:
			if _, err := fmt.Fprint(c.Writer, ": ping\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		case ev := <-sub.C:
			name := "change"
			if ev.Kind == live.KindResync {
				name = "resync"
			}
			if !write(name, ev) {
				return
			}
		}
	}
}
