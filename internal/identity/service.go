package identity

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/audit"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Service runs members' verifications and keeps the required value.
type Service struct {
	Pool      *pgxpool.Pool
	Provider  Provider // nil: verification is unavailable
	WebOrigin string   // the hosted flow returns to the profile there
}

// Available reports whether members can verify.
func (s *Service) Available() bool { return s.Provider != nil }

// Status is a member's verification as screens show it.
type Status struct {
	Status     string     `json:"status"`
	VerifiedAt *time.Time `json:"verified_at"`
	Initials   string     `json:"initials"`
}

// ReturnPath is the page the hosted flow sends the member back to.
const ReturnPath = "/?account=profile&verification=return"

var errUnknownUser = refusal.New(refusal.NotFound, "User not found")

// Of reads a member's verification.
func (s *Service) Of(ctx context.Context, userID string) (Status, error) {
	u, err := db.New(s.Pool).IdentityOfUser(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return Status{}, errUnknownUser
	}
	return Status{Status: u.IdentityStatus, VerifiedAt: u.IdentityVerifiedAt, Initials: u.IdentityInitials}, err
}

// Start opens a document check for the member and makes it their latest.
func (s *Service) Start(ctx context.Context, userID, pageBase string) (Session, error) {
	if !s.Available() {
		return Session{}, ErrUnavailable
	}
	st, err := s.Of(ctx, userID)
	if err != nil {
		return Session{}, err
	}
	if st.Status == StatusVerified {
		return Session{}, errAlreadyVerified
	}
	ret := s.WebOrigin + ReturnPath
	sess, err := s.Provider.Create(ctx, SessionRequest{UserID: userID, ReturnURL: ret, PageBase: pageBase})
	if err != nil {
		return Session{}, fmt.Errorf("create verification session: %w", err)
	}
	_, err = db.New(s.Pool).OpenIdentitySession(ctx, db.OpenIdentitySessionParams{ID: sess.ID, UserID: userID,
		Provider: s.Provider.Name(), ReturnUrl: ret})
	return sess, err
}

// Refresh re-reads the member's latest session from the provider (on return
// from the hosted flow) and applies its outcome.
func (s *Service) Refresh(ctx context.Context, userID string) (Status, error) {
	if !s.Available() {
		return Status{}, ErrUnavailable
	}
	u, err := db.New(s.Pool).IdentityOfUser(ctx, userID)
	if err != nil {
		return Status{}, err
	}
	if u.IdentityStatus != StatusVerified {
		if u.IdentitySessionID == nil {
			return Status{}, errNothingStarted
		}
		r, err := s.Provider.Result(ctx, *u.IdentitySessionID)
		if err != nil {
			return Status{}, fmt.Errorf("read verification session: %w", err)
		}
		if err := s.apply(ctx, *u.IdentitySessionID, r); err != nil {
			return Status{}, err
		}
	}
	return s.Of(ctx, userID)
}

// ApplyEvent applies a Stripe webhook's outcome of a session: once, in any
// order (ApplyIdentityResult says how); a session this site did not open,
// or one an administrator's reset voided, changes nothing.
func (s *Service) ApplyEvent(ctx context.Context, sessionID, status string) error {
	if !s.Available() || status == "" || !sessionIDShape.MatchString(sessionID) {
		return nil
	}
	r := Result{Status: status}
	if status == StatusVerified {
		read, err := s.Provider.Result(ctx, sessionID) // the event does not carry the verified name
		if err != nil {
			return fmt.Errorf("read verification session: %w", err)
		}
		r.Initials = read.Initials
	}
	return s.apply(ctx, sessionID, r)
}

func (s *Service) apply(ctx context.Context, sessionID string, r Result) error {
	if r.Status == StatusPending {
		return nil
	}
	_, err := db.New(s.Pool).ApplyIdentityResult(ctx, db.ApplyIdentityResultParams{Status: r.Status,
		Initials: r.Initials, SessionID: sessionID})
	return err
}

// Reset is an administrator's reset of a member's verification, audited.
func (s *Service) Reset(ctx context.Context, adminID, userID, reason string) (Status, error) {
	before, err := s.Of(ctx, userID)
	if err != nil {
		return Status{}, err
	}
	err = pgx.BeginFunc(ctx, s.Pool, func(tx pgx.Tx) error {
		if _, err := db.New(tx).ResetIdentity(ctx, userID); err != nil {
			return err
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: adminID, Action: "user.verification_reset", TargetType: "user",
			TargetID: userID, Reason: reason, Details: map[string]any{"from": before.Status}})
	})
	if err != nil {
		return Status{}, err
	}
	return s.Of(ctx, userID)
}

// RequiredAbove is the value above which a trade needs both members
// verified (nil: never).
func (s *Service) RequiredAbove(ctx context.Context) (*int64, error) {
	return db.New(s.Pool).VerificationRequiredAbove(ctx)
}

// SetRequiredAbove changes the value (nil turns the rule off), audited; it
// cannot be turned on where members cannot verify.
func (s *Service) SetRequiredAbove(ctx context.Context, adminID string, cents *int64) (*int64, error) {
	if cents != nil && !s.Available() {
		return nil, errCannotRequire
	}
	return audit.SetSetting(ctx, s.Pool, adminID, "verification_required_above",
		func(q *db.Queries) (*int64, error) { return q.VerificationRequiredAbove(ctx) },
		func(q *db.Queries) (*int64, error) {
			return q.SetVerificationRequiredAbove(ctx, db.SetVerificationRequiredAboveParams{Cents: cents, AdminID: &adminID})
		})
}
