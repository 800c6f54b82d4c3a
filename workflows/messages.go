package workflows

import (
	"pursetrade/internal/trades/rules"
	"time"
)

// Names shared by the worker, the API and tests. Changing one breaks running
// trades, so they are constants in one place.
const (
	TradeWorkflowName = "TradeWorkflow"

	QueryTradeView = "trade_view"
)

// Member actions, sent as workflow updates (their names are the update names).
const (
	ActionRequest     = "request" // the first update, sent with the start
	ActionAccept      = "accept"
	ActionReject      = "reject"
	ActionModify      = "modify"
	ActionApprove     = "approve"
	ActionDeny        = "deny"
	ActionCancel      = "cancel"
	ActionAckReceived = "ack_received"
	ActionAckReturned = "ack_returned"
	ActionRegenLabels = "regenerate_labels"
)

// Administrator, dispute and account actions, sent as workflow updates so
// the caller learns what the trade really did.
const (
	UpdateOpenDispute      = "open_dispute"
	UpdateResolveDispute   = "resolve_dispute"
	UpdateOverrideReceived = "admin_override_received"
	UpdateOverrideReturned = "admin_override_returned"
	UpdateForceComplete    = "admin_force_complete"
	UpdateFlag             = "admin_flag"
	UpdateDelete           = "admin_delete"
	UpdateEndRequest       = "end_request"
)

// Signals the trade accepts. Each is checked as its update is and a refused
// one is recorded in the trade's memo instead of acting.
const (
	// An operator's override or force-complete from the Temporal CLI (same
	// names and payloads as the updates).
	SignalOverrideReceived = UpdateOverrideReceived
	SignalOverrideReturned = UpdateOverrideReturned
	SignalForceComplete    = UpdateForceComplete
	// SignalBookingConflict declines an open request whose bag another
	// trade has just booked for overlapping dates.
	SignalBookingConflict = "booking_conflict"
)

// Delivery methods.
const (
	DeliveryPickup   = rules.DeliveryPickup
	DeliveryShipping = rules.DeliveryShipping
)

// WorkflowID is the Temporal workflow id of a trade.
func WorkflowID(tradeID string) string { return "trade-" + tradeID }

// Windows are the trade's configurable durations.
type Windows struct {
	Response   time.Duration `json:"response"`   // pending/modified trade expires after this
	Inspection time.Duration `json:"inspection"` // after both returns, before completion
	Reminder   time.Duration `json:"reminder"`   // between overdue-return reminders
	// DeliveryReminder: after the carrier delivers, the receiver is
	// reminded once if they have not confirmed by then (0: 48 hours).
	DeliveryReminder time.Duration `json:"delivery_reminder,omitempty"`
}

// Terms are what the two members agree on; a modification replaces them.
type Terms = rules.Terms

// TradeInput starts a trade. Calendar times (New York dates) are computed by
// the caller so the workflow stays deterministic.
type TradeInput struct {
	TradeID           string  `json:"trade_id"`
	RequesterID       string  `json:"user1_id"` // requester (from_user)
	OwnerID           string  `json:"user2_id"` // owner of Hat2 (to_user)
	Terms             Terms   `json:"terms"`
	DeliveryMethod    string  `json:"delivery_method"`
	ShippingCostCents int64   `json:"shipping_cost_cents"` // round trip, 0 for pickup
	Message           string  `json:"message"`
	Windows           Windows `json:"windows"`
	// Resume carries a running trade's state into a new run after
	// continue-as-new; nil for a new trade.
	Resume *TradeState `json:"resume,omitempty"`
	// HistoryLimit is the history length after which the trade continues as
	// new (0: the default); tests lower it.
	HistoryLimit int `json:"history_limit,omitempty"`
}

