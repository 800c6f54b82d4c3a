package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/trades/rules"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/payments"
)

func TestMoneyBalanceAndTransactions(t *testing.T) {
	h := moneyHarness(t)
	mia, miaAuth := moneyMember(h, "Mia", 0)
	_, otherAuth := moneyMember(h, "Oli", 700)
	if rec := h.do("GET", "/user/balance", ""); rec.Code != 401 {
		t.Fatalf("anonymous balance: %d", rec.Code)
	}
	b := h.jsonDo(200, "GET", "/user/balance", nil, miaAuth)
	for _, k := range []string{"balance", "available_balance", "held", "active_fees"} {
		if moneyNum(t, b, k) != 0 {
			t.Fatalf("new member %s: %v", k, b)
		}
	}
	for i := range 25 {
		testenv.Fund(h.t, h.pool, mia, int64(100+i))
	}
	// A hold and an active fee on an accepted trade.
	oli := moneyPlainMember(h, "Peg")
	trade := moneyTrade(h, mia, oli, "accepted")
	if _, err := h.backend.Ledger.Apply(context.Background(), ledger.Plan{Key: "t", TradeID: trade, Ops: []ledger.Op{
		ledger.ChargeFee(mia, ledger.TypeFeeCharge, 500, "Site fee"), ledger.ReserveHold(mia, 1000, "Hold"),
	}}); err != nil {
		t.Fatal(err)
	}
	b = h.jsonDo(200, "GET", "/user/balance", nil, miaAuth)
	total := int64(25*100 + 300 - 500) // deposits 100..124 sum to 2800
	if moneyNum(t, b, "balance") != total || moneyNum(t, b, "held") != 1000 ||
		moneyNum(t, b, "available_balance") != total-1000 || moneyNum(t, b, "active_fees") != 500 {
		t.Fatalf("balance: %v", b)
	}
	page := h.jsonDo(200, "GET", "/user/balance/transactions?per_page=10&page=1", nil, miaAuth)
	txs := page["transactions"].([]any)
	if len(txs) != 10 || page["total"].(float64) != 27 || page["per_page"].(float64) != 10 {
		t.Fatalf("page 1: %v", page)
	}
	newest := txs[0].(map[string]any)
	if newest["type"] != "hold_reserve" || newest["transaction_type"] != "hold_reserve" || newest["direction"] != "debit" ||
		newest["trade_id"] != trade || moneyNum(t, newest, "amount") != 1000 || moneyNum(t, newest, "balance") != total ||
		moneyNum(t, newest, "available_balance") != total-1000 || newest["_id"] == "" || newest["created_at"] == "" {
		t.Fatalf("newest row: %v", newest)
	}
	last := h.jsonDo(200, "GET", "/user/balance/transactions?per_page=10&page=3", nil, miaAuth)["transactions"].([]any)
	if len(last) != 7 || moneyNum(t, last[6].(map[string]any), "amount") != 100 {
		t.Fatalf("page 3: %v", last)
	}
	// Each member sees only their own ledger.
	other := h.jsonDo(200, "GET", "/user/balance/transactions", nil, otherAuth)
	if other["total"].(float64) != 1 {
		t.Fatalf("other member's ledger: %v", other)
	}
	// A restricted member still sees their balance.
	sqlExec(t, h.pool, `UPDATE users SET status = 'restricted' WHERE id = $1`, mia)
	h.jsonDo(200, "GET", "/user/balance", nil, miaAuth)
}

// moneyPlainMember creates a member without money.
func moneyPlainMember(h *harness, name string) string {
	id, _ := moneyMember(h, name, 0)
	return id
}

