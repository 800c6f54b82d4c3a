package api

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/discovery"
)

// watchHandlers serve "tell me when it's free": members wait for a booked
// bag, and each API replica tells them when the bookings leave it free.
type watchHandlers struct {
	failer
	svc   discovery.Service
	every time.Duration // WATCH_SWEEP_EVERY
}

func (h watchHandlers) routes() []route {
	return []route{
		{method: http.MethodPut, path: "/hats/:id/watch", access: accessMember, handler: h.wait},
		{method: http.MethodGet, path: "/user/watches", access: accessMember, handler: h.list},
		{method: http.MethodDelete, path: "/watches/:id", access: accessMember, handler: h.stop},
	}
}

type watchBody struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

func (h watchHandlers) wait(c *gin.Context) {
	var body watchBody
	if !BindJSON(c, &body) {
		return
	}
	id, err := h.svc.Wait(c, mustCaller(c).ID, c.Param("id"), body.Start, body.End)
	if err != nil {
		h.fail(c, err, "Failed to save the watch")
		return
	}
	c.JSON(http.StatusOK, gin.H{"_id": id, "message": "We'll tell you when it's free."})
}

func (h watchHandlers) list(c *gin.Context) {
	p := pageQuery(c, 20)
	page, err := h.svc.Watches(c, mustCaller(c).ID, p.number, p.size)
	if err != nil {
		h.fail(c, err, "Failed to load watches")
		return
	}
	answerPage(c, p, page.Total, gin.H{"watches": page.Watches})
}

func (h watchHandlers) stop(c *gin.Context) {
	if err := h.svc.StopWaiting(c, mustCaller(c).ID, c.Param("id")); err != nil {
		h.fail(c, err, "Failed to stop the watch")
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Watch stopped"})
}

// sweep tells members whose watched bag is free, and followers their
// digests of new bags, every h.every (0: never) until ctx ends.
func (h watchHandlers) sweep(ctx context.Context) {
	if h.every <= 0 {
		return
	}
	tick := time.NewTicker(h.every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		for _, job := range []struct {
			name string
			tell func(context.Context) (int, error)
		}{{"free watches", h.svc.TellFreeWatches}, {"follow digests", h.svc.TellFollowDigests}} {
			told, err := job.tell(ctx)
			switch {
			case err != nil && ctx.Err() == nil:
				h.logger.ErrorContext(ctx, "tell "+job.name, "err", err)
			case told > 0:
				h.logger.InfoContext(ctx, "told "+job.name, slog.Int("members", told))
			}
		}
	}
}
