// Package payments moves money onto and off the platform: card deposits
// (Stripe Checkout, or a built-in test checkout when Stripe is not
// configured), Cash App / Zelle deposits confirmed by an administrator,
// withdrawals, and payouts of closed accounts. Every balance change goes
// through the ledger.
package payments

import (
	"context"

	"pursetrade/internal/refusal"
)

// Provider is the card payment service.
type Provider interface {
	// Name is card_deposits.provider: "stripe" or "test".
	Name() string
	// CreateCheckout opens a hosted checkout page for the amount.
	CreateCheckout(ctx context.Context, r CheckoutRequest) (Checkout, error)
	// Session reports how a checkout ended.
	Session(ctx context.Context, sessionID string) (Session, error)
	// Refund returns a session's payment to the card; the same session
	// refunded twice is one refund.
	Refund(ctx context.Context, s Session) (refundID string, err error)
}

// CheckoutRequest describes a card deposit to collect.
type CheckoutRequest struct {
	DepositID  string
	UserID     string
	Email      string
	Cents      int64
	SuccessURL string // Stripe replaces {CHECKOUT_SESSION_ID}
	CancelURL  string
	// PageBase is the API's own origin as the member reached it, where the
	// built-in test checkout page is served.
	PageBase string
}

// Checkout is an opened checkout page.
type Checkout struct {
	SessionID string `json:"session_id"`
	URL       string `json:"url"`
}

// Card funding types (Stripe's card.funding).
const (
	FundingDebit   = "debit"
	FundingCredit  = "credit"
	FundingPrepaid = "prepaid"
	FundingUnknown = "unknown"
)

// Session is a checkout's outcome.
type Session struct {
	ID              string
	Paid            bool
	Funding         string // one of the Funding constants
	Cents           int64  // amount charged; 0 when the provider does not say
	PaymentIntentID string
	ChargeID        string
}

// ErrCreditCard refuses a payment made with a credit card (it is refunded).
var ErrCreditCard = &refusal.Error{Class: refusal.Rule, Extra: map[string]any{"error_type": "credit_card_rejected"},
	Message: "Credit cards are not accepted. Please use a debit card."}
