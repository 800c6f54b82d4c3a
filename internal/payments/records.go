package payments

import (
	"encoding/json"
	"time"

	"pursetrade/internal/store/db"
)

// Deposit is a manual (Cash App or Zelle) deposit; UserName and UserEmail
// are filled on the administrators' lists.
type Deposit struct {
	ID, UserID                     string
	Cents                          int64
	Method                         string // cashapp or zelle
	ReferenceNumber, ReferenceNote string
	Status, AdminNote              string
	CreatedAt                      time.Time
	ProcessedAt                    *time.Time
	UserName, UserEmail            string
}

func depositOf(d db.ManualDeposit) Deposit {
	return Deposit{ID: d.ID, UserID: d.UserID, Cents: d.AmountCents, Method: d.PaymentMethod, ReferenceNumber: d.ReferenceNumber,
		ReferenceNote: d.ReferenceNote, Status: d.Status, AdminNote: d.AdminNote, CreatedAt: d.CreatedAt, ProcessedAt: d.ProcessedAt}
}

func listedDepositOf(r db.ListManualDepositsRow) Deposit {
	d := depositOf(r.ManualDeposit)
	d.UserName, d.UserEmail = r.UserName, r.UserEmail
	return d
}

// Withdrawal is a member's payout request; UserName and UserEmail are
// filled on the administrators' lists.
type Withdrawal struct {
	ID, UserID          string
	Cents               int64
	Method, Note        string // Method: cashapp, zelle or manual
	Status, AdminNote   string
	CreatedAt           time.Time
	ProcessedAt         *time.Time
	UserName, UserEmail string
}

func withdrawalOf(w db.Withdrawal) Withdrawal {
	return Withdrawal{ID: w.ID, UserID: w.UserID, Cents: w.AmountCents, Method: w.Method, Note: w.Note, Status: w.Status,
		AdminNote: w.AdminNote, CreatedAt: w.CreatedAt, ProcessedAt: w.ProcessedAt}
}

func listedWithdrawalOf(r db.ListWithdrawalsRow) Withdrawal {
	w := withdrawalOf(r.Withdrawal)
	w.UserName, w.UserEmail = r.UserName, r.UserEmail
	return w
}

// ClosedAccount is what is kept of a closed account, with what its original
// member's balance is now.
type ClosedAccount struct {
	ID, OriginalUserID, OriginalEmail, Name string
	DeletionDate                            time.Time
	Reason                                  string
	FinalBalanceCents, RefundedCents        int64
	RefundedAt                              *time.Time
	TransactionCount                        int32
	CurrentBalanceCents                     int64
	Details                                 json.RawMessage
}

// LeftToRefundCents is what may still be refunded on the account.
func (a ClosedAccount) LeftToRefundCents() int64 {
	return leftToRefund(a.FinalBalanceCents, a.RefundedCents)
}

// leftToRefund is a closed account's final balance less its refunds so far.
func leftToRefund(finalCents, refundedCents int64) int64 { return finalCents - refundedCents }

func closedAccountOf(d db.DeletedAccount, current int64) ClosedAccount {
	return ClosedAccount{ID: d.ID, OriginalUserID: d.OriginalUserID, OriginalEmail: d.OriginalEmail, Name: d.Name,
		DeletionDate: d.DeletionDate, Reason: d.Reason, FinalBalanceCents: d.FinalBalanceCents, RefundedCents: d.RefundedCents,
		RefundedAt: d.RefundedAt, TransactionCount: d.TransactionCount, CurrentBalanceCents: current, Details: d.Details}
}

// ClosedFilter picks closed accounts for the administrators' list; nil
// fields do not filter.
type ClosedFilter struct {
	Email                  *string
	DateFrom, DateTo       *time.Time
	MinBalance, MaxBalance *int64 // cents
}

// each converts the rows of a read that succeeded.
func each[R, T any](rows []R, err error, of func(R) T) ([]T, error) {
	if err != nil {
		return nil, err
	}
	out := make([]T, len(rows))
	for i, r := range rows {
		out[i] = of(r)
	}
	return out, nil
}
