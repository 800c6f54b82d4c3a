package api

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/ledger"
)

// once makes an administrator's action safe to retry. With an
// Idempotency-Key header the action's key is claimed the way a money POST
// claims its own (ledger.Service.AnswerOnce, in a transaction open while
// the action runs): a copy sent at the same time waits for the first, and a
// retry after a lost answer gets the first answer (status and body, header
// Idempotent-Replayed) instead of a refusal of what is already done. The
// answer is sent once it is kept. An answer of 5xx is not kept, so a retry
// tries again; a workflow update keeps its id across such retries
// (keyedUpdateID).
// adminRetries keep administrators' answers for their retries.
type adminRetries struct {
	failer
	ledger *ledger.Service // claims the key and keeps the answer
}

func (s adminRetries) once(c *gin.Context) {
	if strings.TrimSpace(c.GetHeader(idempotencyHeader)) == "" {
		return
	}
	body, err := io.ReadAll(c.Request.Body)
	c.Request.Body = io.NopCloser(io.MultiReader(bytes.NewReader(body), c.Request.Body))
	if err != nil {
		return // the handler meets the same error
	}
	key := moneyRequestKey(c, mustCaller(c).ID, adminRequest{Path: c.Request.URL.Path, Query: c.Request.URL.RawQuery,
		Body: compactJSON(body)})
	answer, replayed, err := s.ledger.AnswerOnce(c, key, func() (ledger.Answer, bool) {
		held := &heldAnswer{ResponseWriter: c.Writer, status: http.StatusOK}
		c.Writer = held
		c.Next()
		c.Writer = held.ResponseWriter
		a := ledger.Answer{Status: held.status, Body: held.body.Bytes()}
		return a, a.Status < http.StatusInternalServerError
	})
	c.Abort()
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	markReplayed(c, replayed)
	c.Data(answer.Status, "application/json; charset=utf-8", answer.Body)
}

// adminRequest is what an administrator's key fingerprints.
type adminRequest struct {
	Path, Query, Body string
}

// compactJSON drops a JSON body's insignificant spacing, so a retry that
// spaces it differently is the same request.
func compactJSON(b []byte) string {
	var out bytes.Buffer
	if json.Compact(&out, b) != nil {
		return string(b)
	}
	return out.String()
}

// heldAnswer holds a handler's answer until adminOnce has kept it.
type heldAnswer struct {
	gin.ResponseWriter
	status int
	body   bytes.Buffer
}

func (w *heldAnswer) WriteHeader(code int) {
	if code > 0 {
		w.status = code
	}
}
func (w *heldAnswer) WriteHeaderNow()                   {}
func (w *heldAnswer) Write(b []byte) (int, error)       { return w.body.Write(b) }
func (w *heldAnswer) WriteString(s string) (int, error) { return w.body.WriteString(s) }
func (w *heldAnswer) Status() int                       { return w.status }
func (w *heldAnswer) Size() int                         { return w.body.Len() }
func (w *heldAnswer) Written() bool                     { return w.body.Len() > 0 }
