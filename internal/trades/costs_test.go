package trades

import (
	"testing"

	"pursetrade/internal/ledger"
	"pursetrade/internal/trades/rules"
)

func TestBasisOf(t *testing.T) {
	cases := []struct {
		accepted bool
		status   string
		want     Basis
	}{
		{false, rules.StatusPending, BasisEstimate},
		{false, rules.StatusCancelled, BasisNotCharged},
		{false, rules.StatusRejected, BasisNotCharged},
		{true, rules.StatusAccepted, BasisAccepted},
		{true, rules.StatusCompleted, BasisAccepted},
		{true, rules.StatusCancelled, BasisCancelled},
	}
	for _, c := range cases {
		if got := BasisOf(c.accepted, c.status); got != c.want {
			t.Errorf("BasisOf(%v, %q) = %q, want %q", c.accepted, c.status, got, c.want)
		}
	}
}

var charged = Charges{PlatformFeeCents: 500, ShippingFeeCents: 1200, PickupFeeCents: 300, HoldCents: 20000,
	TotalDueCents: 2000, TotalWithHoldCents: 22000, BalanceAtAcceptanceCents: 30000, EndingBalanceCents: 8000}

func TestAcceptedCostsHoldTheOtherBag(t *testing.T) {
	c := AcceptedCosts(charged)
	if c.Basis != BasisAccepted || c.SiteFeeCents != 500 || c.DeliveryCents != 1500 || c.HoldCents != 20000 || c.TotalCents != 22000 {
		t.Fatalf("accepted costs = %+v", c)
	}
	if c.Balance == nil || *c.Balance != (Balance{BeforeCents: 30000, AfterCents: 8000}) || c.Settlement != nil {
		t.Fatalf("accepted balance %+v, settlement %+v", c.Balance, c.Settlement)
	}
	if c.FeesCents() != 2000 {
		t.Fatalf("fees = %d, want 2000", c.FeesCents())
	}
}

func TestCancelledCostsNetTheRefundAndPenalty(t *testing.T) {
	cases := []struct {
		name string
		s    ledger.Settlement
		want int64
	}{
		{"nothing came back", ledger.Settlement{}, 2000},
		{"fees refunded, penalty paid", ledger.Settlement{RefundedCents: 2000, PenaltyPaidCents: 1000}, 1000},
		{"fees refunded, penalty received", ledger.Settlement{RefundedCents: 2000, PenaltyReceivedCents: 1000}, -1000},
	}
	for _, tc := range cases {
		c := CancelledCosts(charged, tc.s)
		if c.TotalCents != tc.want {
			t.Errorf("%s: total = %d, want %d", tc.name, c.TotalCents, tc.want)
		}
		if c.Basis != BasisCancelled || c.HoldCents != 0 || c.Balance != nil || c.Settlement == nil || *c.Settlement != tc.s {
			t.Errorf("%s: costs = %+v", tc.name, c)
		}
	}
}

func TestEstimatedCostsShowTheBalances(t *testing.T) {
	c := EstimatedCosts(Estimate{Charge: rules.Charge{SiteFeeCents: 500, DeliveryCents: 300, HoldCents: 20000}, BalanceCents: 25000, EndingBalanceCents: 4200})
	if c.Basis != BasisEstimate || c.TotalCents != 20800 || c.FeesCents() != 800 {
		t.Fatalf("estimated costs = %+v", c)
	}
	if c.Balance == nil || *c.Balance != (Balance{BeforeCents: 25000, AfterCents: 4200}) {
		t.Fatalf("estimated balance = %+v", c.Balance)
	}
}

func TestNotChargedCostsAreNothing(t *testing.T) {
	if c := NotChargedCosts(); c != (Costs{Basis: BasisNotCharged}) {
		t.Fatalf("not charged = %+v", c)
	}
}
