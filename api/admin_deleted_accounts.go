package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/money"
	"pursetrade/internal/payments"
)

type deletedAccountJSON struct {
	ID               string          `json:"_id"`
	OriginalUserID   string          `json:"original_user_id"`
	OriginalEmail    string          `json:"original_email"`
	Name             string          `json:"name"`
	DeletionDate     time.Time       `json:"deletion_date"`
	Reason           string          `json:"reason"`
	FinalBalance     money.Dollars   `json:"final_balance"`
	TransactionCount int32           `json:"transaction_count"`
	Refunded         money.Dollars   `json:"refunded_amount"`
	RefundedAt       *time.Time      `json:"refunded_at"`
	LeftToRefund     money.Dollars   `json:"remaining_refundable"`
	CurrentBalance   money.Dollars   `json:"current_balance"`
	Details          json.RawMessage `json:"details"`
}

func deletedAccountOf(d payments.ClosedAccount) deletedAccountJSON {
	return deletedAccountJSON{ID: d.ID, OriginalUserID: d.OriginalUserID, OriginalEmail: d.OriginalEmail, Name: d.Name,
		DeletionDate: d.DeletionDate, Reason: d.Reason, FinalBalance: money.Dollars(d.FinalBalanceCents),
		TransactionCount: d.TransactionCount, Refunded: money.Dollars(d.RefundedCents), RefundedAt: d.RefundedAt,
		LeftToRefund: money.Dollars(d.LeftToRefundCents()), CurrentBalance: money.Dollars(d.CurrentBalanceCents),
		Details: d.Details}
}

// adminDeletedAccounts answers GET /admin/deleted-accounts (filters email,
// date_from, date_to, min_balance, max_balance).
func (m *adminMoneyHandlers) adminDeletedAccounts(c *gin.Context) {
	p := payments.ClosedFilter{Email: moneyOpt(strings.TrimSpace(c.Query("email")))}
	var err error
	bad := func(msg string) { Fail(c, http.StatusBadRequest, CodeBadRequest, msg) }
	if p.DateFrom, err = moneyDate(c.Query("date_from"), false); err != nil {
		bad("date_from must be a date (YYYY-MM-DD)")
		return
	}
	if p.DateTo, err = moneyDate(c.Query("date_to"), true); err != nil {
		bad("date_to must be a date (YYYY-MM-DD)")
		return
	}
	for name, dst := range map[string]**int64{"min_balance": &p.MinBalance, "max_balance": &p.MaxBalance} {
		if raw := strings.TrimSpace(c.Query(name)); raw != "" {
			cents, err := money.ParseDollars(raw)
			if err != nil {
				bad(name + " must be an amount in dollars")
				return
			}
			*dst = &cents
		}
	}
	rows, err := m.payments.DeletedAccounts(c, p)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	out := make([]deletedAccountJSON, len(rows))
	for i, r := range rows {
		out[i] = deletedAccountOf(r)
	}
	c.JSON(http.StatusOK, gin.H{"accounts": out})
}

// adminDeletedAccount answers GET /admin/deleted-accounts/:id with the
// original member's ledger history.
func (m *adminMoneyHandlers) adminDeletedAccount(c *gin.Context) {
	acct, entries, err := m.payments.DeletedAccount(c, c.Param("id"))
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	txs := make([]moneyTxJSON, len(entries))
	for i, e := range entries {
		txs[i] = moneyTx(e)
	}
	c.JSON(http.StatusOK, gin.H{"account": deletedAccountOf(acct), "transactions": txs})
}

// adminRefundDeletedAccount answers POST /admin/deleted-accounts/:id/refund.
func (m *adminMoneyHandlers) adminRefundDeletedAccount(c *gin.Context) {
	var body struct {
		Amount json.RawMessage `json:"amount"`
		Reason string          `json:"reason"`
	}
	if !BindJSON(c, &body) {
		return
	}
	admin := mustCaller(c).ID
	refund := payments.ClosedRefund{ID: c.Param("id"), AdminID: admin, Cents: moneyCents(body.Amount), Reason: body.Reason}
	refund.Request = moneyRequestKey(c, admin, refund)
	res, err := m.payments.RefundClosedAccount(c, refund)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	markReplayed(c, res.Replayed)
	e := res.Entries[0]
	c.JSON(http.StatusOK, gin.H{"success": true, "message": fmt.Sprintf("Refund of %s recorded", money.USD(e.Cents)),
		"transaction": moneyTx(e)})
}