// moneyTrade inserts a trade row between two members in the given status.
func moneyTrade(h *harness, user1, user2, status string) string {
	h.t.Helper()
	var hats [2]string
	for i, owner := range []string{user1, user2} {
		hats[i] = ids.New()
		sqlExec(h.t, h.pool, `INSERT INTO items (id, owner_id, name, condition, value_cents, status) VALUES ($1, $2, 'Bag', 'Good', 10000, 'active')`, hats[i], owner)
	}
	id := ids.New()
	start := time.Now().AddDate(0, 0, 5)
	sqlExec(h.t, h.pool, `INSERT INTO trades (id, workflow_id, status, user1_id, user2_id, hat1_id, hat2_id, delivery_method, start_date, end_date)
		VALUES ($1, 'trade-' || $1, $2, $3, $4, $5, $6, 'pickup', $7, $8)`, id, status, user1, user2, hats[0], hats[1], start, start.AddDate(0, 0, 7))
	return id
}

func TestMoneyWithdrawalRules(t *testing.T) {
	h := moneyHarness(t)
	mia, auth := moneyMember(h, "Mia", 100_000)
	withdraw := func(body string) *httptest.ResponseRecorder {
		return h.do("POST", "/user/balance/withdraw", body, auth...)
	}
	for body, msg := range map[string]string{
		`{"note":"$mia","method":"cashapp"}`:                     "Please enter a valid amount",
		`{"amount":0,"note":"$mia","method":"cashapp"}`:          "Please enter a valid amount",
		`{"amount":-5,"note":"$mia","method":"cashapp"}`:         "Please enter a valid amount",
		`{"amount":"abc","note":"$mia","method":"cashapp"}`:      "Please enter a valid amount",
		`{"amount":10.001,"note":"$mia","method":"cashapp"}`:     "Please enter a valid amount",
		`{"amount":1e400,"note":"$mia","method":"cashapp"}`:      "Please enter a valid amount",
		`{"amount":10,"note":"   ","method":"cashapp"}`:          "Please enter your payment details",
		`{"amount":10,"note":"$mia","method":"venmo"}`:           "Please choose Cash App or Zelle",
		`{"amount":4.99,"note":"$mia","method":"zelle"}`:         "The minimum withdrawal is $5.00",
		`{"amount":"4.99","note":"mia@example.com","method":""}`: "The minimum withdrawal is $5.00",
	} {
		h.refused(withdraw(body), 400, msg)
	}
	h.refused(withdraw(`{"amount":`), 400, "Malformed JSON in request body")

	ok := h.jsonDo(201, "POST", "/user/balance/withdraw", map[string]any{"amount": 300, "note": "$mia", "method": "cashapp"}, auth)
	wid, _ := ok["withdrawal_id"].(string)
	if !ids.Valid(wid) || ok["message"] == "" || moneyNum(t, ok, "balance") != 70_000 {
		t.Fatalf("withdraw: %v", ok)
	}
	h.wantBalance("after withdrawal", mia, 70_000, 0)
	// $500 per New York day: $300 used, $200 left.
	h.refused(withdraw(`{"amount":200.01,"note":"$mia","method":"cashapp"}`), 422,
		"The daily withdrawal limit is $500.00. You can withdraw up to $200.00 more today.")
	h.jsonDo(201, "POST", "/user/balance/withdraw", map[string]any{"amount": "200", "note": "mia@example.com", "method": "zelle"}, auth)
	h.refused(withdraw(`{"amount":5,"note":"$mia","method":"cashapp"}`), 422,
		"The daily withdrawal limit is $500.00. You can withdraw up to $0.00 more today.")
	// A failed withdrawal gives its room back (and its money).
	h.jsonDo(200, "POST", "/admin/withdrawals/"+wid+"/mark-failed", map[string]any{"reason": "Wrong tag"}, h.admin())
	h.wantBalance("after failure", mia, 80_000, 0)
	list := h.jsonDo(200, "GET", "/user/withdrawals", nil, auth)
	ws := list["withdrawals"].([]any)
	if len(ws) != 2 || ws[0].(map[string]any)["method"] != "zelle" || ws[1].(map[string]any)["status"] != "failed" ||
		ws[1].(map[string]any)["note"] != "$mia" {
		t.Fatalf("withdrawals: %v", list)
	}
	// Available balance, not balance, bounds a withdrawal; a restricted
	// member may still withdraw.
	trade := moneyTrade(h, mia, moneyPlainMember(h, "Oli"), "pending")
	if _, err := h.backend.Ledger.Apply(context.Background(), ledger.Plan{Key: "hold", TradeID: trade,
		Ops: []ledger.Op{ledger.ReserveHold(mia, 79_000, "Hold")}}); err != nil {
		t.Fatal(err)
	}
	sqlExec(t, h.pool, `UPDATE users SET status = 'restricted' WHERE id = $1`, mia)
	h.refused(withdraw(`{"amount":10.01,"note":"$mia","method":"cashapp"}`), 422, "Insufficient available balance")
	h.jsonDo(201, "POST", "/user/balance/withdraw", map[string]any{"amount": 10, "note": "$mia", "method": "cashapp"}, auth)
	h.wantBalance("after the last withdrawal", mia, 79_000, 79_000)
	if got := moneyCount(h, `SELECT count(*) FROM withdrawals WHERE user_id = $1`, mia); got != 3 {
		t.Fatalf("%d withdrawal rows", got)
	}
}

