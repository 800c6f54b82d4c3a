package workflows

// The inputs and results of the Activities.

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

// SetHoldInput sets a member's hold on the trade to Cents (a modification
// changed the bag they would receive). Setting a value, not moving by a
// difference, lands on the same hold however often it is repeated.
type SetHoldInput struct {
	TradeID string `json:"trade_id"`
	UserID  string `json:"user_id"`
	Cents   int64  `json:"cents"`
	Key     string `json:"key"`
}

// AcceptTradeInput charges both members their fees, reserves the second
// hold, books both bags for the trade's dates and writes the accepted
// trade's projection (with the snapshot it freezes), in one transaction.
type AcceptTradeInput struct {
	TradeID            string `json:"trade_id"`
	RequesterBagID     string `json:"hat1_id"`
	OwnerBagID         string `json:"hat2_id"`
	RequesterID        string `json:"user1_id"`
	OwnerID            string `json:"user2_id"`
	AccepterID         string `json:"accepter_id"`
	RequesterHoldCents int64  `json:"user1_hold_cents"` // already reserved
	OwnerHoldCents     int64  `json:"user2_hold_cents"` // reserved now
	DeliveryMethod     string `json:"delivery_method"`
	ShippingCostCents  int64  `json:"shipping_cost_cents"`
	KeyPrefix          string `json:"key_prefix"`
	StartDate          string `json:"start_date"`
	EndDate            string `json:"end_date"`
	// Projection is the accepted trade's read model, written with the
	// snapshot the activity computes.
	Projection TradeProjection `json:"projection"`
}

// AcceptTradeResult is the frozen snapshot and the open requests the
// booking rules out.
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
	TradeID     string `json:"trade_id"`
	RequesterID string `json:"user1_id"`
	OwnerID     string `json:"user2_id"`
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

// VoidLabelsInput names the trade whose unused labels are voided at the
// carrier service (each label once).
type VoidLabelsInput struct {
	TradeID string `json:"trade_id"`
}

// AttachPhotosInput is a member's confirmation of a handover with its
// photos, and the value of the bag that reached them.
type AttachPhotosInput struct {
	TradeID       string   `json:"trade_id"`
	UserID        string   `json:"user_id"`
	Handover      string   `json:"handover"`
	PhotoIDs      []string `json:"photo_ids,omitempty"`
	BagValueCents int64    `json:"bag_value_cents"`
}

// BookedByInput asks whether trade BookedBy holds a booking of one of the
// bags on days overlapping the dates and the turnaround after them: the
// proof a booking conflict signal must carry.
type BookedByInput struct {
	BookedBy       string   `json:"booked_by"`
	ItemIDs        []string `json:"item_ids"`
	StartDate      string   `json:"start_date"`
	EndDate        string   `json:"end_date"`
	TurnaroundDays int      `json:"turnaround_days,omitempty"`
}
