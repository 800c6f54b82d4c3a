package api

import (
	"time"

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
	Basis           trades.Basis   `json:"basis"`
	FeesRefunded    *money.Dollars `json:"fees_refunded,omitempty"`    // cancelled after acceptance
	PenaltyPaid     *money.Dollars `json:"penalty_paid,omitempty"`     // cancelled after acceptance
	PenaltyReceived *money.Dollars `json:"penalty_received,omitempty"` // cancelled after acceptance
}

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

// financials shows each member's costs on the trade (trades.BasisOf says
// which figures), and the viewer's own beside them.
func (tc tradeContext) financials(t *tradeJSON, v workflows.TradeView, viewerID string) {
	initiator, receiver := tc.costs(v, true), tc.costs(v, false)
	if snap := v.Snapshot; snap != nil {
		t.FinancialSnapshot = &snapshotJSON{AcceptedAt: snap.AcceptedAt, Initiator: finJSON(snap.Requester), Receiver: finJSON(snap.Owner)}
	}
	t.FinancialBreakdownInitiator, t.FinancialBreakdownReceiver = breakdownOf(initiator), breakdownOf(receiver)
	if viewerID != v.RequesterID && viewerID != v.OwnerID {
		return
	}
	mine := initiator
	if viewerID == v.OwnerID {
		mine = receiver
	}
	t.FinancialBreakdown = breakdownOf(mine)
	if mine.Balance != nil {
		t.Financials = &financialsJSON{TotalFeeDueOnAccept: money.Dollars(mine.FeesCents()), EndingBalance: money.Dollars(mine.Balance.AfterCents)}
	}
}

// costs are the requester's or the owner's costs on the trade.
func (tc tradeContext) costs(v workflows.TradeView, requester bool) trades.Costs {
	userID := v.RequesterID
	if !requester {
		userID = v.OwnerID
	}
	basis := trades.BasisOf(v.Snapshot != nil, v.Status)
	if basis == trades.BasisEstimate {
		// each holds the value of the bag they receive
		forRequester, forOwner := tc.Estimates(v.RequesterID, v.OwnerID, rules.ChargedTrade{DeliveryMethod: v.DeliveryMethod,
			ShippingCostCents: v.ShippingCostCents, RequesterHoldCents: v.Terms.OwnerBagValueCents, OwnerHoldCents: v.Terms.RequesterBagValueCents})
		if requester {
			return trades.EstimatedCosts(forRequester)
		}
		return trades.EstimatedCosts(forOwner)
	}
	if basis == trades.BasisNotCharged {
		return trades.NotChargedCosts()
	}
	side := v.Snapshot.Requester
	if !requester {
		side = v.Snapshot.Owner
	}
	if basis == trades.BasisCancelled {
		return trades.CancelledCosts(charges(side), tc.settled.Of(v.TradeID, userID))
	}
	return trades.AcceptedCosts(charges(side))
}

func charges(u workflows.UserFinancials) trades.Charges {
	return trades.Charges{PlatformFeeCents: u.PlatformFeeCents, ShippingFeeCents: u.ShippingFeeCents, PickupFeeCents: u.PickupFeeCents,
		HoldCents: u.HoldCents, TotalDueCents: u.TotalDueCents, TotalWithHoldCents: u.TotalWithHoldCents,
		BalanceAtAcceptanceCents: u.BalanceAtAcceptance, EndingBalanceCents: u.EndingBalanceCents}
}

func breakdownOf(c trades.Costs) *breakdownJSON {
	b := &breakdownJSON{SiteFee: money.Dollars(c.SiteFeeCents), DeliveryFees: money.Dollars(c.DeliveryCents),
		OtherItemValue: money.Dollars(c.HoldCents), TotalCharge: money.Dollars(c.TotalCents),
		Computed: c.Basis == trades.BasisEstimate, Basis: c.Basis}
	if c.Balance != nil {
		b.OriginalBalance, b.EndingBalance = dollars(c.Balance.BeforeCents), dollars(c.Balance.AfterCents)
	}
	if s := c.Settlement; s != nil {
		b.FeesRefunded, b.PenaltyPaid, b.PenaltyReceived = dollars(s.RefundedCents), dollars(s.PenaltyPaidCents), dollars(s.PenaltyReceivedCents)
	}
	return b
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
