package ledger

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// ManualKind is what an administrator does to a member's balance.
type ManualKind string

const (
	ManualRefund ManualKind = "refund" // a refund credit
	ManualCredit ManualKind = "credit" // an adjustment credit
	ManualDebit  ManualKind = "debit"  // an adjustment debit
)

// Manual is an administrator's refund, credit or debit.
type Manual struct {
	AdminID string
	UserID  string
	Kind    ManualKind
	Cents   int64
	Reason  string
	TradeID string // optional
	// Request, when the administrator sent an Idempotency-Key, makes a
	// retry answer the first movement instead of moving money again.
	Request *RequestKey `json:"-"`
}

// ErrOwnAccount refuses an administrator's money action on their own
// account (a credit, debit or refund, deleting one of its ledger rows, or a
// decision on their own withdrawal or deposit), whoever else could approve it.
var ErrOwnAccount = refusal.Coded(refusal.Forbidden, "own_account",
	"Administrators cannot move money on their own account. Another administrator must do it.")

// ApplyManual moves the money and writes the audit record in one
// transaction; a replayed request (same Idempotency-Key) returns the first
// movement's rows with Replayed set.
func (s *Service) ApplyManual(ctx context.Context, m Manual) (Result, error) {
	op, err := m.check()
	if err != nil {
		return Result{}, err
	}
	var res Result
	err = s.RunTx(ctx, func(tx pgx.Tx) error {
		id, replay, err := ClaimMovement(ctx, tx, m.Request)
		if err != nil {
			return err
		}
		if replay {
			res, err = Applied(ctx, tx, manualKey(m.Kind, id))
			return err
		}
		res, err = m.move(ctx, tx, id, op, nil)
		return err
	})
	return res, err
}

// check refuses a movement the rules do not allow, trims the reason in
// place and returns the movement's operation.
func (m *Manual) check() (Op, error) {
	if m.AdminID == m.UserID {
		return Op{}, ErrOwnAccount
	}
	if m.Cents <= 0 {
		return Op{}, refusal.New(refusal.Invalid, "Please enter a valid amount")
	}
	m.Reason = strings.TrimSpace(m.Reason)
	if len(m.Reason) > 500 {
		return Op{}, refusal.New(refusal.Invalid, "The reason is too long (500 characters at most)")
	}
	label := map[ManualKind]string{ManualRefund: "Refund", ManualCredit: "Admin credit", ManualDebit: "Admin debit"}[m.Kind]
	desc := label
	if m.Reason != "" {
		desc += ": " + m.Reason
	}
	switch m.Kind {
	case ManualRefund:
		return Refund(m.UserID, m.Cents, desc), nil
	case ManualCredit:
		return Credit(m.UserID, TypeAdjustment, m.Cents, desc), nil
	case ManualDebit:
		return Debit(m.UserID, TypeAdjustment, m.Cents, desc), nil
	}
	return Op{}, refusal.New(refusal.Invalid, "direction must be credit or debit")
}

// manualKey is the ledger key of the movement id names.
func manualKey(kind ManualKind, id string) string { return fmt.Sprintf("admin/%s/%s", kind, id) }

// move applies op as the movement id names and writes its audit record,
// with details added to it, in tx.
func (m Manual) move(ctx context.Context, tx pgx.Tx, id string, op Op, details map[string]any) (Result, error) {
	if err := tradeExists(ctx, tx, m.TradeID); err != nil {
		return Result{}, err
	}
	res, err := ApplyTx(ctx, tx, Plan{Key: manualKey(m.Kind, id), TradeID: m.TradeID, CreatedBy: m.AdminID, Ops: []Op{op}})
	if err != nil {
		return Result{}, adminShortage(err)
	}
	d := map[string]any{"amount_cents": m.Cents, "trade_id": m.TradeID, "transaction_id": res.Entries[0].ID}
	maps.Copy(d, details)
	return res, audit.Write(ctx, tx, audit.Entry{AdminID: m.AdminID, Action: "money." + string(m.Kind), TargetType: "user",
		TargetID: m.UserID, Reason: m.Reason, Details: d})
}

