package api

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/ratelimit"
	"pursetrade/internal/refusal"
)

// waitSignIn holds a sign-in attempt for email's back-off delay (see
// ratelimit.SignInBackoff). When the caller goes away first, or the count
// cannot be read, it answers and reports false.
func waitSignIn(c *gin.Context, b *ratelimit.SignInBackoff, email string) bool {
	d, err := b.Delay(c, email)
	if err != nil {
		slog.Error("sign-in back-off", "err", err)
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Service temporarily unavailable. Please try again.")
		return false
	}
	if d == 0 {
		return true
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-c.Request.Context().Done():
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Request cancelled")
		return false
	}
}

// recordSignIn counts a wrong password for email and forgets its failures
// after a successful sign-in; other outcomes (a 2FA prompt, a cancelled
// request) change nothing. A failure to record is logged: the sign-in's own
// answer stands.
func recordSignIn(c *gin.Context, b *ratelimit.SignInBackoff, email string, err error) {
	if email == "" {
		return
	}
	var recErr error
	switch e, refused := refusal.As(err); {
	case err == nil:
		recErr = b.Succeeded(c, email)
	case refused && e.Code == "invalid_credentials":
		recErr = b.Failed(c, email)
	}
	if recErr != nil {
		slog.Error("sign-in back-off", "err", recErr)
	}
}
