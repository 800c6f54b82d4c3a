package accounts

import (
	"context"

	"pursetrade/internal/store/db"
)

// AdminView is a member as the administrators' user screens show them:
// with their activity figures, balance and newest ledger entries.
type AdminView struct {
	User    db.User
	Stats   db.AdminUserStatsRow
	Balance db.GetBalanceRow
}

// LoadAdminView reads a member's figures, or the NotFound refusal.
func (s *Service) LoadAdminView(ctx context.Context, userID string) (AdminView, error) {
	u, err := s.GetUser(ctx, userID)
	if err != nil {
		return AdminView{}, err
	}
	q := db.New(s.pool)
	v := AdminView{User: u}
	if v.Stats, err = q.AdminUserStats(ctx, u.ID); err == nil {
		v.Balance, err = q.GetBalance(ctx, u.ID)
	}
	return v, err
}

// RecentEntries are a member's newest ledger entries for their profile.
func (s *Service) RecentEntries(ctx context.Context, userID string) ([]db.Transaction, error) {
	return db.New(s.pool).ListRecentTransactions(ctx, db.ListRecentTransactionsParams{UserID: userID, Lim: 10})
}

// PublicUser is a member as anyone may see them: disabled and deleted
// accounts are not found.
func (s *Service) PublicUser(ctx context.Context, userID string) (db.User, error) {
	u, err := s.GetUser(ctx, userID)
	if err == nil && (u.Status == "disabled" || u.Status == "deleted") {
		return db.User{}, errUserNotFound
	}
	return u, err
}
