package identity

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/stripe/stripe-go/v85"

	"pursetrade/internal/payments"
)

// Stripe is Stripe Identity through stripe-go.
type Stripe struct {
	client *stripe.Client
}

// NewStripe builds the client as payments.NewStripe does.
func NewStripe(secretKey, apiBase string) *Stripe {
	return &Stripe{client: payments.NewStripeClient(secretKey, apiBase)}
}

// Name implements Provider.
func (*Stripe) Name() string { return "stripe" }

// Create implements Provider: a document check with a live selfie, the
// member's id as the client reference.
func (s *Stripe) Create(ctx context.Context, r SessionRequest) (Session, error) {
	p := &stripe.IdentityVerificationSessionCreateParams{
		Type:              stripe.String(string(stripe.IdentityVerificationSessionTypeDocument)),
		ClientReferenceID: stripe.String(r.UserID),
		ReturnURL:         stripe.String(r.ReturnURL),
		Metadata:          map[string]string{"user_id": r.UserID},
		Options: &stripe.IdentityVerificationSessionCreateOptionsParams{
			Document: &stripe.IdentityVerificationSessionCreateOptionsDocumentParams{RequireMatchingSelfie: stripe.Bool(true)},
		},
	}
	vs, err := s.client.V1IdentityVerificationSessions.Create(ctx, p)
	if err != nil {
		return Session{}, err
	}
	return Session{ID: vs.ID, URL: vs.URL}, nil
}

// Result implements Provider; the verified name is read only to take its
// initials.
func (s *Stripe) Result(ctx context.Context, sessionID string) (Result, error) {
	p := &stripe.IdentityVerificationSessionRetrieveParams{}
	p.AddExpand("verified_outputs")
	vs, err := s.client.V1IdentityVerificationSessions.Retrieve(ctx, sessionID, p)
	if err != nil {
		return Result{}, err
	}
	out := Result{Status: statusOf(string(vs.Status))}
	if o := vs.VerifiedOutputs; o != nil {
		out.Initials = Initials(o.FirstName, o.LastName)
	}
	return out, nil
}

// EventOf is the session and status a verified Stripe event reports, for
// the three identity events; ok is false for any other event.
func EventOf(ev stripe.Event) (sessionID, status string, ok bool) {
	switch ev.Type {
	case "identity.verification_session.verified", "identity.verification_session.requires_input",
		"identity.verification_session.canceled":
	default:
		return "", "", false
	}
	var vs struct {
		ID string `json:"id"`
	}
	if ev.Data == nil || json.Unmarshal(ev.Data.Raw, &vs) != nil || vs.ID == "" {
		return "", "", false
	}
	return vs.ID, statusOf(strings.TrimPrefix(string(ev.Type), "identity.verification_session.")), true
}
