package api

import (
	"errors"
	"mime"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/disputes"
)

// disputeEvidence serves one evidence file to the trade's members and
// administrators, with its checked content type.
func (h disputeHandlers) disputeEvidence(c *gin.Context) {
	me := mustCaller(c)
	svc := h.disputes
	row, err := svc.Get(c, c.Param("id"), me.ID, me.IsAdmin)
	var e disputes.Evidence
	if err == nil {
		e, err = svc.EvidenceFile(c, row.ID, c.Param("file"))
	}
	var f blobstore.File
	if err == nil {
		if f, err = svc.Files.Open(c, e.StorageKey); errors.Is(err, os.ErrNotExist) {
			err = disputes.ErrFileNotFound
		}
	}
	if err != nil {
		h.fail(c, err, "Failed to load the file")
		return
	}
	defer f.Close()
	disposition := "attachment"
	if strings.HasPrefix(e.ContentType, "image/") || e.ContentType == "application/pdf" {
		disposition = "inline"
	}
	c.Header("Content-Type", e.ContentType)
	c.Header("Content-Disposition", mime.FormatMediaType(disposition, map[string]string{"filename": e.OriginalFilename}))
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("Cache-Control", "private, max-age=3600")
	http.ServeContent(c.Writer, c.Request, e.StorageKey, e.CreatedAt, f)
}
