package api

import (
	"cmp"
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/payments"
	"pursetrade/internal/store/db"
)

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
func (m *moneyHandlers) adminWithdrawals(c *gin.Context) {
	status, ok := moneyStatusFilter(c, "all", "pending", "paid", "failed")
	if !ok {
		return
	}
	p := pageQuery(c, 50)
	rows, total, err := payments.Withdrawals(c, m.s.pool, status, p.limit(), p.offset())
	answerRows(m.s, c, p, "withdrawals", rows, total, err, func(r db.ListWithdrawalsRow) withdrawalJSON {
		return withdrawalOf(r.Withdrawal, r.UserName, r.UserEmail)
	})
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
func (m *moneyHandlers) adminMarkPaid(c *gin.Context) {
	decide(m, c, payments.MarkWithdrawalPaid, "Withdrawal marked as paid", "withdrawal", ownWithdrawal)
}

// adminMarkFailed answers POST /admin/withdrawals/:id/mark-failed; the
// money goes back to the member.
func (m *moneyHandlers) adminMarkFailed(c *gin.Context) {
	decide(m, c, payments.MarkWithdrawalFailed, "Withdrawal marked as failed; the funds were returned to the member",
		"withdrawal", ownWithdrawal)
}

// decide applies an administrator's decision on a queued deposit or
// withdrawal and answers the row under name.
func decide[R, J any](m *moneyHandlers, c *gin.Context, apply func(context.Context, *pgxpool.Pool, payments.Decision) (R, error),
	message, name string, shape func(R) J) {
	note, ok := moneyAdminNote(c)
	if !ok {
		return
	}
	r, err := apply(c, m.s.pool, payments.Decision{ID: c.Param("id"), AdminID: mustCaller(c).ID, Note: note})
	if err != nil {
		m.s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": message, name: shape(r)})
}

func ownWithdrawal(w db.Withdrawal) withdrawalJSON    { return withdrawalOf(w, "", "") }
func ownDeposit(d db.ManualDeposit) manualDepositJSON { return manualDepositOf(d, "", "") }

// adminManualDeposits answers GET /admin/manual-deposits?status= (default pending).
func (m *moneyHandlers) adminManualDeposits(c *gin.Context) {
	status, ok := moneyStatusFilter(c, "pending", "pending", "processed", "rejected")
	if !ok {
		return
	}
	p := pageQuery(c, 50)
	rows, total, err := payments.ManualDeposits(c, m.s.pool, status, p.limit(), p.offset())
	answerRows(m.s, c, p, "deposits", rows, total, err, func(r db.ListManualDepositsRow) manualDepositJSON {
		return manualDepositOf(r.ManualDeposit, r.UserName, r.UserEmail)
	})
}

// adminProcessDeposit answers POST /admin/manual-deposits/:id/process.
func (m *moneyHandlers) adminProcessDeposit(c *gin.Context) {
	decide(m, c, payments.ProcessManualDeposit, "Deposit processed and credited", "deposit", ownDeposit)
}

// adminRejectDeposit answers POST /admin/manual-deposits/:id/reject.
func (m *moneyHandlers) adminRejectDeposit(c *gin.Context) {
	decide(m, c, payments.RejectManualDeposit, "Deposit rejected", "deposit", ownDeposit)
}
