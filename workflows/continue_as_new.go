package workflows

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// defaultHistoryLimit keeps a long-lived trade (many admin actions,
// reminders, label attempts) far below Temporal's history limits: past it
// the trade continues as a new run carrying its state.
const defaultHistoryLimit = 2000

// TradeState is a trade's whole state: continue-as-new carries it into
// the next run, and an accept works on a scratch copy of it. Its JSON is
// the input of recorded and running continued trades: keep the names.
// Completion, cancellation, deletion and a forced end come with the end of
// the trade, so a continued trade does not have them.
type TradeState struct {
	State            State              `json:"state"`
	Terms            Terms              `json:"terms"`
	Seq              int64              `json:"seq"`
	Revision         int64              `json:"revision"`
	CreatedAt        time.Time          `json:"created_at"`
	UpdatedAt        time.Time          `json:"updated_at"`
	LastOfferAt      time.Time          `json:"last_offer_at"`
	AcceptedAt       *time.Time         `json:"accepted_at,omitempty"`
	InspectionEnds   *time.Time         `json:"inspection_ends,omitempty"`
	ModifiedBy       string             `json:"modified_by,omitempty"`
	ModMessage       string             `json:"mod_message,omitempty"`
	DisputeID        string             `json:"dispute_id,omitempty"`
	Snapshot         *FinancialSnapshot `json:"snapshot,omitempty"`
	Labels           []Label            `json:"labels,omitempty"`
	LabelError       string             `json:"label_error,omitempty"`
	LabelsWanted     bool               `json:"labels_wanted,omitempty"`
	LabelRuns        int                `json:"label_runs,omitempty"`
	Flag             *AdminSignal       `json:"flag,omitempty"`
	StartReminded    bool               `json:"start_reminded,omitempty"`
	OverdueReminders int                `json:"overdue_reminders,omitempty"`
	Timeline         []TimelineEvent    `json:"timeline"`
	SignalsSeen      map[string]int     `json:"signals_seen,omitempty"`
	Carrier          []CarrierStatus    `json:"carrier,omitempty"`    // each label's latest scan
	Deliveries       []Delivery         `json:"deliveries,omitempty"` // delivered parcels to remind about

	CompletedAt *time.Time         `json:"completed_at,omitempty"`
	CancelledAt *time.Time         `json:"cancelled_at,omitempty"`
	DeletedAt   *time.Time         `json:"deleted_at,omitempty"`
	Forced      *AdminSignal       `json:"forced,omitempty"`
	Resolution  *DisputeResolution `json:"resolution,omitempty"`
}

// historyFull reports whether this run should hand over to a new one.
func (t *trade) historyFull(ctx workflow.Context) bool {
	info := workflow.GetInfo(ctx)
	return info.GetContinueAsNewSuggested() || info.GetCurrentHistoryLength() >= t.historyLimit
}

// continueAsNew waits for every action in flight, then starts the next run
// with the trade's state. Ended trades never get here.
func (t *trade) continueAsNew(ctx workflow.Context) error {
	if err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) && t.background == 0 }); err != nil {
		return err
	}
	in := t.in
	state := t.TradeState
	in.Resume = &state
	return workflow.NewContinueAsNewError(ctx, TradeWorkflowName, in)
}

// resume restores the state a previous run handed over.
func (t *trade) resume(ctx workflow.Context, r TradeState) error {
	t.TradeState = r
	if t.SignalsSeen == nil {
		t.SignalsSeen = map[string]int{}
	}
	t.opened = true
	return t.publishStatus(ctx)
}