// tradeExists refuses a movement that names a trade there is not ("": none named).
func tradeExists(ctx context.Context, tx pgx.Tx, tradeID string) error {
	if tradeID == "" {
		return nil
	}
	if ok, err := db.New(tx).TradeExists(ctx, tradeID); err != nil || !ok {
		return cmp.Or(err, refusal.New(refusal.NotFound, "Trade not found"))
	}
	return nil
}

// adminShortage turns a shortage of the member's money into the administrators' message.
func adminShortage(err error) error {
	if short, ok := AsInsufficient(err); ok {
		return refusal.New(refusal.Rule, fmt.Sprintf("Insufficient available balance: the member has %s available.", money.USD(short.Available)))
	}
	return err
}

// Deletable reports why a row type cannot be deleted ("" when it can).
// Deposits, withdrawals and hold movements are records of real money
// transfers or belong to a trade's workflow.
func Deletable(t Type) string {
	switch {
	case t == TypeDeposit || t == TypeWithdraw:
		return "Deposits and withdrawals cannot be deleted. Use a refund or an adjustment instead."
	case t.IsHold():
		return "Hold movements belong to a trade and cannot be deleted. Resolve the trade instead."
	}
	return ""
}

// DeleteEntry removes a ledger row: a reversing movement undoes its effect
// on the balance (a refund of a fee, an adjustment otherwise), and the row
// is kept in deleted_transactions with who, when and why.
func (s *Service) DeleteEntry(ctx context.Context, id, adminID, reason string) (Result, error) {
	reason = strings.TrimSpace(reason)
	if len(reason) > 500 {
		return Result{}, refusal.New(refusal.Invalid, "The reason is too long (500 characters at most)")
	}
	var res Result
	err := s.RunTx(ctx, func(tx pgx.Tx) error {
		q := db.New(tx)
		row, err := q.GetTransaction(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			return refusal.New(refusal.NotFound, "Transaction not found")
		} else if err != nil {
			return err
		}
		if row.UserID == adminID {
			return ErrOwnAccount
		}
		if why := Deletable(Type(row.Type)); why != "" {
			return refusal.New(refusal.Rule, why)
		}
		// A concurrent delete of the same row locks the same member first;
		// look again once this transaction holds the lock.
		if _, err := LockMembers(ctx, tx, row.UserID); err != nil {
			return err
		}
		if _, err := q.GetTransaction(ctx, id); errors.Is(err, pgx.ErrNoRows) {
			return refusal.New(refusal.NotFound, "Transaction not found")
		}
		desc := fmt.Sprintf("Reversal of deleted %s", strings.ReplaceAll(row.Type, "_", " "))
		if reason != "" {
			desc += ": " + reason
		}
		plan := Plan{Key: "delete/" + id, TradeID: deref(row.TradeID), CreatedBy: adminID}
		switch {
		case row.Direction == string(DirCredit):
			plan.Ops = []Op{Debit(row.UserID, TypeAdjustment, row.AmountCents, desc)}
		case Type(row.Type).IsFee():
			plan.Ops = []Op{Refund(row.UserID, row.AmountCents, desc)}
		default:
			plan.Ops = []Op{Credit(row.UserID, TypeAdjustment, row.AmountCents, desc)}
		}
		if res, err = ApplyTx(ctx, tx, plan); err != nil {
			if short, ok := AsInsufficient(err); ok {
				return refusal.New(refusal.Rule, fmt.Sprintf("This credit cannot be deleted: reversing it needs %s and the member has %s available.",
					money.USD(short.Needed), money.USD(short.Available)))
			}
			return err
		}
		if res.Replayed { // deleted already (cannot happen while the row exists; kept as a guard)
			return refusal.New(refusal.NotFound, "Transaction not found")
		}
		err = q.ArchiveTransaction(ctx, db.ArchiveTransactionParams{ID: id, DeletedBy: ptr(adminID), Reason: reason,
			ReversalTransactionID: ptr(res.Entries[0].ID)})
		if err != nil {
			return err
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: adminID, Action: "transaction.delete", TargetType: "transaction",
			TargetID: id, Reason: reason, Details: map[string]any{"user_id": row.UserID, "type": row.Type,
				"amount_cents": row.AmountCents, "reversal_transaction_id": res.Entries[0].ID}})
	})
	return res, err
}
