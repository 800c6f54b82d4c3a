package payments

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
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
	Request *ledger.RequestKey `json:"-"` // the Idempotency-Key; nil without one
}

// ErrRefundRecorded refuses a refund without an Idempotency-Key that the
// account already has: the same amount with the same reason.
var ErrRefundRecorded = refusal.New(refusal.Conflict,
	"This refund is already recorded on this account. To record another of the same amount, give it another reason.")

// RefundClosedAccount records the payout on the deleted-accounts row and
// debits it from the closed member's balance as a withdrawal: the money
// leaves the platform, so the ledger still adds up. The movement is claimed
// in the same transaction, under the account's lock (see refundKey), so
// copies of one refund sent at once or retried move money once.
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
		key, replay, err := refundKey(ctx, tx, acct.ID, r)
		if err != nil {
			return err
		}
		if replay {
			res, err = ledger.Applied(ctx, tx, key)
			return err
		}
		if left := leftToRefund(acct.FinalBalanceCents, acct.RefundedCents); r.Cents > left {
			return refusal.New(refusal.Rule, fmt.Sprintf("The refund is more than the %s left to refund on this account.", money.USD(left)))
		}
		desc := "Closed account balance refunded"
		if r.Reason != "" {
			desc += ": " + r.Reason
		}
		res, err = ledger.ApplyTx(ctx, tx, ledger.Plan{Key: key,
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

// refundKey names a refund's movement. With an Idempotency-Key the key's
// claim names it (a retry replays the first refund); without one, what the
// refund says does (account, amount and reason), so a copy of it, a double
// click or a client's retry, is refused with ErrRefundRecorded instead of
// paying twice.
func refundKey(ctx context.Context, tx pgx.Tx, accountID string, r ClosedRefund) (key string, replay bool, err error) {
	if r.Request != nil {
		id, replay, err := ledger.ClaimMovement(ctx, tx, r.Request)
		return "closed-account/" + accountID + "/refund/" + id, replay, err
	}
	reason := sha256.Sum256([]byte(r.Reason))
	key = fmt.Sprintf("closed-account/%s/refund/%d/%x", accountID, r.Cents, reason[:8])
	done, err := db.New(tx).BatchRows(ctx, key)
	if err == nil && len(done) > 0 {
		err = ErrRefundRecorded
	}
	return key, false, err
}
