package api

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/catalog"
)

// closet answers a member's public closet: profile, stats and one page of
// their listed bags (page, per_page, sort, order as on browse).
func (a *catalogAPI) closet(c *gin.Context) {
	b, err := catalog.ParseBrowse(c.Request.URL.Query(), time.Now())
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	closet, err := a.svc.Closet(c, c.Param("id"), b)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, closet)
}
