package api

import (
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/images"
)

// servePhoto serves a stored item photo. Names are content hashes, so a
// name always means the same bytes and may be cached for a year.
func (a *catalogAPI) servePhoto(c *gin.Context) {
	key := c.Param("file")
	if c.GetHeader("If-None-Match") == `"`+key+`"` && images.ValidKey(key) {
		c.Status(http.StatusNotModified)
		return
	}
	body, size, err := a.photos.Open(c, key)
	if errors.Is(err, images.ErrNotFound) {
		Fail(c, http.StatusNotFound, CodeNotFound, "Image not found")
		return
	}
	if err != nil {
		a.logger.ErrorContext(c, "open photo", "key", key, "err", err)
		Fail(c, http.StatusInternalServerError, CodeInternal, "Internal server error")
		return
	}
	defer body.Close()
	h := c.Writer.Header()
	h.Set("Content-Type", images.ContentTypeOf(key))
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", `"`+key+`"`)
	h.Set("X-Content-Type-Options", "nosniff")
	c.Status(http.StatusOK)
	_, _ = io.Copy(c.Writer, body)
}
