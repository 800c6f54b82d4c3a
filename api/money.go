package api

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/identity"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/payments"
)

// moneyHandlers serve a member's balance, deposits and withdrawals; every
// movement goes through internal/ledger.
type moneyHandlers struct {
	failer
	ledger        *ledger.Service
	payments      *payments.Service
	cards         *payments.Cards        // nil when card payments are not configured
	test          *payments.TestCheckout // the built-in test checkout; nil unless TEST_CHECKOUT and no Stripe
	webhookSecret string                 // STRIPE_WEBHOOK_SECRET; "": webhooks refused
	identity      *identity.Service      // applies the webhook's identity events
	cashAppTag    string                 // where manual deposits are sent
	zelleAddress  string
}

func (m *moneyHandlers) routes() []route {
	get, post := http.MethodGet, http.MethodPost
	routes := []route{
		{method: get, path: "/user/balance", access: accessAccount, handler: m.balance},
		{method: get, path: "/user/balance/transactions", access: accessAccount, handler: m.transactions},
		{method: post, path: "/user/balance/withdraw", access: accessAccount, handler: m.withdraw},
		{method: get, path: "/user/withdrawals", access: accessAccount, handler: m.myWithdrawals},
		{method: post, path: "/deposits/manual", access: accessMember, handler: m.manualDeposit},
		{method: get, path: "/deposits/manual/payment-info", access: accessMember, handler: m.paymentInfo},
		{method: get, path: "/user/manual-deposits", access: accessAccount, handler: m.myManualDeposits},
		{method: post, path: "/payments/create-checkout-session", access: accessMember, handler: m.createCheckout},
		{method: post, path: "/payments/verify-session", access: accessAccount, handler: m.verifySession},
		{method: post, path: "/payments/webhook", access: accessPublic, handler: m.webhook},
	}
	if m.test != nil { // only where TEST_CHECKOUT asks for it: the page credits without payment
		routes = append(routes,
			route{method: get, path: "/payments/test-checkout/:session_id", access: accessPublic, handler: m.testCheckoutPage},
			route{method: post, path: "/payments/test-checkout/:session_id/complete", access: accessPublic, handler: m.testCheckoutComplete})
	}
	return routes
}

// balance answers GET /user/balance.
func (m *moneyHandlers) balance(c *gin.Context) {
	u := mustCaller(c)
	b, err := m.ledger.BalanceOf(c, u.ID)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	fees, err := m.ledger.ActiveFees(c, u.ID)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"balance": money.Dollars(b.Balance), "available_balance": money.Dollars(b.Available()),
		"held": money.Dollars(b.Held), "active_fees": money.Dollars(fees)})
}

// transactions answers GET /user/balance/transactions, newest first.
func (m *moneyHandlers) transactions(c *gin.Context) {
	p := pageQuery(c, 20)
	entries, total, err := m.ledger.MemberEntries(c, mustCaller(c).ID, p.limit(), p.offset())
	answerRows(m.failer, c, p, "transactions", entries, total, err, moneyTx)
}

// moneyTxJSON is a ledger row as the member sees it.
type moneyTxJSON struct {
	ID               string           `json:"_id"`
	Amount           money.Dollars    `json:"amount"`
	Description      string           `json:"description"`
	Type             ledger.Type      `json:"type"`
	TransactionType  ledger.Type      `json:"transaction_type"`
	Direction        ledger.Direction `json:"direction"`
	TradeID          *string          `json:"trade_id"`
	CreatedAt        time.Time        `json:"created_at"`
	Balance          money.Dollars    `json:"balance"`
	AvailableBalance money.Dollars    `json:"available_balance"`
}

func moneyTx(e ledger.Entry) moneyTxJSON {
	return moneyTxJSON{ID: e.ID, Amount: money.Dollars(e.Cents), Description: e.Description, Type: e.Type,
		TransactionType: e.Type, Direction: e.Direction, TradeID: moneyOpt(e.TradeID), CreatedAt: e.CreatedAt,
		Balance: money.Dollars(e.BalanceAfter), AvailableBalance: money.Dollars(e.AvailableAfter)}
}

// moneyCents reads a JSON amount field: cents, or -1 when it is missing or
// not a valid amount, which the services refuse with the member-facing
// message.
func moneyCents(raw json.RawMessage) int64 {
	var a money.Amount
	if len(raw) == 0 || a.UnmarshalJSON(raw) != nil || !a.Set {
		return -1
	}
	return a.Cents
}

func moneyOpt(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
