package api

import (
	"context"
	"testing"

	"pursetrade/internal/trades/rules"
)

// An administrator deletes (reverses) one member's site fee of an accepted
// trade; cancelling the trade afterwards must not refund that fee again.

func TestTradesForceCancelAfterDeletedFeeRefundsItOnce(t *testing.T) {
	h, admin, ana, bea, id := acceptedPickupWithAdmin(t)
	h.wantBalance("requester after accept", ana.user.ID, 49_000, 15_000)

	h.deleteFee(id, ana.user.ID, admin)
	h.wantBalance("requester after the site fee was reversed", ana.user.ID, 49_500, 15_000)

	h.jsonDo(200, "POST", "/admin/trades/"+id+"/force-complete", map[string]any{"action": "cancel", "reason": "Fraud report"}, admin)
	if v := h.waitClosed(id); v.Status != rules.StatusCancelled {
		t.Fatalf("status %s", v.Status)
	}
	h.wantRefunds(id, ana.user.ID, 1_000) // $5 reversal + $5 delivery fee: each fee once
	h.wantRefunds(id, bea.user.ID, 1_000)
	h.wantBalance("requester", ana.user.ID, 50_000, 0)
	h.wantBalance("owner", bea.user.ID, 50_000, 0)
	h.balanced()
}

func TestTradesMemberCancelAfterDeletedFeeRefundsItOnce(t *testing.T) {
	h, admin, ana, bea, id := acceptedPickupWithAdmin(t)

	h.deleteFee(id, bea.user.ID, admin) // the partner's site fee
	h.wantBalance("owner after the site fee was reversed", bea.user.ID, 49_500, 10_000)

	h.jsonDo(200, "PUT", "/trades/"+id+"/cancel", nil, ana.auth)
	h.waitClosed(id)
	h.wantRefunds(id, bea.user.ID, 1_000)
	h.wantRefunds(id, ana.user.ID, 0)
	// Ana keeps paying her $10 of fees and pays Bea the $5 penalty.
	h.wantBalance("canceller", ana.user.ID, 48_500, 0)
	h.wantBalance("partner", bea.user.ID, 50_500, 0)
	h.balanced()
}

// acceptedPickupWithAdmin is an accepted pickup trade Ana asked of Bea, and
// an administrator's credentials.
func acceptedPickupWithAdmin(t *testing.T) (h *harness, admin []string, ana, bea tradeParty, id string) {
	h, ana, bea, id = pickupRequest(t)
	admin = h.admin()
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	return h, admin, ana, bea, id
}

// deleteFee deletes the member's site fee of the trade through the admin API.
func (h *harness) deleteFee(tradeID, userID string, admin []string) {
	h.t.Helper()
	var feeID string
	if err := h.pool.QueryRow(context.Background(),
		`SELECT id FROM transactions WHERE trade_id = $1 AND user_id = $2 AND type = 'fee_charge'`, tradeID, userID).Scan(&feeID); err != nil {
		h.t.Fatal(err)
	}
	h.jsonDo(200, "DELETE", "/admin/transactions/"+feeID+"/delete", map[string]any{"reason": "Goodwill"}, admin)
}

// wantRefunds checks the refunds credited to the member on the trade.
func (h *harness) wantRefunds(tradeID, userID string, cents int64) {
	h.t.Helper()
	var got int64
	if err := h.pool.QueryRow(context.Background(), `SELECT coalesce(sum(amount_cents), 0) FROM transactions
		WHERE trade_id = $1 AND user_id = $2 AND type = 'refund' AND direction = 'credit'`, tradeID, userID).Scan(&got); err != nil {
		h.t.Fatal(err)
	}
	if got != cents {
		h.t.Fatalf("refunds to %s on the trade: %d cents, want %d", userID, got, cents)
	}
}
