package api

import (
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5"

	"pursetrade/internal/accounts"
	"pursetrade/internal/ids"
	"pursetrade/internal/images"
	"pursetrade/internal/store/db"
)

// profileImageBodyLimit fits a 5 MB picture sent as a base64 data URL.
const profileImageBodyLimit = 8 << 20

func (s *Server) profileRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/user/profile", access: accessAccount, handler: s.getProfile},
		{method: http.MethodPut, path: "/user/profile", access: accessAccount, handler: s.updateProfile},
		{method: http.MethodPost, path: "/user/profile/image", access: accessAccount, handler: s.uploadProfileImage,
			maxBody: profileImageBodyLimit},
		{method: http.MethodGet, path: "/user/notification-preferences", access: accessAccount, handler: s.getNotificationPrefs},
		{method: http.MethodPut, path: "/user/notification-preferences", access: accessAccount, handler: s.updateNotificationPrefs},
		{method: http.MethodDelete, path: "/user/account", access: accessAccount, handler: s.closeAccount},
		{method: http.MethodGet, path: "/users/:id/profile", access: accessPublic, handler: s.publicProfile},
		{method: http.MethodGet, path: "/uploads/profiles/:file", access: accessPublic, handler: s.serveProfileImage},
	}
}

// me loads the signed-in member's row.
func (s *Server) me(c *gin.Context) (db.User, bool) {
	u, err := db.New(s.pool).GetUser(c, mustCaller(c).ID)
	if err != nil {
		s.fail(c, err, internalError)
		return db.User{}, false
	}
	return u, true
}

func (s *Server) getProfile(c *gin.Context) {
	if u, ok := s.me(c); ok {
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

func (s *Server) updateProfile(c *gin.Context) {
	var in profileRequest
	if !BindJSON(c, &in) {
		return
	}
	u, err := accounts.UpdateProfile(c, s.pool, mustCaller(c).ID, accounts.ProfileUpdate(in))
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Profile updated successfully!", "user": NewUserJSON(u)})
}

func (s *Server) uploadProfileImage(c *gin.Context) {
	data, ok := readProfileImage(c)
	if !ok {
		return
	}
	u, err := accounts.SaveProfileImage(c, s.pool, s.acct().profileImages, mustCaller(c).ID, data)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Profile image updated", "profile_image": u.ProfileImageUrl,
		"profile_image_url": u.ProfileImageUrl, "user": NewUserJSON(u)})
}

// readProfileImage takes the picture from a multipart field "image" or
// from a JSON body {"image": "data:image/...;base64,..."}.
func readProfileImage(c *gin.Context) ([]byte, bool) {
	tooLarge := func() ([]byte, bool) {
		Fail(c, http.StatusRequestEntityTooLarge, CodeTooLarge, accounts.MsgImageTooLarge)
		return nil, false
	}
	if c.Request.ContentLength > profileImageBodyLimit {
		return tooLarge()
	}
	if !strings.HasPrefix(c.ContentType(), "multipart/") {
		var in struct {
			Image string `json:"image"`
		}
		if !BindJSON(c, &in) {
			return nil, false
		}
		if strings.TrimSpace(in.Image) == "" {
			Fail(c, http.StatusBadRequest, CodeBadRequest, accounts.MsgNoImage)
			return nil, false
		}
		data, err := images.DecodeDataURL(in.Image)
		switch {
		case errors.Is(err, images.ErrTooLarge):
			return tooLarge()
		case err != nil:
			Fail(c, http.StatusBadRequest, CodeBadRequest, err.Error())
			return nil, false
		}
		return data, true
	}
	fh, err := c.FormFile("image")
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return tooLarge()
	case errors.Is(err, http.ErrMissingFile):
		Fail(c, http.StatusBadRequest, CodeBadRequest, accounts.MsgNoImage)
		return nil, false
	case err != nil:
		Fail(c, http.StatusBadRequest, CodeBadRequest, "The upload could not be read")
		return nil, false
	case fh.Size > images.MaxBytes:
		return tooLarge()
	}
	f, err := fh.Open()
	if err != nil {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "The upload could not be read")
		return nil, false
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, images.MaxBytes+1))
	if err != nil {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "The upload could not be read")
		return nil, false
	}
	return data, true
}

// serveProfileImage serves a stored profile picture. Names are content
// hashes, so they can be cached forever.
func (s *Server) serveProfileImage(c *gin.Context) {
	key := c.Param("file")
	f, size, err := s.acct().profileImages.Open(c, key)
	if errors.Is(err, images.ErrNotFound) {
		Fail(c, http.StatusNotFound, CodeNotFound, "Image not found")
		return
	}
	if err != nil {
		s.fail(c, err, internalError)
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

func prefsOf(u db.User) notificationPrefsJSON {
	return notificationPrefsJSON{u.EmailNotifications, u.TradeUpdates, u.MarketingEmails}
}

func (s *Server) getNotificationPrefs(c *gin.Context) {
	if u, ok := s.me(c); ok {
		c.JSON(http.StatusOK, prefsOf(u))
	}
}

func (s *Server) updateNotificationPrefs(c *gin.Context) {
	var in struct {
		EmailNotifications *bool `json:"email_notifications"`
		TradeUpdates       *bool `json:"trade_updates"`
		MarketingEmails    *bool `json:"marketing_emails"`
	}
	if !BindJSON(c, &in) {
		return
	}
	u, err := accounts.SetNotificationPrefs(c, s.pool, mustCaller(c).ID, accounts.NotificationPrefs(in))
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Notification preferences updated", "preferences": prefsOf(u),
		"email_notifications": u.EmailNotifications, "trade_updates": u.TradeUpdates,
		"marketing_emails": u.MarketingEmails})
}

func (s *Server) closeAccount(c *gin.Context) {
	me := mustCaller(c)
	var in struct {
		Password string `json:"password"`
	}
	if !BindJSON(c, &in) {
		return
	}
	if rateLimited(c, s.acct().limits.login, "email:"+me.Email) {
		return
	}
	if err := accounts.CloseOwnAccount(c, s.pool, me.ID, in.Password); err != nil {
		s.fail(c, err, internalError)
		return
	}
	s.cancelOpenTrades(c, me.ID)
	s.logger.InfoContext(c, "account closed by member", "user_id", me.ID)
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Account closed. You will be logged out."})
}

// publicProfile shows what anyone may see of an active (or restricted)
// member; closed and deleted accounts are not found.
func (s *Server) publicProfile(c *gin.Context) {
	id := c.Param("id")
	notFound := func() { Fail(c, http.StatusNotFound, CodeNotFound, accounts.MsgUserNotFound) }
	if !ids.Valid(id) {
		notFound()
		return
	}
	u, err := db.New(s.pool).GetUser(c, id)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		notFound()
	case err != nil:
		s.fail(c, err, internalError)
	case u.Status == StatusDisabled || u.Status == StatusDeleted:
		notFound()
	default:
		c.JSON(http.StatusOK, NewPublicUserJSON(u))
	}
}
