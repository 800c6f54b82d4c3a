package api

import (
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/ratelimit"
	"pursetrade/internal/refusal"
)

// signInRefused answers 429 with Retry-After while email's back-off runs
// (see ratelimit.SignInBackoff), or 503 when it cannot be read; it reports
// whether it answered.
func signInRefused(c *gin.Context, b *ratelimit.SignInBackoff, email string) bool {
	d, err := b.Delay(c, email)
	if err != nil {
		slog.Error("sign-in back-off", "err", err)
		Fail(c, http.StatusServiceUnavailable, CodeUnavailable, "Service temporarily unavailable. Please try again.")
		return true
	}
	if d > 0 {
		tooMany(c, d)
	}
	return d > 0
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
