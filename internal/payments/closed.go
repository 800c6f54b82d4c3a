package payments

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// ClosedRefund pays a closed account's remaining money back to its former
// owner (outside the platform).
type ClosedRefund struct {
	ID      string // deleted_accounts id
	AdminID string
	Cents   int64
	Reason  string
}

// RefundClosedAccount records the payout on the deleted-accounts row and
// debits it from the closed member's balance as a withdrawal: the money
// leaves the platform, so the ledger still adds up.
func (s *Service) RefundClosedAccount(ctx context.Context, r ClosedRefund) (ledger.Result, error) {
	r.Reason = strings.TrimSpace(r.Reason)
	switch {
	case r.Cents <= 0:
		return ledger.Result{}, refusal.New(refusal.Invalid, "Please enter a valid amount")
	case len(r.Reason) > maxNote:
		return ledger.Result{}, refusal.New(refusal.Invalid, "The reason is too long (500 characters at most)")
	}
	var res ledger.Result
	err := s.ledger.RunTx(ctx, func(tx pgx.Tx) error {
		q := db.New(tx)
		acct, err := q.LockDeletedAccount(ctx, r.ID)
		if err != nil {
			return missing(err, "Deleted account not found")
		}
		if left := acct.FinalBalanceCents - acct.RefundedCents; r.Cents > left {
			return refusal.New(refusal.Rule, fmt.Sprintf("The refund is more than the %s left to refund on this account.", money.USD(left)))
		}
		desc := "Closed account balance refunded"
		if r.Reason != "" {
			desc += ": " + r.Reason
		}
		res, err = ledger.ApplyTx(ctx, tx, ledger.Plan{Key: "closed-account/" + acct.ID + "/refund/" + ids.New(),
			CreatedBy: r.AdminID, Ops: []ledger.Op{ledger.Debit(acct.OriginalUserID, ledger.TypeWithdraw, r.Cents, desc)}})
		if short, ok := ledger.AsInsufficient(err); ok {
			return refusal.New(refusal.Rule, fmt.Sprintf("The account's balance holds only %s.", money.USD(short.Available)))
		} else if err != nil {
			return err
		}
		if err := q.AddDeletedAccountRefund(ctx, db.AddDeletedAccountRefundParams{ID: acct.ID, AmountCents: r.Cents, RefundedBy: &r.AdminID}); err != nil {
			return err
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: r.AdminID, Action: "deleted_account.refund",
			TargetType: "deleted_account", TargetID: acct.ID, Reason: r.Reason,
			Details: map[string]any{"user_id": acct.OriginalUserID, "amount_cents": r.Cents, "transaction_id": res.Entries[0].ID}})
	})
	return res, err
}
