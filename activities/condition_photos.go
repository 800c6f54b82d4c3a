package activities

import (
	"context"

	"go.temporal.io/sdk/temporal"

	refusals "pursetrade/internal/refusal"
	"pursetrade/internal/trades/condition"
	"pursetrade/workflows"
)

// AttachConditionPhotos applies the photo rule to a confirmation and
// attaches its photos; a refusal is final and changes nothing.
func (a *Activities) AttachConditionPhotos(ctx context.Context, in workflows.AttachPhotosInput) error {
	err := condition.Attach(ctx, a.Pool, condition.Confirmation{TradeID: in.TradeID, UserID: in.UserID,
		Handover: in.Handover, PhotoIDs: in.PhotoIDs, BagValueCents: in.BagValueCents})
	if r, ok := refusals.As(err); ok {
		code := r.Code
		if code == "" {
			code = workflows.CodeInvalid
		}
		return temporal.NewNonRetryableApplicationError(r.Message, code, nil)
	}
	return err
}
