// Package workflows holds the trade process. It is deterministic: time comes
// from workflow.Now, side effects run in activities, and it imports only the
// Temporal SDK and pure trade types.
//
// Trades are pinned to the Worker Deployment Version (the worker build)
// that started them, so a change to this code never meets a running trade's
// history: it ships as a new build beside the old one (docs/operations.md).
// TestReplayRecordedHistories replays the histories in testdata/ and fails
// when a change would break trades still running on the build it changes.
package workflows

import (
	"cmp"
	"slices"
	"strconv"
	"time"

	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/trades/rules"
)

// overdueReminderLimit bounds the reminders sent after the end date.
const overdueReminderLimit = 7

// requestWait is how long a started workflow waits for its request update.
const requestWait = 10 * time.Minute

// trade is the running workflow: its input, its state (carried whole into
// the next run by continue-as-new) and what this run keeps for itself.
type trade struct {
	TradeState
	in   TradeInput
	lock workflow.Mutex

	opened, refused, requesting bool
	background                  int           // background steps still running
	notes                       []NotifyInput // notifications the next projection writes
	timer                       *deadline     // the next deadline's timer
	op                          string        // identity of the operation being applied (update, signal, timer)
	sharedStatus                string        // status last upserted as a search attribute
	historyLimit                int

	refusedSignals []SignalRefusal // the latest, as the memo shows them
}

// TradeWorkflow runs one trade from request to its end. It is started
// together with the `request` update, whose handler reserves the requester's
// hold; if that fails the workflow ends leaving nothing behind.
func TradeWorkflow(ctx workflow.Context, in TradeInput) (TradeView, error) {
	t := newTrade(ctx, in)
	if err := t.register(ctx); err != nil {
		return TradeView{}, err
	}
	if in.Resume != nil {
		if err := t.resume(ctx, *in.Resume); err != nil {
			return TradeView{}, err
		}
	} else if opened, err := t.awaitRequest(ctx); err != nil || !opened {
		return t.view(""), err
	}
	for !t.State.Terminal() {
		if err := t.step(ctx); err != nil {
			return TradeView{}, err
		}
		if t.historyFull(ctx) {
			return TradeView{}, t.continueAsNew(ctx)
		}
	}
	_ = workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) && t.background == 0 })
	return t.view(""), nil
}

// awaitRequest waits for the request update that comes with the start; if
// it is lost (a worker died in between) the API sends it again. A trade
// never requested ends leaving nothing behind. A request already being
// applied when the wait ends (its database write retrying through an
// outage) is seen through, so its hold never outlives the workflow.
func (t *trade) awaitRequest(ctx workflow.Context) (bool, error) {
	ok, err := workflow.AwaitWithTimeout(ctx, requestWait, func() bool { return t.opened || t.refused })
	if err != nil {
		return false, err
	}
	if !ok && t.requesting {
		if err := workflow.Await(ctx, func() bool { return t.opened || t.refused }); err != nil {
			return false, err
		}
		ok = true
	}
	if !ok || t.refused {
		_ = workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
		return false, nil
	}
	return true, nil
}

func newTrade(ctx workflow.Context, in TradeInput) *trade {
	now := workflow.Now(ctx)
	return &trade{
		TradeState: TradeState{
			State: State{Status: rules.StatusPending, RequesterID: in.RequesterID, OwnerID: in.OwnerID, HoldUserID: in.RequesterID,
				DeliveryMethod: in.DeliveryMethod},
			Terms:       in.Terms,
			CreatedAt:   now,
			UpdatedAt:   now,
			LastOfferAt: now,
			SignalsSeen: map[string]int{},
		},
		in:           in,
		lock:         workflow.NewMutex(ctx),
		historyLimit: cmp.Or(in.HistoryLimit, defaultHistoryLimit),
	}
}

// step waits for the next thing to do: a state change by a handler, labels
// to buy, or the next deadline.
func (t *trade) step(ctx workflow.Context) error {
	if t.LabelsWanted {
		return t.buyLabels(ctx)
	}
	seqBefore := t.Seq
	timer := t.deadlineTimer(ctx)
	err := workflow.Await(ctx, func() bool {
		return t.Seq != seqBefore || t.LabelsWanted || (timer != nil && timer.f.IsReady())
	})
	if err != nil || t.Seq != seqBefore || t.LabelsWanted || timer == nil || !timer.f.IsReady() {
		return err
	}
	t.timer = nil
	at, kind, has := t.nextDeadline()
	if !has || at.After(workflow.Now(ctx)) {
		return nil // a kept timer fired before the deadline: the next step re-arms
	}
	if err := t.lock.Lock(ctx); err != nil {
		return err
	}
	defer t.lock.Unlock()
	if t.Seq != seqBefore { // a handler got the lock first; re-evaluate
		return nil
	}
	return t.onDeadline(ctx, kind)
}

