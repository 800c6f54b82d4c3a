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
// background so the accept answers at once.
func (t *trade) declineOverlapping(ctx workflow.Context) error {
	if t.v < integrityVersion {
		return nil
	}
	var ids []string
	if err := workflow.ExecuteLocalActivity(withDatabaseRetry(ctx), ActivityOverlappingRequests, OverlapInput{
		TradeID: t.in.TradeID, ItemIDs: []string{t.terms.Hat1ID, t.terms.Hat2ID},
		StartDate: t.terms.StartDate, EndDate: t.terms.EndDate,
	}).Get(ctx, &ids); err != nil {
		return err
	}
	if len(ids) == 0 {
		return nil
	}
	futures := make([]workflow.Future, len(ids))
	for i, id := range ids {
		futures[i] = workflow.SignalExternalWorkflow(ctx, WorkflowID(id), "", SignalBookingConflict, BookingConflict{TradeID: t.in.TradeID})
	}
	t.background++
	workflow.Go(ctx, func(ctx workflow.Context) {
		defer func() { t.background-- }()
		for i, f := range futures {
			if err := f.Get(ctx, nil); err != nil { // that request already ended
				workflow.GetLogger(ctx).Info("overlapping request not signalled", "trade_id", ids[i], "error", err)
			}
		}
	})
	return nil
}
