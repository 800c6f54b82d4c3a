package api

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/trades/rules"

	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/payments"
)

func TestMoneyAdminWithdrawals(t *testing.T) {
	h := moneyHarness(t)
	mia, auth := moneyMember(h, "Mia", 100_000)
	admin := h.admin()
	var wids []string
	for _, amount := range []int{50, 60, 70} {
		out := h.jsonDo(201, "POST", "/user/balance/withdraw", map[string]any{"amount": amount, "note": "$mia", "method": "cashapp"}, auth)
		wids = append(wids, out["withdrawal_id"].(string))
	}
	list := h.jsonDo(200, "GET", "/admin/withdrawals?status=pending", nil, admin)["withdrawals"].([]any)
	if len(list) != 3 || list[0].(map[string]any)["user_name"] != "Mia" || list[0].(map[string]any)["user_email"] == "" {
		t.Fatalf("pending: %v", list)
	}
	h.refused(h.do("GET", "/admin/withdrawals?status=lost", "", admin...), 400, "status must be one of pending, paid, failed or all")

	paid := h.jsonDo(200, "POST", "/admin/withdrawals/"+wids[0]+"/mark-paid", map[string]any{"admin_note": "Sent 9:14"}, admin)
	if w := paid["withdrawal"].(map[string]any); w["status"] != "paid" || w["admin_note"] != "Sent 9:14" || w["processed_at"] == nil {
		t.Fatalf("mark paid: %v", paid)
	}
	h.refused(h.do("POST", "/admin/withdrawals/"+wids[0]+"/mark-paid", "", admin...), 409, "This withdrawal is already marked paid")
	// A payout that bounced after it was marked paid can still fail, once.
	h.jsonDo(200, "POST", "/admin/withdrawals/"+wids[0]+"/mark-failed", map[string]any{"reason": "Payout bounced"}, admin)
	h.refused(h.do("POST", "/admin/withdrawals/"+wids[0]+"/mark-failed", "", admin...), 409, "This withdrawal is already marked failed")
	h.refused(h.do("POST", "/admin/withdrawals/"+wids[0]+"/mark-paid", "", admin...), 409, "This withdrawal is already marked failed")
	failed := h.jsonDo(200, "POST", "/admin/withdrawals/"+wids[1]+"/mark-failed", map[string]any{"reason": "Wrong tag"}, admin)
	if w := failed["withdrawal"].(map[string]any); w["status"] != "failed" || w["admin_note"] != "Wrong tag" {
		t.Fatalf("mark failed: %v", failed)
	}
	h.refused(h.do("POST", "/admin/withdrawals/"+ids.New()+"/mark-paid", "", admin...), 404, "Withdrawal not found")
	h.wantBalance("after two failures", mia, 100_000-7_000, 0)
	refunds := h.jsonDo(200, "GET", "/admin/transactions?type=refund&user_id="+mia, nil, admin)
	if refunds["total"].(float64) != 2 {
		t.Fatalf("refund rows: %v", refunds)
	}
	if n := len(h.jsonDo(200, "GET", "/admin/withdrawals?status=failed", nil, admin)["withdrawals"].([]any)); n != 2 {
		t.Fatalf("%d failed withdrawals", n)
	}
	if n := len(h.jsonDo(200, "GET", "/admin/withdrawals", nil, admin)["withdrawals"].([]any)); n != 3 {
		t.Fatalf("%d withdrawals in all", n)
	}
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action LIKE 'withdrawal.%' AND admin_user_id = $1`, h.adminUserID()); n != 3 {
		t.Fatalf("%d audit rows", n)
	}
}

func TestMoneyAdminRefundAdjustAndMemberLookup(t *testing.T) {
	h := moneyHarness(t)
	mia, _ := moneyMember(h, "Mia", 1000)
	var email string
	if err := h.pool.QueryRow(context.Background(), `SELECT email FROM users WHERE id = $1`, mia).Scan(&email); err != nil {
		t.Fatal(err)
	}
	admin := h.admin()
	refund := func(ref string, amount any) *httptest.ResponseRecorder {
		return h.doJSON("POST", "/admin/refund", map[string]any{"user_id": ref, "amount": amount, "reason": "Goodwill"}, admin)
	}
	cents := int64(1000)
	for _, ref := range []string{mia, strings.ToUpper(mia), mia[18:], mia[10:], "ID: " + mia[18:], "id:" + mia[16:], " " + mia + " ", strings.ToUpper(email)} {
		rec := refund(ref, 1.25)
		cents += 125
		out := expectStatus(t, rec, 200)
		if moneyNum(t, out, "balance") != cents || out["user"].(map[string]any)["_id"] != mia {
			t.Fatalf("refund to %q: %v", ref, out)
		}
	}
	for _, ref := range []string{"", "abc", mia[19:], "nobody@test.example", "ID: zzzzzz", "0123456789abcdef01234567"} {
		h.refused(refund(ref, 1), 404, "User not found. Enter a valid 24-char ID or exact email.")
	}
	tx := expectStatus(t, refund(mia, "0.10"), 200)["transaction"].(map[string]any)
	if tx["type"] != "refund" || tx["direction"] != "credit" || tx["description"] != "Refund: Goodwill" {
		t.Fatalf("refund row: %v", tx)
	}
	for _, amount := range []any{0, -1, "x", 1.001, nil} {
		h.refused(refund(mia, amount), 400, "Please enter a valid amount")
	}
	trade := moneyTrade(h, mia, moneyPlainMember(h, "Oli"), "accepted")
	h.refused(h.doJSON("POST", "/admin/refund", map[string]any{"user_id": mia, "amount": 1, "trade_id": ids.New()}, admin), 404, "Trade not found")
	h.refused(h.doJSON("POST", "/admin/refund", map[string]any{"user_id": mia, "amount": 1, "trade_id": "nope"}, admin), 404, "Trade not found")
	out := h.jsonDo(200, "POST", "/admin/refund", map[string]any{"user_id": mia, "amount": 5, "reason": "Fee back", "trade_id": trade}, admin)
	if out["transaction"].(map[string]any)["trade_id"] != trade {
		t.Fatalf("trade refund: %v", out)
	}
	cents += 10 + 500

	adjust := func(body map[string]any) *httptest.ResponseRecorder {
		return h.doJSON("POST", "/admin/adjust-balance", body, admin)
	}
	h.refused(adjust(map[string]any{"user_id": mia, "amount": 1}), 400, "direction must be credit or debit")
	h.refused(adjust(map[string]any{"user_id": mia, "amount": 1, "direction": "sideways"}), 400, "direction must be credit or debit")
	credit := expectStatus(t, adjust(map[string]any{"user_id": email, "amount": 20, "direction": "credit", "reason": "Promo"}), 200)
	cents += 2000
	if moneyNum(t, credit, "balance") != cents || credit["transaction"].(map[string]any)["type"] != "adjustment" {
		t.Fatalf("credit: %v", credit)
	}
	h.refused(adjust(map[string]any{"user_id": mia, "amount": float64(cents)/100 + 0.01, "direction": "debit"}), 422,
		fmt.Sprintf("Insufficient available balance: the member has %s available.", moneyUSD(cents)))
	debit := expectStatus(t, adjust(map[string]any{"user_id": mia, "amount": 3, "direction": "debit", "reason": "Correction", "trade_id": nil}), 200)
	cents -= 300
	if tx := debit["transaction"].(map[string]any); tx["direction"] != "debit" || moneyNum(t, debit, "balance") != cents {
		t.Fatalf("debit: %v", debit)
	}
	h.wantBalance("after the admin movements", mia, cents, 0)
	var byAdmin int
	if err := h.pool.QueryRow(context.Background(), `SELECT count(*) FROM transactions WHERE created_by = $1`, h.adminUserID()).Scan(&byAdmin); err != nil || byAdmin != 12 {
		t.Fatalf("%d rows carry the administrator (%v)", byAdmin, err)
	}
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action IN ('money.refund', 'money.credit', 'money.debit') AND reason <> ''`); n != 12 {
		t.Fatalf("%d audit rows", n)
	}

	// Suggestions: at most 8, by name, email or id suffix.
	for i := range 10 {
		moneyPlainMember(h, fmt.Sprintf("Zara %d", i))
	}
	search := func(q string) []any {
		return h.jsonDo(200, "GET", "/admin/users/search?q="+q, nil, admin)["users"].([]any)
	}
	if got := search("zara"); len(got) != 8 {
		t.Fatalf("search zara: %d", len(got))
	}
	if got := search(mia[16:]); len(got) != 1 || got[0].(map[string]any)["_id"] != mia || got[0].(map[string]any)["email"] != email {
		t.Fatalf("search by id suffix: %v", got)
	}
	if got := search(strings.Split(email, "@")[0]); len(got) != 1 {
		t.Fatalf("search by email: %v", got)
	}
	if got := search("z"); len(got) != 0 {
		t.Fatalf("one letter: %v", got)
	}
	if got := search("%25"); len(got) != 0 {
		t.Fatalf("a LIKE wildcard matched: %v", got)
	}
}

