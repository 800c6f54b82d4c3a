package api

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"reflect"

	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/workflows"

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
	// CodeAdmin2FARequired: in production, an administrator without two-factor on an admin route.
	CodeAdmin2FARequired = "admin_2fa_required"
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

// classAnswers are the status and machine code of each class of refusal.
var classAnswers = map[refusal.Class]struct {
	status int
	code   string
}{
	refusal.Invalid:      {http.StatusBadRequest, CodeBadRequest},
	refusal.Unauthorized: {http.StatusUnauthorized, CodeUnauthorized},
	refusal.Forbidden:    {http.StatusForbidden, CodeForbidden},
	refusal.NotFound:     {http.StatusNotFound, CodeNotFound},
	refusal.Conflict:     {http.StatusConflict, CodeConflict},
	refusal.TooLarge:     {http.StatusRequestEntityTooLarge, CodeTooLarge},
	refusal.Rule:         {http.StatusUnprocessableEntity, CodeRule},
	refusal.TooMany:      {http.StatusTooManyRequests, CodeRateLimited},
}

// answerRefusal answers err with the error envelope when it is a refusal;
// it reports whether it was one.
func answerRefusal(c *gin.Context, err error) bool {
	r, ok := refusalOf(err)
	if !ok {
		return false
	}
	answer := classAnswers[r.Class]
	Fail(c, answer.status, cmp.Or(r.Code, answer.code), r.Message, r.Extra)
	return true
}

// refusalOf finds the member's answer in err: a refusal of a service or of a
// trade workflow, a trade that has ended, a shortage of money, or a body
// over its limit.
func refusalOf(err error) (*refusal.Error, bool) {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return &refusal.Error{Class: refusal.TooLarge, Message: "Request body is too large"}, true
	}
	if errors.Is(err, ErrTradeNotRunning) {
		return &refusal.Error{Class: refusal.Conflict, Message: "This trade has ended"}, true
	}
	if short, ok := ledger.AsInsufficient(err); ok {
		return &refusal.Error{Class: refusal.Rule, Message: "Insufficient available balance",
			Extra: map[string]any{"needed": money.Dollars(short.Needed), "available": money.Dollars(short.Available)}}, true
	}
	r, ok := workflows.AsRefusal(err)
	switch {
	case !ok:
		return nil, false
	case r.Code == workflows.CodeNotParticipant: // a trade the caller may not see does not exist for them
		return &refusal.Error{Class: refusal.NotFound, Message: "Trade not found"}, true
	case r.Code == workflows.CodeInvalid:
		return &refusal.Error{Class: refusal.Invalid, Message: r.Message}, true
	}
	return r, true
}

// failer answers the errors of a handler group, logging what the caller
// is not told.
type failer struct{ logger *slog.Logger }

// fail answers err: a refusal with its status and message, a cancelled
// request or a busy trade service with 503, anything else as a logged 500
// with the fallback message.
func (s failer) fail(c *gin.Context, err error, fallback string) {
	switch {
	case c.Writer.Written(): // the body parser has answered
	case answerRefusal(c, err):
	case errors.Is(err, context.Canceled):
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Request cancelled")
	case temporalUnavailable(err):
		s.logger.WarnContext(c, "trade service unavailable", "route", c.FullPath(), "err", err)
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "The trade service is busy. Please try again in a moment.")
	default:
		s.logger.ErrorContext(c, "request failed", "route", c.FullPath(), "err", err)
		Fail(c, http.StatusInternalServerError, CodeInternal, fallback)
	}
}

// internalError is the message of a 500 that has nothing more to say.
const internalError = "Internal server error"

// bindOptionalJSON binds a JSON body that may be absent.
func bindOptionalJSON(c *gin.Context, v any) bool {
	if c.Request.ContentLength == 0 {
		return true
	}
	return BindJSON(c, v)
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
			return !answerBadText(c, v)
		}
	}
	var tooLarge *http.MaxBytesError
	var wrongType *json.UnmarshalTypeError
	switch {
	case errors.As(err, &wrongType) && wrongType.Field != "":
		Fail(c, http.StatusBadRequest, CodeBadRequest, fmt.Sprintf("%s must be %s", wrongType.Field, jsonTypeName(wrongType.Type)),
			gin.H{"field": wrongType.Field})
	case errors.As(err, &tooLarge):
		Fail(c, http.StatusRequestEntityTooLarge, CodeTooLarge, "Request body is too large")
	case errors.Is(err, io.EOF):
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Request body must be a JSON object")
	default:
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Malformed JSON in request body")
	}
	return false
}

// jsonTypeName says what a Go field takes, in JSON's words.
func jsonTypeName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Pointer:
		return jsonTypeName(t.Elem())
	}
	return "an object"
}
