package trades

import "pursetrade/internal/store/db"

// Store owns the tables the trade workflow's activities write: the trades
// projection and its timeline, trade_bookings and trade_labels. DB is the
// pool, or the transaction an activity shares with the ledger so both
// writes commit together.
type Store struct {
	DB db.DBTX
}

func (s Store) q() *db.Queries { return db.New(s.DB) }
