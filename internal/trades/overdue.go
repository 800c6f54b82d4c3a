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
func TellOverdueReturns(ctx context.Context, conn db.DBTX, graceDays int, now time.Time) (int, error) {
	page, err := OverdueReturns(ctx, conn, graceDays, now, overdueBatch, 0)
	if err != nil || len(page.Trades) == 0 {
		return 0, err
	}
	admins, err := db.New(conn).ActiveAdminIDs(ctx)
	if err != nil {
		return 0, err
	}
	for _, t := range page.Trades {
		n := notify.Note{Event: "trade_overdue_return", Subject: "A bag has not come back",
			Content: fmt.Sprintf("Trade %s ended on %s and not every bag is back (%s). It is in the Overdue returns "+
				"queue of the admin panel.", t.ID, t.EndDate.Format(time.DateOnly), returnsAcknowledged(t)),
			TradeID: t.ID, Key: "overdue-return:" + t.ID}
		if err := notify.Send(ctx, conn, n, admins...); err != nil {
			return 0, err
		}
	}
	return len(page.Trades), nil
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