// deadline is the timer of the trade's next deadline.
type deadline struct {
	at     time.Time
	f      workflow.Future
	cancel workflow.CancelFunc
}

// deadlineTimer is the timer of the next deadline. A transition that
// leaves the deadline where it was, or moves it later, keeps the running
// timer (an accept turns the request's expiry into the start reminder):
// it fires early and only re-arms, instead of a cancel and a new timer in
// the workflow task that answers the member.
func (t *trade) deadlineTimer(ctx workflow.Context) *deadline {
	at, _, has := t.nextDeadline()
	if t.timer != nil && (!has || t.timer.at.After(at)) {
		t.dropTimer()
	}
	if has && t.timer == nil {
		timerCtx, cancel := workflow.WithCancel(ctx)
		t.timer = &deadline{at: at, f: workflow.NewTimer(timerCtx, max(at.Sub(workflow.Now(ctx)), 0)), cancel: cancel}
	}
	return t.timer
}

func (t *trade) dropTimer() {
	t.timer.cancel()
	t.timer = nil
}

// Deadline kinds.
const (
	deadlineExpire        = "expire"
	deadlineStartReminder = "start_reminder"
	deadlineOverdue       = "overdue"
	deadlineComplete      = "complete"
	// deadlineDeliveryReminder: a delivered parcel not confirmed in time
	// (workflows/carrier.go); only trades with carrier scans have one.
	deadlineDeliveryReminder = "delivery_reminder"
)

func (t *trade) nextDeadline() (time.Time, string, bool) {
	at, kind, has := t.tradeDeadline()
	if t.State.Status != rules.StatusAccepted {
		return at, kind, has
	}
	if _, due, ok := t.dueDeliveryReminder(); ok && (!has || due.Before(at)) {
		return due, deadlineDeliveryReminder, true
	}
	return at, kind, has
}

// tradeDeadline is the next deadline of the trade's own stages.
func (t *trade) tradeDeadline() (time.Time, string, bool) {
	switch t.State.Status {
	case rules.StatusPending, rules.StatusModified:
		return t.expiresAt(), deadlineExpire, true
	case rules.StatusAccepted:
		if t.State.Inspecting && t.InspectionEnds != nil {
			return *t.InspectionEnds, deadlineComplete, true
		}
		if !t.StartReminded && !t.Terms.StartsAt.IsZero() {
			return t.Terms.StartsAt, deadlineStartReminder, true
		}
		if !t.State.BothReturned() && t.OverdueReminders < overdueReminderLimit && !t.Terms.EndsAt.IsZero() {
			return t.Terms.EndsAt.Add(time.Duration(t.OverdueReminders) * t.reminderEvery()), deadlineOverdue, true
		}
	}
	return time.Time{}, "", false
}

func (t *trade) reminderEvery() time.Duration {
	if t.in.Windows.Reminder > 0 {
		return t.in.Windows.Reminder
	}
	return 24 * time.Hour
}

func (t *trade) onDeadline(ctx workflow.Context, kind string) error {
	t.op = "deadline:" + kind + ":" + strconv.Itoa(t.OverdueReminders)
	switch kind {
	case deadlineExpire:
		if err := t.releaseHolds(ctx, "expire"); err != nil {
			return err
		}
		t.end(ctx, rules.StatusCancelled)
		t.record(ctx, "expired", "", "Trade request expired without a response", "")
		t.notify("trade_expired", "Trade request expired",
			"A trade request expired because nobody answered in time. Any hold has been released.", t.in.RequesterID, t.in.OwnerID)
	case deadlineStartReminder:
		t.StartReminded = true
		t.record(ctx, "reminder", "", "Trade start reminder sent", "")
		t.notify("trade_starting", "Your trade starts today",
			"Your trade starts today. Remember to hand over or ship your bag.", t.in.RequesterID, t.in.OwnerID)
	case deadlineOverdue:
		t.OverdueReminders++
		var late []string
		for _, u := range []string{t.in.RequesterID, t.in.OwnerID} {
			if !t.State.returned(u) {
				late = append(late, u)
			}
		}
		t.record(ctx, "overdue_reminder", "", "Return overdue reminder sent", "")
		t.notify("trade_overdue", "Your trade has ended: please return the bag",
			"The end date of your trade has passed. Please return the bag and confirm the return.", late...)
	case deadlineDeliveryReminder:
		t.remindDelivery(ctx)
	case deadlineComplete:
		if err := t.releaseHolds(ctx, "complete"); err != nil {
			return err
		}
		t.complete(ctx, "Trade completed after the inspection window")
	}
	return t.publish(ctx)
}

