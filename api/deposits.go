package api

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/money"
	"pursetrade/internal/payments"
)

// manualDeposit answers POST /deposits/manual: a pending Cash App or Zelle
// deposit with the reference number to quote; an administrator credits it
// once the money arrives.
func (m *moneyHandlers) manualDeposit(c *gin.Context) {
	var body struct {
		Amount        json.RawMessage `json:"amount"`
		PaymentMethod string          `json:"payment_method"`
		ReferenceNote string          `json:"reference_note"`
	}
	if !BindJSON(c, &body) {
		return
	}
	d, err := m.payments.RequestManualDeposit(c, payments.ManualDepositRequest{UserID: mustCaller(c).ID,
		Cents: moneyCents(body.Amount), Method: body.PaymentMethod, Note: body.ReferenceNote})
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	to := m.cashAppTag
	if d.Method == "zelle" {
		to = m.zelleAddress
	}
	c.JSON(http.StatusCreated, gin.H{
		"message": fmt.Sprintf("Deposit request submitted. Send %s by %s to %s and write %s in the payment note. "+
			"Your balance is updated once an administrator confirms the payment.",
			money.USD(d.Cents), payments.Methods[d.Method], to, d.ReferenceNumber),
		"reference_number": d.ReferenceNumber, "deposit": manualDepositOf(d),
	})
}

// paymentInfo answers GET /deposits/manual/payment-info.
func (m *moneyHandlers) paymentInfo(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{
		"cashapp_tag": m.cashAppTag, "zelle_address": m.zelleAddress,
		"instructions": "Send the amount by Cash App or Zelle and write your reference number (MD-...) in the payment note. " +
			"Your balance is updated once an administrator confirms the payment.",
	})
}

// myManualDeposits answers GET /user/manual-deposits, newest first.
func (m *moneyHandlers) myManualDeposits(c *gin.Context) {
	p := pageQuery(c, 20)
	rows, total, err := m.payments.MemberDeposits(c, mustCaller(c).ID, p.limit(), p.offset())
	answerRows(m.failer, c, p, "deposits", rows, total, err, manualDepositOf)
}

type manualDepositJSON struct {
	moneyRequestHeadJSON
	PaymentMethod   string `json:"payment_method"`
	ReferenceNumber string `json:"reference_number"`
	ReferenceNote   string `json:"reference_note"`
	moneyRequestTailJSON
}

func manualDepositOf(d payments.Deposit) manualDepositJSON {
	return manualDepositJSON{
		moneyRequestHeadJSON{ID: d.ID, UserID: d.UserID, UserName: d.UserName, UserEmail: d.UserEmail, Amount: money.Dollars(d.Cents)},
		d.Method, d.ReferenceNumber, d.ReferenceNote,
		moneyRequestTailJSON{Status: d.Status, AdminNote: d.AdminNote, CreatedAt: d.CreatedAt, ProcessedAt: d.ProcessedAt},
	}
}
