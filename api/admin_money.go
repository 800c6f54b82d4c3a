package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/payments"
	"pursetrade/internal/refusal"
	"pursetrade/internal/trades"
)

// adminMoneyHandlers serve the administrators' money tools: the ledger,
// refunds and adjustments, the deposit and withdrawal queues and closed
// accounts.
type adminMoneyHandlers struct {
	failer
	ledger   *ledger.Service
	payments *payments.Service
	// approvalCents (ADMIN_APPROVAL_CENTS): a credit, refund or debit above
	// it waits for a second administrator; 0 = never.
	approvalCents int64
}

func (m *adminMoneyHandlers) routes() []route {
	get, post, del := http.MethodGet, http.MethodPost, http.MethodDelete
	return []route{
		{method: get, path: "/admin/transactions", access: accessAdmin, handler: m.adminTransactions},
		{method: get, path: "/admin/transactions/export", access: accessAdmin, handler: m.adminExport},
		{method: del, path: "/admin/transactions/:id/delete", access: accessAdmin, handler: m.adminDeleteTransaction},
		{method: get, path: "/admin/deleted-transactions", access: accessAdmin, handler: m.adminDeletedTransactions},
		{method: post, path: "/admin/refund", access: accessAdmin, handler: m.adminRefund, keyed: true},
		{method: post, path: "/admin/adjust-balance", access: accessAdmin, handler: m.adminAdjust, keyed: true},
		{method: get, path: "/admin/money-approvals", access: accessAdmin, handler: m.adminMoneyApprovals},
		{method: post, path: "/admin/money-approvals/:id/approve", access: accessAdmin, handler: m.adminApproveMoney},
		{method: post, path: "/admin/money-approvals/:id/reject", access: accessAdmin, handler: m.adminRejectMoney},
		{method: get, path: "/admin/users/search", access: accessAdmin, handler: m.adminUserSearch},
		{method: get, path: "/admin/ledger/check", access: accessAdmin, handler: m.adminLedgerCheck},
		{method: get, path: "/admin/withdrawals", access: accessAdmin, handler: m.adminWithdrawals},
		{method: post, path: "/admin/withdrawals/:id/mark-paid", access: accessAdmin, handler: m.adminMarkPaid},
		{method: post, path: "/admin/withdrawals/:id/mark-failed", access: accessAdmin, handler: m.adminMarkFailed},
		{method: get, path: "/admin/manual-deposits", access: accessAdmin, handler: m.adminManualDeposits},
		{method: post, path: "/admin/manual-deposits/:id/process", access: accessAdmin, handler: m.adminProcessDeposit},
		{method: post, path: "/admin/manual-deposits/:id/reject", access: accessAdmin, handler: m.adminRejectDeposit},
		{method: get, path: "/admin/deleted-accounts", access: accessAdmin, handler: m.adminDeletedAccounts},
		{method: get, path: "/admin/deleted-accounts/:id", access: accessAdmin, handler: m.adminDeletedAccount},
		{method: post, path: "/admin/deleted-accounts/:id/refund", access: accessAdmin, handler: m.adminRefundDeletedAccount, keyed: true},
	}
}

// adminTxJSON is a ledger row on the administrators' balance screen.
type adminTxJSON struct {
	moneyTxJSON
	UserID    string  `json:"user_id"`
	UserName  string  `json:"user_name"`
	UserEmail string  `json:"user_email"`
	UserBID   *string `json:"user_b_id"`
	HoldID    *string `json:"hold_id"`
	CreatedBy *string `json:"created_by"`
	Deletable bool    `json:"deletable"` // DELETE /admin/transactions/{id}/delete accepts this row's type
}

func adminTx(r ledger.Row) adminTxJSON {
	return adminTxJSON{moneyTxJSON: moneyTx(r.Entry), UserID: r.UserID, UserName: r.UserName, UserEmail: r.UserEmail,
		UserBID: moneyOpt(r.CounterpartyID), HoldID: moneyOpt(r.HoldID), CreatedBy: moneyOpt(r.CreatedBy),
		Deletable: ledger.Deletable(ledger.Type(r.Type)) == ""}
}

// adminTransactions answers GET /admin/transactions.
func (m *adminMoneyHandlers) adminTransactions(c *gin.Context) {
	f, ok := moneyFilter(c)
	if !ok {
		return
	}
	p := pageQuery(c, 50)
	rows, totals, err := m.ledger.Search(c, f, p.size, int(p.offset()))
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	out := make([]adminTxJSON, len(rows))
	for i, r := range rows {
		out[i] = adminTx(r)
	}
	answerPage(c, p, totals.Count(), gin.H{"transactions": out,
		"totals": gin.H{"debit_total": money.Dollars(totals.DebitCents), "debit_count": totals.DebitCount,
			"credit_total": money.Dollars(totals.CreditCents), "credit_count": totals.CreditCount}})
}

// adminDeleteTransaction answers DELETE /admin/transactions/:id/delete.
func (m *adminMoneyHandlers) adminDeleteTransaction(c *gin.Context) {
	var body struct {
		Reason string `json:"reason"`
	}
	if !bindOptionalJSON(c, &body) {
		return
	}
	res, err := m.ledger.DeleteEntry(c, c.Param("id"), mustCaller(c).ID, body.Reason)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Transaction deleted and its effect reversed",
		"reversal": moneyTx(res.Entries[0]), "balance": money.Dollars(res.Entries[0].BalanceAfter),
		"available_balance": money.Dollars(res.Entries[0].AvailableAfter)})
}

