package payments

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/notify"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// MinCardDepositCents is the smallest card deposit.
const MinCardDepositCents = 500

var (
	errNoSession  = refusal.New(refusal.NotFound, "Payment session not found")
	errSessionID  = refusal.New(refusal.Invalid, "Invalid session_id")
	errFunding    = refusal.New(refusal.Invalid, "Choose a debit or a credit test card")
	errNotPaid    = refusal.New(refusal.Conflict, "The payment has not been completed.")
	errAmountDiff = refusal.New(refusal.Conflict, "The amount paid does not match this deposit. Please contact support.")
)

// sessionIDShape is a Checkout session id: Stripe's cs_... and the test
// checkout's. Anything else names no session, and is never sent to the
// provider.
var sessionIDShape = regexp.MustCompile(`^cs_[A-Za-z0-9_]{1,250}$`)

// Cards runs card deposits: a checkout is opened, then verify-session and
// the provider's webhook both settle it, crediting the balance once per
// session (ledger key "card:" + session id). A credit card is refunded.
type Cards struct {
	Pool      *pgxpool.Pool
	Ledger    *ledger.Service // credits deposits; the member's balance after one
	Provider  Provider
	WebOrigin string // return URLs must be pages of this origin
	Logger    *slog.Logger
}

// StartRequest asks for a card deposit.
type StartRequest struct {
	UserID, Email string
	Cents         int64
	ReturnURL     string // page the member comes back to; default the web origin
	PageBase      string // see CheckoutRequest
}

// Start validates the request and opens the provider's checkout.
func (c *Cards) Start(ctx context.Context, r StartRequest) (Checkout, error) {
	if r.Cents < MinCardDepositCents {
		return Checkout{}, refusal.New(refusal.Invalid, "Please enter a valid amount of at least "+money.WholeUSD(MinCardDepositCents))
	}
	ret, err := c.returnURL(r.ReturnURL)
	if err != nil {
		return Checkout{}, err
	}
	depositID := ids.New()
	co, err := c.Provider.CreateCheckout(ctx, CheckoutRequest{
		DepositID: depositID, UserID: r.UserID, Email: r.Email, Cents: r.Cents, PageBase: r.PageBase,
		SuccessURL: withQuery(ret, "add_funds=success&session_id={CHECKOUT_SESSION_ID}"),
		CancelURL:  withQuery(ret, "add_funds=cancel"),
	})
	if err != nil {
		return Checkout{}, fmt.Errorf("create checkout: %w", err)
	}
	_, err = db.New(c.Pool).InsertCardDeposit(ctx, db.InsertCardDepositParams{ID: depositID, UserID: r.UserID,
		Provider: c.Provider.Name(), SessionID: co.SessionID, AmountCents: r.Cents, ReturnUrl: ret})
	return co, err
}

// returnURL accepts only pages of the web origin (no open redirect).
func (c *Cards) returnURL(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return c.WebOrigin + "/", nil
	}
	raw, _, _ = strings.Cut(raw, "#")
	u, err := url.Parse(raw)
	origin, _ := url.Parse(c.WebOrigin)
	if err != nil || origin == nil || u.Scheme != origin.Scheme || u.Host != origin.Host || u.User != nil ||
		(raw != c.WebOrigin && !strings.HasPrefix(raw, c.WebOrigin+"/") && !strings.HasPrefix(raw, c.WebOrigin+"?")) {
		return "", refusal.New(refusal.Invalid, "return_url must be a page of "+c.WebOrigin)
	}
	return raw, nil
}

// SuccessURL is where a completed checkout of the deposit sends the member.
func SuccessURL(d db.CardDeposit) string {
	return withQuery(d.ReturnUrl, "add_funds=success&session_id="+url.QueryEscape(d.SessionID))
}

// CancelURL is where a cancelled checkout sends the member.
func CancelURL(d db.CardDeposit) string { return withQuery(d.ReturnUrl, "add_funds=cancel") }

func withQuery(u, query string) string {
	if strings.Contains(u, "?") {
		return u + "&" + query
	}
	return u + "?" + query
}

// Outcome is a settled card deposit.
type Outcome struct {
	Cents   int64
	Balance ledger.Balance
}

