package api

import (
	"time"

	"pursetrade/internal/money"
	"pursetrade/internal/trades"
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

// financials applies the display rules: the frozen snapshot once accepted,
// a live estimate from current fees and balances before.
func (tc tradeContext) financials(t *tradeJSON, v workflows.TradeView, viewerID string) {
	var initiator, receiver *breakdownJSON
	if snap := v.Snapshot; snap != nil {
		t.FinancialSnapshot = &snapshotJSON{AcceptedAt: snap.AcceptedAt, Initiator: finJSON(snap.Initiator), Receiver: finJSON(snap.Receiver)}
		initiator, receiver = fromSnapshot(snap.Initiator), fromSnapshot(snap.Receiver)
	} else {
		delivery := tc.DeliveryCents(v.DeliveryMethod, v.ShippingCostCents)
		initiator = estimateJSON(tc.Estimate(v.User1ID, delivery, v.Terms.Hat2ValueCents))
		receiver = estimateJSON(tc.Estimate(v.User2ID, delivery, v.Terms.Hat1ValueCents))
	}
	t.FinancialBreakdownInitiator, t.FinancialBreakdownReceiver = initiator, receiver
	mine := initiator
	if viewerID == v.User2ID {
		mine = receiver
	}
	if viewerID == v.User1ID || viewerID == v.User2ID {
		t.FinancialBreakdown = mine
		t.Financials = &financialsJSON{TotalFeeDueOnAccept: mine.SiteFee + mine.DeliveryFees, EndingBalance: *mine.EndingBalance}
	}
}

func estimateJSON(e trades.Estimate) *breakdownJSON {
	return &breakdownJSON{
		SiteFee: money.Dollars(e.SiteFeeCents), DeliveryFees: money.Dollars(e.DeliveryCents),
		OriginalBalance: dollars(e.BalanceCents), OtherItemValue: money.Dollars(e.HoldCents),
		TotalCharge: money.Dollars(e.TotalCents()), EndingBalance: dollars(e.EndingBalanceCents),
		Computed: true,
	}
}

func fromSnapshot(u workflows.UserFinancials) *breakdownJSON {
	return &breakdownJSON{
		SiteFee: money.Dollars(u.PlatformFeeCents), DeliveryFees: money.Dollars(u.ShippingFeeCents + u.PickupFeeCents),
		OtherItemValue: money.Dollars(u.HoldCents), OriginalBalance: dollars(u.BalanceAtAcceptance),
		TotalCharge: money.Dollars(u.TotalWithHoldCents), EndingBalance: dollars(u.EndingBalanceCents),
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
