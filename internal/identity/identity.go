// Package identity verifies members' identities: a hosted Stripe Identity
// document check (or, where TEST_CHECKOUT allows it, a pretend page of our
// own), whose outcome arrives by Stripe's webhook and is re-read when the
// member comes back. A member keeps only the status, the date and the
// verified name's initials. It also keeps the administrators' value above
// which a trade needs both members verified (the rule itself is
// rules.CheckVerified, applied by the trades package).
package identity

import (
	"context"
	"strings"
	"unicode"

	"pursetrade/internal/refusal"
)

// A member's verification status (users.identity_status).
const (
	StatusUnverified    = "unverified"
	StatusPending       = "pending" // a session was started and has no outcome yet
	StatusRequiresInput = "requires_input"
	StatusCanceled      = "canceled"
	StatusVerified      = "verified"
)

// Provider is the identity check.
type Provider interface {
	// Name is identity_sessions.provider: "stripe" or "test".
	Name() string
	// Create opens a hosted document check for the member.
	Create(ctx context.Context, r SessionRequest) (Session, error)
	// Result reads a session's outcome.
	Result(ctx context.Context, sessionID string) (Result, error)
}

// SessionRequest asks for a document check.
type SessionRequest struct {
	UserID    string
	ReturnURL string // where the hosted flow sends the member back
	PageBase  string // the API's origin, where the pretend page is served
}

// Session is an opened document check.
type Session struct {
	ID  string `json:"session_id"`
	URL string `json:"url"`
}

// Result is a session's outcome: one of the statuses, and the initials of
// the verified name once verified.
type Result struct {
	Status   string
	Initials string
}

// statusOf maps Stripe's session status to ours ("" for one we ignore).
func statusOf(stripeStatus string) string {
	switch stripeStatus {
	case "verified":
		return StatusVerified
	case "requires_input":
		return StatusRequiresInput
	case "canceled":
		return StatusCanceled
	case "processing":
		return StatusPending
	}
	return ""
}

// Initials are the first letters of a name's words, at most three, in
// capitals A-Z (what users.identity_initials allows).
func Initials(names ...string) string {
	var b strings.Builder
	for _, n := range names {
		for _, w := range strings.Fields(n) {
			r := unicode.ToUpper([]rune(w)[0])
			if r >= 'A' && r <= 'Z' && b.Len() < 3 {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

var (
	// ErrUnavailable answers verification routes where neither Stripe nor
	// the pretend flow is configured.
	ErrUnavailable = refusal.Coded(refusal.Conflict, "verification_unavailable",
		"Identity verification is not available on this site.")
	errAlreadyVerified = refusal.New(refusal.Conflict, "Your identity is already verified.")
	errNoSession       = refusal.New(refusal.NotFound, "Verification session not found")
	errNothingStarted  = refusal.New(refusal.Conflict, "You have not started a verification.")
	errOutcome         = refusal.New(refusal.Invalid, "Choose verified, requires_input or canceled")
	errCannotRequire   = refusal.New(refusal.Conflict,
		"Identity verification is not available on this site, so it cannot be required. Configure Stripe first.")
)
