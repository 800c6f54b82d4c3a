package payments

import (
	"context"

	"pursetrade/internal/ledger"
	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
)

// MemberDeposits is one page of a member's manual deposits, newest first,
// and the count of all.
func (s *Service) MemberDeposits(ctx context.Context, userID string, limit, offset int32) ([]Deposit, int64, error) {
	q := db.New(s.pool)
	rows, err := q.ListMemberManualDeposits(ctx, db.ListMemberManualDepositsParams{UserID: userID, Lim: limit, Off: offset})
	out, err := each(rows, err, depositOf)
	return store.Counted(out, err, func() (int64, error) { return q.CountMemberManualDeposits(ctx, userID) })
}

// MemberWithdrawals is one page of a member's withdrawals, newest first,
// and the count of all.
func (s *Service) MemberWithdrawals(ctx context.Context, userID string, limit, offset int32) ([]Withdrawal, int64, error) {
	q := db.New(s.pool)
	rows, err := q.ListMemberWithdrawals(ctx, db.ListMemberWithdrawalsParams{UserID: userID, Lim: limit, Off: offset})
	out, err := each(rows, err, withdrawalOf)
	return store.Counted(out, err, func() (int64, error) { return q.CountMemberWithdrawals(ctx, userID) })
}

// ManualDeposits is one page of every member's manual deposits in a status
// (nil: all), for administrators.
func (s *Service) ManualDeposits(ctx context.Context, status *string, limit, offset int32) ([]Deposit, int64, error) {
	q := db.New(s.pool)
	rows, err := q.ListManualDeposits(ctx, db.ListManualDepositsParams{Status: status, Lim: limit, Off: offset})
	out, err := each(rows, err, listedDepositOf)
	return store.Counted(out, err, func() (int64, error) { return q.CountManualDeposits(ctx, status) })
}

// Withdrawals is one page of every member's withdrawals in a status (nil:
// all), for administrators.
func (s *Service) Withdrawals(ctx context.Context, status *string, limit, offset int32) ([]Withdrawal, int64, error) {
	q := db.New(s.pool)
	rows, err := q.ListWithdrawals(ctx, db.ListWithdrawalsParams{Status: status, Lim: limit, Off: offset})
	out, err := each(rows, err, listedWithdrawalOf)
	return store.Counted(out, err, func() (int64, error) { return q.CountWithdrawals(ctx, status) })
}

// DeletedAccounts lists closed accounts matching the administrators' filter.
func (s *Service) DeletedAccounts(ctx context.Context, f ClosedFilter) ([]ClosedAccount, error) {
	rows, err := db.New(s.pool).ListDeletedAccounts(ctx, db.ListDeletedAccountsParams(f))
	return each(rows, err, func(r db.ListDeletedAccountsRow) ClosedAccount {
		return closedAccountOf(r.DeletedAccount, r.CurrentBalanceCents)
	})
}

// DeletedAccount is a closed account with the original member's ledger
// history (its newest 1000 entries).
func (s *Service) DeletedAccount(ctx context.Context, id string) (ClosedAccount, []ledger.Entry, error) {
	row, err := db.New(s.pool).GetDeletedAccount(ctx, id)
	if err != nil {
		return ClosedAccount{}, nil, missing(err, "Deleted account not found")
	}
	acct := closedAccountOf(row.DeletedAccount, row.CurrentBalanceCents)
	entries, _, err := s.ledger.MemberEntries(ctx, acct.OriginalUserID, 1000, 0)
	return acct, entries, err
}
