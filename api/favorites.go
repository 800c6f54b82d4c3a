package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/discovery"
)

// favoriteHandlers serve the hearts on bags, the Favorites tab and the
// owner's counts of members keeping each bag.
type favoriteHandlers struct {
	failer
	svc discovery.Service
}

func (h favoriteHandlers) routes() []route {
	return []route{
		{method: http.MethodPut, path: "/hats/:id/favorite", access: accessMember, handler: h.keep},
		{method: http.MethodDelete, path: "/hats/:id/favorite", access: accessMember, handler: h.drop},
		{method: http.MethodGet, path: "/user/favorites", access: accessMember, handler: h.list},
		{method: http.MethodGet, path: "/user/favorites/ids", access: accessMember, handler: h.ids},
		{method: http.MethodGet, path: "/user/favorite-counts", access: accessMember, handler: h.counts},
	}
}

func (h favoriteHandlers) keep(c *gin.Context) {
	if err := h.svc.Keep(c, mustCaller(c).ID, c.Param("id")); err != nil {
		h.fail(c, err, "Failed to save the favorite")
		return
	}
	c.JSON(http.StatusOK, gin.H{"favorite": true, "message": "Saved to your favorites"})
}

func (h favoriteHandlers) drop(c *gin.Context) {
	if err := h.svc.Drop(c, mustCaller(c).ID, c.Param("id")); err != nil {
		h.fail(c, err, "Failed to remove the favorite")
		return
	}
	c.JSON(http.StatusOK, gin.H{"favorite": false, "message": "Removed from your favorites"})
}

func (h favoriteHandlers) list(c *gin.Context) {
	p := pageQuery(c, 12)
	page, err := h.svc.List(c, mustCaller(c).ID, p.number, p.size)
	if err != nil {
		h.fail(c, err, "Failed to load favorites")
		return
	}
	answerPage(c, p, page.Total, gin.H{"favorites": page.Favorites})
}

func (h favoriteHandlers) ids(c *gin.Context) {
	ids, err := h.svc.IDs(c, mustCaller(c).ID)
	if err != nil {
		h.fail(c, err, "Failed to load favorites")
		return
	}
	c.JSON(http.StatusOK, gin.H{"ids": ids})
}

// counts is how many members keep each of the caller's bags (never who).
func (h favoriteHandlers) counts(c *gin.Context) {
	counts, err := h.svc.CountsOfOwner(c, mustCaller(c).ID)
	if err != nil {
		h.fail(c, err, "Failed to load favorites")
		return
	}
	c.JSON(http.StatusOK, gin.H{"counts": counts})
}
