package api

import (
	"cmp"
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/payments"
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
func (m *adminMoneyHandlers) adminWithdrawals(c *gin.Context) {
	listQueue(m, c, []string{"all", "pending", "paid", "failed"}, m.payments.Withdrawals, "withdrawals", withdrawalOf)
}

// listQueue answers a page of the deposits or withdrawals in the ?status=
// the query asks for among statuses (the first is the default).
func listQueue[R, J any](m *adminMoneyHandlers, c *gin.Context, statuses []string,
	list func(context.Context, *string, int32, int32) ([]R, int64, error), name string, shape func(R) J) {
	status, ok := moneyStatusFilter(c, statuses[0], statuses[1:]...)
	if !ok {
		return
	}
	p := pageQuery(c, 50)
	rows, total, err := list(c, status, p.limit(), p.offset())
	answerRows(m.failer, c, p, name, rows, total, err, shape)
}

// moneyAdminNote reads {admin_note} or {reason} of an admin action.
func moneyAdminNote(c *gin.Context) (string, bool) {
	var body struct {
		AdminNote string `json:"admin_note"`
		Reason    string `json:"reason"`
	}
	ok := bindOptionalJSON(c, &body)
	return strings.TrimSpace(body.Reason + " " + body.AdminNote), ok
}

// adminMarkPaid answers POST /admin/withdrawals/:id/mark-paid.
func (m *adminMoneyHandlers) adminMarkPaid(c *gin.Context) {
	decide(m, c, m.payments.MarkWithdrawalPaid, "Withdrawal marked as paid", "withdrawal", withdrawalOf)
}

// adminMarkFailed answers POST /admin/withdrawals/:id/mark-failed; the
// money goes back to the member.
func (m *adminMoneyHandlers) adminMarkFailed(c *gin.Context) {
	decide(m, c, m.payments.MarkWithdrawalFailed, "Withdrawal marked as failed; the funds were returned to the member",
		"withdrawal", withdrawalOf)
}

// decide applies an administrator's decision on a queued deposit or
// withdrawal and answers the row under name.
func decide[R, J any](m *adminMoneyHandlers, c *gin.Context, apply func(context.Context, payments.Decision) (R, error),
	message, name string, shape func(R) J) {
	note, ok := moneyAdminNote(c)
	if !ok {
		return
	}
	r, err := apply(c, payments.Decision{ID: c.Param("id"), AdminID: mustCaller(c).ID, Note: note})
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": message, name: shape(r)})
}

// adminManualDeposits answers GET /admin/manual-deposits?status= (default pending).
func (m *adminMoneyHandlers) adminManualDeposits(c *gin.Context) {
	listQueue(m, c, []string{"pending", "pending", "processed", "rejected"}, m.payments.ManualDeposits, "deposits", manualDepositOf)
}

// adminProcessDeposit answers POST /admin/manual-deposits/:id/process.
func (m *adminMoneyHandlers) adminProcessDeposit(c *gin.Context) {
	decide(m, c, m.payments.ProcessManualDeposit, "Deposit processed and credited", "deposit", manualDepositOf)
}

// adminRejectDeposit answers POST /admin/manual-deposits/:id/reject.
func (m *adminMoneyHandlers) adminRejectDeposit(c *gin.Context) {
	decide(m, c, m.payments.RejectManualDeposit, "Deposit rejected", "deposit", manualDepositOf)
}
