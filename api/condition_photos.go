package api

import (
	"context"
	"encoding/json"
	"errors"
	"mime/multipart"
	"net/http"
	"slices"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/catalog"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/condition"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// conditionPhotoMaxBody fits five 5 MB photos in a multipart form.
const conditionPhotoMaxBody = 26 << 20

// conditionSweepEvery is how often a replica sweeps the uploads no
// confirmation named (condition.UnattachedTTL).
const conditionSweepEvery = time.Hour

// conditionPhotoHandlers serve the photos members take of a bag as it
// reached them, and the administrators' setting of when they are required.
type conditionPhotoHandlers struct {
	*tradeReader
}

func (h conditionPhotoHandlers) routes() []route {
	return []route{
		{method: http.MethodPost, path: "/trades/:id/condition-photos", access: accessMember, handler: h.upload, maxBody: conditionPhotoMaxBody},
		{method: http.MethodDelete, path: "/trades/:id/condition-photos/:photoId", access: accessMember, handler: h.remove},
		{method: http.MethodGet, path: "/admin/settings/condition-photos", access: accessAdmin, handler: h.setting},
		{method: http.MethodPut, path: "/admin/settings/condition-photos", access: accessAdmin, handler: h.setSetting},
	}
}

// handoverActions is the confirmation each handover's photos belong to.
var handoverActions = map[string]string{
	rules.HandoverReceived: workflows.ActionAckReceived,
	rules.HandoverReturned: workflows.ActionAckReturned,
}

var (
	errBadHandover  = refusal.New(refusal.Invalid, "handover must be received or returned")
	errPhotosNotDue = refusal.New(refusal.Conflict,
		"You can add photos only while your confirmation of this handover is due")
)

// upload stores photos for the caller's confirmation of ?handover=, which
// must be due now; the answer's ids go with the confirmation.
func (h conditionPhotoHandlers) upload(c *gin.Context) {
	me := mustCaller(c)
	handover := c.Query("handover")
	action, known := handoverActions[handover]
	v, err := h.liveView(c, c.Param("id"), me)
	switch {
	case err != nil:
	case v.RequesterID != me.ID && v.OwnerID != me.ID:
		err = trades.ErrTradeNotFound
	case !known:
		err = errBadHandover
	case !slices.Contains(v.Actions, action):
		err = errPhotosNotDue
	}
	var files [][]byte
	if err == nil {
		files, err = readConditionPhotos(c)
	}
	var photos []condition.Photo
	if err == nil {
		photos, err = h.photos.Upload(c, v.TradeID, me.ID, handover, files)
	}
	if err != nil {
		h.fail(c, err, "Failed to upload the photos")
		return
	}
	out := make([]conditionPhotoJSON, len(photos))
	for i, p := range photos {
		out[i] = newConditionPhotoJSON(p)
	}
	c.JSON(http.StatusCreated, gin.H{"photos": out})
}

// readConditionPhotos reads the multipart form's `photos` files.
func readConditionPhotos(c *gin.Context) ([][]byte, error) {
	if err := c.Request.ParseMultipartForm(multipartMemory); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, err
		}
		return nil, refusal.New(refusal.Invalid, "Please send the photos as a multipart form")
	}
	form := c.Request.MultipartForm
	if err := checkFormText(form); err != nil {
		return nil, err
	}
	return readConditionParts(form.File["photos"])
}

func readConditionParts(parts []*multipart.FileHeader) ([][]byte, error) {
	if len(parts) > rules.MaxConditionPhotos {
		return nil, rules.ErrTooManyConditionPhotos
	}
	files := make([][]byte, 0, len(parts))
	for _, fh := range parts {
		u := readPart(fh)
		if u.Err != nil {
			return nil, refusal.New(refusal.Invalid, u.Err.Error())
		}
		files = append(files, u.Data)
	}
	return files, nil
}