// ActionInput is the payload of every member action update.
type ActionInput struct {
	UserID string `json:"user_id"`
	// Modify only: the new terms (the API fills unchanged fields from the
	// current terms and checks item ownership) and an optional note.
	Terms      *Terms `json:"terms,omitempty"`
	ModMessage string `json:"mod_message,omitempty"`
	// ExpectedRevision is the revision of the trade the member saw; when
	// set and the trade has moved since, the action is refused as stale.
	ExpectedRevision int64 `json:"expected_revision,omitempty"`
	// Confirmations only: the condition photos the member uploaded of the
	// bag that reached them (internal/trades/condition), attached by the
	// confirmation.
	PhotoIDs []string `json:"photo_ids,omitempty"`
}

// EndRequestInput ends an open request before its answer, on behalf of
// the member whose account or bag ends it. Reason completes "cancelled
// because ..." on the trade and to the partner; empty: the member closed
// their account.
type EndRequestInput struct {
	UserID string `json:"user_id"`
	Reason string `json:"reason,omitempty"`
}

// BookingConflict names the accepted trade that booked a bag.
type BookingConflict struct {
	TradeID string `json:"trade_id"`
}

// DisputeResolution is what the trade applied when its dispute was
// resolved; the API records exactly this on the dispute.
type DisputeResolution struct {
	DisputeID     string `json:"dispute_id"`
	AdminID       string `json:"admin_id"`
	Resolution    string `json:"resolution"`
	AwardToUserID string `json:"award_to_user_id,omitempty"`
	AwardCents    int64  `json:"award_cents,omitempty"`
}

// DisputeSignal opens or resolves a dispute.
type DisputeSignal struct {
	DisputeID  string `json:"dispute_id"`
	UserID     string `json:"user_id"` // who opened it, or the resolving admin
	Reason     string `json:"reason,omitempty"`
	Resolution string `json:"resolution,omitempty"`
	// Optional award paid out of the other member's hold.
	AwardToUserID string `json:"award_to_user_id,omitempty"`
	AwardCents    int64  `json:"award_cents,omitempty"`
}

// AdminSignal carries an administrator's action.
type AdminSignal struct {
	AdminID string    `json:"admin_id"`
	UserID  string    `json:"user_id,omitempty"` // override: whose acknowledgement
	Action  string    `json:"action,omitempty"`  // force-complete: complete | cancel
	Reason  string    `json:"reason,omitempty"`
	At      time.Time `json:"at,omitempty"` // set by the workflow when applied
}

// Force-complete actions.
const (
	ForceComplete = "complete"
	ForceCancel   = "cancel"
)

// TimelineEvent is one line of a trade's history.
type TimelineEvent struct {
	Seq         int        `json:"seq"`
	Kind        string     `json:"kind"`
	UserID      string     `json:"user_id,omitempty"`
	Description string     `json:"description"`
	Message     string     `json:"message,omitempty"`
	At          time.Time  `json:"timestamp"`
	CarrierAt   *time.Time `json:"carrier_at,omitempty"` // a carrier scan: the carrier's time
	Leg         string     `json:"leg,omitempty"`        // a carrier scan or reminder: the parcel
}

// UserFinancials is one member's side of the frozen financial snapshot.
type UserFinancials struct {
	UserID              string `json:"user_id"`
	PlatformFeeCents    int64  `json:"platform_fee_cents"`
	ShippingFeeCents    int64  `json:"shipping_fee_cents"`
	PickupFeeCents      int64  `json:"pickup_fee_cents"`
	HoldCents           int64  `json:"hold_amount_cents"`
	TotalDueCents       int64  `json:"total_due_cents"`
	TotalWithHoldCents  int64  `json:"total_including_hold_cents"`
	BalanceAtAcceptance int64  `json:"balance_at_acceptance_cents"`
	EndingBalanceCents  int64  `json:"ending_balance_cents"`
}

// FinancialSnapshot is frozen when the trade is accepted.
type FinancialSnapshot struct {
	AcceptedAt time.Time      `json:"accepted_at"`
	Requester  UserFinancials `json:"initiator"`
	Owner      UserFinancials `json:"receiver"`
}

