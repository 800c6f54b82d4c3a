package payments

import (
	"cmp"
	"context"
	"fmt"
	"strings"
	"time"

	"pursetrade/internal/refusal"
	"pursetrade/internal/trades/rules"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/notify"
	"pursetrade/internal/store/db"
)

// Withdrawal limits.
const (
	MinWithdrawalCents   = 500
	DailyWithdrawalCents = 50_000
	maxNote              = 500
)

// Methods names the manual payment methods.
var Methods = map[string]string{"cashapp": "Cash App", "zelle": "Zelle"}

// WithdrawalRequest is a member's request to be paid out.
type WithdrawalRequest struct {
	UserID string
	Cents  int64 // <= 0 when missing or not a valid amount
	Note   string
	Method string // cashapp, zelle; empty means "manual" (details in the note)
	// Request, when the member sent an Idempotency-Key, makes a retry
	// answer the first withdrawal instead of making another.
	Request *ledger.RequestKey `json:"-"`
}

// Withdrawn is a recorded withdrawal with its debit; Replayed when it was
// made by an earlier request with the same Idempotency-Key.
type Withdrawn struct {
	Withdrawal Withdrawal
	Debit      ledger.Entry
	Replayed   bool
}

// RequestWithdrawal checks the limits and, in one transaction with the
// member's balance locked, debits the amount (type withdraw) and records the
// request. The withdrawal row and its debit share the id the request's
// Idempotency-Key claims, so a retried request makes neither again.
func (s *Service) RequestWithdrawal(ctx context.Context, r WithdrawalRequest) (Withdrawn, error) {
	r.Note, r.Method = strings.TrimSpace(r.Note), strings.ToLower(strings.TrimSpace(r.Method))
	switch {
	case r.Cents <= 0:
		return Withdrawn{}, refusal.New(refusal.Invalid, "Please enter a valid amount")
	case r.Note == "":
		return Withdrawn{}, refusal.New(refusal.Invalid, "Please enter your payment details")
	case len(r.Note) > maxNote:
		return Withdrawn{}, refusal.New(refusal.Invalid, fmt.Sprintf("Payment details are too long (%d characters at most)", maxNote))
	case r.Method != "" && Methods[r.Method] == "":
		return Withdrawn{}, refusal.New(refusal.Invalid, "Please choose Cash App or Zelle")
	case r.Cents < MinWithdrawalCents:
		return Withdrawn{}, refusal.New(refusal.Invalid, "The minimum withdrawal is "+money.USD(MinWithdrawalCents))
	}
	method, label := cmp.Or(r.Method, "manual"), cmp.Or(Methods[r.Method], "manual payout")
	var out Withdrawn
	err := s.ledger.RunTx(ctx, func(tx pgx.Tx) error {
		q := db.New(tx)
		id, replay, err := ledger.ClaimMovement(ctx, tx, r.Request)
		if err != nil {
			return err
		}
		key := "withdrawal/" + id + "/debit"
		if replay {
			return out.replay(ctx, tx, id, key)
		}
		bal, err := ledger.LockMembers(ctx, tx, r.UserID)
		if err != nil {
			return err
		}
		y, m, d := s.now().In(rules.NewYork).Date()
		used, err := q.WithdrawnSince(ctx, db.WithdrawnSinceParams{UserID: r.UserID, Since: time.Date(y, m, d, 0, 0, 0, 0, rules.NewYork)})
		if err != nil {
			return err
		}
		if used+r.Cents > DailyWithdrawalCents {
			return refusal.New(refusal.Rule, fmt.Sprintf("The daily withdrawal limit is %s. You can withdraw up to %s more today.",
				money.USD(DailyWithdrawalCents), money.USD(max(DailyWithdrawalCents-used, 0))))
		}
		if bal[r.UserID].Available() < r.Cents {
			return refusal.New(refusal.Rule, "Insufficient available balance")
		}
		res, err := ledger.ApplyTx(ctx, tx, ledger.Plan{Key: key, Ops: []ledger.Op{
			ledger.Debit(r.UserID, ledger.TypeWithdraw, r.Cents, "Withdrawal via "+label),
		}})
		if err != nil {
			return err
		}
		out.Debit = res.Entries[0]
		w, err := q.InsertWithdrawal(ctx, db.InsertWithdrawalParams{ID: id, UserID: r.UserID, AmountCents: r.Cents,
			Method: method, Note: r.Note, DebitTransactionID: res.FirstID()})
		out.Withdrawal = withdrawalOf(w)
		return err
	})
	return out, err
}

// replay reads the withdrawal an earlier request with the same key made.
func (w *Withdrawn) replay(ctx context.Context, tx pgx.Tx, id, key string) error {
	row, err := db.New(tx).LockWithdrawal(ctx, id)
	if err != nil {
		return err
	}
	w.Withdrawal = withdrawalOf(row)
	res, err := ledger.Applied(ctx, tx, key)
	if err == nil {
		w.Debit, w.Replayed = res.Entries[0], true
	}
	return err
}

// MarkWithdrawalPaid records that the money was sent. Only a pending
// withdrawal can be marked paid.
func (s *Service) MarkWithdrawalPaid(ctx context.Context, a Decision) (Withdrawal, error) {
	return s.markWithdrawal(ctx, a, "paid", func(context.Context, pgx.Tx, db.Withdrawal) (*string, error) {
		return nil, nil
	})
}

// MarkWithdrawalFailed records that the payout failed and credits the money
// back (type refund). A pending withdrawal, or a paid one whose payout
// bounced, can be marked failed once.
func (s *Service) MarkWithdrawalFailed(ctx context.Context, a Decision) (Withdrawal, error) {
	return s.markWithdrawal(ctx, a, "failed", func(ctx context.Context, tx pgx.Tx, w db.Withdrawal) (*string, error) {
		res, err := ledger.ApplyTx(ctx, tx, ledger.Plan{Key: "withdrawal/" + w.ID + "/refund", CreatedBy: a.AdminID,
			Ops: []ledger.Op{ledger.Refund(w.UserID, w.AmountCents, "Withdrawal failed: funds returned")}})
		if err != nil {
			return nil, err
		}
		return res.FirstID(), nil
	})
}

func (s *Service) markWithdrawal(ctx context.Context, a Decision, status string,
	move func(context.Context, pgx.Tx, db.Withdrawal) (*string, error)) (Withdrawal, error) {
	var out db.Withdrawal
	err := s.decide(ctx, &a, func(tx pgx.Tx) error {
		q := db.New(tx)
		w, err := q.LockWithdrawal(ctx, a.ID)
		if err != nil {
			return missing(err, "Withdrawal not found")
		}
		if w.UserID == a.AdminID {
			return ledger.ErrOwnAccount
		}
		if w.Status == status || w.Status == "failed" {
			return refusal.New(refusal.Conflict, "This withdrawal is already marked "+w.Status)
		}
		refundID, err := move(ctx, tx, w)
		if err != nil {
			return err
		}
		out, err = q.SetWithdrawalStatus(ctx, db.SetWithdrawalStatusParams{ID: w.ID, Status: status, AdminNote: a.Note,
			ProcessedBy: &a.AdminID, RefundTransactionID: refundID})
		if err == nil {
			err = notify.Withdrawal(ctx, tx, out)
		}
		if err != nil {
			return err
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: a.AdminID, Action: "withdrawal.mark_" + status,
			TargetType: "withdrawal", TargetID: w.ID, Reason: a.Note,
			Details: map[string]any{"user_id": w.UserID, "amount_cents": w.AmountCents, "previous_status": w.Status}})
	})
	return withdrawalOf(out), err
}