// remove deletes one of the caller's uploads that no confirmation attached.
func (h conditionPhotoHandlers) remove(c *gin.Context) {
	me := mustCaller(c)
	n, err := h.photos.Discard(c, c.Param("id"), me.ID, []string{c.Param("photoId")})
	if err != nil {
		h.fail(c, err, "Failed to remove the photo")
		return
	}
	if n == 0 {
		Fail(c, http.StatusNotFound, CodeNotFound, "Photo not found")
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Photo removed"})
}

// confirm sends a member's confirmation of a handover with its photos; a
// refused confirmation deletes the uploads it named, so it leaves nothing
// stored.
func (h tradeHandlers) confirm(action, success string) gin.HandlerFunc {
	return func(c *gin.Context) {
		var b confirmBody
		if c.Request.ContentLength != 0 && !BindJSON(c, &b) {
			return
		}
		me := mustCaller(c)
		h.act(c, me, action, workflows.ActionInput{UserID: me.ID, ExpectedRevision: b.Revision, PhotoIDs: b.PhotoIDs}, success)
		if status := c.Writer.Status(); status >= 400 && status < 500 && len(b.PhotoIDs) > 0 {
			if _, err := h.photos.Discard(context.WithoutCancel(c), c.Param("id"), me.ID, b.PhotoIDs); err != nil {
				h.logger.WarnContext(c, "refused confirmation's photos not deleted", "err", err)
			}
		}
	}
}

// confirmBody is actionBody with the photos the member uploaded.
type confirmBody struct {
	Revision int64    `json:"revision"`
	PhotoIDs []string `json:"photo_ids"`
}

type conditionPhotoJSON struct {
	ID           string    `json:"_id"`
	URL          string    `json:"url"`
	ThumbnailURL string    `json:"thumbnail_url"`
	Handover     string    `json:"handover"`
	UserID       string    `json:"user_id"`
	Width        int       `json:"width"`
	Height       int       `json:"height"`
	TakenAt      time.Time `json:"taken_at"`
}

func newConditionPhotoJSON(p condition.Photo) conditionPhotoJSON {
	return conditionPhotoJSON{ID: p.ID, URL: catalog.UploadsPath + p.Key, ThumbnailURL: catalog.UploadsPath + p.ThumbKey,
		Handover: p.Handover, UserID: p.UserID, Width: p.Width, Height: p.Height, TakenAt: p.TakenAt}
}

// addTimelinePhotos puts each confirmation's photos on its timeline line.
func addTimelinePhotos(d *tradeDetailJSON, photos []condition.Photo) {
	for i := range d.Timeline {
		e := &d.Timeline[i]
		if e.Kind != rules.HandoverReceived && e.Kind != rules.HandoverReturned {
			continue
		}
		for _, p := range photos {
			if p.Handover == e.Kind && p.UserID == e.UserID {
				e.Photos = append(e.Photos, newConditionPhotoJSON(p))
			}
		}
	}
}

// disputePhotoJSON is a condition photo as a dispute shows it: who took it,
// at which handover, and of which bag.
type disputePhotoJSON struct {
	conditionPhotoJSON
	UserName string `json:"user_name"`
	Label    string `json:"label"` // "As lent" (at receipt) or "As returned"
	BagID    string `json:"bag_id"`
}

// disputePhotos labels a disputed trade's condition photos.
func disputePhotos(t *tradeJSON, photos []condition.Photo) []disputePhotoJSON {
	out := make([]disputePhotoJSON, 0, len(photos))
	if t == nil {
		return out
	}
	for _, p := range photos {
		j := disputePhotoJSON{conditionPhotoJSON: newConditionPhotoJSON(p), UserName: t.User1Name, Label: "As lent"}
		requesterBag := p.UserID == t.User2ID // at receipt the owner gets the requester's bag
		if p.UserID == t.User2ID {
			j.UserName = t.User2Name
		}
		if p.Handover == rules.HandoverReturned {
			j.Label, requesterBag = "As returned", !requesterBag
		}
		j.BagID = t.Hat2ID
		if requesterBag {
			j.BagID = t.Hat1ID
		}
		out = append(out, j)
	}
	return out
}

const msgBadRequiredAbove = "The value must be a number of at least 0 with at most two decimals, or empty for none"

// conditionSettingJSON is the administrators' setting: the bag value above
// which a confirmation needs a photo (null: never).
type conditionSettingJSON struct {
	RequiredAbove *money.Dollars `json:"required_above"`
}

func (h conditionPhotoHandlers) setting(c *gin.Context) {
	above, err := h.photos.RequiredAbove(c)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, conditionSettingOf(above))
}

// setSetting changes the value from {"required_above": dollars or null}.
func (h conditionPhotoHandlers) setSetting(c *gin.Context) {
	var in struct {
		RequiredAbove json.RawMessage `json:"required_above"`
	}
	if !BindJSON(c, &in) {
		return
	}
	cents, ok := optionalCents(in.RequiredAbove)
	if !ok {
		Fail(c, http.StatusBadRequest, CodeBadRequest, msgBadRequiredAbove)
		return
	}
	admin := mustCaller(c)
	above, err := h.photos.SetRequiredAbove(c, admin.ID, cents)
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.logger.InfoContext(c, "condition photo setting changed", "cents", cents, "admin_id", admin.ID)
	c.JSON(http.StatusOK, conditionSettingOf(above))
}

func conditionSettingOf(above *int64) conditionSettingJSON {
	if above == nil {
		return conditionSettingJSON{}
	}
	d := money.Dollars(*above)
	return conditionSettingJSON{RequiredAbove: &d}
}

// sweepConditionPhotos deletes, every conditionSweepEvery, the uploads no
// confirmation named within condition.UnattachedTTL.
func (h conditionPhotoHandlers) sweepConditionPhotos(ctx context.Context) {
	tick := time.NewTicker(conditionSweepEvery)
	defer tick.Stop()
	for {
		if n, err := h.photos.Sweep(ctx, time.Now()); err != nil && ctx.Err() == nil {
			h.logger.ErrorContext(ctx, "sweep condition photos", "err", err)
		} else if n > 0 {
			h.logger.InfoContext(ctx, "unattached condition photos swept", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}
