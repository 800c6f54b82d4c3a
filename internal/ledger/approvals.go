package ledger

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
)

// Approval statuses.
const (
	ApprovalPending   = "pending"
	ApprovalApproved  = "approved"
	ApprovalRejected  = "rejected"
	ApprovalCancelled = "cancelled" // rejected by the administrator who asked
)

// NeedsApproval is the four-eyes rule: a manual movement of more than
// thresholdCents (ADMIN_APPROVAL_CENTS; 0 = never) waits for a second
// administrator.
func NeedsApproval(thresholdCents, cents int64) bool {
	return thresholdCents > 0 && cents > thresholdCents
}

// Approval is an administrator's credit, refund or debit above
// ADMIN_APPROVAL_CENTS, waiting for (or decided by) a second administrator.
type Approval struct {
	ID              string
	Kind            ManualKind
	Member          Member
	Cents           int64
	Reason          string
	TradeID         *string
	RequestedBy     *string
	RequestedByName string
	Status          string
	DecidedBy       *string
	DecidedByName   string
	DecidedAt       *time.Time
	Note            string
	TransactionID   *string // the movement of an approved request
	CreatedAt       time.Time
}

// ApprovalDecision is an administrator approving or rejecting a request,
// with the note they gave.
type ApprovalDecision struct {
	ID, AdminID, Note string
}

// Requested is a request for approval; Replayed when an earlier request
// with the same Idempotency-Key made it.
type Requested struct {
	Approval Approval
	Replayed bool
}

var (
	errApprovalNotFound = refusal.New(refusal.NotFound, "Approval request not found")
	errOwnRequest       = refusal.Coded(refusal.Forbidden, "own_request",
		"You asked for this movement: another administrator must approve it.")
)

// RequestApproval queues the movement m describes for a second
// administrator instead of making it: checked as ApplyManual checks it, kept
// with an audit record of who asked, in one transaction; the request's
// Idempotency-Key names the approval as it names a movement.
func (s *Service) RequestApproval(ctx context.Context, m Manual) (Requested, error) {
	if _, err := m.check(); err != nil {
		return Requested{}, err
	}
	var out Requested
	err := s.RunTx(ctx, func(tx pgx.Tx) error {
		id, replay, err := ClaimMovement(ctx, tx, m.Request)
		if err != nil {
			return err
		}
		if replay {
			out.Replayed = true
			out.Approval, err = approvalIn(ctx, tx, id)
			return err
		}
		if err := tradeExists(ctx, tx, m.TradeID); err != nil {
			return err
		}
		q := db.New(tx)
		_, err = q.InsertMoneyApproval(ctx, db.InsertMoneyApprovalParams{ID: id, Kind: string(m.Kind), UserID: m.UserID,
			AmountCents: m.Cents, Reason: m.Reason, TradeID: ptr(m.TradeID), RequestedBy: &m.AdminID})
		if err != nil {
			return err
		}
		if err := audit.Write(ctx, tx, audit.Entry{AdminID: m.AdminID, Action: "money.approval_request", TargetType: "money_approval",
			TargetID: id, Reason: m.Reason, Details: map[string]any{"kind": m.Kind, "user_id": m.UserID, "amount_cents": m.Cents,
				"trade_id": m.TradeID}}); err != nil {
			return err
		}
		out.Approval, err = approvalIn(ctx, tx, id)
		return err
	})
	return out, err
}

// Approve makes the movement a pending request asks for, as the second
// administrator: one transaction marks it approved and writes the ledger
// rows under the request's own key, so however many administrators approve
// it at once it moves money once and the others are refused (it is no
// longer pending). The asker, and the member whose money it is, may not.
func (s *Service) Approve(ctx context.Context, d ApprovalDecision) (Approval, Result, error) {
	var out Approval
	var res Result
	err := s.decideApproval(ctx, &d, func(tx pgx.Tx, a db.AdminMoneyApproval) (string, *string, error) {
		if a.RequestedBy != nil && *a.RequestedBy == d.AdminID {
			return "", nil, errOwnRequest
		}
		m := Manual{AdminID: d.AdminID, UserID: a.UserID, Kind: ManualKind(a.Kind), Cents: a.AmountCents, Reason: a.Reason,
			TradeID: deref(a.TradeID)}
		op, err := m.check()
		if err != nil {
			return "", nil, err
		}
		res, err = m.move(ctx, tx, a.ID, op, map[string]any{"approval_id": a.ID, "requested_by": deref(a.RequestedBy),
			"approved_by": d.AdminID})
		return ApprovalApproved, res.FirstID(), err
	}, &out)
	return out, res, err
}

