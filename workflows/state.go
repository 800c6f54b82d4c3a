package workflows

import (
	"errors"
	"pursetrade/internal/refusal"
	"pursetrade/internal/trades/rules"

	"go.temporal.io/sdk/temporal"
)

// Refusal codes: a refusal travels through Temporal as an application error
// typed with its code.
const (
	CodeNotParticipant = "not_participant"
	CodeNotAllowed     = "not_allowed"
	CodeDisputeActive  = "dispute_active"
	CodeAlreadyDone    = "already_done"
	CodeInsufficient   = "insufficient_balance"
	CodeInvalid        = "invalid"
	CodeStale          = "stale"
	CodeBooked         = "booked"
	CodePhotosRequired = rules.CodePhotosRequired
	// CodeVerificationRequired: a trade above the administrators' value
	// needs both members verified.
	CodeVerificationRequired = rules.CodeVerificationRequired
)

// codeClass is the class of each refusal code, so that a refusal keeps it
// across Temporal.
var codeClass = map[string]refusal.Class{
	CodeNotParticipant: refusal.NotFound, CodeNotAllowed: refusal.Conflict, CodeDisputeActive: refusal.Conflict,
	CodeAlreadyDone: refusal.Conflict, CodeInsufficient: refusal.Rule, CodeInvalid: refusal.Invalid,
	CodeStale: refusal.Conflict, CodeBooked: refusal.Conflict, CodePhotosRequired: refusal.Rule,
	CodeVerificationRequired: refusal.Rule,
}

// rule is a refusal of the trade's rules with its code.
func rule(code, message string) *refusal.Error {
	return &refusal.Error{Class: codeClass[code], Code: code, Message: message}
}

// AsRefusal returns the refusal that err carries back from a trade workflow
// or one of its activities, if there is one.
func AsRefusal(err error) (*refusal.Error, bool) {
	var appErr *temporal.ApplicationError
	if !errors.As(err, &appErr) {
		return refusal.As(err)
	}
	if _, known := codeClass[appErr.Type()]; !known {
		return nil, false
	}
	return rule(appErr.Type(), appErr.Message()), true
}

var (
	ErrNotParticipant = rule(CodeNotParticipant, "You are not part of this trade")
	ErrNotAllowed     = rule(CodeNotAllowed, "This action is not allowed for this trade right now")
	ErrAwaitingOther  = rule(CodeNotAllowed, "You are waiting for the other member's response")
	ErrDisputeActive  = rule(CodeDisputeActive, "Trade actions are disabled while dispute is active")
	ErrAlreadyAcked   = rule(CodeAlreadyDone, "You have already confirmed this")
	ErrReturnTooEarly = rule(CodeNotAllowed, "Both members must confirm receipt before confirming the return")
	ErrCancelTooLate  = rule(CodeNotAllowed, "An item has been received, so this trade can no longer be cancelled. Please open a dispute instead.")
	ErrTradeEnded     = rule(CodeNotAllowed, "This trade has ended")
	ErrNoChanges      = rule(CodeInvalid, "Please change the dates or the items to modify the trade")
	ErrDisputeExists  = rule(CodeAlreadyDone, "A dispute has already been created for this trade")
	ErrNotDisputable  = rule(CodeNotAllowed, "A dispute can only be opened on an active trade")
	ErrNoLabels       = rule(CodeNotAllowed, "Labels are only made for accepted shipping trades")
	ErrUnavailable    = rule(CodeNotAllowed, "This trade can no longer be accepted: one of the bags or members is no longer available")
	ErrStale          = rule(CodeStale, "This trade has changed. Please reload.")
	ErrBooked         = rules.ErrBooked
	ErrNeverAccepted  = rule(CodeNotAllowed, "This trade was never accepted, so it cannot be completed. Cancel it instead.")
	ErrNotRemovable   = rule(CodeNotAllowed, "This trade cannot be changed: it is completed or disputed")
	ErrAwardTooLarge  = rule(CodeInvalid, "The award cannot exceed the other member's hold")
)

// State is the pure trade state machine: who may do what in which status.
// It holds no Temporal types so every rule is testable on its own.
type State struct {
	Status         string
	RequesterID    string
	OwnerID        string
	HoldUserID     string
	DeliveryMethod string
	Acks           Acks
	DisputeOpened  bool // one dispute per trade, ever
	Inspecting     bool // both returned; waiting out the inspection window
}

// Terminal reports whether the trade has ended.
func (s State) Terminal() bool { return rules.Terminal(s.Status) }

// Participant reports whether userID is one of the two members.
func (s State) Participant(userID string) bool {
	return userID != "" && (userID == s.RequesterID || userID == s.OwnerID)
}

// Partner is the other member.
func (s State) Partner(userID string) string {
	if userID == s.RequesterID {
		return s.OwnerID
	}
	return s.RequesterID
}

func (s State) received(userID string) bool {
	if userID == s.RequesterID {
		return s.Acks.RequesterReceivedAt != nil
	}
	return s.Acks.OwnerReceivedAt != nil
}

func (s State) returned(userID string) bool {
	if userID == s.RequesterID {
		return s.Acks.RequesterReturnedAt != nil
	}
	return s.Acks.OwnerReturnedAt != nil
}