func moneyUSD(cents int64) string { return fmt.Sprintf("$%d.%02d", cents/100, cents%100) }

func TestMoneyAdminTransactionsDeleteAndCheck(t *testing.T) {
	h := moneyHarness(t)
	ctx := context.Background()
	ann, annAuth := moneyMember(h, "Ann", 10_000)
	bea, _ := moneyMember(h, "Bea", 5_000)
	admin := h.admin()
	trade := moneyTrade(h, ann, bea, "accepted")
	res, err := h.backend.Ledger.Apply(ctx, ledger.Plan{Key: "accept", TradeID: trade, Ops: []ledger.Op{
		ledger.ChargeFee(ann, ledger.TypeFeeCharge, 500, "Site fee"), ledger.ChargeFee(bea, ledger.TypeFeeCharge, 500, "Site fee"),
		ledger.ReserveHold(ann, 2000, "Hold"), ledger.Penalty(ann, bea, 300, "=cmd|' /C calc'!A0"),
	}})
	if err != nil {
		t.Fatal(err)
	}
	h.jsonDo(201, "POST", "/user/balance/withdraw", map[string]any{"amount": 10, "note": "$ann", "method": "cashapp"}, annAuth)

	all := h.jsonDo(200, "GET", "/admin/transactions", nil, admin)
	// 2 deposits, 2 fees, hold, penalty debit+credit, withdrawal.
	totals := all["totals"].(map[string]any)
	if all["total"].(float64) != 8 || totals["credit_count"].(float64) != 3 || moneyNum(t, totals, "credit_total") != 15_300 ||
		totals["debit_count"].(float64) != 5 || moneyNum(t, totals, "debit_total") != 500+500+2000+300+1000 {
		t.Fatalf("all: %v", all)
	}
	row := all["transactions"].([]any)[0].(map[string]any)
	if row["type"] != "withdraw" || row["user_name"] != "Ann" || row["user_id"] != ann {
		t.Fatalf("newest row: %v", row)
	}
	today := time.Now().In(rules.NewYork).Format(time.DateOnly)
	tomorrow := time.Now().In(rules.NewYork).AddDate(0, 0, 1).Format(time.DateOnly)
	for query, want := range map[string]float64{
		"user_id=" + bea: 3, "type=fee_charge": 2, "direction=credit": 3, "trade_id=" + trade: 5,
		"type=penalty&direction=debit": 1, "date_from=" + today + "&date_to=" + today: 8, "date_from=" + tomorrow: 0,
		"date_to=" + tomorrow + "&type=all&direction=all": 8, "per_page=3&page=3": 8,
	} {
		got := h.jsonDo(200, "GET", "/admin/transactions?"+query, nil, admin)
		if got["total"].(float64) != want {
			t.Errorf("%s: total %v, want %v", query, got["total"], want)
		}
	}
	if page := h.jsonDo(200, "GET", "/admin/transactions?per_page=3&page=3", nil, admin)["transactions"].([]any); len(page) != 2 {
		t.Fatalf("last page: %d rows", len(page))
	}
	for query, msg := range map[string]string{
		"type=bonus": "Unknown transaction type", "direction=up": "direction must be credit or debit",
		"user_id=abc": "user_id must be a 24-character id", "trade_id=abc": "trade_id must be a 24-character id",
		"date_from=yesterday": "date_from must be a date (YYYY-MM-DD)", "date_to=2026-13-01": "date_to must be a date (YYYY-MM-DD)",
	} {
		h.refused(h.do("GET", "/admin/transactions?"+query, "", admin...), 400, msg)
	}

	del := func(id, reason string) *httptest.ResponseRecorder {
		return h.doJSON("DELETE", "/admin/transactions/"+id+"/delete", map[string]any{"reason": reason}, admin)
	}
	fee, _ := res.Entry(bea, ledger.TypeFeeCharge)
	out := expectStatus(t, del(fee.ID, "Fee waived"), 200)
	if rev := out["reversal"].(map[string]any); rev["type"] != "refund" || rev["trade_id"] != trade || rev["direction"] != "credit" {
		t.Fatalf("fee reversal: %v", out)
	}
	h.refused(del(fee.ID, ""), 404, "Transaction not found")
	h.refused(h.do("DELETE", "/admin/transactions/nope/delete", "", admin...), 404, "Transaction not found")
	hold, _ := res.Entry(ann, ledger.TypeHoldReserve)
	h.refused(del(hold.ID, ""), 422, "Hold movements belong to a trade and cannot be deleted. Resolve the trade instead.")
	var depositID, withdrawID string
	_ = h.pool.QueryRow(ctx, `SELECT id FROM transactions WHERE type = 'deposit' LIMIT 1`).Scan(&depositID)
	_ = h.pool.QueryRow(ctx, `SELECT id FROM transactions WHERE type = 'withdraw' LIMIT 1`).Scan(&withdrawID)
	for _, id := range []string{depositID, withdrawID} {
		h.refused(del(id, ""), 422, "Deposits and withdrawals cannot be deleted. Use a refund or an adjustment instead.")
	}
	// Deleting Ann's penalty payment gives it back (an adjustment credit);
	// deleting Bea's penalty credit takes it back.
	paid, _ := res.Entry(ann, ledger.TypePenalty)
	expectStatus(t, h.do("DELETE", "/admin/transactions/"+paid.ID+"/delete", "", admin...), 200)
	h.wantBalance("Ann", ann, 10_000-500-300+300-1000, 2000)
	var got ledger.Entry
	for _, e := range res.Entries {
		if e.UserID == bea && e.Type == ledger.TypePenalty {
			got = e
		}
	}
	expectStatus(t, del(got.ID, "Penalty reversed"), 200)
	h.wantBalance("Bea", bea, 5_000-500+500+300-300, 0)

	deleted := h.jsonDo(200, "GET", "/admin/deleted-transactions", nil, admin)
	if deleted["total"].(float64) != 3 {
		t.Fatalf("deleted: %v", deleted)
	}
	first := deleted["transactions"].([]any)[2].(map[string]any)
	if first["_id"] != fee.ID || first["reason"] != "Fee waived" || first["deleted_by"] != h.adminUserID() ||
		first["deleted_by_name"] != "Admin" || first["reversal_transaction_id"] == nil || first["user_name"] != "Bea" {
		t.Fatalf("deleted row: %v", first)
	}
	if n := h.jsonDo(200, "GET", "/admin/deleted-transactions?user_id="+ann, nil, admin)["total"].(float64); n != 1 {
		t.Fatalf("Ann's deleted rows: %v", n)
	}
	h.refused(h.do("GET", "/admin/deleted-transactions?user_id=x", "", admin...), 400, "user_id must be a 24-character id")
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action = 'transaction.delete'`); n != 3 {
		t.Fatalf("%d audit rows", n)
	}

	// A credit the member already spent cannot be reversed.
	bonus := h.jsonDo(200, "POST", "/admin/adjust-balance", map[string]any{"user_id": bea, "amount": 50, "direction": "credit"}, admin)
	if _, err := h.backend.Ledger.Apply(ctx, ledger.Plan{Key: "spend", Ops: []ledger.Op{ledger.Debit(bea, ledger.TypeWithdraw, 10_000, "")}}); err != nil {
		t.Fatal(err)
	}
	h.refused(del(bonus["transaction"].(map[string]any)["_id"].(string), ""), 422,
		"This credit cannot be deleted: reversing it needs $50.00 and the member has $0.00 available.")

	check := h.jsonDo(200, "GET", "/admin/ledger/check", nil, admin)
	if check["ok"] != true || len(check["problems"].([]any)) != 0 || moneyNum(t, check, "fees_kept") != 500 {
		t.Fatalf("check: %v", check)
	}
	// The check reports a tampered balance.
	sqlExec(t, h.pool, `UPDATE user_balances SET balance_cents = balance_cents + 1 WHERE user_id = $1`, ann)
	if bad := h.jsonDo(200, "GET", "/admin/ledger/check", nil, admin); bad["ok"] != false || len(bad["problems"].([]any)) == 0 {
		t.Fatalf("tampered check: %v", bad)
	}
	sqlExec(t, h.pool, `UPDATE user_balances SET balance_cents = balance_cents - 1 WHERE user_id = $1`, ann)
}

func TestMoneyAdminDeletedAccounts(t *testing.T) {
	h := moneyHarness(t)
	admin := h.admin()
	gone, _ := moneyMember(h, "Gwen", 30_000)
	empty, _ := moneyMember(h, "Ed", 0)
	acct, old := ids.New(), ids.New()
	sqlExec(t, h.pool, `UPDATE users SET status = 'disabled' WHERE id IN ($1, $2)`, gone, empty)
	sqlExec(t, h.pool, `INSERT INTO deleted_accounts (id, original_user_id, original_email, name, final_balance_cents, transaction_count)
		VALUES ($1, $2, 'gwen@closed.example', 'Gwen', 30000, 1)`, acct, gone)
	sqlExec(t, h.pool, `INSERT INTO deleted_accounts (id, original_user_id, original_email, name, final_balance_cents, deletion_date)
		VALUES ($1, $2, 'ed@closed.example', 'Ed', 0, now() - interval '40 days')`, old, empty)
	for query, want := range map[string]int{
		"": 2, "email=GWEN": 1, "min_balance=100": 1, "max_balance=0": 1, "min_balance=300.01": 0,
		"date_from=" + time.Now().AddDate(0, 0, -7).Format(time.DateOnly): 1, "date_to=" + time.Now().AddDate(0, 0, -30).Format(time.DateOnly): 1,
	} {
		got := h.jsonDo(200, "GET", "/admin/deleted-accounts?"+query, nil, admin)["accounts"].([]any)
		if len(got) != want {
			t.Errorf("%q: %d accounts, want %d", query, len(got), want)
		}
	}
	h.refused(h.do("GET", "/admin/deleted-accounts?min_balance=lots", "", admin...), 400, "min_balance must be an amount in dollars")
	detail := h.jsonDo(200, "GET", "/admin/deleted-accounts/"+acct, nil, admin)
	a := detail["account"].(map[string]any)
	if a["original_user_id"] != gone || moneyNum(t, a, "final_balance") != 30_000 || len(detail["transactions"].([]any)) != 1 {
		t.Fatalf("detail: %v", detail)
	}
	h.refused(h.do("GET", "/admin/deleted-accounts/"+ids.New(), "", admin...), 404, "Deleted account not found")

	refund := func(id string, amount any) *httptest.ResponseRecorder {
		return h.doJSON("POST", "/admin/deleted-accounts/"+id+"/refund", map[string]any{"amount": amount, "reason": "Paid by Zelle"}, admin)
	}
	if out := expectStatus(t, refund(acct, 100), 200); out["success"] != true || out["message"] != "Refund of $100.00 recorded" {
		t.Fatalf("refund: %v", out)
	}
	h.refused(refund(acct, 200.01), 422, "The refund is more than the $200.00 left to refund on this account.")
	h.refused(refund(acct, 0), 400, "Please enter a valid amount")
	h.refused(refund(ids.New(), 1), 404, "Deleted account not found")
	h.refused(refund(old, 1), 422, "The refund is more than the $0.00 left to refund on this account.")
	// A retried click with its Idempotency-Key pays once and gets the first answer.
	key := []string{"Idempotency-Key", "refund-" + ids.New()}
	body := mustJSON(map[string]any{"amount": 200, "reason": "Paid by Zelle"})
	first := h.do("POST", "/admin/deleted-accounts/"+acct+"/refund", body, append(admin, key...)...)
	again := h.do("POST", "/admin/deleted-accounts/"+acct+"/refund", body, append(admin, key...)...)
	if first.Code != 200 || again.Code != 200 || again.Header().Get("Idempotent-Replayed") != "true" || first.Body.String() != again.Body.String() {
		t.Fatalf("retried refund: %d %s / %d %s", first.Code, first.Body, again.Code, again.Body)
	}
	a = h.jsonDo(200, "GET", "/admin/deleted-accounts/"+acct, nil, admin)["account"].(map[string]any)
	if moneyNum(t, a, "refunded_amount") != 30_000 || moneyNum(t, a, "remaining_refundable") != 0 || moneyNum(t, a, "current_balance") != 0 || a["refunded_at"] == nil {
		t.Fatalf("after refunds: %v", a)
	}
	h.wantBalance("closed account", gone, 0, 0)
	if n := moneyCount(h, `SELECT count(*) FROM transactions WHERE user_id = $1 AND type = 'withdraw'`, gone); n != 2 {
		t.Fatalf("%d payout rows", n)
	}
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action = 'deleted_account.refund' AND target_id = $1`, acct); n != 2 {
		t.Fatalf("%d audit rows", n)
	}
}

