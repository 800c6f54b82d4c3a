package trades

import (
	"context"
	"fmt"
	"time"

	"pursetrade/internal/notify"
	"pursetrade/internal/store/db"
)

// overdueBatch bounds the trades one sweep tells administrators about.
const overdueBatch = 200

// TellOverdueReturns emails the administrators (through the outbox, as every
// notice) about each trade whose bags have not come back graceDays after
// its end date: once per trade, however often it runs and on however many
// replicas (each notice is keyed by the trade).
func (s Service) TellOverdueReturns(ctx context.Context, graceDays int) (int, error) {
	rows, err := s.overdueReturns(ctx, graceDays, overdueBatch, 0)
	if err != nil || len(rows) == 0 {
		return 0, err
	}
	admins, err := s.q().ActiveAdminIDs(ctx)
	if err != nil {
		return 0, err
	}
	for _, r := range rows {
		t := r.Trade
		n := notify.Note{Event: "trade_overdue_return", Subject: "A bag has not come back",
			Content: fmt.Sprintf("Trade %s ended on %s and not every bag is back (%s). It is in the Overdue returns "+
				"queue of the admin panel.", t.ID, t.EndDate.Format(time.DateOnly), returnsAcknowledged(t)),
			TradeID: t.ID, Key: "overdue-return:" + t.ID}
		if err := notify.Send(ctx, s.DB, n, admins...); err != nil {
			return 0, err
		}
	}
	return len(rows), nil
}

// returnsAcknowledged says which member has acknowledged getting their bag back.
func returnsAcknowledged(t db.Trade) string {
	said := func(at *time.Time) string {
		if at == nil {
			return "not yet"
		}
		return "yes"
	}
	return "requester has their bag back: " + said(t.User1ReturnedAt) + "; owner has their bag back: " + said(t.User2ReturnedAt)
}