// adminDeletedTransactions answers GET /admin/deleted-transactions.
func (m *adminMoneyHandlers) adminDeletedTransactions(c *gin.Context) {
	userID := strings.TrimSpace(c.Query("user_id"))
	if userID != "" && !ids.Valid(userID) {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "user_id must be a 24-character id")
		return
	}
	p := pageQuery(c, 50)
	rows, total, err := m.ledger.DeletedEntries(c, moneyOpt(userID), p.limit(), p.offset())
	answerRows(m.failer, c, p, "transactions", rows, total, err, deletedTxJSON)
}

func deletedTxJSON(d ledger.DeletedEntry) gin.H {
	return gin.H{"_id": d.ID, "user_id": d.UserID, "user_name": d.UserName, "user_email": d.UserEmail,
		"type": d.Type, "transaction_type": d.Type, "direction": d.Direction, "amount": money.Dollars(d.Cents),
		"balance": money.Dollars(d.BalanceAfter), "available_balance": money.Dollars(d.AvailableAfter),
		"trade_id": d.TradeID, "user_b_id": d.CounterpartyID, "description": d.Description, "created_at": d.CreatedAt,
		"deleted_at": d.DeletedAt, "deleted_by": d.DeletedBy, "deleted_by_name": d.DeletedByName, "reason": d.Reason,
		"reversal_transaction_id": d.ReversalID}
}

// adminRefund answers POST /admin/refund.
func (m *adminMoneyHandlers) adminRefund(c *gin.Context) { m.adminManual(c, ledger.ManualRefund) }

// adminAdjust answers POST /admin/adjust-balance (credit or debit).
func (m *adminMoneyHandlers) adminAdjust(c *gin.Context) { m.adminManual(c, "") }

func (m *adminMoneyHandlers) adminManual(c *gin.Context, kind ledger.ManualKind) {
	var body struct {
		UserID    string          `json:"user_id"`
		Amount    json.RawMessage `json:"amount"`
		Direction string          `json:"direction"`
		Reason    string          `json:"reason"`
		TradeID   string          `json:"trade_id"`
	}
	if !BindJSON(c, &body) {
		return
	}
	kind, err := manualKind(kind, body.Direction)
	var member ledger.Member
	if err == nil {
		member, err = m.ledger.FindMember(c, body.UserID)
	}
	tradeID := strings.TrimSpace(body.TradeID)
	if err == nil && tradeID != "" && !ids.Valid(tradeID) {
		err = trades.ErrTradeNotFound
	}
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	admin := mustCaller(c).ID
	manual := ledger.Manual{AdminID: admin, UserID: member.ID, Kind: kind, Cents: moneyCents(body.Amount), Reason: body.Reason, TradeID: tradeID}
	manual.Request = moneyRequestKey(c, admin, manual)
	if ledger.NeedsApproval(m.approvalCents, manual.Cents) {
		m.requestApproval(c, manual)
		return
	}
	res, err := m.ledger.ApplyManual(c, manual)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	markReplayed(c, res.Replayed)
	c.JSON(http.StatusOK, manualAnswer(kind, member, res.Entries[0]))
}

var manualVerbs = map[ledger.ManualKind]string{ledger.ManualRefund: "refunded to", ledger.ManualCredit: "credited to",
	ledger.ManualDebit: "debited from"}

func manualAnswer(kind ledger.ManualKind, member ledger.Member, e ledger.Entry) gin.H {
	return gin.H{"success": true, "message": fmt.Sprintf("%s %s %s", money.USD(e.Cents), manualVerbs[kind], member.Name),
		"balance": money.Dollars(e.BalanceAfter), "available_balance": money.Dollars(e.AvailableAfter),
		"user": gin.H{"_id": member.ID, "name": member.Name, "email": member.Email}, "transaction": moneyTx(e)}
}

// manualKind is a refund, or a credit or a debit by its direction.
func manualKind(kind ledger.ManualKind, direction string) (ledger.ManualKind, error) {
	if kind != "" {
		return kind, nil
	}
	switch ledger.Direction(strings.TrimSpace(direction)) {
	case ledger.DirCredit:
		return ledger.ManualCredit, nil
	case ledger.DirDebit:
		return ledger.ManualDebit, nil
	}
	return "", refusal.New(refusal.Invalid, "direction must be credit or debit")
}

// adminUserSearch answers GET /admin/users/search?q= with at most 8 suggestions.
func (m *adminMoneyHandlers) adminUserSearch(c *gin.Context) {
	found, err := m.ledger.SearchMembers(c, c.Query("q"))
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	out := make([]gin.H, len(found))
	for i, u := range found {
		out[i] = gin.H{"_id": u.ID, "id": u.ID, "name": u.Name, "email": u.Email}
	}
	c.JSON(http.StatusOK, gin.H{"users": out})
}

// adminLedgerCheck answers GET /admin/ledger/check with the invariant report.
func (m *adminMoneyHandlers) adminLedgerCheck(c *gin.Context) {
	rep, err := m.ledger.Check(c)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	f := rep.Flows
	d := func(c int64) money.Dollars { return money.Dollars(c) }
	c.JSON(http.StatusOK, gin.H{"ok": rep.OK, "problems": rep.Problems, "members": rep.Members,
		"total_balance": d(rep.TotalBalance), "total_held": d(rep.TotalHeld),
		"money_in": d(f.MoneyIn()), "money_out": d(f.MoneyOut()), "fees_kept": d(f.FeesKept()),
		"flows": gin.H{"deposits": d(f.Deposits), "admin_credits": d(f.AdminCredits), "admin_refunds": d(f.AdminRefunds),
			"withdrawals": d(f.Withdrawals), "withdrawal_refunds": d(f.WithdrawalRefunds), "admin_debits": d(f.AdminDebits),
			"fees_charged": d(f.FeesCharged), "fees_refunded": d(f.FeesRefunded), "penalty_net": d(f.PenaltyNet),
			"award_net": d(f.AwardNet)}})
}
