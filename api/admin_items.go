package api

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/catalog"
)

// adminListItems lists items for moderation: status (pending, active,
// flagged, disabled, removed, all), q (name, brand, owner, id suffix), page,
// per_page; with per-status counts.
func (a *catalogAPI) adminListItems(c *gin.Context) {
	q := c.Request.URL.Query()
	page, perPage := catalog.ParsePaging(q, 50)
	list, err := a.svc.AdminList(c, catalog.AdminQuery{
		Status: strings.TrimSpace(q.Get("status")), Q: q.Get("q"), Page: page, PerPage: perPage,
	})
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, list)
}

// adminSetItemStatus approves, disables, flags or features an item:
// {"status": ..., "rank": 1-4 with feature_rank, "reason": optional}.
func (a *catalogAPI) adminSetItemStatus(c *gin.Context) {
	var in struct {
		Status string `json:"status"`
		Rank   *int16 `json:"rank"`
		Reason string `json:"reason"`
	}
	if !BindJSON(c, &in) {
		return
	}
	admin := mustCaller(c)
	id := c.Param("id")
	msg, err := a.svc.AdminSetStatus(c, admin.ID, id, catalog.StatusChange{Status: in.Status, Rank: in.Rank, Reason: in.Reason})
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	item, err := a.svc.AdminGet(c, id)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	a.logger.InfoContext(c, "item moderated", "item_id", id, "status", in.Status, "admin_id", admin.ID)
	if item.Status == "disabled" || item.Status == "removed" {
		a.ender.cancelItemTrades(c, id)
	}
	c.JSON(http.StatusOK, gin.H{"message": msg, "item": item})
}

// adminRemoveItem soft-removes an item (an optional ?reason= is audited).
func (a *catalogAPI) adminRemoveItem(c *gin.Context) {
	admin := mustCaller(c)
	if err := a.svc.AdminRemove(c, admin.ID, c.Param("id"), c.Query("reason")); err != nil {
		a.fail(c, err, internalError)
		return
	}
	a.logger.InfoContext(c, "item removed", "item_id", c.Param("id"), "admin_id", admin.ID)
	a.ender.cancelItemTrades(c, c.Param("id"))
	c.JSON(http.StatusOK, gin.H{"message": "Item removed"})
}