// Verify settles the caller's own session (verify-session).
func (c *Cards) Verify(ctx context.Context, userID, sessionID string) (Outcome, error) {
	if !sessionIDShape.MatchString(sessionID) {
		return Outcome{}, errSessionID
	}
	d, err := db.New(c.Pool).GetCardDepositBySession(ctx, sessionID)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && d.UserID != userID) {
		return Outcome{}, errNoSession
	}
	if err != nil {
		return Outcome{}, err
	}
	return c.settle(ctx, d)
}

// Webhook settles a session the provider reports completed. Sessions this
// platform did not open are ignored; a credit card is refunded and is not an
// error for the provider.
func (c *Cards) Webhook(ctx context.Context, sessionID string) error {
	d, err := db.New(c.Pool).GetCardDepositBySession(ctx, sessionID)
	if errors.Is(err, pgx.ErrNoRows) {
		c.Logger.Warn("card webhook for an unknown session", "session_id", sessionID)
		return nil
	}
	if err != nil {
		return err
	}
	if _, err = c.settle(ctx, d); errors.Is(err, ErrCreditCard) {
		return nil
	}
	return err
}

func (c *Cards) settle(ctx context.Context, d db.CardDeposit) (Outcome, error) {
	switch d.Status {
	case "credited":
		return c.outcome(ctx, d)
	case "rejected_credit_card":
		return Outcome{}, ErrCreditCard
	}
	s, err := c.Provider.Session(ctx, d.SessionID)
	if err != nil {
		return Outcome{}, fmt.Errorf("card session %s: %w", d.SessionID, err)
	}
	if !s.Paid {
		return Outcome{}, errNotPaid
	}
	if s.Funding == FundingCredit {
		return Outcome{}, c.rejectCredit(ctx, d, s)
	}
	if s.Cents != 0 && s.Cents != d.AmountCents {
		c.Logger.Error("card payment amount differs from the deposit", "session_id", d.SessionID,
			"paid_cents", s.Cents, "deposit_cents", d.AmountCents)
		return Outcome{}, errAmountDiff
	}
	err = c.Ledger.RunTx(ctx, func(tx pgx.Tx) error {
		q := db.New(tx)
		locked, err := q.LockCardDeposit(ctx, d.SessionID)
		if err != nil || locked.Status == "credited" {
			return err
		}
		res, err := ledger.ApplyTx(ctx, tx, ledger.Plan{Key: "card:" + d.SessionID, Ops: []ledger.Op{
			ledger.Credit(d.UserID, ledger.TypeDeposit, d.AmountCents, "Card deposit"),
		}})
		if err != nil {
			return err
		}
		if err := q.MarkCardDepositCredited(ctx, db.MarkCardDepositCreditedParams{ID: d.ID, Funding: &s.Funding,
			PaymentIntentID: optional(s.PaymentIntentID), CreditedTransactionID: res.FirstID()}); err != nil {
			return err
		}
		return notify.CardDeposit(ctx, tx, d)
	})
	if err != nil {
		return Outcome{}, err
	}
	c.Logger.Info("card deposit credited", "user_id", d.UserID, "session_id", d.SessionID, "amount", money.USD(d.AmountCents))
	return c.outcome(ctx, d)
}

func (c *Cards) rejectCredit(ctx context.Context, d db.CardDeposit, s Session) error {
	refundID, err := c.Provider.Refund(ctx, s)
	if err != nil {
		return fmt.Errorf("refund credit-card payment %s: %w", d.SessionID, err)
	}
	_, err = db.New(c.Pool).MarkCardDepositRejected(ctx, db.MarkCardDepositRejectedParams{SessionID: d.SessionID,
		PaymentIntentID: optional(s.PaymentIntentID), ProviderRefundID: &refundID})
	if err != nil {
		return err
	}
	c.Logger.Info("credit-card payment refunded", "user_id", d.UserID, "session_id", d.SessionID, "refund_id", refundID)
	return ErrCreditCard
}

func (c *Cards) outcome(ctx context.Context, d db.CardDeposit) (Outcome, error) {
	b, err := c.Ledger.BalanceOf(ctx, d.UserID)
	return Outcome{Cents: d.AmountCents, Balance: b}, err
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
