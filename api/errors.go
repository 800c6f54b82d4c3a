package api

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"
)

// Machine codes of the error envelope.
const (
	CodeBadRequest       = "bad_request"
	CodeUnauthorized     = "unauthorized"
	CodeForbidden        = "forbidden"
	CodeNotFound         = "not_found"
	CodeMethodNotAllowed = "method_not_allowed"
	CodeConflict         = "conflict"
	CodeRule             = "rule_refused"
	CodeTooLarge         = "too_large"
	CodeRateLimited      = "rate_limited"
	CodeInternal         = "internal"
	CodeUnavailable      = "unavailable"
	// CodePaymentsUnconfigured: card deposits with neither Stripe nor TEST_CHECKOUT.
	CodePaymentsUnconfigured = "payments_unconfigured"
)

// Fail ends the request with the JSON error envelope
// {"error": message, "code": code, ...extra}.
func Fail(c *gin.Context, status int, code, message string, extra ...gin.H) {
	body := gin.H{"error": message, "code": code}
	for _, e := range extra {
		for k, v := range e {
			body[k] = v
		}
	}
	c.AbortWithStatusJSON(status, body)
}

// BindJSON decodes the request body into v, answering 400 (or 413) with the
// envelope when it is malformed. It reports whether the handler may go on.
func BindJSON(c *gin.Context, v any) bool {
	dec := json.NewDecoder(c.Request.Body)
	dec.UseNumber()
	err := dec.Decode(v)
	if err == nil {
		if dec.More() {
			err = errors.New("trailing data")
		} else {
			return true
		}
	}
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		Fail(c, http.StatusRequestEntityTooLarge, CodeTooLarge, "Request body is too large")
	case errors.Is(err, io.EOF):
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Request body must be a JSON object")
	default:
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Malformed JSON in request body")
	}
	return false
}
