package ledger

import (
	"context"
	"time"

	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
)

// MemberEntries is one page of a member's ledger, newest first, and the
// count of all their entries.
func (s *Service) MemberEntries(ctx context.Context, userID string, limit, offset int32) ([]Entry, int64, error) {
	q := db.New(s.conn)
	rows, err := q.ListMemberTransactions(ctx, db.ListMemberTransactionsParams{UserID: userID, Lim: limit, Off: offset})
	rows, total, err := store.Counted(rows, err, func() (int64, error) { return q.CountMemberTransactions(ctx, userID) })
	out := make([]Entry, len(rows))
	for i, r := range rows {
		out[i] = EntryFromRow(r)
	}
	return out, total, err
}

// DeletedEntry is a ledger row an administrator deleted, with who deleted
// it, when and why, and the movement that reversed it.
type DeletedEntry struct {
	ID, UserID, UserName, UserEmail     string
	Type, Direction, Description        string
	Cents, BalanceAfter, AvailableAfter int64
	TradeID, CounterpartyID             *string
	CreatedAt, DeletedAt                time.Time
	DeletedBy                           *string
	DeletedByName, Reason               string
	ReversalID                          *string
}

func deletedEntry(r db.ListDeletedTransactionsRow) DeletedEntry {
	d := r.DeletedTransaction
	return DeletedEntry{ID: d.ID, UserID: d.UserID, UserName: r.UserName, UserEmail: r.UserEmail,
		Type: d.Type, Direction: d.Direction, Description: d.Description,
		Cents: d.AmountCents, BalanceAfter: d.BalanceAfterCents, AvailableAfter: d.AvailableAfterCents,
		TradeID: d.TradeID, CounterpartyID: d.CounterpartyUserID, CreatedAt: d.CreatedAt, DeletedAt: d.DeletedAt,
		DeletedBy: d.DeletedBy, DeletedByName: r.DeletedByName, Reason: d.Reason, ReversalID: d.ReversalTransactionID}
}

// DeletedEntries is one page of the entries administrators deleted, of one
// member (userID) or of all, and the count of all.
func (s *Service) DeletedEntries(ctx context.Context, userID *string, limit, offset int32) ([]DeletedEntry, int64, error) {
	q := db.New(s.conn)
	rows, err := q.ListDeletedTransactions(ctx, db.ListDeletedTransactionsParams{UserID: userID, Lim: limit, Off: offset})
	rows, total, err := store.Counted(rows, err, func() (int64, error) { return q.CountDeletedTransactions(ctx, userID) })
	out := make([]DeletedEntry, len(rows))
	for i, r := range rows {
		out[i] = deletedEntry(r)
	}
	return out, total, err
}

// ActiveFees is what a member's running trades have charged in fees.
func (s *Service) ActiveFees(ctx context.Context, userID string) (int64, error) {
	return db.New(s.conn).ActiveFees(ctx, userID)
}
