package payments

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// TestCheckout is the built-in card provider used when Stripe is not
// configured: its checkout page (served by the API, marked TEST MODE) lets
// the tester pay with a pretend debit or credit card. Its sessions live in
// card_deposits.
type TestCheckout struct {
	Pool *pgxpool.Pool
}

// TestCheckoutPath is where the API serves a test session's page.
const TestCheckoutPath = "/payments/test-checkout/"

// Name implements Provider.
func (*TestCheckout) Name() string { return "test" }

// CreateCheckout implements Provider.
func (*TestCheckout) CreateCheckout(_ context.Context, r CheckoutRequest) (Checkout, error) {
	id := "cs_test_local_" + ids.New()
	return Checkout{SessionID: id, URL: r.PageBase + TestCheckoutPath + id}, nil
}

// Session implements Provider: a session is paid once its page was
// submitted, with the funding the tester chose.
func (t *TestCheckout) Session(ctx context.Context, sessionID string) (Session, error) {
	d, err := db.New(t.Pool).GetCardDepositBySession(ctx, sessionID)
	if err != nil {
		return Session{}, err
	}
	s := Session{ID: sessionID, Cents: d.AmountCents, Funding: FundingUnknown, PaymentIntentID: "pi_test_local_" + d.ID}
	if d.Funding != nil {
		s.Paid, s.Funding = true, *d.Funding
	}
	return s, nil
}

// Refund implements Provider (nothing to send back: no card was charged).
func (*TestCheckout) Refund(_ context.Context, s Session) (string, error) {
	return "re_test_local_" + s.ID, nil
}

// Complete is the test page's pay button: the session becomes paid with the
// chosen funding. It returns the deposit, whose return_url the member goes
// back to.
func (t *TestCheckout) Complete(ctx context.Context, sessionID, funding string) (db.CardDeposit, error) {
	if !sessionIDShape.MatchString(sessionID) {
		return db.CardDeposit{}, errNoSession
	}
	q := db.New(t.Pool)
	d, err := q.GetCardDepositBySession(ctx, sessionID)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && d.Provider != "test") {
		return d, errNoSession
	}
	if err != nil {
		return d, err
	}
	if funding != FundingDebit && funding != FundingCredit {
		return d, errFunding
	}
	// A second submit (double click, back button) changes nothing.
	_, err = q.CompleteTestCheckout(ctx, db.CompleteTestCheckoutParams{SessionID: sessionID, Funding: &funding})
	return d, err
}

// TestSession is a test session for its page.
func (t *TestCheckout) TestSession(ctx context.Context, sessionID string) (db.CardDeposit, error) {
	if !sessionIDShape.MatchString(sessionID) {
		return db.CardDeposit{}, errNoSession
	}
	d, err := db.New(t.Pool).GetCardDepositBySession(ctx, sessionID)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && d.Provider != "test") {
		return d, errNoSession
	}
	return d, err
}
