package activities

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"pursetrade/internal/ids"
	"pursetrade/internal/notify"
	"pursetrade/internal/store"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

// ProjectTrade writes the trade row, its timeline events and the
// notifications of the change in one round trip and one transaction.
// Retries are harmless: an older or equal transition does not overwrite the
// row, events are keyed by (trade, seq) and notifications by their dedupe
// key.
func (a *Activities) ProjectTrade(ctx context.Context, p workflows.TradeProjection) error {
	return writeProjection(ctx, a.Pool, p)
}

func writeProjection(ctx context.Context, to store.Batcher, p workflows.TradeProjection) error {
	params, err := projectionParams(p.TradeView)
	if err != nil {
		return err
	}
	var pipe store.Pipeline
	q := db.New(&pipe)
	_, _ = q.UpsertTradeProjection(ctx, params)
	if workflows.StateOf(p.TradeView).Terminal() { // an ended trade books its bags no longer
		_ = q.ReleaseTradeBookings(ctx, p.TradeID)
	}
	if len(p.Timeline) > 0 {
		_ = q.InsertTradeEvents(ctx, timelineParams(p.TradeID, p.Timeline))
	}
	for _, n := range p.Notifications {
		_ = notify.Send(ctx, &pipe, noteOf(n), n.UserIDs...)
	}
	if err := pipe.Send(ctx, to); err != nil {
		return fmt.Errorf("project trade %s: %w", p.TradeID, err)
	}
	return nil
}

func projectionParams(v workflows.TradeView) (db.UpsertTradeProjectionParams, error) {
	start, err := parseDate(v.Terms.StartDate)
	if err != nil {
		return db.UpsertTradeProjectionParams{}, err
	}
	end, err := parseDate(v.Terms.EndDate)
	if err != nil {
		return db.UpsertTradeProjectionParams{}, err
	}
	var pickup *time.Time
	if v.Terms.PickupDate != "" {
		d, err := parseDate(v.Terms.PickupDate)
		if err != nil {
			return db.UpsertTradeProjectionParams{}, err
		}
		pickup = &d
	}
	view, err := json.Marshal(v)
	if err != nil {
		return db.UpsertTradeProjectionParams{}, err
	}
	p := db.UpsertTradeProjectionParams{
		ID: v.TradeID, WorkflowID: workflows.WorkflowID(v.TradeID), Status: v.Status, TransitionSeq: v.Seq,
		User1ID: v.RequesterID, User2ID: v.OwnerID, Hat1ID: v.Terms.RequesterBagID, Hat2ID: v.Terms.OwnerBagID,
		HoldUserID: userRef(v.HoldUserID), LastModifiedBy: userRef(v.LastModifiedBy), Message: v.Message,
		ModMessage: v.ModMessage, DeliveryMethod: v.DeliveryMethod, ShippingCostCents: v.ShippingCostCents,
		PickupDate: pickup, StartDate: start, EndDate: end, ExpiresAt: v.ExpiresAt, AcceptedAt: v.AcceptedAt,
		CompletedAt: v.CompletedAt, CancelledAt: v.CancelledAt,
		User1ReceivedAt: v.Acks.RequesterReceivedAt, User2ReceivedAt: v.Acks.OwnerReceivedAt,
		User1ReturnedAt: v.Acks.RequesterReturnedAt, User2ReturnedAt: v.Acks.OwnerReturnedAt,
		AdminOverride: jsonOrNil(v.Acks.Overrides, len(v.Acks.Overrides) > 0), FinancialSnapshot: jsonOrNil(v.Snapshot, v.Snapshot != nil),
		Labels: labelsJSON(v.Labels), DeletedAt: v.DeletedAt, CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt, View: view,
	}
	if f := v.Forced; f != nil {
		p.ForcedAction, p.ForcedReason, p.ForcedBy, p.ForcedAt = &f.Action, &f.Reason, userRef(f.AdminID), &f.At
	}
	if f := v.Flag; f != nil {
		p.FlaggedReason, p.FlaggedBy, p.FlaggedAt = &f.Reason, userRef(f.AdminID), &f.At
	}
	if v.DeletedAt != nil {
		p.DeletedBy = deletedBy(v)
	}
	return p, nil
}

// deletedBy finds the administrator in the delete event of the timeline.
func deletedBy(v workflows.TradeView) *string {
	for i := len(v.Timeline) - 1; i >= 0; i-- {
		if v.Timeline[i].Kind == "admin_delete" {
			return userRef(v.Timeline[i].UserID)
		}
	}
	return nil
}

func labelsJSON(labels []workflows.Label) json.RawMessage {
	byLeg := map[string]workflows.Label{}
	for _, l := range labels {
		byLeg[l.Leg] = l
	}
	b, _ := json.Marshal(byLeg)
	return b
}

func jsonOrNil(v any, present bool) json.RawMessage {
	if !present {
		return nil
	}
	b, _ := json.Marshal(v)
	return b
}

// userRef is a nullable reference to a member: empty or non-id actors (the
// system) are stored as NULL.
func timelineParams(tradeID string, timeline []workflows.TimelineEvent) db.InsertTradeEventsParams {
	e := db.InsertTradeEventsParams{TradeID: tradeID}
	for _, ev := range timeline {
		actor := ev.UserID
		if !ids.Valid(actor) {
			actor = ""
		}
		e.Ids, e.Seqs, e.Kinds = append(e.Ids, ids.At(ev.At)), append(e.Seqs, int32(ev.Seq)), append(e.Kinds, ev.Kind)
		e.ActorUserIds, e.Descriptions = append(e.ActorUserIds, actor), append(e.Descriptions, ev.Description)
		e.Messages, e.CreatedAts = append(e.Messages, ev.Message), append(e.CreatedAts, ev.At)
	}
	return e
}

func userRef(id string) *string {
	if !ids.Valid(id) {
		return nil
	}
	return &id
}

func parseDate(s string) (time.Time, error) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("bad trade date %q: %w", s, err)
	}
	return t, nil
}

func noteOf(in workflows.NotifyInput) notify.Note {
	return notify.Note{Event: in.Event, Subject: in.Subject, Content: in.Content, TradeID: in.TradeID, Key: in.DedupeKey}
}
