package api

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/money"
	"pursetrade/internal/payments"
)

// withdraw answers POST /user/balance/withdraw: the amount leaves the
// balance at once; an administrator then pays it out or marks it failed.
func (m *moneyHandlers) withdraw(c *gin.Context) {
	var body struct {
		Amount json.RawMessage `json:"amount"`
		Note   string          `json:"note"`
		Method string          `json:"method"`
	}
	if !BindJSON(c, &body) {
		return
	}
	u := mustCaller(c)
	req := payments.WithdrawalRequest{UserID: u.ID, Cents: moneyCents(body.Amount), Note: body.Note, Method: body.Method}
	req.Request = moneyRequestKey(c, u.ID, req)
	w, err := m.payments.RequestWithdrawal(c, req)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	markReplayed(c, w.Replayed)
	c.JSON(http.StatusCreated, gin.H{
		"withdrawal_id": w.Withdrawal.ID, "withdrawal": withdrawalOf(w.Withdrawal),
		"message": "Withdrawal request submitted. It will be processed within 24 hours.",
		"balance": money.Dollars(w.Debit.BalanceAfter), "available_balance": money.Dollars(w.Debit.AvailableAfter),
	})
}

// myWithdrawals answers GET /user/withdrawals, newest first.
func (m *moneyHandlers) myWithdrawals(c *gin.Context) {
	p := pageQuery(c, 20)
	rows, total, err := m.payments.MemberWithdrawals(c, mustCaller(c).ID, p.limit(), p.offset())
	answerRows(m.failer, c, p, "withdrawals", rows, total, err, withdrawalOf)
}

type withdrawalJSON struct {
	moneyRequestHeadJSON
	Method string `json:"method"`
	Note   string `json:"note"`
	moneyRequestTailJSON
}

func withdrawalOf(w payments.Withdrawal) withdrawalJSON {
	return withdrawalJSON{
		moneyRequestHeadJSON{ID: w.ID, UserID: w.UserID, UserName: w.UserName, UserEmail: w.UserEmail, Amount: money.Dollars(w.Cents)},
		w.Method, w.Note,
		moneyRequestTailJSON{Status: w.Status, AdminNote: w.AdminNote, CreatedAt: w.CreatedAt, ProcessedAt: w.ProcessedAt},
	}
}
