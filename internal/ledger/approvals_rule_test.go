package ledger

import "testing"

func TestNeedsApprovalAboveTheThresholdOnly(t *testing.T) {
	for _, c := range []struct {
		threshold, cents int64
		want             bool
	}{{0, 1_000_000, false}, {50_000, 50_000, false}, {50_000, 50_001, true}, {50_000, 1, false}} {
		if got := NeedsApproval(c.threshold, c.cents); got != c.want {
			t.Errorf("NeedsApproval(%d, %d) = %v, want %v", c.threshold, c.cents, got, c.want)
		}
	}
}