// Label is one shipping leg's label.
type Label struct {
	Leg            string `json:"leg"` // user1_out, user2_out, user1_return, user2_return
	LabelURL       string `json:"label_url"`
	TrackingNumber string `json:"tracking_number"`
	Carrier        string `json:"carrier"`
	TrackingURL    string `json:"tracking_url"`
}

// Label legs: who sends which bag.
const (
	LegRequesterOut    = "user1_out"    // the requester sends their bag to the owner
	LegOwnerOut        = "user2_out"    // the owner sends their bag to the requester
	LegRequesterReturn = "user1_return" // the requester returns the owner's bag
	LegOwnerReturn     = "user2_return" // the owner returns the requester's bag
)

// Acks are the one-time confirmations, with admin overrides marked.
type Acks struct {
	RequesterReceivedAt *time.Time      `json:"user1_received_at,omitempty"`
	OwnerReceivedAt     *time.Time      `json:"user2_received_at,omitempty"`
	RequesterReturnedAt *time.Time      `json:"user1_returned_at,omitempty"`
	OwnerReturnedAt     *time.Time      `json:"user2_returned_at,omitempty"`
	Overrides           []AdminOverride `json:"admin_override,omitempty"`
}

// AdminOverride records an administrator confirming for a member.
type AdminOverride struct {
	Action  string    `json:"action"` // received | returned
	UserID  string    `json:"user_id"`
	AdminID string    `json:"admin_id"`
	At      time.Time `json:"at"`
}

// TradeView is what the trade_view query answers and what the projection
// stores: the whole trade, plus what the calling member may do now.
type TradeView struct {
	TradeID           string             `json:"trade_id"`
	Status            string             `json:"status"`
	RequesterID       string             `json:"user1_id"`
	OwnerID           string             `json:"user2_id"`
	HoldUserID        string             `json:"hold_user_id"`
	LastModifiedBy    string             `json:"last_modified_by,omitempty"`
	ModMessage        string             `json:"mod_message,omitempty"`
	Terms             Terms              `json:"terms"`
	DeliveryMethod    string             `json:"delivery_method"`
	ShippingCostCents int64              `json:"shipping_cost_cents"`
	Message           string             `json:"message"`
	CreatedAt         time.Time          `json:"created_at"`
	UpdatedAt         time.Time          `json:"updated_at"`
	ExpiresAt         *time.Time         `json:"expires_at,omitempty"`
	AcceptedAt        *time.Time         `json:"accepted_at,omitempty"`
	CompletedAt       *time.Time         `json:"completed_at,omitempty"`
	CancelledAt       *time.Time         `json:"cancelled_at,omitempty"`
	DeletedAt         *time.Time         `json:"deleted_at,omitempty"`
	Acks              Acks               `json:"acks"`
	Snapshot          *FinancialSnapshot `json:"financial_snapshot,omitempty"`
	Labels            []Label            `json:"labels,omitempty"`
	LabelError        string             `json:"label_error,omitempty"`
	DisputeID         string             `json:"dispute_id,omitempty"`
	Flag              *AdminSignal       `json:"flag,omitempty"`
	Forced            *AdminSignal       `json:"forced,omitempty"`
	InspectionEndsAt  *time.Time         `json:"inspection_ends_at,omitempty"`
	Actions           []string           `json:"actions"`
	Timeline          []TimelineEvent    `json:"timeline"`
	Seq               int64              `json:"transition_seq"`
	// Revision counts the changes a member acts on (offers, answers,
	// confirmations, disputes, endings), not reminders, labels or flags.
	Revision   int64              `json:"revision"`
	Resolution *DisputeResolution `json:"dispute_resolution,omitempty"`
	Carrier    []CarrierStatus    `json:"carrier,omitempty"` // each label's latest carrier scan
}
