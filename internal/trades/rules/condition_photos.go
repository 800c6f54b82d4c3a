package rules

import (
	"fmt"

	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
)

// Handovers at which a member confirms a bag reached them and may photograph
// it: received (the partner's bag, as lent) and returned (their own, back).
const (
	HandoverReceived = "received"
	HandoverReturned = "returned"
)

// MaxConditionPhotos is how many photos one member attaches to one
// confirmation.
const MaxConditionPhotos = 5

// CodePhotosRequired tells a confirmation refused for want of photos.
const CodePhotosRequired = "photos_required"

// ErrTooManyConditionPhotos refuses a confirmation or upload over the limit.
var ErrTooManyConditionPhotos = &refusal.Error{Class: refusal.Invalid, Code: "invalid",
	Message: fmt.Sprintf("You can attach at most %d photos to a confirmation", MaxConditionPhotos)}

// CheckConditionPhotos is the rule of a confirmation's photos: at most
// MaxConditionPhotos, and at least one when the bag that arrived is worth
// more than the administrators' value (requiredAbove; nil: never needed).
func CheckConditionPhotos(bagValueCents int64, requiredAbove *int64, photos int) error {
	if photos > MaxConditionPhotos {
		return ErrTooManyConditionPhotos
	}
	if photos == 0 && requiredAbove != nil && bagValueCents > *requiredAbove {
		return refusal.Coded(refusal.Rule, CodePhotosRequired, fmt.Sprintf(
			"This bag is worth more than %s, so please add at least one photo of it as it arrived before confirming.",
			money.WholeUSD(*requiredAbove)))
	}
	return nil
}
