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

// liveHeartbeat keeps proxies from closing an idle stream, and at each
// one the stream's session is checked again, so a stream ends within it of
// a logout, a password change, or the account being disabled or closed;
// liveMaxAge makes the browser reconnect now and then.
const (
	liveHeartbeat = 25 * time.Second
	liveMaxAge    = time.Hour
)

// liveHandlers serve the live stream of a member's changes.
type liveHandlers struct {
	hub       *live.Hub
	gate      *gate         // checks the session again at each heartbeat
	heartbeat time.Duration // liveHeartbeat; tests shorten it
}

func (h *liveHandlers) routes() []route {
	return []route{{method: http.MethodGet, path: "/events", access: accessAccount, handler: h.liveEvents, stream: true}}
}

// liveEvents streams, as Server-Sent Events, the changes of the caller's
// own trades, chat, disputes, balance and messages: `event: change` with
// {"kind","id"}; `resync` asks the screen to reload everything.
func (h *liveHandlers) liveEvents(c *gin.Context) {
	me := mustCaller(c)
	sub, done, err := h.hub.Subscribe(me.ID)
	if errors.Is(err, live.ErrTooManyStreams) {
		Fail(c, http.StatusTooManyRequests, CodeRateLimited, "Too many open live connections. Close another tab and try again.")
		return
	}
	defer done()
	st := openStream(c)
	if st.write("ready", gin.H{"retry_ms": 2000}) {
		h.pump(c, st, sub)
	}
}

// stream is an answer of Server-Sent Events.
type stream struct {
	c  *gin.Context
	rc *http.ResponseController
}

func openStream(c *gin.Context) stream {
	rc := http.NewResponseController(c.Writer)
	_ = rc.SetWriteDeadline(time.Time{}) // a stream outlives the server's write timeout
	h := c.Writer.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	c.Status(http.StatusOK)
	return stream{c, rc}
}

// write sends one event; false when the client has gone.
func (st stream) write(event string, data any) bool {
	b, _ := json.Marshal(data)
	if _, err := fmt.Fprintf(st.c.Writer, "event: %s\ndata: %s\n\n", event, b); err != nil {
		return false
	}
	return st.rc.Flush() == nil
}

// pump forwards the subscription's events, with heartbeats, until the
// client leaves, its session ends, the stream reaches its age or the hub
// stops.
func (h *liveHandlers) pump(c *gin.Context, st stream, sub *live.Sub) {
	heartbeat := time.NewTicker(h.heartbeat)
	defer heartbeat.Stop()
	maxAge := time.After(liveMaxAge)
	for {
		select {
		case <-c.Request.Context().Done():
			return
		case <-maxAge:
			return
		case <-h.hub.Done():
			return
		case <-heartbeat.C:
			if _, _, err := h.gate.authenticate(c, nil); err != nil {
				st.write("signed_out", gin.H{})
				return
			}
			if _, err := fmt.Fprint(c.Writer, ": ping\n\n"); err != nil || st.rc.Flush() != nil {
				return
			}
		case ev := <-sub.C:
			name := "change"
			if ev.Kind == live.KindResync {
				name = "resync"
			}
			if !st.write(name, ev) {
				return
			}
		}
	}
}