// BothReceived reports whether both members confirmed receipt.
func (s State) BothReceived() bool { return s.received(s.RequesterID) && s.received(s.OwnerID) }

// BothReturned reports whether both members confirmed the return.
func (s State) BothReturned() bool { return s.returned(s.RequesterID) && s.returned(s.OwnerID) }

func (s State) anyReceived() bool { return s.received(s.RequesterID) || s.received(s.OwnerID) }

// memberActions are offered to members, in display order.
var memberActions = []string{
	ActionAccept, ActionReject, ActionModify, ActionApprove, ActionDeny, ActionCancel,
	ActionAckReceived, ActionAckReturned,
}

// Allowed lists the member actions userID may take now. On a modified
// trade accept and reject are accepted as approve and deny, but only the
// latter are offered.
func (s State) Allowed(userID string) []string {
	out := []string{}
	for _, a := range memberActions {
		if s.Status == rules.StatusModified && (a == ActionAccept || a == ActionReject) {
			continue
		}
		if s.Check(a, userID) == nil {
			out = append(out, a)
		}
	}
	return out
}

// Check says whether userID may take action now, with the refusal to show.
func (s State) Check(action, userID string) error {
	if !s.Participant(userID) {
		return ErrNotParticipant
	}
	if s.Terminal() {
		return ErrTradeEnded
	}
	holder := userID == s.HoldUserID
	switch action {
	case ActionModify:
		if s.Status != rules.StatusPending {
			return ErrNotAllowed
		}
		if holder {
			return ErrAwaitingOther
		}
		return nil
	case ActionAccept, ActionReject:
		if s.Status != rules.StatusPending && s.Status != rules.StatusModified {
			return ErrNotAllowed
		}
		if holder {
			return ErrAwaitingOther
		}
		return nil
	case ActionApprove, ActionDeny:
		if s.Status != rules.StatusModified {
			return ErrNotAllowed
		}
		if holder {
			return ErrAwaitingOther
		}
		return nil
	case ActionCancel:
		switch s.Status {
		case rules.StatusPending, rules.StatusModified:
			if holder {
				return nil
			}
			return ErrNotAllowed
		case rules.StatusDisputed:
			return ErrDisputeActive
		case rules.StatusAccepted:
			if s.anyReceived() {
				return ErrCancelTooLate
			}
			return nil
		}
		return ErrNotAllowed
	case ActionAckReceived:
		return s.checkAck(func() bool { return s.received(userID) }, nil)
	case ActionAckReturned:
		return s.checkAck(func() bool { return s.returned(userID) }, func() error {
			if !s.BothReceived() {
				return ErrReturnTooEarly
			}
			return nil
		})
	case ActionRegenLabels:
		if s.DeliveryMethod != DeliveryShipping || (s.Status != rules.StatusAccepted && s.Status != rules.StatusDisputed) {
			return ErrNoLabels
		}
		return nil
	}
	return ErrNotAllowed
}

func (s State) checkAck(done func() bool, extra func() error) error {
	if s.Status == rules.StatusDisputed {
		return ErrDisputeActive
	}
	if s.Status != rules.StatusAccepted {
		return ErrNotAllowed
	}
	if done() {
		return ErrAlreadyAcked
	}
	if extra != nil {
		return extra()
	}
	return nil
}

// CheckDispute says whether userID may open a dispute now: on an accepted
// trade, including the inspection window, once per trade.
func (s State) CheckDispute(userID string) error {
	if !s.Participant(userID) {
		return ErrNotParticipant
	}
	if s.DisputeOpened {
		return ErrDisputeExists
	}
	if s.Status != rules.StatusAccepted {
		return ErrNotDisputable
	}
	return nil
}

// CheckAdminRemoval says whether an administrator may flag or delete the
// trade: any trade but a completed or disputed one, including cancelled,
// rejected and denied ones.
func (s State) CheckAdminRemoval() error {
	if s.Status == rules.StatusCompleted || s.Status == rules.StatusDisputed {
		return ErrNotRemovable
	}
	return nil
}

// CheckForceAction says whether an administrator may force the trade to an
// end with action: completing needs a trade whose bags were exchanged
// (accepted or disputed); cancelling any trade that has not ended.
func (s State) CheckForceAction(action string) error {
	if err := s.CheckForce(); err != nil {
		return err
	}
	if action == ForceComplete && s.Status != rules.StatusAccepted && s.Status != rules.StatusDisputed {
		return ErrNeverAccepted
	}
	return nil
}

// CheckForce says whether an administrator may force the trade to an end.
func (s State) CheckForce() error {
	if s.Terminal() {
		return ErrTradeEnded
	}
	return nil
}

// StateOf rebuilds the rules' input from a published view, so lists read
// from the projection can show each member's actions without a query.
func StateOf(v TradeView) State {
	return State{
		Status: v.Status, RequesterID: v.RequesterID, OwnerID: v.OwnerID, HoldUserID: v.HoldUserID,
		DeliveryMethod: v.DeliveryMethod, Acks: v.Acks, DisputeOpened: v.DisputeID != "",
		Inspecting: v.Status == rules.StatusAccepted && v.InspectionEndsAt != nil,
	}
}
