package accounts

import (
	"context"

	"pursetrade/internal/ledger"
	"pursetrade/internal/store/db"
)

// AdminView is a member as the administrators' user screens show them:
// with their activity figures, balance and newest ledger entries.
type AdminView struct {
	User                    User
	Stats                   AdminStats
	BalanceCents, HeldCents int64
}

// LoadAdminView reads a member's figures, or the NotFound refusal.
func (s *Service) LoadAdminView(ctx context.Context, userID string) (AdminView, error) {
	u, err := s.GetUser(ctx, userID)
	if err != nil {
		return AdminView{}, err
	}
	q := db.New(s.pool)
	stats, err := q.AdminUserStats(ctx, u.ID)
	if err != nil {
		return AdminView{}, err
	}
	b, err := q.GetBalance(ctx, u.ID)
	return AdminView{User: u, Stats: AdminStats(stats), BalanceCents: b.BalanceCents, HeldCents: b.HeldCents}, err
}

// RecentEntries are a member's newest ledger entries for their profile.
func (s *Service) RecentEntries(ctx context.Context, userID string) ([]ledger.Entry, error) {
	rows, err := db.New(s.pool).ListRecentTransactions(ctx, db.ListRecentTransactionsParams{UserID: userID, Lim: 10})
	out := make([]ledger.Entry, len(rows))
	for i, r := range rows {
		out[i] = ledger.EntryFromRow(r)
	}
	return out, err
}

// PublicUser is a member as anyone may see them: disabled and deleted
// accounts are not found.
func (s *Service) PublicUser(ctx context.Context, userID string) (User, error) {
	u, err := s.GetUser(ctx, userID)
	if err == nil && u.Status.Closed() {
		return User{}, errUserNotFound
	}
	return u, err
}
