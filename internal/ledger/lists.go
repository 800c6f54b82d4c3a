package ledger

import (
	"context"

	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
)

// MemberEntries is one page of a member's ledger, newest first, and the
// count of all their entries.
func MemberEntries(ctx context.Context, conn db.DBTX, userID string, limit, offset int32) ([]Entry, int64, error) {
	q := db.New(conn)
	rows, err := q.ListMemberTransactions(ctx, db.ListMemberTransactionsParams{UserID: userID, Lim: limit, Off: offset})
	rows, total, err := store.Counted(rows, err, func() (int64, error) { return q.CountMemberTransactions(ctx, userID) })
	out := make([]Entry, len(rows))
	for i, r := range rows {
		out[i] = EntryFromRow(r)
	}
	return out, total, err
}

// DeletedEntries is one page of the entries administrators deleted, of one
// member (userID) or of all, and the count of all.
func DeletedEntries(ctx context.Context, conn db.DBTX, userID *string, limit, offset int32) ([]db.ListDeletedTransactionsRow, int64, error) {
	q := db.New(conn)
	rows, err := q.ListDeletedTransactions(ctx, db.ListDeletedTransactionsParams{UserID: userID, Lim: limit, Off: offset})
	return store.Counted(rows, err, func() (int64, error) { return q.CountDeletedTransactions(ctx, userID) })
}

// ActiveFees is what a member's running trades have charged in fees.
func ActiveFees(ctx context.Context, conn db.DBTX, userID string) (int64, error) {
	return db.New(conn).ActiveFees(ctx, userID)
}
