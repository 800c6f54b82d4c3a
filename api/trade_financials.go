package api

import (
	"time"

	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

type userFinancialsJSON struct {
	PlatformFee         money.Dollars  `json:"platform_fee"`
	ShippingFee         money.Dollars  `json:"shipping_fee"`
	PickupFee           money.Dollars  `json:"pickup_fee"`
	HoldAmount          money.Dollars  `json:"hold_amount"`
	TotalDue            money.Dollars  `json:"total_due"`
	TotalIncludingHold  money.Dollars  `json:"total_including_hold"`
	BalanceAtAcceptance *money.Dollars `json:"balance_at_acceptance,omitempty"` // own side (and admins) only
	EndingBalance       *money.Dollars `json:"ending_balance,omitempty"`        // own side (and admins) only
}

type snapshotJSON struct {
	AcceptedAt time.Time          `json:"accepted_at"`
	Initiator  userFinancialsJSON `json:"initiator"`
	Receiver   userFinancialsJSON `json:"receiver"`
}

type breakdownJSON struct {
	SiteFee         money.Dollars  `json:"site_fee"`
	DeliveryFees    money.Dollars  `json:"delivery_fees"`
	OtherItemValue  money.Dollars  `json:"other_item_value"`
	OriginalBalance *money.Dollars `json:"original_balance,omitempty"` // own side (and admins) only
	TotalCharge     money.Dollars  `json:"total_charge"`
	EndingBalance   *money.Dollars `json:"ending_balance,omitempty"` // own side (and admins) only
	Computed        bool           `json:"computed"`                 // true: live estimate for a trade not yet accepted
	Basis           string         `json:"basis"`
	FeesRefunded    *money.Dollars `json:"fees_refunded,omitempty"`    // cancelled after acceptance
	PenaltyPaid     *money.Dollars `json:"penalty_paid,omitempty"`     // cancelled after acceptance
	PenaltyReceived *money.Dollars `json:"penalty_received,omitempty"` // cancelled after acceptance
}

// What a breakdown's figures are.
const (
	basisEstimate  = "estimate"    // an open request: what accepting would take at today's fees
	basisAccepted  = "accepted"    // frozen when the trade was accepted
	basisNotCharge = "not_charged" // ended before acceptance: nothing was charged, any hold was released
	basisCancelled = "cancelled"   // accepted, then cancelled: the fees charged, what came back, the penalty
)

// withoutBalance is a breakdown as the trade partner sees it: a member
// never learns the other member's balance.
func (b *breakdownJSON) withoutBalance() *breakdownJSON {
	out := *b
	out.OriginalBalance, out.EndingBalance = nil, nil
	return &out
}

func (u userFinancialsJSON) withoutBalance() userFinancialsJSON {
	u.BalanceAtAcceptance, u.EndingBalance = nil, nil
	return u
}

type financialsJSON struct {
	TotalFeeDueOnAccept money.Dollars `json:"total_fee_due_on_accept"`
	EndingBalance       money.Dollars `json:"ending_balance"`
}

// financials applies the display rules: the frozen snapshot once accepted,
// a live estimate from current fees and balances while the request is open,
// and nothing at all for a request that ended unaccepted (no money moved:
// an estimate there would show charges that never happened).
func (tc tradeContext) financials(t *tradeJSON, v workflows.TradeView, viewerID string) {
	var initiator, receiver *breakdownJSON
	if snap := v.Snapshot; snap != nil {
		t.FinancialSnapshot = &snapshotJSON{AcceptedAt: snap.AcceptedAt, Initiator: finJSON(snap.Requester), Receiver: finJSON(snap.Owner)}
		initiator, receiver = fromSnapshot(snap.Requester), fromSnapshot(snap.Owner)
		if settledAfterAcceptance(v) {
			initiator = settledJSON(snap.Requester, tc.settled.Of(v.TradeID, v.RequesterID))
			receiver = settledJSON(snap.Owner, tc.settled.Of(v.TradeID, v.OwnerID))
		}
	} else if rules.Terminal(v.Status) {
		initiator, receiver = &breakdownJSON{Basis: basisNotCharge}, &breakdownJSON{Basis: basisNotCharge}
	} else {
		requester, owner := tc.Estimates(v.RequesterID, v.OwnerID, rules.ChargedTrade{DeliveryMethod: v.DeliveryMethod,
			ShippingCostCents: v.ShippingCostCents, RequesterHoldCents: v.Terms.OwnerBagValueCents, OwnerHoldCents: v.Terms.RequesterBagValueCents})
		initiator, receiver = estimateJSON(requester), estimateJSON(owner)
	}
	t.FinancialBreakdownInitiator, t.FinancialBreakdownReceiver = initiator, receiver
	mine := initiator
	if viewerID == v.OwnerID {
		mine = receiver
	}
	if viewerID == v.RequesterID || viewerID == v.OwnerID {
		t.FinancialBreakdown = mine
		if mine.EndingBalance != nil {
			t.Financials = &financialsJSON{TotalFeeDueOnAccept: mine.SiteFee + mine.DeliveryFees, EndingBalance: *mine.EndingBalance}
		}
	}
}

func estimateJSON(e trades.Estimate) *breakdownJSON {
	return &breakdownJSON{
		SiteFee: money.Dollars(e.SiteFeeCents), DeliveryFees: money.Dollars(e.DeliveryCents),
		OriginalBalance: dollars(e.BalanceCents), OtherItemValue: money.Dollars(e.HoldCents),
		TotalCharge: money.Dollars(e.TotalCents()), EndingBalance: dollars(e.EndingBalanceCents),
		Computed: true, Basis: basisEstimate,
	}
}

func fromSnapshot(u workflows.UserFinancials) *breakdownJSON {
	return &breakdownJSON{
		SiteFee: money.Dollars(u.PlatformFeeCents), DeliveryFees: money.Dollars(u.ShippingFeeCents + u.PickupFeeCents),
		OtherItemValue: money.Dollars(u.HoldCents), OriginalBalance: dollars(u.BalanceAtAcceptance),
		TotalCharge: money.Dollars(u.TotalWithHoldCents), EndingBalance: dollars(u.EndingBalanceCents),
		Basis: basisAccepted,
	}
}

// settledJSON is a trade cancelled after acceptance as it finally stands for
// one member: the fees charged at acceptance, what came back, the penalty,
// and the total it cost them (the hold was released, so it is not part of
// it; a negative total is money the member received).
func settledJSON(u workflows.UserFinancials, s ledger.Settlement) *breakdownJSON {
	total := u.TotalDueCents - s.RefundedCents + s.PenaltyPaidCents - s.PenaltyReceivedCents
	return &breakdownJSON{
		SiteFee: money.Dollars(u.PlatformFeeCents), DeliveryFees: money.Dollars(u.ShippingFeeCents + u.PickupFeeCents),
		TotalCharge: money.Dollars(total), Basis: basisCancelled,
		FeesRefunded: dollars(s.RefundedCents), PenaltyPaid: dollars(s.PenaltyPaidCents), PenaltyReceived: dollars(s.PenaltyReceivedCents),
	}
}

func finJSON(u workflows.UserFinancials) userFinancialsJSON {
	return userFinancialsJSON{
		PlatformFee: money.Dollars(u.PlatformFeeCents), ShippingFee: money.Dollars(u.ShippingFeeCents),
		PickupFee: money.Dollars(u.PickupFeeCents), HoldAmount: money.Dollars(u.HoldCents),
		TotalDue: money.Dollars(u.TotalDueCents), TotalIncludingHold: money.Dollars(u.TotalWithHoldCents),
		BalanceAtAcceptance: dollars(u.BalanceAtAcceptance), EndingBalance: dollars(u.EndingBalanceCents),
	}
}

func dollars(cents int64) *money.Dollars {
	d := money.Dollars(cents)
	return &d
}
