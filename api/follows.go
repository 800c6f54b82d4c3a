package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/discovery"
)

// followHandlers serve following closets and their follower counts.
type followHandlers struct {
	failer
	svc discovery.Service
}

func (h followHandlers) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/users/:id/follow", access: accessOptional, handler: h.state},
		{method: http.MethodPut, path: "/users/:id/follow", access: accessMember, handler: h.follow},
		{method: http.MethodDelete, path: "/users/:id/follow", access: accessMember, handler: h.unfollow},
	}
}

func (h followHandlers) state(c *gin.Context) {
	me, _ := caller(c)
	h.answer(c)(h.svc.Followers(c, me.ID, c.Param("id")))
}

func (h followHandlers) follow(c *gin.Context) {
	h.answer(c)(h.svc.Follow(c, mustCaller(c).ID, c.Param("id")))
}

func (h followHandlers) unfollow(c *gin.Context) {
	h.answer(c)(h.svc.Unfollow(c, mustCaller(c).ID, c.Param("id")))
}

func (h followHandlers) answer(c *gin.Context) func(discovery.FollowState, error) {
	return func(state discovery.FollowState, err error) {
		if err != nil {
			h.fail(c, err, "Failed to load followers")
			return
		}
		c.JSON(http.StatusOK, state)
	}
}
