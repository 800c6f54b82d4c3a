package workflows

import (
	"go.temporal.io/sdk/workflow"
)

// ActivityOverlappingRequests lists the open requests that an accepted
// trade's bookings rule out.
const ActivityOverlappingRequests = "OverlappingRequests"

// OverlapInput names an accepted trade's bags and dates.
type OverlapInput struct {
	TradeID   string   `json:"trade_id"`
	ItemIDs   []string `json:"item_ids"`
	StartDate string   `json:"start_date"`
	EndDate   string   `json:"end_date"`
}

// declineOverlapping tells every open request for either bag on
// overlapping days that it can no longer happen; each declines itself
// (releasing its hold) if it is still open. The signals go in the
// background so the accept answers at once; since batchedVersion the
// lookup does too, beside the projection write.
func (t *trade) declineOverlapping(ctx workflow.Context) error {
	in := OverlapInput{
		TradeID: t.in.TradeID, ItemIDs: []string{t.terms.Hat1ID, t.terms.Hat2ID},
		StartDate: t.terms.StartDate, EndDate: t.terms.EndDate,
	}
	switch {
	case t.v < integrityVersion:
		return nil
	case t.v < batchedVersion:
		ids, err := overlappingRequests(ctx, in)
		if err != nil || len(ids) == 0 {
			return err
		}
		t.inBackground(ctx, func(ctx workflow.Context) { t.signalConflicts(ctx, ids) })
	default:
		t.inBackground(ctx, func(ctx workflow.Context) {
			ids, err := overlappingRequests(ctx, in)
			if err != nil {
				workflow.GetLogger(ctx).Warn("overlapping requests not looked up", "error", err)
				return
			}
			t.signalConflicts(ctx, ids)
		})
	}
	return nil
}

func overlappingRequests(ctx workflow.Context, in OverlapInput) ([]string, error) {
	var ids []string
	err := workflow.ExecuteLocalActivity(withDatabaseRetry(ctx), ActivityOverlappingRequests, in).Get(ctx, &ids)
	return ids, err
}

// signalConflicts tells each overlapping request about the booking and
// waits until every signal is delivered or refused.
func (t *trade) signalConflicts(ctx workflow.Context, ids []string) {
	futures := make([]workflow.Future, len(ids))
	for i, id := range ids {
		futures[i] = workflow.SignalExternalWorkflow(ctx, WorkflowID(id), "", SignalBookingConflict, BookingConflict{TradeID: t.in.TradeID})
	}
	for i, f := range futures {
		if err := f.Get(ctx, nil); err != nil { // that request already ended
			workflow.GetLogger(ctx).Info("overlapping request not signalled", "trade_id", ids[i], "error", err)
		}
	}
}

// inBackground runs fn in a workflow coroutine that continue-as-new waits
// for.
func (t *trade) inBackground(ctx workflow.Context, fn func(workflow.Context)) {
	t.background++
	workflow.Go(ctx, func(ctx workflow.Context) {
		defer func() { t.background-- }()
		fn(ctx)
	})
}
