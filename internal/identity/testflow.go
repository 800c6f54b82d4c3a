package identity

import (
	"context"
	"errors"
	"regexp"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// TestFlow is the pretend document check used where TEST_CHECKOUT is on and
// Stripe is not configured: its page (served by the API, marked TEST MODE)
// lets the tester choose the outcome, and the member's name gives the
// initials. Its sessions live in identity_sessions.
type TestFlow struct {
	Pool *pgxpool.Pool
}

// TestPagePath is where the API serves a pretend session's page.
const TestPagePath = "/verification/test/"

// sessionIDShape is a verification session id: Stripe's vs_... and the
// pretend flow's. Anything else names no session.
var sessionIDShape = regexp.MustCompile(`^vs_[A-Za-z0-9_]{1,250}$`)

// Name implements Provider.
func (*TestFlow) Name() string { return "test" }

// Create implements Provider.
func (*TestFlow) Create(_ context.Context, r SessionRequest) (Session, error) {
	id := "vs_test_local_" + ids.New()
	return Session{ID: id, URL: r.PageBase + TestPagePath + id}, nil
}

// Result implements Provider: pending until the page was submitted.
func (t *TestFlow) Result(ctx context.Context, sessionID string) (Result, error) {
	s, err := t.Session(ctx, sessionID)
	if err != nil || s.TestOutcome == nil {
		return Result{Status: StatusPending}, err
	}
	out := Result{Status: *s.TestOutcome}
	if out.Status == StatusVerified {
		out.Initials = Initials(s.UserName)
	}
	return out, nil
}

// Session is a pretend session for its page.
func (t *TestFlow) Session(ctx context.Context, sessionID string) (db.GetIdentitySessionRow, error) {
	if !sessionIDShape.MatchString(sessionID) {
		return db.GetIdentitySessionRow{}, errNoSession
	}
	s, err := db.New(t.Pool).GetIdentitySession(ctx, sessionID)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && s.Provider != "test") {
		return s, errNoSession
	}
	return s, err
}

// Complete is the page's buttons: the session gets the tester's outcome
// (the first submit stands). It returns the session, whose return_url the
// member goes back to.
func (t *TestFlow) Complete(ctx context.Context, sessionID, outcome string) (db.GetIdentitySessionRow, error) {
	s, err := t.Session(ctx, sessionID)
	if err != nil {
		return s, err
	}
	if outcome != StatusVerified && outcome != StatusRequiresInput && outcome != StatusCanceled {
		return s, errOutcome
	}
	_, err = db.New(t.Pool).SetTestIdentityOutcome(ctx, db.SetTestIdentityOutcomeParams{ID: sessionID, Outcome: &outcome})
	return s, err
}
