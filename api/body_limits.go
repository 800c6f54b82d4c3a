package api

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

// ctxUpload marks a request that got its route's upload limit.
const ctxUpload = "upload"

// uploadRetryAfter is the Retry-After of an upload refused while the
// replica reads as many as it may.
const uploadRetryAfter = 5 * time.Second

// bodyCaps are the body limits of one route: every JSON body, and any body
// of a route that takes no files, gets the standard cap (MAX_BODY_BYTES);
// a multipart body gets the route's upload limit, and so does JSON on a
// route that takes photos as JSON data URLs (the design's bag and profile
// photo uploads).
type bodyCaps struct {
	standard    int64
	upload      int64 // 0: the route takes no files
	jsonUploads bool
}

func capsOf(rt route, standard int64) bodyCaps {
	return bodyCaps{standard: standard, upload: rt.maxBody, jsonUploads: rt.jsonUploads}
}

// limitOf is the cap of r and whether it is read as an upload.
func (b bodyCaps) limitOf(r *http.Request) (limit int64, upload bool) {
	if b.upload == 0 {
		return b.standard, false
	}
	if b.jsonUploads || strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/form-data") {
		return b.upload, true
	}
	return b.standard, false
}

// bodyLimit caps the request body before anyone reads it: a Content-Length
// over the cap is answered 413 at once, and a body without one stops at
// the cap (the handler's read fails and it answers 413).
func bodyLimit(caps bodyCaps) gin.HandlerFunc {
	return func(c *gin.Context) {
		limit, upload := caps.limitOf(c.Request)
		if c.Request.ContentLength > limit {
			c.Header("Connection", "close") // the unread body is not worth draining
			Fail(c, http.StatusRequestEntityTooLarge, CodeTooLarge, "Request body is too large")
			return
		}
		if c.Request.Body != nil {
			c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, limit)
		}
		c.Set(ctxUpload, upload)
		c.Next()
	}
}

// uploadSlots bound the uploads one replica reads at once
// (MAX_UPLOADS_IN_FLIGHT): each holds tens of megabytes while its photos
// are read and decoded.
type uploadSlots chan struct{}

func newUploadSlots(n int) uploadSlots { return make(uploadSlots, max(1, n)) }

// admit lets an upload through while a slot is free, with the longer
// deadlines of a route that takes files; past the bound it answers 503
// with Retry-After at once. A request read with the standard cap passes.
func (s uploadSlots) admit(deadlines time.Duration) gin.HandlerFunc {
	extend := extendDeadlines(deadlines)
	return func(c *gin.Context) {
		if !c.GetBool(ctxUpload) {
			return
		}
		select {
		case s <- struct{}{}:
			defer func() { <-s }()
		default:
			c.Header("Retry-After", strconv.Itoa(int(uploadRetryAfter.Seconds())))
			Fail(c, http.StatusServiceUnavailable, CodeUnavailable,
				"Too many uploads are in progress. Please try again in a few seconds.")
			return
		}
		extend(c)
	}
}