// Copies of one refund sent at once move money once: without an
// Idempotency-Key the account's lock lets the first in and refuses the
// others as already recorded (409); with one, every copy gets the first
// answer. Another refund of the same amount needs its own reason.
func TestMoneyAdminDeletedAccountRefundsOnceAtOnce(t *testing.T) {
	h := moneyHarness(t)
	admin := h.admin()
	gone, _ := moneyMember(h, "Gwen", 30_000)
	acct := ids.New()
	sqlExec(t, h.pool, `UPDATE users SET status = 'disabled' WHERE id = $1`, gone)
	sqlExec(t, h.pool, `INSERT INTO deleted_accounts (id, original_user_id, original_email, name, final_balance_cents, transaction_count)
		VALUES ($1, $2, 'gwen@closed.example', 'Gwen', 30000, 1)`, acct, gone)
	refundAtOnce := func(headers ...string) []*httptest.ResponseRecorder {
		body := mustJSON(map[string]any{"amount": 100, "reason": "Paid by Zelle"})
		out := make([]*httptest.ResponseRecorder, 5)
		var wg sync.WaitGroup
		for i := range out {
			wg.Add(1)
			go func() {
				defer wg.Done()
				out[i] = h.do("POST", "/admin/deleted-accounts/"+acct+"/refund", body, append(admin, headers...)...)
			}()
		}
		wg.Wait()
		return out
	}
	payouts := func() int {
		return moneyCount(h, `SELECT count(*) FROM transactions WHERE user_id = $1 AND type = 'withdraw'`, gone)
	}

	var paid int
	for _, rec := range refundAtOnce() {
		switch rec.Code {
		case http.StatusOK:
			paid++
		case http.StatusConflict:
			h.refused(rec, http.StatusConflict, payments.ErrRefundRecorded.Error())
		default:
			t.Fatalf("unkeyed copy: %d %s", rec.Code, rec.Body)
		}
	}
	if paid != 1 || payouts() != 1 {
		t.Fatalf("%d copies paid, %d payout rows; want 1", paid, payouts())
	}
	h.wantBalance("after one refund", gone, 20_000, 0)

	answers := refundAtOnce("Idempotency-Key", "refund-"+ids.New())
	for _, rec := range answers {
		if rec.Code != http.StatusOK || rec.Body.String() != answers[0].Body.String() {
			t.Fatalf("keyed copy: %d %s / first %s", rec.Code, rec.Body, answers[0].Body)
		}
	}
	if payouts() != 2 {
		t.Fatalf("%d payout rows after the keyed copies, want 2", payouts())
	}
	expectStatus(t, h.doJSON("POST", "/admin/deleted-accounts/"+acct+"/refund", map[string]any{"amount": 100, "reason": "Second Zelle payment"}, admin), 200)
	h.wantBalance("after three refunds", gone, 0, 0)
	a := h.jsonDo(200, "GET", "/admin/deleted-accounts/"+acct, nil, admin)["account"].(map[string]any)
	if moneyNum(t, a, "refunded_amount") != 30_000 || moneyNum(t, a, "remaining_refundable") != 0 {
		t.Fatalf("after refunds: %v", a)
	}
}

// Every administrators' money call refuses members (403) and strangers (401).
func TestMoneyAdminRoutesNeedAnAdministrator(t *testing.T) {
	h := moneyHarness(t)
	_, member := moneyMember(h, "Mia", 0)
	for _, rt := range (&adminMoneyHandlers{}).routes() { // the table only
		if rt.access != accessAdmin {
			continue
		}
		path := strings.ReplaceAll(rt.path, ":id", ids.New())
		if rec := h.do(rt.method, path, ""); rec.Code != http.StatusUnauthorized {
			t.Errorf("anonymous %s %s: %d", rt.method, path, rec.Code)
		}
		if rec := h.do(rt.method, path, "{}", member...); rec.Code != http.StatusForbidden {
			t.Errorf("member %s %s: %d", rt.method, path, rec.Code)
		}
	}
}
