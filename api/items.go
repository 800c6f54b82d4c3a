package api

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/catalog"
	"pursetrade/internal/images"
)

// uploadMaxBody fits five 5 MB photos as base64 data URLs (x4/3) plus fields.
const uploadMaxBody = 36 << 20

// catalogAPI serves bags, closets, settings and photos.
type catalogAPI struct {
	failer
	svc    *catalog.Service
	photos images.Storage
	ender  tradeEnder // a bag no longer listed ends its open requests
}

func (a *catalogAPI) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/hats", access: accessPublic, handler: a.listHats},
		{method: http.MethodGet, path: "/hats/featured", access: accessPublic, handler: a.featuredHats},
		{method: http.MethodGet, path: "/hats/my-hats", access: accessMember, handler: a.myHats},
		{method: http.MethodGet, path: "/hats/:id", access: accessOptional, handler: a.getHat},
		{method: http.MethodPost, path: "/hats", access: accessMember, handler: a.createHat, maxBody: uploadMaxBody, jsonUploads: true},
		{method: http.MethodPut, path: "/hats/:id", access: accessMember, handler: a.updateHat, maxBody: uploadMaxBody, jsonUploads: true},
		{method: http.MethodDelete, path: "/hats/:id", access: accessMember, handler: a.deleteHat},
		{method: http.MethodGet, path: "/users/:id/closet", access: accessPublic, handler: a.closet},
		{method: http.MethodGet, path: "/settings", access: accessPublic, handler: a.publicSettings},
		{method: http.MethodGet, path: "/uploads/items/:file", access: accessPublic, handler: a.servePhoto},
		{method: http.MethodGet, path: "/admin/items", access: accessAdmin, handler: a.adminListItems},
		{method: http.MethodPut, path: "/admin/items/:id/status", access: accessAdmin, handler: a.adminSetItemStatus},
		{method: http.MethodDelete, path: "/admin/items/:id", access: accessAdmin, handler: a.adminRemoveItem},
		{method: http.MethodGet, path: "/admin/settings", access: accessAdmin, handler: a.adminSettings},
		{method: http.MethodPut, path: "/admin/settings/trade-fee", access: accessAdmin, handler: a.adminSetTradeFee},
		{method: http.MethodPut, path: "/admin/settings/pickup-fee", access: accessAdmin, handler: a.adminSetPickupFee},
	}
}

// viewer is who calls, for item visibility.
func viewer(c *gin.Context) catalog.Viewer {
	u, _ := caller(c)
	return catalog.Viewer{ID: u.ID, Admin: u.IsAdmin}
}

func (a *catalogAPI) listHats(c *gin.Context) {
	b, err := catalog.ParseBrowse(c.Request.URL.Query(), time.Now())
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	if err := a.svc.BrowseJSON(c, b, func(page []byte) { writeJSONBytes(c, page) }); err != nil {
		a.fail(c, err, internalError)
	}
}

// writeJSONBytes answers 200 with an encoded JSON body. Its length goes in
// Content-Length: a body above net/http's 2 KiB buffer would otherwise be
// sent chunked, one more write to the socket per answer.
func writeJSONBytes(c *gin.Context, body []byte) {
	c.Header("Content-Length", strconv.Itoa(len(body)))
	c.Data(http.StatusOK, "application/json; charset=utf-8", body)
}

func (a *catalogAPI) featuredHats(c *gin.Context) {
	featured, err := a.svc.FeaturedJSON(c)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	writeJSONBytes(c, featured)
}

func (a *catalogAPI) myHats(c *gin.Context) {
	items, err := a.svc.Mine(c, mustCaller(c).ID)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"items": items})
}

func (a *catalogAPI) getHat(c *gin.Context) {
	item, err := a.svc.Get(c, c.Param("id"), viewer(c))
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, item)
}

func (a *catalogAPI) createHat(c *gin.Context) {
	form, err := readItemForm(c)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	item, err := a.svc.Create(c, mustCaller(c).ID, form.fields, form.photos.uploads())
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	a.logger.InfoContext(c, "item uploaded", "item_id", item.ID, "user_id", item.OwnerID, "photos", len(item.Images))
	c.JSON(http.StatusCreated, gin.H{"hat": item, "message": "Hat uploaded successfully. It will be listed once an administrator approves it."})
}

func (a *catalogAPI) updateHat(c *gin.Context) {
	form, err := readItemForm(c)
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	outcome, err := a.svc.Update(c, mustCaller(c).ID, c.Param("id"), form.fields, form.photos.edit())
	if err != nil {
		a.fail(c, err, internalError)
		return
	}
	// The specification fixes the message; what the edit did to the listing is said in note.
	answer := gin.H{"message": msgHatUpdated, "review": outcome}
	if note := editNotes[outcome]; note != "" {
		answer["note"] = note
	}
	c.JSON(http.StatusOK, answer)
}

const msgHatUpdated = "Hat updated successfully"

// editNotes tell the owner what their edit did to the listing (nothing to add when it was only saved).
var editNotes = map[string]string{
	catalog.EditLive:     "Your changes are live now; an administrator may review them and will contact you if anything needs changing.",
	catalog.EditInReview: "New photos are reviewed first: the bag is hidden from browse until an administrator approves it.",
}

func (a *catalogAPI) deleteHat(c *gin.Context) {
	if err := a.svc.Delete(c, mustCaller(c).ID, c.Param("id")); err != nil {
		a.fail(c, err, internalError)
		return
	}
	a.ender.cancelItemTrades(c, c.Param("id"))
	c.JSON(http.StatusOK, gin.H{"message": "Hat deleted successfully"})
}
