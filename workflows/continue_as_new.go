package workflows

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// defaultHistoryLimit keeps a long-lived trade (many admin actions,
// reminders, label attempts) far below Temporal's history limits: past it
// the trade continues as a new run carrying its state.
const defaultHistoryLimit = 2000

// ResumeState is a running trade's whole state, carried across
// continue-as-new.
type ResumeState struct {
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
	in.Resume = &ResumeState{
		State: t.st, Terms: t.terms, Seq: t.seq, Revision: t.revision, CreatedAt: t.createdAt, UpdatedAt: t.updatedAt,
		LastOfferAt: t.lastOfferAt, AcceptedAt: t.acceptedAt, InspectionEnds: t.inspectionEnds, ModifiedBy: t.modifiedBy,
		ModMessage: t.modMessage, DisputeID: t.disputeID, Snapshot: t.snapshot, Labels: t.labels, LabelError: t.labelError,
		LabelsWanted: t.labelsWanted, LabelRuns: t.labelRuns, Flag: t.flag, StartReminded: t.startReminded,
		OverdueReminders: t.overdueReminders, Timeline: t.timeline, SignalsSeen: t.signalsSeen,
	}
	return workflow.NewContinueAsNewError(ctx, TradeWorkflowName, in)
}

// resume restores the state a previous run handed over.
func (t *trade) resume(ctx workflow.Context, r ResumeState) error {
	t.st, t.terms, t.seq, t.revision = r.State, r.Terms, r.Seq, r.Revision
	t.createdAt, t.updatedAt, t.lastOfferAt = r.CreatedAt, r.UpdatedAt, r.LastOfferAt
	t.acceptedAt, t.inspectionEnds = r.AcceptedAt, r.InspectionEnds
	t.modifiedBy, t.modMessage, t.disputeID = r.ModifiedBy, r.ModMessage, r.DisputeID
	t.snapshot, t.labels, t.labelError, t.labelsWanted, t.labelRuns = r.Snapshot, r.Labels, r.LabelError, r.LabelsWanted, r.LabelRuns
	t.flag, t.startReminded, t.overdueReminders = r.Flag, r.StartReminded, r.OverdueReminders
	t.timeline = r.Timeline
	if r.SignalsSeen != nil {
		t.signalsSeen = r.SignalsSeen
	}
	t.opened = true
	return t.publishStatus(ctx)
}
