package activities

import (
	"context"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

// Notify stores the notification in each member's Messages tab and queues
// an email for those whose preferences ask for trade updates by email. The
// outbox is drained separately, so a slow mail server never blocks a trade.
func (a *Activities) Notify(ctx context.Context, in workflows.NotifyInput) error {
	return pgx.BeginFunc(ctx, a.Pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		for _, userID := range in.UserIDs {
			key := in.DedupeKey + ":" + userID
			if _, err := q.InsertTradeNotification(ctx, db.InsertTradeNotificationParams{
				ID: ids.New(), UserID: userID, Subject: in.Subject, Content: in.Content,
				TradeID: userRef(in.TradeID), DedupeKey: &key,
			}); err != nil {
				return err
			}
			if _, err := q.QueueTradeEmail(ctx, db.QueueTradeEmailParams{
				ID: ids.New(), UserID: userID, Subject: in.Subject, BodyText: in.Content, DedupeKey: &key,
			}); err != nil {
				return err
			}
		}
		return nil
	})
}
