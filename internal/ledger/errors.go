package ledger

import (
	"errors"
	"fmt"

	"pursetrade/internal/money"
)

// InsufficientFunds refuses a plan that would make a member's available
// balance (or balance) negative. Needed is everything the plan takes from
// the member's available balance; Available is what they had before it.
type InsufficientFunds struct {
	UserID    string
	Needed    int64
	Available int64
}

func (e *InsufficientFunds) Error() string {
	return fmt.Sprintf("ledger: insufficient funds for %s: needs %d cents, has %d available", e.UserID, e.Needed, e.Available)
}

// Shortfall is how much the member is missing.
func (e *InsufficientFunds) Shortfall() int64 { return max(e.Needed-e.Available, 0) }

// AsInsufficient returns the refusal inside err, if there is one.
func AsInsufficient(err error) (*InsufficientFunds, bool) {
	var e *InsufficientFunds
	ok := errors.As(err, &e)
	return e, ok
}

// AcceptMessage is the refusal of an accept that needs neededCents.
func AcceptMessage(neededCents int64) string {
	return fmt.Sprintf("Insufficient current balance. You need %s to accept. Please add funds.", money.USD(neededCents))
}

// RequestMessage is the refusal of a trade request that needs neededCents.
func RequestMessage(neededCents int64) string {
	return fmt.Sprintf("Insufficient current balance. You need %s to request this trade. Please add funds.", money.USD(neededCents))
}
