package payments

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v85"
)

// Stripe is the real card provider (Stripe Checkout through stripe-go).
type Stripe struct {
	client *stripe.Client
}

// NewStripe builds the client; apiBase, when set, replaces Stripe's API
// address (tests point it at stripe-mock or a fake).
func NewStripe(secretKey, apiBase string) *Stripe {
	return &Stripe{client: NewStripeClient(secretKey, apiBase)}
}

// NewStripeClient is the stripe-go client every Stripe call of ours uses:
// bounded time and retries, quiet logs, apiBase as NewStripe.
func NewStripeClient(secretKey, apiBase string) *stripe.Client {
	cfg := &stripe.BackendConfig{
		HTTPClient:        &http.Client{Timeout: 30 * time.Second},
		LeveledLogger:     &stripe.LeveledLogger{Level: stripe.LevelNull},
		MaxNetworkRetries: stripe.Int64(2),
	}
	if apiBase != "" {
		cfg.URL = stripe.String(apiBase)
	}
	return stripe.NewClient(secretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(cfg)))
}

// Name implements Provider.
func (*Stripe) Name() string { return "stripe" }

// CreateCheckout implements Provider.
func (s *Stripe) CreateCheckout(ctx context.Context, r CheckoutRequest) (Checkout, error) {
	p := &stripe.CheckoutSessionCreateParams{
		Mode:               stripe.String(string(stripe.CheckoutSessionModePayment)),
		PaymentMethodTypes: stripe.StringSlice([]string{"card"}),
		LineItems: []*stripe.CheckoutSessionCreateLineItemParams{{
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:    stripe.String("usd"),
				UnitAmount:  stripe.Int64(r.Cents),
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{Name: stripe.String("Add funds to your balance")},
			},
			Quantity: stripe.Int64(1),
		}},
		SuccessURL:        stripe.String(r.SuccessURL),
		CancelURL:         stripe.String(r.CancelURL),
		ClientReferenceID: stripe.String(r.UserID),
		Metadata:          map[string]string{"deposit_id": r.DepositID, "user_id": r.UserID},
	}
	if r.Email != "" {
		p.CustomerEmail = stripe.String(r.Email)
	}
	p.SetIdempotencyKey("checkout-" + r.DepositID)
	cs, err := s.client.V1CheckoutSessions.Create(ctx, p)
	if err != nil {
		return Checkout{}, err
	}
	return Checkout{SessionID: cs.ID, URL: cs.URL}, nil
}

// Session implements Provider: the card's funding comes from the session's
// latest charge.
func (s *Stripe) Session(ctx context.Context, sessionID string) (Session, error) {
	p := &stripe.CheckoutSessionRetrieveParams{}
	p.AddExpand("payment_intent.latest_charge")
	cs, err := s.client.V1CheckoutSessions.Retrieve(ctx, sessionID, p)
	if err != nil {
		return Session{}, err
	}
	out := Session{ID: cs.ID, Cents: cs.AmountTotal, Funding: FundingUnknown,
		Paid: cs.PaymentStatus == stripe.CheckoutSessionPaymentStatusPaid}
	if pi := cs.PaymentIntent; pi != nil {
		out.PaymentIntentID = pi.ID
		if ch := pi.LatestCharge; ch != nil {
			out.ChargeID = ch.ID
			out.Paid = out.Paid || (ch.Paid && ch.Status == stripe.ChargeStatusSucceeded)
			if d := ch.PaymentMethodDetails; d != nil && d.Card != nil && d.Card.Funding != "" {
				out.Funding = string(d.Card.Funding)
			}
		}
	}
	return out, nil
}

// Refund implements Provider.
func (s *Stripe) Refund(ctx context.Context, sess Session) (string, error) {
	p := &stripe.RefundCreateParams{Reason: stripe.String("requested_by_customer")}
	switch {
	case sess.ChargeID != "":
		p.Charge = stripe.String(sess.ChargeID)
	case sess.PaymentIntentID != "":
		p.PaymentIntent = stripe.String(sess.PaymentIntentID)
	default:
		return "", errors.New("stripe: nothing to refund on session " + sess.ID)
	}
	p.SetIdempotencyKey("refund-" + sess.ID)
	re, err := s.client.V1Refunds.Create(ctx, p)
	if err != nil {
		return "", err
	}
	return re.ID, nil
}

// ConstructEvent checks a webhook's Stripe-Signature against the signing
// secret and returns its event.
func ConstructEvent(payload []byte, signature, secret string) (stripe.Event, error) {
	return stripe.ConstructEvent(payload, signature, secret, stripe.WithIgnoreAPIVersionMismatch())
}

// CheckoutSessionOf is the checkout session a verified event completes (""
// for events that do not complete one).
func CheckoutSessionOf(ev stripe.Event) (string, error) {
	switch ev.Type {
	case "checkout.session.completed", "checkout.session.async_payment_succeeded":
	default:
		return "", nil
	}
	var obj struct {
		ID string `json:"id"`
	}
	if ev.Data == nil || json.Unmarshal(ev.Data.Raw, &obj) != nil || obj.ID == "" {
		return "", errors.New("stripe webhook: checkout session without an id")
	}
	return obj.ID, nil
}
