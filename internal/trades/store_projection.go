package trades

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"pursetrade/internal/ids"
	"pursetrade/internal/notify"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

// WriteProjection writes the trade row, its timeline events and the
// notifications of the change in one statement (WriteTradeProjection).
// Retries are harmless: an older or equal transition does not overwrite the
// row, events are keyed by (trade, seq) and notifications by their dedupe
// key.
func (s Store) WriteProjection(ctx context.Context, p workflows.TradeProjection) error {
	params, err := projectionParams(p)
	if err != nil {
		return err
	}
	if err := s.q().WriteTradeProjection(ctx, params); err != nil {
		return fmt.Errorf("project trade %s: %w", p.TradeID, err)
	}
	return nil
}

func projectionParams(proj workflows.TradeProjection) (db.WriteTradeProjectionParams, error) {
	v := proj.TradeView
	start, err := parseDate(v.Terms.StartDate)
	if err != nil {
		return db.WriteTradeProjectionParams{}, err
	}
	end, err := parseDate(v.Terms.EndDate)
	if err != nil {
		return db.WriteTradeProjectionParams{}, err
	}
	var pickup *time.Time
	if v.Terms.PickupDate != "" {
		d, err := parseDate(v.Terms.PickupDate)
		if err != nil {
			return db.WriteTradeProjectionParams{}, err
		}
		pickup = &d
	}
	view, err := json.Marshal(v)
	if err != nil {
		return db.WriteTradeProjectionParams{}, err
	}
	p := db.WriteTradeProjectionParams{
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
	p.Ended = workflows.StateOf(v).Terminal() // an ended trade books its bags no longer
	addTimeline(&p, v.Timeline)
	var notes db.SendNotificationParams
	for _, n := range proj.Notifications {
		notify.AddCopies(&notes, noteOf(n), n.UserIDs...)
	}
	p.NoteUserIds, p.NoteMessageIds, p.NoteEmailIds, p.NoteDedupeKeys = notes.UserIds, notes.MessageIds, notes.EmailIds, notes.DedupeKeys
	p.NoteSubjects, p.NoteContents, p.NoteTradeUpdates, p.NoteTradeIds = notes.Subjects, notes.Contents, notes.TradeUpdates, notes.TradeIds
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

// addTimeline adds the trade's timeline events; actors that are not
// members (the system) are stored as NULL.
func addTimeline(p *db.WriteTradeProjectionParams, timeline []workflows.TimelineEvent) {
	for _, ev := range timeline {
		actor := ev.UserID
		if !ids.Valid(actor) {
			actor = ""
		}
		p.EventIds, p.EventSeqs, p.EventKinds = append(p.EventIds, ids.At(ev.At)), append(p.EventSeqs, int32(ev.Seq)), append(p.EventKinds, ev.Kind)
		p.EventActorUserIds, p.EventDescriptions = append(p.EventActorUserIds, actor), append(p.EventDescriptions, ev.Description)
		p.EventMessages, p.EventCreatedAts = append(p.EventMessages, ev.Message), append(p.EventCreatedAts, ev.At)
	}
}

// userRef is a nullable reference to a member: empty or non-id actors (the
// system) are stored as NULL.
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
