package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/store/db"
)

// logout signs the request's token out on the server: the guard refuses it
// from now on (GetAuthUser reads the revocation in the same query as the
// account). Rows of tokens that have expired anyway are cleared on the way.
func (s *Server) logout(c *gin.Context) {
	me := mustCaller(c)
	q := db.New(s.pool)
	err := q.RevokeToken(c, db.RevokeTokenParams{TokenID: me.TokenID, UserID: me.ID, ExpiresAt: me.TokenExpires})
	if err == nil {
		err = q.DeleteExpiredRevokedTokens(c)
	}
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Logged out successfully!"})
}
