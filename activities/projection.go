package activities

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

// ProjectTrade writes the trade row and its new timeline events in one
// transaction. Retries are harmless: an older or equal transition does not
// overwrite the row, and events are keyed by (trade, seq).
func (a *Activities) ProjectTrade(ctx context.Context, p workflows.TradeProjection) error {
	start, err := parseDate(p.StartDate)
	if err != nil {
		return err
	}
	end, err := parseDate(p.EndDate)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, a.Pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		if _, err := q.UpsertTradeProjection(ctx, db.UpsertTradeProjectionParams{
			ID: p.TradeID, WorkflowID: workflows.WorkflowID(p.TradeID), Status: p.Status, TransitionSeq: p.Seq,
			User1ID: p.User1ID, User2ID: p.User2ID, Hat1ID: p.Hat1ID, Hat2ID: p.Hat2ID,
			HoldUserID: optional(p.HoldUserID), Message: p.Message, DeliveryMethod: p.DeliveryMethod,
			StartDate: start, EndDate: end, ExpiresAt: timeOrNil(p.ExpiresAt), CancelledAt: p.CancelledAt,
			CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt,
		}); err != nil {
			return fmt.Errorf("project trade %s: %w", p.TradeID, err)
		}
		for _, e := range p.Timeline {
			if err := q.InsertTradeEvent(ctx, db.InsertTradeEventParams{
				ID: ids.At(e.At), TradeID: p.TradeID, Seq: int32(e.Seq), Kind: e.Kind, ActorUserID: optional(e.UserID),
				Description: e.Description, Message: e.Message, CreatedAt: e.At,
			}); err != nil {
				return fmt.Errorf("trade %s event %d: %w", p.TradeID, e.Seq, err)
			}
		}
		return nil
	})
}

func parseDate(s string) (time.Time, error) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("bad trade date %q: %w", s, err)
	}
	return t, nil
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func timeOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}
