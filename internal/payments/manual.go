package payments

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"pursetrade/internal/audit"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/notify"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// ManualDepositRequest is a member telling us they sent money by Cash App or Zelle.
type ManualDepositRequest struct {
	UserID string
	Cents  int64 // <= 0 when missing or not a valid amount
	Method string
	Note   string
}

// RequestManualDeposit records a pending deposit with a fresh reference
// number ("MD-" + 8 characters) for the member to quote with the payment.
func (s *Service) RequestManualDeposit(ctx context.Context, r ManualDepositRequest) (Deposit, error) {
	r.Method, r.Note = strings.ToLower(strings.TrimSpace(r.Method)), strings.TrimSpace(r.Note)
	switch {
	case r.Cents <= 0:
		return Deposit{}, refusal.New(refusal.Invalid, "Please enter a valid amount")
	case Methods[r.Method] == "":
		return Deposit{}, refusal.New(refusal.Invalid, "Please choose Cash App or Zelle")
	case len(r.Note) > maxNote:
		return Deposit{}, refusal.New(refusal.Invalid, "The reference note is too long (500 characters at most)")
	}
	for attempt := 0; ; attempt++ {
		d, err := db.New(s.pool).InsertManualDeposit(ctx, db.InsertManualDepositParams{ID: ids.New(), UserID: r.UserID,
			AmountCents: r.Cents, PaymentMethod: r.Method, ReferenceNumber: ReferenceNumber(), ReferenceNote: r.Note})
		var pg *pgconn.PgError
		if attempt < 5 && errors.As(err, &pg) && pg.ConstraintName == "manual_deposits_reference_number_key" {
			continue
		}
		return depositOf(d), err
	}
}

const referenceAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" // no 0/O or 1/I

// ReferenceNumber is "MD-" and 8 random characters that read unambiguously.
func ReferenceNumber() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = referenceAlphabet[int(b[i])%len(referenceAlphabet)]
	}
	return "MD-" + string(b)
}

// Decision is an administrator settling a queued deposit or withdrawal,
// with the note they gave.
type Decision struct {
	ID, AdminID, Note string
}

// ProcessManualDeposit credits a pending deposit.
func (s *Service) ProcessManualDeposit(ctx context.Context, a Decision) (Deposit, error) {
	return s.settleManual(ctx, a, "processed", func(ctx context.Context, tx pgx.Tx, d db.ManualDeposit) (*string, error) {
		res, err := ledger.ApplyTx(ctx, tx, ledger.Plan{Key: "manual-deposit/" + d.ID, CreatedBy: a.AdminID, Ops: []ledger.Op{
			ledger.Credit(d.UserID, ledger.TypeDeposit, d.AmountCents,
				fmt.Sprintf("%s deposit %s", Methods[d.PaymentMethod], d.ReferenceNumber)),
		}})
		if err != nil {
			return nil, err
		}
		return res.FirstID(), nil
	})
}

// RejectManualDeposit closes a pending deposit without crediting it.
func (s *Service) RejectManualDeposit(ctx context.Context, a Decision) (Deposit, error) {
	return s.settleManual(ctx, a, "rejected", func(context.Context, pgx.Tx, db.ManualDeposit) (*string, error) {
		return nil, nil
	})
}

func (s *Service) settleManual(ctx context.Context, a Decision, status string,
	move func(context.Context, pgx.Tx, db.ManualDeposit) (*string, error)) (Deposit, error) {
	var out db.ManualDeposit
	err := s.decide(ctx, &a, func(tx pgx.Tx) error {
		q := db.New(tx)
		d, err := q.LockManualDeposit(ctx, a.ID)
		if err != nil {
			return missing(err, "Deposit not found")
		}
		if d.UserID == a.AdminID {
			return ledger.ErrOwnAccount
		}
		if d.Status != "pending" {
			return refusal.New(refusal.Conflict, "This deposit is already "+d.Status)
		}
		txID, err := move(ctx, tx, d)
		if err != nil {
			return err
		}
		out, err = q.SetManualDepositStatus(ctx, db.SetManualDepositStatusParams{ID: d.ID, Status: status,
			AdminNote: a.Note, ProcessedBy: &a.AdminID, CreditedTransactionID: txID})
		if err == nil {
			err = notify.ManualDeposit(ctx, tx, out)
		}
		if err != nil {
			return err
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: a.AdminID, Action: "manual_deposit." + status,
			TargetType: "manual_deposit", TargetID: d.ID, Reason: a.Note,
			Details: map[string]any{"user_id": d.UserID, "amount_cents": d.AmountCents, "reference_number": d.ReferenceNumber}})
	})
	return depositOf(out), err
}