// expiresAt is the earlier of the response window after the latest offer and
// the trade's start.
func (t *trade) expiresAt() time.Time {
	exp := t.LastOfferAt.Add(t.in.Windows.Response)
	if !t.Terms.StartsAt.IsZero() && t.Terms.StartsAt.Before(exp) {
		exp = t.Terms.StartsAt
	}
	return exp
}

func (t *trade) now(ctx workflow.Context) *time.Time {
	n := workflow.Now(ctx)
	return &n
}

func (t *trade) end(ctx workflow.Context, status string) {
	t.State.Status = status
	t.State.Inspecting = false
	if status == rules.StatusCancelled || status == rules.StatusRejected || status == rules.StatusDenied {
		t.CancelledAt = t.now(ctx)
	}
}

func (t *trade) complete(ctx workflow.Context, description string) {
	t.end(ctx, rules.StatusCompleted)
	t.CompletedAt = t.now(ctx)
	t.record(ctx, "completed", "", description, "")
	t.notify("trade_completed", "Trade completed",
		"Your trade is complete and your hold has been released. You can now review your partner.", t.in.RequesterID, t.in.OwnerID)
}

// notesOnly are timeline kinds that change nothing a member acts on, so
// they leave the revision alone.
var notesOnly = []string{"message", "reminder", "overdue_reminder", "labels_requested", "labels_failed", "labels_ready", "admin_flag", "inspection",
	"carrier_transit", "carrier_out_for_delivery", "carrier_delivered", "carrier_returned", "carrier_failure", "delivery_reminder"}

func (t *trade) record(ctx workflow.Context, kind, userID, description, message string) {
	t.Seq++
	if !slices.Contains(notesOnly, kind) {
		t.Revision++
	}
	t.UpdatedAt = workflow.Now(ctx)
	t.Timeline = append(t.Timeline, TimelineEvent{
		Seq: len(t.Timeline) + 1, Kind: kind, UserID: userID, Description: description, Message: message, At: t.UpdatedAt,
	})
}

func (t *trade) view(viewerID string) TradeView {
	v := TradeView{
		TradeID: t.in.TradeID, Status: t.State.Status, RequesterID: t.in.RequesterID, OwnerID: t.in.OwnerID,
		HoldUserID: t.State.HoldUserID, LastModifiedBy: t.ModifiedBy, ModMessage: t.ModMessage, Terms: t.Terms,
		DeliveryMethod: t.in.DeliveryMethod, ShippingCostCents: t.in.ShippingCostCents, Message: t.in.Message,
		CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt, AcceptedAt: t.AcceptedAt, CompletedAt: t.CompletedAt,
		CancelledAt: t.CancelledAt, DeletedAt: t.DeletedAt, Acks: t.State.Acks, Snapshot: t.Snapshot,
		Labels: slices.Clone(t.Labels), LabelError: t.LabelError, DisputeID: t.DisputeID, Flag: t.Flag,
		Forced: t.Forced, InspectionEndsAt: t.InspectionEnds, Actions: t.State.Allowed(viewerID),
		Timeline: slices.Clone(t.Timeline), Seq: t.Seq, Revision: t.Revision, Resolution: t.Resolution,
		Carrier: slices.Clone(t.Carrier),
	}
	v.Acks.Overrides = slices.Clone(t.State.Acks.Overrides)
	if t.State.Status == rules.StatusPending || t.State.Status == rules.StatusModified {
		exp := t.expiresAt()
		v.ExpiresAt = &exp
	}
	return v
}

// publish upserts the search attributes and writes the projection.
func (t *trade) publish(ctx workflow.Context) error {
	if err := t.publishStatus(ctx); err != nil {
		return err
	}
	return localStep(ctx, Activities.ProjectTrade, t.projection())
}

// projection is the read model to write now, with the notifications queued
// since the last write.
func (t *trade) projection() TradeProjection {
	p := TradeProjection{TradeView: t.view(""), Notifications: t.notes}
	t.notes = nil
	return p
}
