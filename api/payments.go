package api

import (
	"encoding/json"
	"html/template"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/identity"
	"pursetrade/internal/money"
	"pursetrade/internal/payments"
)

// createCheckout answers POST /payments/create-checkout-session.
func (m *moneyHandlers) createCheckout(c *gin.Context) {
	var body struct {
		Amount    json.RawMessage `json:"amount"`
		ReturnURL string          `json:"return_url"`
	}
	if !BindJSON(c, &body) || m.cardsUnconfigured(c) {
		return
	}
	u := mustCaller(c)
	co, err := m.cards.Start(c, payments.StartRequest{UserID: u.ID, Email: u.Email, Cents: moneyCents(body.Amount),
		ReturnURL: body.ReturnURL, PageBase: requestOrigin(c)})
	if err != nil {
		m.failPayment(c, err, "Failed to create payment session")
		return
	}
	c.JSON(http.StatusOK, gin.H{"url": co.URL, "session_id": co.SessionID})
}

// verifySession answers POST /payments/verify-session: the deposit is
// credited once, however often this is called.
func (m *moneyHandlers) verifySession(c *gin.Context) {
	var body struct {
		SessionID string `json:"session_id"`
	}
	if !BindJSON(c, &body) {
		return
	}
	if strings.TrimSpace(body.SessionID) == "" {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "session_id is required")
		return
	}
	if m.cardsUnconfigured(c) {
		return
	}
	out, err := m.cards.Verify(c, mustCaller(c).ID, strings.TrimSpace(body.SessionID))
	if err != nil {
		m.failPayment(c, err, "Payment verification failed. Please contact support if you were charged.")
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Payment successful! Your balance has been updated.",
		"amount": money.Dollars(out.Cents), "balance": money.Dollars(out.Balance.Balance),
		"available_balance": money.Dollars(out.Balance.Available())})
}

// webhook answers POST /payments/webhook from Stripe.
func (m *moneyHandlers) webhook(c *gin.Context) {
	if m.webhookSecret == "" {
		Fail(c, http.StatusNotFound, CodeNotFound, "Stripe webhooks are not configured")
		return
	}
	payload, err := io.ReadAll(c.Request.Body)
	if err != nil {
		Fail(c, http.StatusRequestEntityTooLarge, CodeTooLarge, "Request body is too large")
		return
	}
	ev, err := payments.ConstructEvent(payload, c.GetHeader("Stripe-Signature"), m.webhookSecret)
	var sessionID string
	if err == nil {
		sessionID, err = payments.CheckoutSessionOf(ev)
	}
	if err != nil {
		m.logger.Warn("stripe webhook refused", "err", err)
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Invalid Stripe signature")
		return
	}
	if vs, status, ok := identity.EventOf(ev); ok {
		if err := m.identity.ApplyEvent(c, vs, status); err != nil {
			m.logger.Error("stripe identity webhook", "session_id", vs, "err", err)
			Fail(c, http.StatusInternalServerError, CodeInternal, "Could not apply the verification; Stripe will retry")
			return
		}
	}
	if sessionID != "" && !m.cardsUnconfigured(c) {
		if err := m.cards.Webhook(c, sessionID); err != nil {
			m.logger.Error("stripe webhook", "session_id", sessionID, "err", err)
			Fail(c, http.StatusInternalServerError, CodeInternal, "Could not settle the payment; Stripe will retry")
			return
		}
	}
	c.JSON(http.StatusOK, gin.H{"received": true})
}

// testPageStyle is the look of the pretend pages (checkout, identity).
const testPageStyle = `body{font-family:system-ui,sans-serif;background:#faf7f5;margin:0;display:flex;justify-content:center}
main{max-width:26rem;margin:3rem 1rem;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
.banner{background:#ffe08a;color:#5c4400;font-weight:700;padding:.75rem;border-radius:8px;text-align:center}
.amount{font-size:2.5rem;font-weight:700;margin:.5rem 0 1.5rem}
button{display:block;width:100%;padding:.9rem;margin:.5rem 0;font-size:1rem;border:0;border-radius:8px;cursor:pointer;background:#7a3b69;color:#fff}
button.credit{background:#555}
.note{color:#666;font-size:.85rem}
`

var testCheckoutPage = template.Must(template.New("checkout").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test checkout</title>
<style>` + testPageStyle + `</style></head>
<body><main>
<p class="banner">TEST MODE — no real card is charged</p>
<h1>Add funds</h1>
<p class="amount">{{.Amount}}</p>
{{if .Open}}<form method="post" action="{{.Action}}">
<button type="submit" name="funding" value="debit">Pay with test debit card</button>
<button type="submit" name="funding" value="credit" class="credit">Pay with test credit card</button>
</form>{{else}}<p>This checkout is already paid. <a href="{{.Success}}">Return to the site</a></p>{{end}}
<p><a href="{{.Cancel}}">Cancel</a></p>
<p class="note">TEST_CHECKOUT is on and Stripe is not configured, so this page stands in for the card
processor. A debit card payment is credited to your balance; a credit card payment is refused and
refunded, as with a real card.</p>
</main></body></html>`))

// cardsUnconfigured answers 503 when there is no card provider (neither
// Stripe nor TEST_CHECKOUT) and reports whether it did.
func (m *moneyHandlers) cardsUnconfigured(c *gin.Context) bool {
	if m.cards != nil {
		return false
	}
	Fail(c, http.StatusServiceUnavailable, CodePaymentsUnconfigured, "Card payments are not configured.")
	return true
}

// testCheckoutPage answers GET /payments/test-checkout/:session_id; the
// route exists only with TEST_CHECKOUT and no Stripe.
func (m *moneyHandlers) testCheckoutPage(c *gin.Context) {
	d, err := m.test.TestSession(c, c.Param("session_id"))
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Header("Cache-Control", "no-store")
	c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	c.Status(http.StatusOK)
	err = testCheckoutPage.Execute(c.Writer, map[string]any{
		"Amount": money.USD(d.AmountCents), "Open": d.Status == "created",
		"Action":  payments.TestCheckoutPath + d.SessionID + "/complete",
		"Success": payments.SuccessURL(d), "Cancel": payments.CancelURL(d),
	})
	if err != nil {
		m.logger.Error("test checkout page", "err", err)
	}
}

// testCheckoutComplete answers the test page's pay buttons (form field or
// JSON funding: debit or credit) by sending the member back to the site.
func (m *moneyHandlers) testCheckoutComplete(c *gin.Context) {
	funding := c.PostForm("funding")
	if strings.HasPrefix(c.ContentType(), "application/json") {
		var body struct {
			Funding string `json:"funding"`
		}
		if !BindJSON(c, &body) {
			return
		}
		funding = body.Funding
	}
	d, err := m.test.Complete(c, c.Param("session_id"), funding)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	c.Redirect(http.StatusSeeOther, payments.SuccessURL(d))
}

// failPayment answers a refusal as usual and any other failure (the card
// provider unreachable, say) with the member-facing message.
func (m *moneyHandlers) failPayment(c *gin.Context, err error, message string) {
	if answerRefusal(c, err) {
		return
	}
	m.logger.Error("card payment", "path", c.FullPath(), "err", err)
	Fail(c, http.StatusBadGateway, CodeUnavailable, message)
}

// requestOrigin is the scheme and host the caller used to reach the API.
func requestOrigin(c *gin.Context) string {
	scheme := "http"
	if c.Request.TLS != nil || c.GetHeader("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return scheme + "://" + c.Request.Host
}
