package workflows

// Activity names and payloads. The worker registers the implementations in
// package activities under these names; the workflow refers to them only by
// name so it imports nothing but the SDK.
const (
	ActivityOpenTrade          = "OpenTrade"
	ActivityProjectTrade       = "ProjectTrade"
	ActivityAdjustHold         = "AdjustHold"
	ActivityAcceptTrade        = "AcceptTrade"
	ActivityReleaseHolds       = "ReleaseHolds"
	ActivitySettleCancellation = "SettleCancellation"
	ActivityRefundFees         = "RefundFees"
	ActivityAwardFromHold      = "AwardFromHold"
	ActivityBuyLabels          = "BuyLabels"
	ActivityNotify             = "Notify"
)

// TradeProjection is the row the projection activity writes after every
// transition; Seq orders writes so an older one never wins.
type TradeProjection struct {
	TradeView
	Notifications []NotifyInput `json:"notifications,omitempty"`
}

// OpenTradeInput reserves the requester's hold and writes the first
// projection in one database transaction: either both happen or neither.
type OpenTradeInput struct {
	Projection TradeProjection `json:"projection"`
	HoldUserID string          `json:"hold_user_id"`
	HoldCents  int64           `json:"hold_cents"`
	Key        string          `json:"key"`
}

// AdjustHoldInput changes a member's hold on the trade by DeltaCents, or,
// when TargetCents is set, to TargetCents.
type AdjustHoldInput struct {
	TradeID     string `json:"trade_id"`
	UserID      string `json:"user_id"`
	DeltaCents  int64  `json:"delta_cents"`
	TargetCents int64  `json:"target_cents,omitempty"`
	Key         string `json:"key"`
}

// AcceptTradeInput charges both members their fees and reserves the second
// hold in one ledger transaction, and freezes the financial snapshot.
type AcceptTradeInput struct {
	TradeID           string `json:"trade_id"`
	Hat1ID            string `json:"hat1_id"`
	Hat2ID            string `json:"hat2_id"`
	User1ID           string `json:"user1_id"`
	User2ID           string `json:"user2_id"`
	AccepterID        string `json:"accepter_id"`
	User1HoldCents    int64  `json:"user1_hold_cents"` // already reserved
	User2HoldCents    int64  `json:"user2_hold_cents"` // reserved now
	DeliveryMethod    string `json:"delivery_method"`
	ShippingCostCents int64  `json:"shipping_cost_cents"`
	KeyPrefix         string `json:"key_prefix"`
	// Book both bags for the trade's dates in the same transaction (trades
	// started before bookings existed do not).
	StartDate string `json:"start_date,omitempty"`
	EndDate   string `json:"end_date,omitempty"`
	Book      bool   `json:"book,omitempty"`
	// Projection, when set, is the accepted trade's read model: written in
	// the same transaction, with the snapshot the activity computes.
	Projection *TradeProjection `json:"projection,omitempty"`
}

// AcceptTradeResult is the frozen snapshot and the open requests the
// booking rules out (trades that book their bags).
type AcceptTradeResult struct {
	FinancialSnapshot
	Overlapping []string `json:"overlapping,omitempty"`
}

// ReleaseHoldsInput releases every open hold of the trade.
type ReleaseHoldsInput struct {
	TradeID   string `json:"trade_id"`
	KeyPrefix string `json:"key_prefix"`
}

// SettleCancellationInput settles a cancellation after acceptance: the
// canceller's fees are kept and a penalty equal to the site fee goes to the
// partner, whose fees are refunded; holds are released.
type SettleCancellationInput struct {
	TradeID     string            `json:"trade_id"`
	CancellerID string            `json:"canceller_id"`
	Snapshot    FinancialSnapshot `json:"snapshot"`
	KeyPrefix   string            `json:"key_prefix"`
}

// RefundFeesInput refunds both members' fees and releases the holds (an
// administrator cancelling an accepted trade).
type RefundFeesInput struct {
	TradeID   string            `json:"trade_id"`
	Snapshot  FinancialSnapshot `json:"snapshot"`
	KeyPrefix string            `json:"key_prefix"`
}

// AwardInput pays a dispute award out of one member's hold to the other.
type AwardInput struct {
	TradeID     string `json:"trade_id"`
	FromUserID  string `json:"from_user_id"`
	ToUserID    string `json:"to_user_id"`
	AmountCents int64  `json:"amount_cents"`
	Key         string `json:"key"`
}

// BuyLabelsInput buys the four shipping labels of a trade.
type BuyLabelsInput struct {
	TradeID string `json:"trade_id"`
	User1ID string `json:"user1_id"`
	User2ID string `json:"user2_id"`
}

// NotifyInput stores a notification for members and queues its email.
type NotifyInput struct {
	UserIDs   []string `json:"user_ids"`
	TradeID   string   `json:"trade_id"`
	Event     string   `json:"event"`
	Subject   string   `json:"subject"`
	Content   string   `json:"content"`
	DedupeKey string   `json:"dedupe_key"`
}

// ActivityVoidLabels voids a cancelled shipping trade's unused labels at the
// carrier service (each label once).
const ActivityVoidLabels = "VoidLabels"

// VoidLabelsInput names the trade whose labels are voided.
type VoidLabelsInput struct {
	TradeID string `json:"trade_id"`
}
