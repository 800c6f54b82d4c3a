package rules

import (
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
)

// CodeVerificationRequired marks the refusal of a trade that needs both
// members' verified identities; the web app links it to the profile's
// verification.
const CodeVerificationRequired = "verification_required"

// Verification is what the verification rule needs of a trade's members.
type Verification struct {
	RequiredAboveCents               *int64 // the administrators' setting; nil: never required
	RequesterVerified, OwnerVerified bool
}

// CheckVerified refuses a trade whose either bag is worth more than the
// setting unless both members are verified; callerIsRequester picks whose
// missing verification the message names first.
func CheckVerified(v Verification, requesterBagCents, ownerBagCents int64, callerIsRequester bool) error {
	if v.RequiredAboveCents == nil || max(requesterBagCents, ownerBagCents) <= *v.RequiredAboveCents {
		return nil
	}
	mine, theirs := v.RequesterVerified, v.OwnerVerified
	if !callerIsRequester {
		mine, theirs = theirs, mine
	}
	why := "A trade with a bag worth more than " + money.USD(*v.RequiredAboveCents) + " needs both members to verify their identity. "
	switch {
	case !mine:
		return refusal.Coded(refusal.Rule, CodeVerificationRequired, why+"Please verify your identity from your profile.")
	case !theirs:
		return refusal.Coded(refusal.Rule, CodeVerificationRequired, why+"The other member has not verified theirs yet.")
	}
	return nil
}
