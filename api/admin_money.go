package api

import (
	"cmp"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"pursetrade/internal/trading"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/payments"
	"pursetrade/internal/store/db"
)

// adminTxJSON is a ledger row on the administrators' balance screen.
type adminTxJSON struct {
	moneyTxJSON
	UserID    string  `json:"user_id"`
	UserName  string  `json:"user_name"`
	UserEmail string  `json:"user_email"`
	UserBID   *string `json:"user_b_id"`
	HoldID    *string `json:"hold_id"`
	CreatedBy *string `json:"created_by"`
}

func adminTx(r ledger.Row) adminTxJSON {
	return adminTxJSON{moneyTxJSON: moneyTx(r.Entry), UserID: r.UserID, UserName: r.UserName, UserEmail: r.UserEmail,
		UserBID: moneyOpt(r.CounterpartyID), HoldID: moneyOpt(r.HoldID), CreatedBy: moneyOpt(r.CreatedBy)}
}

// adminTransactions answers GET /admin/transactions.
func (m *moneyAPI) adminTransactions(c *gin.Context) {
	f, ok := moneyFilter(c)
	if !ok {
		return
	}
	page, per := moneyPaging(c, 50)
	rows, totals, err := ledger.Search(c, m.s.pool, f, per, (page-1)*per)
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	out := make([]adminTxJSON, len(rows))
	for i, r := range rows {
		out[i] = adminTx(r)
	}
	c.JSON(http.StatusOK, gin.H{"transactions": out, "total": totals.Count(), "page": page, "per_page": per,
		"totals": gin.H{"debit_total": money.Dollars(totals.DebitCents), "debit_count": totals.DebitCount,
			"credit_total": money.Dollars(totals.CreditCents), "credit_count": totals.CreditCount}})
}

var csvHeader = []string{"id", "created_at", "user_id", "user_name", "user_email", "type", "direction", "amount",
	"balance_after", "available_after", "trade_id", "user_b_id", "description"}

