package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// logout signs the request's token out on the server: the guard refuses it
// from now on (GetAuthUser reads the revocation in the same query as the
// account). Rows of tokens that have expired anyway are cleared on the way.
func (h authHandlers) logout(c *gin.Context) {
	me := mustCaller(c)
	if err := h.accounts.Logout(c, me.ID, me.TokenID, me.TokenExpires); err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Logged out successfully!"})
}