func TestMoneyWithdrawalLimitResetsEachNewYorkDay(t *testing.T) {
	h := moneyHarness(t)
	mia, _ := moneyMember(h, "Mia", 200_000)
	ctx := context.Background()
	// 23:30 in New York, then 00:30 the next New York day (UTC date unchanged).
	late := time.Date(2030, 3, 10, 23, 30, 0, 0, rules.NewYork)
	now := late
	pay := payments.NewService(h.pool, h.backend.Ledger, payments.WithClock(func() time.Time { return now }))
	req := payments.WithdrawalRequest{UserID: mia, Cents: 50_000, Note: "$mia", Method: "cashapp"}
	if _, err := pay.RequestWithdrawal(ctx, req); err != nil {
		t.Fatal(err)
	}
	sqlExec(t, h.pool, `UPDATE withdrawals SET created_at = $1 WHERE user_id = $2`, late, mia)
	now = late.Add(10 * time.Minute)
	if _, err := pay.RequestWithdrawal(ctx, req); err == nil {
		t.Fatal("second $500 on the same New York day accepted")
	}
	now = late.Add(time.Hour)
	if _, err := pay.RequestWithdrawal(ctx, req); err != nil {
		t.Fatalf("new New York day: %v", err)
	}
}

// Ten requests of $100 race; the $500 daily limit lets exactly five through.
func TestMoneyWithdrawalsRaceTheDailyLimit(t *testing.T) {
	h := moneyHarness(t)
	mia, auth := moneyMember(h, "Mia", 500_000)
	var wg sync.WaitGroup
	codes := make(chan int, 10)
	for range 10 {
		wg.Go(func() {
			codes <- h.do("POST", "/user/balance/withdraw", `{"amount":100,"note":"$mia","method":"cashapp"}`, auth...).Code
		})
	}
	wg.Wait()
	close(codes)
	count := map[int]int{}
	for c := range codes {
		count[c]++
	}
	if count[201] != 5 || count[422] != 5 {
		t.Fatalf("answers: %v", count)
	}
	h.wantBalance("after the race", mia, 450_000, 0)
}