// Reject closes a pending request without moving money: rejected by
// another administrator, cancelled by the one who asked.
func (s *Service) Reject(ctx context.Context, d ApprovalDecision) (Approval, error) {
	var out Approval
	err := s.decideApproval(ctx, &d, func(tx pgx.Tx, a db.AdminMoneyApproval) (string, *string, error) {
		status := ApprovalRejected
		if a.RequestedBy != nil && *a.RequestedBy == d.AdminID {
			status = ApprovalCancelled
		}
		return status, nil, audit.Write(ctx, tx, audit.Entry{AdminID: d.AdminID, Action: "money.approval_" + status,
			TargetType: "money_approval", TargetID: a.ID, Reason: d.Note, Details: map[string]any{"kind": a.Kind,
				"user_id": a.UserID, "amount_cents": a.AmountCents, "requested_by": deref(a.RequestedBy)}})
	}, &out)
	return out, err
}

// decideApproval locks the pending request d names and settles it with the
// status (and the movement) decide returns, in one transaction; out is the
// settled request.
func (s *Service) decideApproval(ctx context.Context, d *ApprovalDecision,
	decide func(pgx.Tx, db.AdminMoneyApproval) (status string, moved *string, err error), out *Approval) error {
	d.Note = strings.TrimSpace(d.Note)
	if len(d.Note) > 500 {
		return refusal.New(refusal.Invalid, "The note is too long (500 characters at most)")
	}
	return s.RunTx(ctx, func(tx pgx.Tx) error {
		q := db.New(tx)
		a, err := q.LockMoneyApproval(ctx, d.ID)
		if errors.Is(err, pgx.ErrNoRows) {
			return errApprovalNotFound
		} else if err != nil {
			return err
		}
		switch {
		case a.Status != ApprovalPending:
			return refusal.New(refusal.Conflict, "This request is already "+a.Status+".")
		case a.UserID == d.AdminID:
			return ErrOwnAccount
		}
		status, moved, err := decide(tx, a)
		if err != nil {
			return err
		}
		if _, err := q.DecideMoneyApproval(ctx, db.DecideMoneyApprovalParams{ID: a.ID, Status: status, DecidedBy: &d.AdminID,
			DecisionNote: d.Note, TransactionID: moved}); err != nil {
			return err
		}
		*out, err = approvalIn(ctx, tx, a.ID)
		return err
	})
}

// Approvals is one page of the requests in a status (nil: all), newest
// first, and the count of all of them.
func (s *Service) Approvals(ctx context.Context, status *string, limit, offset int32) ([]Approval, int64, error) {
	q := db.New(s.conn)
	rows, err := q.ListMoneyApprovals(ctx, db.ListMoneyApprovalsParams{Status: status, Lim: limit, Off: offset})
	var out []Approval
	for _, r := range rows {
		out = append(out, approvalOf(db.GetMoneyApprovalRow(r)))
	}
	return store.Counted(out, err, func() (int64, error) { return q.CountMoneyApprovals(ctx, status) })
}

// approvalIn reads the request id names with its members' names.
func approvalIn(ctx context.Context, tx pgx.Tx, id string) (Approval, error) {
	r, err := db.New(tx).GetMoneyApproval(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		// The key was claimed by a movement made at once (ADMIN_APPROVAL_CENTS changed since).
		return Approval{}, refusal.New(refusal.Conflict, "This request was already processed.")
	}
	return approvalOf(r), err
}

func approvalOf(r db.GetMoneyApprovalRow) Approval {
	a := r.AdminMoneyApproval
	return Approval{ID: a.ID, Kind: ManualKind(a.Kind), Member: Member{ID: a.UserID, Name: r.UserName, Email: r.UserEmail},
		Cents: a.AmountCents, Reason: a.Reason, TradeID: a.TradeID, RequestedBy: a.RequestedBy, RequestedByName: r.RequestedByName,
		Status: a.Status, DecidedBy: a.DecidedBy, DecidedByName: r.DecidedByName, DecidedAt: a.DecidedAt, Note: a.DecisionNote,
		TransactionID: a.TransactionID, CreatedAt: a.CreatedAt}
}
