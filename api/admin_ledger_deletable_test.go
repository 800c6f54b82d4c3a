package api

import (
	"context"
	"fmt"
	"testing"

	"pursetrade/internal/ledger"
)

// The ledger list tells each row whether the delete route accepts it, so
// the admin screen offers Delete exactly there: every row the list calls
// deletable is deleted, every other one is refused.
func TestMoneyAdminDeletableMatchesDelete(t *testing.T) {
	h := moneyHarness(t)
	ann, annAuth := moneyMember(h, "Ann", 10_000)
	bea, _ := moneyMember(h, "Bea", 5_000)
	admin := h.admin()
	trade := moneyTrade(h, ann, bea, "accepted")
	steps := [][]ledger.Op{
		{ledger.ChargeFee(ann, ledger.TypeFeeCharge, 500, "Site fee"), ledger.ChargeFee(ann, ledger.TypePickupFee, 500, "Pickup fee"),
			ledger.ReserveHold(ann, 2000, "Hold"), ledger.Penalty(ann, bea, 300, "Cancellation penalty")},
		{ledger.SetHold(ann, 2500, "Pricier bag")},
		{ledger.SetHold(ann, 2300, "Cheaper bag")},
		{ledger.ReleaseTradeHolds("Released")},
	}
	for i, ops := range steps {
		if _, err := h.backend.Ledger.Apply(context.Background(), ledger.Plan{Key: fmt.Sprint("step-", i), TradeID: trade, Ops: ops}); err != nil {
			t.Fatal(err)
		}
	}
	h.jsonDo(201, "POST", "/user/balance/withdraw", map[string]any{"amount": 10, "note": "$ann", "method": "cashapp"}, annAuth)

	rows := h.jsonDo(200, "GET", "/admin/transactions?per_page=100", nil, admin)["transactions"].([]any)
	seen := map[string]bool{}
	for _, r := range rows {
		row := r.(map[string]any)
		id, typ := row["_id"].(string), row["type"].(string)
		seen[typ] = true
		rec := h.do("DELETE", "/admin/transactions/"+id+"/delete", "", admin...)
		if deletable := row["deletable"] == true; deletable != (rec.Code == 200) {
			t.Errorf("%s row: listed deletable=%v, delete answered %d %s", typ, row["deletable"], rec.Code, rec.Body)
		}
	}
	for _, typ := range []string{"deposit", "withdraw", "hold_reserve", "hold_increase", "hold_decrease", "hold_refund", "fee_charge", "pickup_fee", "penalty"} {
		if !seen[typ] {
			t.Errorf("no %s row was listed", typ)
		}
	}
}
