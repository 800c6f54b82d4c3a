package api

import (
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/ledger"
)

// moneyRequestKey keys a money POST by its caller, route and Idempotency-Key
// header, fingerprinting request (the request as the handler understood
// it); nil without a header. The edge has checked the header (inputRule).
func moneyRequestKey(c *gin.Context, callerID string, request any) *ledger.RequestKey {
	header := strings.TrimSpace(c.GetHeader(idempotencyHeader))
	if header == "" {
		return nil
	}
	return ledger.NewRequestKey(callerID, c.Request.Method+" "+c.FullPath(), header, request)
}

// idempotentReplayHeader marks the answer to a retried request: the money
// moved with the first one.
const idempotentReplayHeader = "Idempotent-Replayed"

func markReplayed(c *gin.Context, replayed bool) {
	if replayed {
		c.Header(idempotentReplayHeader, "true")
	}
}
