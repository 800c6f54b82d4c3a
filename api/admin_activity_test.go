package api

import (
	"context"
	"fmt"
	"net/http"
	"testing"
)

// A year of volume: the overview chart counts every trade and every ledger
// row in SQL, and the withdrawals list pages through all of them.
func TestAdminListsAndChartScale(t *testing.T) {
	h := tradeHarness(t)
	ctx := context.Background()
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	for range 3 {
		start, end := datesFrom(40, 3) // four days always hold a pickup day
		h.requestOn(ana, bea, start, end)
	}
	bulk := h.party("Bulk", 0, 1_000).user.ID
	// 20,000 deposits of $1 spread over the last 30 days, and 5,000 pending withdrawals.
	h.exec(`INSERT INTO transactions (id, user_id, type, direction, amount_cents, balance_after_cents, available_after_cents,
		idempotency_key, batch_key, created_at)
		SELECT lpad(to_hex(i), 24, '0'), $1, 'deposit', 'credit', 100, i * 100, i * 100, 'bulk-' || i, 'bulk-' || i,
		       now() - (i % 30) * interval '1 day'
		FROM generate_series(1, 20000) i`, bulk)
	h.exec(`UPDATE user_balances SET balance_cents = balance_cents + 2000000 WHERE user_id = $1`, bulk)
	h.exec(`INSERT INTO withdrawals (id, user_id, amount_cents, method)
		SELECT lpad(to_hex(100000 + i), 24, '0'), $1, 500, 'zelle' FROM generate_series(1, 5000) i`, bulk)

	out := h.jsonDo(200, "GET", "/admin/activity?days=30", nil, h.admin())
	days, trades, moved := out["days"].([]any), out["trades"].([]any), out["money"].([]any)
	if len(days) != 30 || len(trades) != 30 || len(moved) != 30 {
		t.Fatalf("%d days", len(days))
	}
	var wantCents int64
	if err := h.pool.QueryRow(ctx, `SELECT sum(amount_cents) FROM transactions WHERE type NOT LIKE 'hold\_%'`).Scan(&wantCents); err != nil {
		t.Fatal(err)
	}
	if out["total_trades"] != 3.0 || out["total_money"] != float64(wantCents)/100 || wantCents < 2_000_000 {
		t.Fatalf("totals: %v trades, $%v moved, want 3 and $%v", out["total_trades"], out["total_money"], float64(wantCents)/100)
	}
	var sum float64
	for _, m := range moved {
		sum += m.(float64)
	}
	if fmt.Sprintf("%.2f", sum) != fmt.Sprintf("%.2f", float64(wantCents)/100) {
		t.Fatalf("daily figures add up to %.2f, want %.2f", sum, float64(wantCents)/100)
	}
	h.refused(h.do("GET", "/admin/activity?days=400", "", h.admin()...), http.StatusBadRequest, "days must be a whole number from 1 to 366")
	if rec := h.do("GET", "/admin/activity", "", ana.auth...); rec.Code != http.StatusForbidden && rec.Code != http.StatusNotFound {
		t.Fatalf("a member reads the admin chart: %d", rec.Code)
	}

	seen := map[string]bool{}
	for page := 1; ; page++ {
		out := h.jsonDo(200, "GET", fmt.Sprintf("/admin/withdrawals?status=pending&per_page=100&page=%d", page), nil, h.admin())
		if out["total"] != 5000.0 {
			t.Fatalf("total %v", out["total"])
		}
		rows := out["withdrawals"].([]any)
		if len(rows) == 0 {
			break
		}
		for _, r := range rows {
			seen[r.(map[string]any)["_id"].(string)] = true
		}
	}
	if len(seen) != 5000 {
		t.Fatalf("paged through %d of 5000 withdrawals", len(seen))
	}
}
