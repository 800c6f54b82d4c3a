package api

import (
	"fmt"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/ids"
	"pursetrade/internal/inputs"
	"pursetrade/internal/refusal"
)

// idNotFound is what a caller is told of a path id that is not in the
// 24-hex shape, by the path segment the id follows: the same answer the
// handler gives for an id that names nothing.
var idNotFound = map[string]string{
	"hats": "Item not found", "items": "Item not found",
	"trades": "Trade not found", "disputes": "Dispute not found",
	"users": "User not found", "user": "User not found",
	"withdrawals": "Withdrawal not found", "manual-deposits": "Deposit not found",
	"deleted-accounts": "Deleted account not found", "transactions": "Transaction not found",
	"admin-messages": "Message not found", "money-approvals": "Approval request not found",
	"watches": "Watch not found",
}

// idParams are the path parameters that carry ids.
var idParams = map[string]bool{"id": true, "userId": true}

// inputRule refuses, before the handler reads anything, what no handler
// may see: path values, query values and the Idempotency-Key header that
// break the text rule (internal/inputs), a key longer than its table, and
// ids that are not in their shape. JSON and form fields meet the same rule
// where they are decoded (BindJSON, the multipart readers).
func inputRule(path string) gin.HandlerFunc {
	ids := pathIDs(path)
	return func(c *gin.Context) {
		if err := checkRequestText(c, ids); err != nil {
			answerRefusal(c, err)
			return
		}
		c.Next()
	}
}

// pathIDs maps each id parameter of a route path to its not-found message.
// A route taking an id of a kind the table does not know is a mistake
// caught when the server is built.
func pathIDs(path string) map[string]string {
	segments := strings.Split(path, "/")
	out := map[string]string{}
	for i, s := range segments {
		name, ok := strings.CutPrefix(s, ":")
		if !ok || !idParams[name] {
			continue
		}
		message, known := idNotFound[segments[i-1]]
		if !known {
			panic(fmt.Sprintf("route %s: no not-found message for ids after %q (api/input_rules.go)", path, segments[i-1]))
		}
		out[name] = message
	}
	return out
}

func checkRequestText(c *gin.Context, pathIDs map[string]string) error {
	for _, p := range c.Params {
		if !inputs.Clean(p.Value) {
			return inputs.Refuse(p.Key)
		}
		if message, isID := pathIDs[p.Key]; isID && !ids.Valid(p.Value) {
			return refusal.New(refusal.NotFound, message)
		}
	}
	for name, values := range c.Request.URL.Query() {
		if !inputs.Clean(name) {
			return inputs.Refuse("query parameter")
		}
		for _, v := range values {
			if !inputs.Clean(v) {
				return inputs.Refuse(name)
			}
		}
	}
	return checkIdempotencyKey(c.GetHeader(idempotencyHeader))
}

var errKeyTooLong = refusal.New(refusal.Invalid, "Idempotency-Key can be at most 100 characters")

// checkIdempotencyKey refuses a key its table cannot hold.
func checkIdempotencyKey(key string) error {
	switch {
	case len(key) > 100:
		return errKeyTooLong
	case !inputs.Clean(key):
		return inputs.Refuse(idempotencyHeader)
	}
	return nil
}

// answerBadText answers a decoded body whose text breaks the rule; it
// reports whether it did.
func answerBadText(c *gin.Context, v any) bool {
	if err := inputs.Check(v); err != nil {
		answerRefusal(c, err)
		return true
	}
	return false
}
