package workflows

import (
	"go.temporal.io/sdk/workflow"

	"pursetrade/internal/trades/rules"
)

// conditionPhotosChange marks the confirmations that apply the photo rule
// and attach photos; trades confirmed before it replay without the step.
const conditionPhotosChange = "condition-photos"

// attachConditionPhotos applies the photo rule to a member's confirmation
// of handover (at least one photo above the administrators' bag value,
// read with the rule in the activity) and attaches its photos. A refusal
// leaves the trade as it was.
func (t *trade) attachConditionPhotos(ctx workflow.Context, a ActionInput, handover string) error {
	if workflow.GetVersion(ctx, conditionPhotosChange, workflow.DefaultVersion, 1) == workflow.DefaultVersion {
		return nil
	}
	return localStep(ctx, Activities.AttachConditionPhotos, AttachPhotosInput{TradeID: t.in.TradeID, UserID: a.UserID,
		Handover: handover, PhotoIDs: a.PhotoIDs, BagValueCents: t.arrivingBagValue(a.UserID, handover)})
}

// arrivingBagValue is the value of the bag that reaches userID at the
// handover: the partner's at receipt, their own at the return.
func (t *trade) arrivingBagValue(userID, handover string) int64 {
	requesterBag := userID == t.in.OwnerID // at receipt the owner gets the requester's bag
	if handover == rules.HandoverReturned {
		requesterBag = !requesterBag
	}
	if requesterBag {
		return t.Terms.RequesterBagValueCents
	}
	return t.Terms.OwnerBagValueCents
}
