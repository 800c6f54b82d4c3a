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

// AcceptMessage refuses an accept that needs neededCents.
func AcceptMessage(neededCents int64) string {
	return fmt.Sprintf("Insufficient current balance. You need %s to accept. Please add funds.", money.USD(neededCents))
}

// RequestMessage refuses a trade request that needs neededCents.
func RequestMessage(neededCents int64) string {
	return fmt.Sprintf("Insufficient current balance. You need %s to request this trade. Please add funds.", money.USD(neededCents))
}

// Kind classifies a refusal shown to a person, so the HTTP layer can pick a
// status without knowing the rule.
type Kind int

const (
	KindInvalid  Kind = iota + 1 // bad input (400)
	KindNotFound                 // no such thing, or not the caller's (404)
	KindConflict                 // wrong state, e.g. already processed (409)
	KindRefused                  // a business rule refused it (422)
)

// UserError is a refusal with the message shown to the person.
type UserError struct {
	Kind    Kind
	Message string
	Type    string // optional error_type of the envelope
}

func (e *UserError) Error() string { return e.Message }

// Invalid, NotFound, Conflict and Refused build UserErrors.
func Invalid(msg string) error  { return &UserError{Kind: KindInvalid, Message: msg} }
func NotFound(msg string) error { return &UserError{Kind: KindNotFound, Message: msg} }
func Conflict(msg string) error { return &UserError{Kind: KindConflict, Message: msg} }
func Refused(msg string) error  { return &UserError{Kind: KindRefused, Message: msg} }
