package api

import (
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
	"pursetrade/internal/catalog"
	"pursetrade/internal/images"
	"pursetrade/internal/refusal"
)

// profileImageBodyLimit fits a 5 MB picture sent as a base64 data URL.
const profileImageBodyLimit = 8 << 20

// profileHandlers serve a member's own account: profile, picture,
// notification preferences and closing it; and public profiles.
type profileHandlers struct {
	failer
	accounts *accounts.Service
	photos   images.Storage   // profile pictures
	catalog  *catalog.Service // drops a closed account's bag photos
	limits   *rateLimits
	ender    tradeEnder
}

func (h profileHandlers) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/user/profile", access: accessAccount, handler: h.getProfile},
		{method: http.MethodPut, path: "/user/profile", access: accessAccount, handler: h.updateProfile},
		{method: http.MethodPost, path: "/user/profile/image", access: accessAccount, handler: h.uploadProfileImage,
			maxBody: profileImageBodyLimit, jsonUploads: true},
		{method: http.MethodGet, path: "/user/notification-preferences", access: accessAccount, handler: h.getNotificationPrefs},
		{method: http.MethodPut, path: "/user/notification-preferences", access: accessAccount, handler: h.updateNotificationPrefs},
		{method: http.MethodDelete, path: "/user/account", access: accessAccount, handler: h.closeAccount},
		{method: http.MethodGet, path: "/users/:id/profile", access: accessPublic, handler: h.publicProfile},
		{method: http.MethodGet, path: "/uploads/profiles/:file", access: accessPublic, handler: h.serveProfileImage},
	}
}

// me loads the signed-in member's row.
func (h profileHandlers) me(c *gin.Context) (accounts.User, bool) {
	u, err := h.accounts.GetUser(c, mustCaller(c).ID)
	if err != nil {
		h.fail(c, err, internalError)
		return accounts.User{}, false
	}
	return u, true
}

func (h profileHandlers) getProfile(c *gin.Context) {
	if u, ok := h.me(c); ok {
		c.JSON(http.StatusOK, NewUserJSON(u))
	}
}

type profileRequest struct {
	Name       string  `json:"name"`
	ClosetName string  `json:"closet_name"`
	Phone      string  `json:"phone"`
	Address    string  `json:"address"`
	City       string  `json:"city"`
	State      string  `json:"state"`
	ZipCode    string  `json:"zip_code"`
	Bio        *string `json:"bio"`
	Email      *string `json:"email"`
}

func (h profileHandlers) updateProfile(c *gin.Context) {
	var in profileRequest
	if !BindJSON(c, &in) {
		return
	}
	u, err := h.accounts.UpdateProfile(c, mustCaller(c).ID, accounts.ProfileUpdate(in))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Profile updated successfully!", "user": NewUserJSON(u)})
}

func (h profileHandlers) uploadProfileImage(c *gin.Context) {
	data, err := readProfileImage(c)
	var u accounts.User
	if err == nil {
		u, err = h.accounts.SaveProfileImage(c, mustCaller(c).ID, data)
	}
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Profile image updated", "profile_image": u.ProfileImageURL,
		"profile_image_url": u.ProfileImageURL, "user": NewUserJSON(u)})
}

// Refusals of a profile picture.
var (
	errImageTooLarge = refusal.New(refusal.TooLarge, accounts.MsgImageTooLarge)
	errNoImage       = refusal.New(refusal.Invalid, accounts.MsgNoImage)
	errUnreadable    = refusal.New(refusal.Invalid, "The upload could not be read")
)

// readProfileImage takes the picture from a multipart field "image" or
// from a JSON body {"image": "data:image/...;base64,..."}.
func readProfileImage(c *gin.Context) ([]byte, error) {
	if strings.HasPrefix(c.ContentType(), "multipart/") {
		return readImageUpload(c)
	}
	var in struct {
		Image string `json:"image"`
	}
	if !BindJSON(c, &in) {
		return nil, errBodyRead
	}
	if strings.TrimSpace(in.Image) == "" {
		return nil, errNoImage
	}
	data, err := images.DecodeDataURL(in.Image)
	switch {
	case errors.Is(err, images.ErrTooLarge):
		return nil, errImageTooLarge
	case err != nil:
		return nil, refusal.New(refusal.Invalid, err.Error())
	}
	return data, nil
}

func readImageUpload(c *gin.Context) ([]byte, error) {
	fh, err := c.FormFile("image")
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, errImageTooLarge
	case errors.Is(err, http.ErrMissingFile):
		return nil, errNoImage
	case err != nil:
		return nil, errUnreadable
	case fh.Size > images.MaxBytes:
		return nil, errImageTooLarge
	}
	f, err := fh.Open()
	if err != nil {
		return nil, errUnreadable
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, images.MaxBytes+1))
	if err != nil {
		return nil, errUnreadable
	}
	return data, nil
}

// serveProfileImage serves a stored profile picture. Names are content
// hashes, so they can be cached forever.
func (h profileHandlers) serveProfileImage(c *gin.Context) {
	key := c.Param("file")
	f, size, err := h.photos.Open(c, key)
	if errors.Is(err, images.ErrNotFound) {
		Fail(c, http.StatusNotFound, CodeNotFound, "Image not found")
		return
	}
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	defer f.Close()
	c.DataFromReader(http.StatusOK, size, images.ContentTypeOf(key), f, map[string]string{
		"Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff",
	})
}

type notificationPrefsJSON struct {
	EmailNotifications bool `json:"email_notifications"`
	TradeUpdates       bool `json:"trade_updates"`
	MarketingEmails    bool `json:"marketing_emails"`
}

func prefsOf(u accounts.User) notificationPrefsJSON {
	return notificationPrefsJSON{u.EmailNotifications, u.TradeUpdates, u.MarketingEmails}
}

func (h profileHandlers) getNotificationPrefs(c *gin.Context) {
	if u, ok := h.me(c); ok {
		c.JSON(http.StatusOK, prefsOf(u))
	}
}

func (h profileHandlers) updateNotificationPrefs(c *gin.Context) {
	var in struct {
		EmailNotifications *bool `json:"email_notifications"`
		TradeUpdates       *bool `json:"trade_updates"`
		MarketingEmails    *bool `json:"marketing_emails"`
	}
	if !BindJSON(c, &in) {
		return
	}
	u, err := h.accounts.SetNotificationPrefs(c, mustCaller(c).ID, accounts.NotificationPrefs(in))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Notification preferences updated", "preferences": prefsOf(u),
		"email_notifications": u.EmailNotifications, "trade_updates": u.TradeUpdates,
		"marketing_emails": u.MarketingEmails})
}

func (h profileHandlers) closeAccount(c *gin.Context) {
	me := mustCaller(c)
	var in struct {
		Password string `json:"password"`
	}
	if !bindOptionalJSON(c, &in) { // the specification's call has no body
		return
	}
	if rateLimited(c, h.limits.login, "email:"+me.Email) {
		return
	}
	photos, err := h.accounts.CloseOwnAccount(c, me.ID, accounts.Reauth{Password: in.Password, SignedIn: me.SignedIn})
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	h.catalog.DropPhotos(c, photos)
	h.ender.cancelMemberTrades(c, me.ID, "")
	h.logger.InfoContext(c, "account closed by member", "user_id", me.ID)
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Account closed. You will be logged out."})
}

// publicProfile shows what anyone may see of an active (or restricted)
// member; closed and deleted accounts are not found.
func (h profileHandlers) publicProfile(c *gin.Context) {
	u, err := h.accounts.PublicUser(c, c.Param("id"))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, NewPublicUserJSON(u))
}
