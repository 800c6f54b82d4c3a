package payments

import (
	"context"
	"errors"

	"pursetrade/internal/ledger"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store"
	"pursetrade/internal/store/db"

	"github.com/jackc/pgx/v5"
)

// MemberDeposits is one page of a member's manual deposits, newest first,
// and the count of all.
func (s *Service) MemberDeposits(ctx context.Context, userID string, limit, offset int32) ([]db.ManualDeposit, int64, error) {
	q := db.New(s.pool)
	rows, err := q.ListMemberManualDeposits(ctx, db.ListMemberManualDepositsParams{UserID: userID, Lim: limit, Off: offset})
	return store.Counted(rows, err, func() (int64, error) { return q.CountMemberManualDeposits(ctx, userID) })
}

// MemberWithdrawals is one page of a member's withdrawals, newest first,
// and the count of all.
func (s *Service) MemberWithdrawals(ctx context.Context, userID string, limit, offset int32) ([]db.Withdrawal, int64, error) {
	q := db.New(s.pool)
	rows, err := q.ListMemberWithdrawals(ctx, db.ListMemberWithdrawalsParams{UserID: userID, Lim: limit, Off: offset})
	return store.Counted(rows, err, func() (int64, error) { return q.CountMemberWithdrawals(ctx, userID) })
}

// ManualDeposits is one page of every member's manual deposits in a status
// (nil: all), for administrators.
func (s *Service) ManualDeposits(ctx context.Context, status *string, limit, offset int32) ([]db.ListManualDepositsRow, int64, error) {
	q := db.New(s.pool)
	rows, err := q.ListManualDeposits(ctx, db.ListManualDepositsParams{Status: status, Lim: limit, Off: offset})
	return store.Counted(rows, err, func() (int64, error) { return q.CountManualDeposits(ctx, status) })
}

// Withdrawals is one page of every member's withdrawals in a status (nil:
// all), for administrators.
func (s *Service) Withdrawals(ctx context.Context, status *string, limit, offset int32) ([]db.ListWithdrawalsRow, int64, error) {
	q := db.New(s.pool)
	rows, err := q.ListWithdrawals(ctx, db.ListWithdrawalsParams{Status: status, Lim: limit, Off: offset})
	return store.Counted(rows, err, func() (int64, error) { return q.CountWithdrawals(ctx, status) })
}

// DeletedAccounts lists closed accounts matching the administrators' filter.
func (s *Service) DeletedAccounts(ctx context.Context, f db.ListDeletedAccountsParams) ([]db.ListDeletedAccountsRow, error) {
	return db.New(s.pool).ListDeletedAccounts(ctx, f)
}

// DeletedAccount is a closed account with the original member's ledger
// history (its newest 1000 entries).
func (s *Service) DeletedAccount(ctx context.Context, id string) (db.GetDeletedAccountRow, []ledger.Entry, error) {
	acct, err := db.New(s.pool).GetDeletedAccount(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return acct, nil, refusal.New(refusal.NotFound, "Deleted account not found")
	}
	if err != nil {
		return acct, nil, err
	}
	entries, _, err := ledger.MemberEntries(ctx, s.pool, acct.DeletedAccount.OriginalUserID, 1000, 0)
	return acct, entries, err
}