func TestMoneyManualDeposits(t *testing.T) {
	h := moneyHarness(t, func(c *config.Config) { c.CashAppTag, c.ZelleAddress = "$TestTag", "pay@test.example" })
	mia, auth := moneyMember(h, "Mia", 0)
	info := h.jsonDo(200, "GET", "/deposits/manual/payment-info", nil, auth)
	if info["cashapp_tag"] != "$TestTag" || info["zelle_address"] != "pay@test.example" {
		t.Fatalf("payment info: %v", info)
	}
	for body, msg := range map[string]string{
		`{"payment_method":"cashapp"}`:              "Please enter a valid amount",
		`{"amount":0,"payment_method":"cashapp"}`:   "Please enter a valid amount",
		`{"amount":0.001,"payment_method":"zelle"}`: "Please enter a valid amount",
		`{"amount":20,"payment_method":"paypal"}`:   "Please choose Cash App or Zelle",
	} {
		h.refused(h.do("POST", "/deposits/manual", body, auth...), 400, msg)
	}
	first := h.jsonDo(201, "POST", "/deposits/manual", map[string]any{"amount": 25.5, "payment_method": "cashapp", "reference_note": "sent from $mia"}, auth)
	ref, _ := first["reference_number"].(string)
	if len(ref) != 11 || ref[:3] != "MD-" || first["message"] == "" {
		t.Fatalf("deposit: %v", first)
	}
	second := h.jsonDo(201, "POST", "/deposits/manual", map[string]any{"amount": "10", "payment_method": "zelle"}, auth)
	if second["reference_number"] == ref {
		t.Fatal("reference numbers repeat")
	}
	mine := h.jsonDo(200, "GET", "/user/manual-deposits", nil, auth)["deposits"].([]any)
	if len(mine) != 2 || mine[1].(map[string]any)["reference_number"] != ref || mine[1].(map[string]any)["status"] != "pending" {
		t.Fatalf("my deposits: %v", mine)
	}
	h.wantBalance("before processing", mia, 0, 0)

	admin := h.admin()
	pending := h.jsonDo(200, "GET", "/admin/manual-deposits", nil, admin)["deposits"].([]any)
	if len(pending) != 2 || pending[0].(map[string]any)["user_name"] != "Mia" {
		t.Fatalf("admin pending: %v", pending)
	}
	firstID := mine[1].(map[string]any)["_id"].(string)
	secondID := mine[0].(map[string]any)["_id"].(string)
	h.jsonDo(200, "POST", "/admin/manual-deposits/"+firstID+"/process", map[string]any{"admin_note": "Seen in Cash App"}, admin)
	h.wantBalance("after processing", mia, 2550, 0)
	h.refused(h.do("POST", "/admin/manual-deposits/"+firstID+"/process", "", admin...), 409, "This deposit is already processed")
	h.refused(h.do("POST", "/admin/manual-deposits/"+firstID+"/reject", "", admin...), 409, "This deposit is already processed")
	h.jsonDo(200, "POST", "/admin/manual-deposits/"+secondID+"/reject", nil, admin)
	h.refused(h.do("POST", "/admin/manual-deposits/"+secondID+"/process", "", admin...), 409, "This deposit is already rejected")
	h.wantBalance("after rejecting", mia, 2550, 0)
	h.refused(h.do("POST", "/admin/manual-deposits/"+ids.New()+"/process", "", admin...), 404, "Deposit not found")

	for status, n := range map[string]int{"": 0, "pending": 0, "processed": 1, "rejected": 1, "all": 2} {
		got := h.jsonDo(200, "GET", "/admin/manual-deposits?status="+status, nil, admin)
		if len(got["deposits"].([]any)) != n {
			t.Errorf("status %q: %v", status, got)
		}
	}
	h.refused(h.do("GET", "/admin/manual-deposits?status=lost", "", admin...), 400, "status must be one of pending, processed, rejected or all")
	rows := h.jsonDo(200, "GET", "/user/balance/transactions", nil, auth)["transactions"].([]any)
	if len(rows) != 1 || rows[0].(map[string]any)["description"] != "Cash App deposit "+ref {
		t.Fatalf("ledger: %v", rows)
	}
	if n := moneyCount(h, `SELECT count(*) FROM admin_audit_log WHERE action LIKE 'manual_deposit.%'`); n != 2 {
		t.Fatalf("%d audit rows", n)
	}
	// Members cannot process their own deposits; restricted members cannot deposit.
	if rec := h.do("POST", "/admin/manual-deposits/"+secondID+"/process", "", auth...); rec.Code != http.StatusForbidden {
		t.Fatalf("member processing: %d", rec.Code)
	}
	sqlExec(t, h.pool, `UPDATE users SET status = 'restricted' WHERE id = $1`, mia)
	if rec := h.do("POST", "/deposits/manual", `{"amount":5,"payment_method":"zelle"}`, auth...); rec.Code != http.StatusForbidden {
		t.Fatalf("restricted deposit: %d", rec.Code)
	}
}
