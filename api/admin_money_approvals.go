package api

import (
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
)

// requestApproval queues a refund, credit or debit above the threshold and
// answers 202: nothing moves until another administrator approves it.
func (m *adminMoneyHandlers) requestApproval(c *gin.Context, manual ledger.Manual) {
	out, err := m.ledger.RequestApproval(c, manual)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	markReplayed(c, out.Replayed)
	a := out.Approval
	c.JSON(http.StatusAccepted, gin.H{"success": true, "pending": true, "approval": approvalOf(a),
		"message": fmt.Sprintf("The %s of %s to %s waits for another administrator's approval.", a.Kind, money.USD(a.Cents), a.Member.Name)})
}

// adminMoneyApprovals answers GET /admin/money-approvals?status= (default pending).
func (m *adminMoneyHandlers) adminMoneyApprovals(c *gin.Context) {
	listQueue(m, c, []string{ledger.ApprovalPending, ledger.ApprovalPending, ledger.ApprovalApproved, ledger.ApprovalRejected,
		ledger.ApprovalCancelled}, m.ledger.Approvals, "approvals", approvalOf)
}

// adminApproveMoney answers POST /admin/money-approvals/:id/approve: the
// movement is made now, by this (second) administrator.
func (m *adminMoneyHandlers) adminApproveMoney(c *gin.Context) {
	d, ok := approvalDecision(c)
	if !ok {
		return
	}
	a, res, err := m.ledger.Approve(c, d)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	answer := manualAnswer(a.Kind, a.Member, res.Entries[0])
	answer["approval"] = approvalOf(a)
	c.JSON(http.StatusOK, answer)
}

// adminRejectMoney answers POST /admin/money-approvals/:id/reject: nothing
// moves; the asker's own rejection cancels the request.
func (m *adminMoneyHandlers) adminRejectMoney(c *gin.Context) {
	d, ok := approvalDecision(c)
	if !ok {
		return
	}
	a, err := m.ledger.Reject(c, d)
	if err != nil {
		m.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "message": "Request " + a.Status, "approval": approvalOf(a)})
}

// approvalDecision reads the request's id and the administrator's note.
func approvalDecision(c *gin.Context) (ledger.ApprovalDecision, bool) {
	note, ok := moneyAdminNote(c)
	if !ok {
		return ledger.ApprovalDecision{}, false
	}
	return ledger.ApprovalDecision{ID: c.Param("id"), AdminID: mustCaller(c).ID, Note: note}, true
}

// approvalJSON is a request in the administrators' approval queue.
type approvalJSON struct {
	ID              string        `json:"_id"`
	Kind            string        `json:"kind"`
	Amount          money.Dollars `json:"amount"`
	Reason          string        `json:"reason"`
	TradeID         *string       `json:"trade_id"`
	UserID          string        `json:"user_id"`
	UserName        string        `json:"user_name"`
	UserEmail       string        `json:"user_email"`
	RequestedBy     *string       `json:"requested_by"`
	RequestedByName string        `json:"requested_by_name"`
	Status          string        `json:"status"`
	DecidedBy       *string       `json:"decided_by"`
	DecidedByName   string        `json:"decided_by_name"`
	DecidedAt       *time.Time    `json:"decided_at"`
	DecisionNote    string        `json:"decision_note"`
	TransactionID   *string       `json:"transaction_id"`
	CreatedAt       time.Time     `json:"created_at"`
}

func approvalOf(a ledger.Approval) approvalJSON {
	return approvalJSON{ID: a.ID, Kind: string(a.Kind), Amount: money.Dollars(a.Cents), Reason: a.Reason, TradeID: a.TradeID,
		UserID: a.Member.ID, UserName: a.Member.Name, UserEmail: a.Member.Email, RequestedBy: a.RequestedBy,
		RequestedByName: a.RequestedByName, Status: a.Status, DecidedBy: a.DecidedBy, DecidedByName: a.DecidedByName,
		DecidedAt: a.DecidedAt, DecisionNote: a.Note, TransactionID: a.TransactionID, CreatedAt: a.CreatedAt}
}
