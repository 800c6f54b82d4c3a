package trades

import (
	"pursetrade/internal/ledger"
	"pursetrade/internal/trades/rules"
)

// Basis says what a member's figures on a trade are.
type Basis string

const (
	BasisEstimate   Basis = "estimate"    // an open request: what accepting would take at today's fees
	BasisAccepted   Basis = "accepted"    // frozen when the trade was accepted
	BasisNotCharged Basis = "not_charged" // ended before acceptance: nothing was charged, any hold was released
	BasisCancelled  Basis = "cancelled"   // accepted, then cancelled: the fees charged, what came back, the penalty
)

// BasisOf applies the display rules: the frozen snapshot once accepted
// (what it finally cost once cancelled after that), nothing at all for a
// request that ended unaccepted (no money moved: an estimate there would
// show charges that never happened), and a live estimate from today's fees
// and balances while the request is open.
func BasisOf(accepted bool, status string) Basis {
	switch {
	case accepted && status == rules.StatusCancelled:
		return BasisCancelled
	case accepted:
		return BasisAccepted
	case rules.Terminal(status):
		return BasisNotCharged
	}
	return BasisEstimate
}

// Charges is what accepting a trade charged one member, in cents, as the
// trade's snapshot froze it.
type Charges struct {
	PlatformFeeCents, ShippingFeeCents, PickupFeeCents int64
	HoldCents                                          int64 // the value of the bag they receive
	TotalDueCents                                      int64 // the fees
	TotalWithHoldCents                                 int64
	BalanceAtAcceptanceCents, EndingBalanceCents       int64
}

// Costs is one member's money on a trade as its screens show it, in cents.
type Costs struct {
	Basis                       Basis
	SiteFeeCents, DeliveryCents int64
	HoldCents                   int64 // the other bag's value, held (none once released)
	TotalCents                  int64 // negative: money the member received
	Balance                     *Balance
	Settlement                  *ledger.Settlement // cancelled after acceptance: what came back
}

// Balance is a member's balance before the trade's charges and after them;
// a trade that has ended shows none.
type Balance struct {
	BeforeCents, AfterCents int64
}

// FeesCents is what accepting takes from the member besides the hold.
func (c Costs) FeesCents() int64 { return c.SiteFeeCents + c.DeliveryCents }

// NotChargedCosts are the costs of a request that ended unaccepted.
func NotChargedCosts() Costs { return Costs{Basis: BasisNotCharged} }

// EstimatedCosts are an open request's costs at today's fees.
func EstimatedCosts(e Estimate) Costs {
	return Costs{Basis: BasisEstimate, SiteFeeCents: e.SiteFeeCents, DeliveryCents: e.DeliveryCents, HoldCents: e.HoldCents,
		TotalCents: e.TotalCents(), Balance: &Balance{BeforeCents: e.BalanceCents, AfterCents: e.EndingBalanceCents}}
}

// AcceptedCosts are what accepting charged, the hold included.
func AcceptedCosts(ch Charges) Costs {
	return Costs{Basis: BasisAccepted, SiteFeeCents: ch.PlatformFeeCents, DeliveryCents: ch.deliveryCents(),
		HoldCents: ch.HoldCents, TotalCents: ch.TotalWithHoldCents,
		Balance: &Balance{BeforeCents: ch.BalanceAtAcceptanceCents, AfterCents: ch.EndingBalanceCents}}
}

// CancelledCosts are what a trade cancelled after acceptance finally cost
// one member: the fees charged at acceptance, less what came back, plus
// the penalty paid, less the penalty received. The hold was released, so
// it is not part of it.
func CancelledCosts(ch Charges, s ledger.Settlement) Costs {
	return Costs{Basis: BasisCancelled, SiteFeeCents: ch.PlatformFeeCents, DeliveryCents: ch.deliveryCents(),
		TotalCents: ch.TotalDueCents - s.RefundedCents + s.PenaltyPaidCents - s.PenaltyReceivedCents, Settlement: &s}
}

func (ch Charges) deliveryCents() int64 { return ch.ShippingFeeCents + ch.PickupFeeCents }