// adminExport answers GET /admin/transactions/export: a CSV file written
// while the rows arrive from PostgreSQL, flushed every few hundred rows.
func (m *moneyAPI) adminExport(c *gin.Context) {
	f, ok := moneyFilter(c)
	if !ok {
		return
	}
	w := csv.NewWriter(c.Writer)
	started, n := false, 0
	start := func() {
		started = true
		c.Header("Content-Type", "text/csv; charset=utf-8")
		c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="transactions-%s.csv"`, time.Now().UTC().Format("20060102")))
		c.Header("Cache-Control", "no-store")
		c.Status(http.StatusOK)
		_ = w.Write(csvHeader)
	}
	err := ledger.Export(c, m.s.pool, f, 0, 0, func(r ledger.Row) error {
		if !started {
			start()
		}
		if err := w.Write([]string{r.ID, r.CreatedAt.UTC().Format(time.RFC3339), r.UserID, csvCell(r.UserName),
			csvCell(r.UserEmail), string(r.Type), string(r.Direction), csvAmount(r.Cents), csvAmount(r.BalanceAfter),
			csvAmount(r.AvailableAfter), r.TradeID, r.CounterpartyID, csvCell(r.Description)}); err != nil {
			return err
		}
		if n++; n%500 == 0 {
			w.Flush()
			c.Writer.Flush()
		}
		return w.Error()
	})
	switch {
	case err != nil && !started:
		m.s.fail(c, err, internalError)
	case err != nil:
		m.s.logger.Error("transactions export stopped", "rows", n, "err", err)
	default:
		if !started {
			start()
		}
		w.Flush()
	}
}

func csvAmount(cents int64) string { return fmt.Sprintf("%d.%02d", cents/100, cents%100) }

// csvCell keeps a spreadsheet from reading text as a formula.
func csvCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// moneyFilter reads the ledger filters of the administrators' screens.
func moneyFilter(c *gin.Context) (ledger.Filter, bool) {
	var f ledger.Filter
	bad := func(msg string) (ledger.Filter, bool) {
		Fail(c, http.StatusBadRequest, CodeBadRequest, msg)
		return f, false
	}
	f.UserID, f.TradeID = strings.TrimSpace(c.Query("user_id")), strings.TrimSpace(c.Query("trade_id"))
	if f.UserID != "" && !ids.Valid(f.UserID) {
		return bad("user_id must be a 24-character id")
	}
	if f.TradeID != "" && !ids.Valid(f.TradeID) {
		return bad("trade_id must be a 24-character id")
	}
	if t := ledger.Type(c.Query("type")); t != "" && t != "all" {
		if !slices.Contains(ledger.Types, t) {
			return bad("Unknown transaction type")
		}
		f.Type = t
	}
	if d := ledger.Direction(c.Query("direction")); d != "" && d != "all" {
		if d != ledger.DirCredit && d != ledger.DirDebit {
			return bad("direction must be credit or debit")
		}
		f.Direction = d
	}
	var err error
	if f.From, err = moneyDate(c.Query("date_from"), false); err != nil {
		return bad("date_from must be a date (YYYY-MM-DD)")
	}
	if f.To, err = moneyDate(c.Query("date_to"), true); err != nil {
		return bad("date_to must be a date (YYYY-MM-DD)")
	}
	return f, true
}

// moneyDate reads a YYYY-MM-DD day of New York (the start of it, or with
// end the start of the next day, so date_to includes its day) or an
// RFC 3339 instant.
func moneyDate(s string, end bool) (*time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return &t, nil
	}
	t, err := time.ParseInLocation(time.DateOnly, s, trading.NewYork)
	if err != nil {
		return nil, err
	}
	if end {
		t = t.AddDate(0, 0, 1)
	}
	return &t, nil
}

// adminDeleteTransaction answers DELETE /admin/transactions/:id/delete.
func (m *moneyAPI) adminDeleteTransaction(c *gin.Context) {
	var body struct {
		Reason string `json:"reason"`
	}
	if !moneyOptionalBody(c, &body) {
		return
	}
	if !ids.Valid(c.Param("id")) {
		Fail(c, http.StatusNotFound, CodeNotFound, "Transaction not found")
		return
	}
	res, err := ledger.DeleteEntry(c, m.s.pool, c.Param("id"), mustCaller(c).ID, body.Reason)
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Transaction deleted and its effect reversed",
		"reversal": moneyTx(res.Entries[0]), "balance": money.Dollars(res.Entries[0].BalanceAfter),
		"available_balance": money.Dollars(res.Entries[0].AvailableAfter)})
}

// adminDeletedTransactions answers GET /admin/deleted-transactions.
func (m *moneyAPI) adminDeletedTransactions(c *gin.Context) {
	userID := strings.TrimSpace(c.Query("user_id"))
	if userID != "" && !ids.Valid(userID) {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "user_id must be a 24-character id")
		return
	}
	page, per := moneyPaging(c, 50)
	q := db.New(m.s.pool)
	rows, err := q.ListDeletedTransactions(c, db.ListDeletedTransactionsParams{UserID: moneyOpt(userID), Lim: int32(per), Off: int32((page - 1) * per)})
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	total, err := q.CountDeletedTransactions(c, moneyOpt(userID))
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	out := make([]gin.H, len(rows))
	for i, r := range rows {
		d := r.DeletedTransaction
		out[i] = gin.H{"_id": d.ID, "user_id": d.UserID, "user_name": r.UserName, "user_email": r.UserEmail,
			"type": d.Type, "transaction_type": d.Type, "direction": d.Direction, "amount": money.Dollars(d.AmountCents),
			"balance": money.Dollars(d.BalanceAfterCents), "available_balance": money.Dollars(d.AvailableAfterCents),
			"trade_id": d.TradeID, "user_b_id": d.CounterpartyUserID, "description": d.Description, "created_at": d.CreatedAt,
			"deleted_at": d.DeletedAt, "deleted_by": d.DeletedBy, "deleted_by_name": r.DeletedByName, "reason": d.Reason,
			"reversal_transaction_id": d.ReversalTransactionID}
	}
	c.JSON(http.StatusOK, gin.H{"transactions": out, "page": page, "per_page": per, "total": total})
}

// adminRefund answers POST /admin/refund.
func (m *moneyAPI) adminRefund(c *gin.Context) { m.adminManual(c, ledger.ManualRefund) }

// adminAdjust answers POST /admin/adjust-balance (credit or debit).
func (m *moneyAPI) adminAdjust(c *gin.Context) { m.adminManual(c, "") }

func (m *moneyAPI) adminManual(c *gin.Context, kind ledger.ManualKind) {
	var body struct {
		UserID    string          `json:"user_id"`
		Amount    json.RawMessage `json:"amount"`
		Direction string          `json:"direction"`
		Reason    string          `json:"reason"`
		TradeID   *string         `json:"trade_id"`
	}
	if !BindJSON(c, &body) {
		return
	}
	if kind == "" {
		switch ledger.Direction(strings.TrimSpace(body.Direction)) {
		case ledger.DirCredit:
			kind = ledger.ManualCredit
		case ledger.DirDebit:
			kind = ledger.ManualDebit
		default:
			Fail(c, http.StatusBadRequest, CodeBadRequest, "direction must be credit or debit")
			return
		}
	}
	member, err := ledger.FindMember(c, m.s.pool, body.UserID)
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	tradeID := ""
	if body.TradeID != nil {
		tradeID = strings.TrimSpace(*body.TradeID)
	}
	if tradeID != "" && !ids.Valid(tradeID) {
		Fail(c, http.StatusNotFound, CodeNotFound, "Trade not found")
		return
	}
	admin := mustCaller(c).ID
	manual := ledger.Manual{AdminID: admin, UserID: member.ID, Kind: kind, Cents: moneyCents(body.Amount), Reason: body.Reason, TradeID: tradeID}
	var ok bool
	if manual.Request, ok = moneyRequestKey(c, admin, manual); !ok {
		return
	}
	res, err := ledger.ApplyManual(c, m.s.pool, manual)
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	markReplayed(c, res.Replayed)
	e := res.Entries[0]
	verb := map[ledger.ManualKind]string{ledger.ManualRefund: "refunded to", ledger.ManualCredit: "credited to",
		ledger.ManualDebit: "debited from"}[kind]
	c.JSON(http.StatusOK, gin.H{"success": true, "message": fmt.Sprintf("%s %s %s", money.USD(e.Cents), verb, member.Name),
		"balance": money.Dollars(e.BalanceAfter), "available_balance": money.Dollars(e.AvailableAfter),
		"user": gin.H{"_id": member.ID, "name": member.Name, "email": member.Email}, "transaction": moneyTx(e)})
}

// adminUserSearch answers GET /admin/users/search?q= with at most 8 suggestions.
func (m *moneyAPI) adminUserSearch(c *gin.Context) {
	found, err := ledger.SearchMembers(c, m.s.pool, c.Query("q"))
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	out := make([]gin.H, len(found))
	for i, u := range found {
		out[i] = gin.H{"_id": u.ID, "id": u.ID, "name": u.Name, "email": u.Email}
	}
	c.JSON(http.StatusOK, gin.H{"users": out})
}

// adminLedgerCheck answers GET /admin/ledger/check with the invariant report.
func (m *moneyAPI) adminLedgerCheck(c *gin.Context) {
	rep, err := ledger.Check(c, m.s.pool)
	if err != nil {
		m.s.fail(c, err, internalError)
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

// moneyStatusFilter reads ?status= among allowed values ("all" = none).
func moneyStatusFilter(c *gin.Context, def string, allowed ...string) (*string, bool) {
	s := cmp.Or(strings.TrimSpace(c.Query("status")), def)
	switch {
	case s == "all":
		return nil, true
	case slices.Contains(allowed, s):
		return &s, true
	}
	Fail(c, http.StatusBadRequest, CodeBadRequest, "status must be one of "+strings.Join(allowed, ", ")+" or all")
	return nil, false
}

// adminWithdrawals answers GET /admin/withdrawals?status=.
func (m *moneyAPI) adminWithdrawals(c *gin.Context) {
	status, ok := moneyStatusFilter(c, "all", "pending", "paid", "failed")
	if !ok {
		return
	}
	page, per := moneyPaging(c, 50)
	q := db.New(m.s.pool)
	rows, err := q.ListWithdrawals(c, db.ListWithdrawalsParams{Status: status, Lim: int32(per), Off: int32((page - 1) * per)})
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	total, err := q.CountWithdrawals(c, status)
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	out := make([]withdrawalJSON, len(rows))
	for i, r := range rows {
		out[i] = withdrawalOf(r.Withdrawal, r.UserName, r.UserEmail)
	}
	c.JSON(http.StatusOK, gin.H{"withdrawals": out, "page": page, "per_page": per, "total": total})
}

// moneyAdminNote reads {admin_note} or {reason} of an admin action.
func moneyAdminNote(c *gin.Context) (string, bool) {
	var body struct {
		AdminNote string `json:"admin_note"`
		Reason    string `json:"reason"`
	}
	ok := moneyOptionalBody(c, &body)
	return strings.TrimSpace(body.Reason + " " + body.AdminNote), ok
}

// adminMarkPaid answers POST /admin/withdrawals/:id/mark-paid.
func (m *moneyAPI) adminMarkPaid(c *gin.Context) {
	m.markWithdrawal(c, payments.MarkWithdrawalPaid, "Withdrawal marked as paid")
}

// adminMarkFailed answers POST /admin/withdrawals/:id/mark-failed; the
// money goes back to the member.
func (m *moneyAPI) adminMarkFailed(c *gin.Context) {
	m.markWithdrawal(c, payments.MarkWithdrawalFailed, "Withdrawal marked as failed; the funds were returned to the member")
}

func (m *moneyAPI) markWithdrawal(c *gin.Context, mark func(context.Context, *pgxpool.Pool, payments.WithdrawalAction) (db.Withdrawal, error), message string) {
	note, ok := moneyAdminNote(c)
	if !ok {
		return
	}
	w, err := mark(c, m.s.pool, payments.WithdrawalAction{ID: c.Param("id"), AdminID: mustCaller(c).ID, Note: note})
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": message, "withdrawal": withdrawalOf(w, "", "")})
}

// adminManualDeposits answers GET /admin/manual-deposits?status= (default pending).
func (m *moneyAPI) adminManualDeposits(c *gin.Context) {
	status, ok := moneyStatusFilter(c, "pending", "pending", "processed", "rejected")
	if !ok {
		return
	}
	page, per := moneyPaging(c, 50)
	q := db.New(m.s.pool)
	rows, err := q.ListManualDeposits(c, db.ListManualDepositsParams{Status: status, Lim: int32(per), Off: int32((page - 1) * per)})
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	total, err := q.CountManualDeposits(c, status)
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	out := make([]manualDepositJSON, len(rows))
	for i, r := range rows {
		out[i] = manualDepositOf(r.ManualDeposit, r.UserName, r.UserEmail)
	}
	c.JSON(http.StatusOK, gin.H{"deposits": out, "page": page, "per_page": per, "total": total})
}

// adminProcessDeposit answers POST /admin/manual-deposits/:id/process.
func (m *moneyAPI) adminProcessDeposit(c *gin.Context) {
	m.settleDeposit(c, payments.ProcessManualDeposit, "Deposit processed and credited")
}

// adminRejectDeposit answers POST /admin/manual-deposits/:id/reject.
func (m *moneyAPI) adminRejectDeposit(c *gin.Context) {
	m.settleDeposit(c, payments.RejectManualDeposit, "Deposit rejected")
}

func (m *moneyAPI) settleDeposit(c *gin.Context, settle func(context.Context, *pgxpool.Pool, payments.ManualDepositAction) (db.ManualDeposit, error), message string) {
	note, ok := moneyAdminNote(c)
	if !ok {
		return
	}
	d, err := settle(c, m.s.pool, payments.ManualDepositAction{ID: c.Param("id"), AdminID: mustCaller(c).ID, Note: note})
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": message, "deposit": manualDepositOf(d, "", "")})
}
