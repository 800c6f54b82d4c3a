package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/trades/rules"
)

func TestTradesPickupLifecycle(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 50_000, 10_000) // $500 funded, offers a $100 bag
	bea := h.party("Bea", 50_000, 15_000) // owns the $150 bag
	eve := h.party("Eve", 50_000, 9_000)  // an outsider

	id := h.request(ana, bea, "pickup")
	h.wantBalance("requester after request", ana.user.ID, 50_000, 15_000)
	h.assertSearchAttributes(id, rules.StatusPending, ana.user.ID, bea.user.ID)

	// Each side sees its own actions; outsiders see nothing.
	d := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)
	if tr := d["trade"].(map[string]any); tr["hold_user_id"] != ana.user.ID || !sameStrings(d["actions"], "cancel") {
		t.Fatalf("requester view: %v %v", tr["hold_user_id"], d["actions"])
	}
	fin := d["trade"].(map[string]any)["financial_breakdown"].(map[string]any)
	if fin["site_fee"] != 5.0 || fin["delivery_fees"] != 5.0 || fin["other_item_value"] != 150.0 || fin["total_charge"] != 160.0 {
		t.Fatalf("pending financials computed from current fees: %v", fin)
	}
	if d := h.jsonDo(200, "GET", "/trades/"+id, nil, bea.auth); !sameStrings(d["actions"], "accept", "reject", "modify") {
		t.Fatalf("owner actions: %v", d["actions"])
	}
	h.refused(h.do("GET", "/trades/"+id, "", eve.auth...), http.StatusNotFound, "Trade not found")
	h.refused(h.do("PUT", "/trades/"+id+"/accept", "", eve.auth...), http.StatusNotFound, "Trade not found")
	h.refused(h.do("PUT", "/trades/"+id+"/accept", "", ana.auth...), http.StatusConflict, "You are waiting for the other member's response")
	if list := h.jsonDo(200, "GET", "/trades/pending", nil, bea.auth); len(list["trades"].([]any)) != 1 {
		t.Fatalf("owner's pending list: %v", list)
	}

	h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": "Thursday works!"}, bea.auth)
	out := h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	if out["message"] != "Trade accepted successfully" {
		t.Fatalf("accept answer: %v", out["message"])
	}
	h.wantBalance("requester after accept", ana.user.ID, 49_000, 15_000)
	h.wantBalance("owner after accept", bea.user.ID, 49_000, 10_000)
	tr := h.waitProjection(id, rules.StatusAccepted)
	h.assertSearchAttributes(id, rules.StatusAccepted, ana.user.ID, bea.user.ID)
	if tr.PickupDate == nil || (tr.PickupDate.Weekday() != time.Thursday && tr.PickupDate.Weekday() != time.Sunday) {
		t.Fatalf("pickup day %v", tr.PickupDate)
	}
	if bagIn := h.do("PUT", "/hats/"+bea.bag.ID, `{"name":"Renamed"}`, bea.auth...); bagIn.Code != http.StatusConflict {
		t.Fatalf("a bag in an accepted trade cannot be edited: %d", bagIn.Code)
	}

	h.refused(h.do("PUT", "/trades/"+id+"/ack/returned", "", ana.auth...), http.StatusConflict,
		"Both members must confirm receipt before confirming the return")
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", nil, ana.auth)
	h.refused(h.do("PUT", "/trades/"+id+"/ack/received", "", ana.auth...), http.StatusConflict, "You have already confirmed this")
	h.refused(h.do("PUT", "/trades/"+id+"/cancel", "", bea.auth...), http.StatusConflict,
		"An item has been received, so this trade can no longer be cancelled. Please open a dispute instead.")
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", nil, bea.auth)
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/returned", nil, ana.auth)
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/returned", nil, bea.auth)

	final := h.waitClosed(id)
	if final.Status != rules.StatusCompleted {
		t.Fatalf("final status %s", final.Status)
	}
	h.waitProjection(id, rules.StatusCompleted)
	h.wantBalance("requester at the end", ana.user.ID, 49_000, 0)
	h.wantBalance("owner at the end", bea.user.ID, 49_000, 0)
	h.balanced()

	d = h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth) // served from the projection now
	tl := d["timeline"].([]any)
	if len(tl) < 8 || d["trade"].(map[string]any)["status"] != "completed" || len(d["actions"].([]any)) != 0 {
		t.Fatalf("closed trade detail: %d events, %v", len(tl), d["actions"])
	}
	snap := d["trade"].(map[string]any)["financial_snapshot"].(map[string]any)["initiator"].(map[string]any)
	if snap["total_due"] != 10.0 || snap["hold_amount"] != 150.0 || snap["balance_at_acceptance"] != 500.0 || snap["ending_balance"] != 340.0 {
		t.Fatalf("initiator snapshot: %v", snap)
	}
	var msgs []any // chat is stored apart from the workflow and merged into the timeline
	for _, e := range tl {
		if e.(map[string]any)["kind"] == "message" {
			msgs = append(msgs, e.(map[string]any)["message"])
		}
	}
	if len(msgs) != 1 || msgs[0] != "Thursday works!" {
		t.Fatalf("messages: %v", msgs)
	}
	if hist := h.jsonDo(200, "GET", "/trades/history", nil, ana.auth); len(hist["trades"].([]any)) != 1 {
		t.Fatalf("history: %v", hist)
	}
	var notes int
	_ = h.pool.QueryRow(context.Background(), `SELECT count(*) FROM member_messages WHERE trade_id = $1`, id).Scan(&notes)
	var mails int
	_ = h.pool.QueryRow(context.Background(), `SELECT count(*) FROM email_outbox WHERE subject = 'Trade completed'`).Scan(&mails)
	if notes < 4 || mails != 2 {
		t.Fatalf("notifications stored %d, completion emails queued %d", notes, mails)
	}
	recordHistory(t, h.temporal, id, "pickup_happy_path.json")
}

func TestTradesRequestValidation(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	start, end := tradeDates(7)
	post := func(body map[string]any) *httptest.ResponseRecorder {
		b := map[string]any{"hat1_id": ana.bag.ID, "hat2_id": bea.bag.ID, "start_date": start, "end_date": end, "delivery_method": "pickup"}
		for k, v := range body {
			b[k] = v
		}
		return h.doJSON("POST", "/trades", b, ana.auth)
	}
	h.refused(post(map[string]any{"hat1_id": ""}), 400, "Please select an item to trade")
	h.refused(post(map[string]any{"delivery_method": ""}), 400, "Please select a delivery method")
	h.refused(post(map[string]any{"hat2_id": ana.bag.ID}), 422, "You can't trade your own item.")
	other := testenv.Item(t, h.pool, bea.user.ID, 8_000)
	h.refused(post(map[string]any{"hat1_id": other.ID}), 403, "You can only offer your own bags")
	h.refused(post(map[string]any{"start_date": time.Now().Format(time.DateOnly)}), 400, "Start date must be at least 3 days from today")
	h.refused(post(map[string]any{"end_date": start}), 400, "End date must be after start date")
	far, _ := time.Parse(time.DateOnly, start)
	h.refused(post(map[string]any{"end_date": far.AddDate(0, 0, 31).Format(time.DateOnly)}), 400, "Trade duration cannot exceed 30 days")
	h.refused(post(map[string]any{"hat2_id": "0123456789abcdef01234567"}), 404, "Item not found")

	nyc := h.party("Nia", 50_000, 12_000)
	_, _ = h.pool.Exec(context.Background(), `UPDATE users SET zip_code = '10001' WHERE id = $1`, nyc.user.ID)
	h.refused(post(map[string]any{"hat2_id": nyc.bag.ID}), 422, "Pickup not eligible: both users must be within 50 miles of 33017.")

	poor := h.party("Pia", 5_000, 10_000)
	rec := h.doJSON("POST", "/trades", map[string]any{"hat1_id": poor.bag.ID, "hat2_id": bea.bag.ID, "start_date": start,
		"end_date": end, "delivery_method": "pickup"}, poor.auth)
	h.refused(rec, 422, "Insufficient current balance. You need $150.00 to request this trade. Please add funds.")
	var trades int
	_ = h.pool.QueryRow(context.Background(), `SELECT count(*) FROM trades`).Scan(&trades)
	h.wantBalance("refused requester", poor.user.ID, 5_000, 0)
	if trades != 0 {
		t.Fatalf("a refused request left %d trades behind", trades)
	}
	h.balanced()
}

func TestTradesModifyApproveThenCancelWithPenalty(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	pricier := testenv.Item(t, h.pool, bea.user.ID, 20_000)
	id := h.request(ana, bea, "pickup")

	out := h.jsonDo(200, "PUT", "/trades/"+id+"/modify", map[string]any{"hat2_id": pricier.ID, "mod_message": "Take this one instead"}, bea.auth)
	if out["message"] != "Trade modified successfully! The other user will be notified." {
		t.Fatalf("modify answer %v", out["message"])
	}
	h.wantBalance("requester hold grows with the pricier bag", ana.user.ID, 50_000, 20_000)
	d := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)
	if tr := d["trade"].(map[string]any); tr["status"] != "modified" || tr["mod_message"] != "Take this one instead" || !sameStrings(d["actions"], "approve", "deny") {
		t.Fatalf("after modify: %v %v %v", tr["status"], tr["mod_message"], d["actions"])
	}
	h.refused(h.do("PUT", "/trades/"+id+"/accept", "", bea.auth...), http.StatusConflict, "You are waiting for the other member's response")
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, ana.auth) // approve, sent as accept
	h.waitProjection(id, rules.StatusAccepted)
	h.wantBalance("requester after approval", ana.user.ID, 49_000, 20_000)
	h.wantBalance("owner after approval", bea.user.ID, 49_000, 10_000)

	h.jsonDo(200, "PUT", "/trades/"+id+"/cancel", nil, ana.auth)
	h.waitClosed(id)
	// Ana keeps paying her $10 of fees and pays Bea the $5 site fee; Bea's fees come back.
	h.wantBalance("canceller", ana.user.ID, 48_500, 0)
	h.wantBalance("partner", bea.user.ID, 50_500, 0)
	h.balanced()
	recordHistory(t, h.temporal, id, "modify_approve_cancel_after_accept.json")
}

func TestTradesModifyDenyAndCancelPending(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	start, _ := tradeDates(7)
	s, _ := time.Parse(time.DateOnly, start)
	h.refused(h.doJSON("PUT", "/trades/"+id+"/modify", map[string]any{"end_date": s.AddDate(0, 0, 32).Format(time.DateOnly)}, bea.auth),
		400, "Trade duration cannot exceed 1 month (31 days)")
	h.jsonDo(200, "PUT", "/trades/"+id+"/modify", map[string]any{"end_date": s.AddDate(0, 0, 10).Format(time.DateOnly)}, bea.auth)
	h.jsonDo(200, "PUT", "/trades/"+id+"/deny", nil, ana.auth)
	if v := h.waitClosed(id); v.Status != rules.StatusDenied {
		t.Fatalf("status %s", v.Status)
	}
	h.wantBalance("requester after deny", ana.user.ID, 50_000, 0)
	recordHistory(t, h.temporal, id, "modify_deny.json")

	id2 := h.request(ana, bea, "pickup")
	h.refused(h.do("PUT", "/trades/"+id2+"/cancel", "", bea.auth...), http.StatusConflict, "This action is not allowed for this trade right now")
	out := h.jsonDo(200, "PUT", "/trades/"+id2+"/cancel", nil, ana.auth)
	if out["message"] != "Trade cancelled successfully" {
		t.Fatalf("cancel answer %v", out["message"])
	}
	h.waitClosed(id2)
	h.wantBalance("requester after cancel", ana.user.ID, 50_000, 0)
	h.balanced()
	recordHistory(t, h.temporal, id2, "cancel_pending.json")
}

func TestTradesExpireWithoutAnswer(t *testing.T) {
	h := tradeHarness(t, func(c *config.Config) { c.ResponseWindow = 1500 * time.Millisecond })
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	id := h.request(ana, bea, "pickup")
	if v := h.waitClosed(id); v.Status != rules.StatusCancelled || v.Timeline[len(v.Timeline)-1].Kind != "expired" {
		t.Fatalf("expiry: %s", v.Status)
	}
	h.waitProjection(id, rules.StatusCancelled)
	h.wantBalance("requester after expiry", ana.user.ID, 50_000, 0)
	h.balanced()
	recordHistory(t, h.temporal, id, "expire_pending.json")
}

func TestTradesShippingLabelsAndTracking(t *testing.T) {
	h, ana, bea, id, cost := shippingRequest(t)
	if cost <= 0 {
		t.Fatalf("the server prices the round trip: %v", cost)
	}
	h.refused(h.do("GET", "/trades/"+id+"/label", "", ana.auth...), 404, "Outbound label not available yet")
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	costCents := int64(cost*100 + 0.5)
	h.wantBalance("requester pays the site fee and the round trip", ana.user.ID, 50_000-500-costCents, 15_000)

	h.waitTrade(id, ana.auth, "labels", func(tr map[string]any) bool { return len(tr["labels"].([]any)) == 4 })
	label := h.jsonDo(200, "GET", "/trades/"+id+"/label", nil, ana.auth)
	ret := h.jsonDo(200, "GET", "/trades/"+id+"/return-label", nil, ana.auth)
	if label["label_url"] == "" || label["label_url"] == ret["label_url"] {
		t.Fatalf("labels: %v %v", label, ret)
	}
	pdf := h.do("GET", label["label_url"].(string), "", ana.auth...)
	if pdf.Code != 200 || pdf.Body.Len() < 200 || string(pdf.Body.Bytes()[:4]) != "%PDF" {
		t.Fatalf("label download: %d %q", pdf.Code, pdf.Body.String()[:min(20, pdf.Body.Len())])
	}
	tracking := h.jsonDo(200, "GET", "/trades/"+id+"/tracking", nil, bea.auth)["tracking"].(map[string]any)
	out := tracking["outgoing"].(map[string]any)["to_partner"].(map[string]any)
	if out["tracking_number"] == "" || out["status"] == "" {
		t.Fatalf("tracking: %v", tracking)
	}
	h.jsonDo(200, "POST", "/trades/"+id+"/regenerate-labels", nil, ana.auth)
	var labels int
	_ = h.pool.QueryRow(context.Background(), `SELECT count(*) FROM trade_labels WHERE trade_id = $1`, id).Scan(&labels)
	if labels != 4 {
		t.Fatalf("regenerating must not buy bought legs again: %d labels", labels)
	}
	admin := h.admin()
	h.jsonDo(200, "POST", "/admin/trades/"+id+"/force-complete", map[string]any{"action": "complete", "reason": "Test finished"}, admin)
	h.waitClosed(id)
	h.wantBalance("requester at the end", ana.user.ID, 50_000-500-costCents, 0)
	h.balanced()
	recordHistory(t, h.temporal, id, "shipping_force_complete.json")
}

func TestTradesAdminControls(t *testing.T) {
	h := tradeHarness(t)
	admin := h.admin()
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)

	// Delete a pending trade: holds released, workflow ends.
	id := h.request(ana, bea, "pickup")
	h.refused(h.do("DELETE", "/admin/trades/"+id+"/delete", "", ana.auth...), 403, "Administrator access required")
	h.jsonDo(200, "DELETE", "/admin/trades/"+id+"/delete", nil, admin)
	if v := h.waitClosed(id); v.DeletedAt == nil {
		t.Fatal("deleted trade has no deleted_at")
	}
	h.wantBalance("after admin delete", ana.user.ID, 50_000, 0)
	recordHistory(t, h.temporal, id, "admin_delete.json")

	// Flag, override, perspective and force-cancel an accepted trade.
	id = h.request(ana, bea, "pickup")
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.refused(h.doJSON("POST", "/admin/trades/"+id+"/flag", map[string]any{}, admin), 400, "Please give a reason for flagging this trade")
	h.jsonDo(200, "POST", "/admin/trades/"+id+"/flag", map[string]any{"reason": "Suspicious pair"}, admin)
	out := h.jsonDo(200, "POST", "/admin/trades/"+id+"/override-received", map[string]any{"user_id": ana.user.ID}, admin)
	if out["message"] != "Admin Override Applied" {
		t.Fatalf("override answer: %v", out)
	}
	full := h.jsonDo(200, "GET", "/admin/trades/"+id, nil, admin)
	tr := full["trade"].(map[string]any)
	if tr["flag"] == nil || tr["user1_received_at"] == nil || len(tr["admin_override"].([]any)) != 1 || full["temporal_url"] == "" || full["traces_url"] != nil {
		t.Fatalf("admin trade view: %v", tr)
	}
	if member := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any); member["flag"] != nil {
		t.Fatal("flags are for administrators only")
	}
	p := h.jsonDo(200, "GET", "/admin/trades/"+id+"/users/"+bea.user.ID, nil, admin)
	if p["role"] != "receiver" || p["financials"].(map[string]any)["other_item_value"] != 100.0 {
		t.Fatalf("perspective: %v", p)
	}
	h.refused(h.doJSON("POST", "/admin/trades/"+id+"/force-complete", map[string]any{"action": "cancel"}, admin), 400,
		"A reason is required to force complete a trade")
	out = h.jsonDo(200, "POST", "/admin/trades/"+id+"/force-complete", map[string]any{"action": "cancel", "reason": "Fraud report"}, admin)
	if out["message"] != "Trade force completed successfully!" {
		t.Fatalf("force answer %v", out)
	}
	h.waitClosed(id)
	h.wantBalance("fees refunded to the requester", ana.user.ID, 50_000, 0)
	h.wantBalance("fees refunded to the owner", bea.user.ID, 50_000, 0)

	list := h.jsonDo(200, "GET", "/admin/trades?status=cancelled&per_page=50", nil, admin)
	if list["total"] != 2.0 || len(list["items"].([]any)) != 2 {
		rows, _ := h.pool.Query(context.Background(), `SELECT id, status, transition_seq, deleted_at IS NOT NULL FROM trades`)
		for rows.Next() {
			var a, b string
			var c int64
			var d bool
			_ = rows.Scan(&a, &b, &c, &d)
			t.Log(a, b, c, d)
		}
		t.Fatalf("admin list: %v", list["total"])
	}
	if list := h.jsonDo(200, "GET", "/admin/trades?q=Ana", nil, admin); list["total"] != 2.0 {
		t.Fatalf("member search: %v", list["total"])
	}
	var audits int
	_ = h.pool.QueryRow(context.Background(), `SELECT count(*) FROM admin_audit_log WHERE target_type = 'trade'`).Scan(&audits)
	if audits != 4 {
		t.Fatalf("audit rows %d", audits)
	}
	h.balanced()
	recordHistory(t, h.temporal, id, "admin_force_cancel.json")
}

func TestTradesDisputeAwardThroughWorkflow(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", nil, ana.auth)
	opened := h.jsonDo(201, "POST", "/disputes", map[string]any{"trade_id": id, "reason": "item_damaged", "description": "Scratched"}, bea.auth)
	disputeID := opened["dispute"].(map[string]any)["_id"].(string)
	h.refused(h.do("PUT", "/trades/"+id+"/ack/received", "", bea.auth...), http.StatusConflict, "Trade actions are disabled while dispute is active")
	h.jsonDo(200, "PUT", "/admin/disputes/"+disputeID+"/resolve", map[string]any{"resolution": "Damage confirmed",
		"award": map[string]any{"to_user_id": bea.user.ID, "amount": 40}}, h.admin())
	if v := h.waitClosed(id); v.Status != rules.StatusCompleted {
		t.Fatalf("status %s", v.Status)
	}
	h.wantBalance("paid the award out of her hold", ana.user.ID, 49_000-4_000, 0)
	h.wantBalance("received the award", bea.user.ID, 49_000+4_000, 0)
	h.balanced()
	recordHistory(t, h.temporal, id, "dispute_award.json")
}

// sameStrings compares a JSON array of strings with want.
func sameStrings(v any, want ...string) bool {
	arr, _ := v.([]any)
	if len(arr) != len(want) {
		return false
	}
	for i := range arr {
		if arr[i] != want[i] {
			return false
		}
	}
	return true
}

func TestTradesAcceptRefusedWhenBagNoLongerAvailable(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	if _, err := h.pool.Exec(context.Background(), `UPDATE items SET status = 'disabled' WHERE id = $1`, ana.bag.ID); err != nil {
		t.Fatal(err)
	}
	h.refused(h.do("PUT", "/trades/"+id+"/accept", "", bea.auth...), http.StatusConflict,
		"This trade can no longer be accepted: one of the bags or members is no longer available")
	h.wantBalance("owner charged nothing", bea.user.ID, 50_000, 0)
	h.jsonDo(200, "PUT", "/trades/"+id+"/reject", nil, bea.auth)
	h.waitClosed(id)
	h.wantBalance("requester's hold released", ana.user.ID, 50_000, 0)
	h.balanced()
}

func TestTradesRequestIsIdempotentWithAKey(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	start, end := tradeDates(7)
	body := map[string]any{"hat1_id": ana.bag.ID, "hat2_id": bea.bag.ID, "start_date": start, "end_date": end, "delivery_method": "pickup"}
	withKey := func(auth []string, key string) []string {
		return append(append([]string{}, auth...), "Idempotency-Key", key)
	}

	first := h.doJSON("POST", "/trades", body, withKey(ana.auth, "req-1"))
	again := h.doJSON("POST", "/trades", body, withKey(ana.auth, "req-1"))
	if first.Code != 201 || again.Code != 200 {
		t.Fatalf("first %d, retry %d: %s", first.Code, again.Code, again.Body)
	}
	var a, b struct {
		Trade struct {
			ID string `json:"_id"`
		}
	}
	_ = json.Unmarshal(first.Body.Bytes(), &a)
	_ = json.Unmarshal(again.Body.Bytes(), &b)
	if a.Trade.ID == "" || a.Trade.ID != b.Trade.ID {
		t.Fatalf("a retry must answer the same trade: %q vs %q", a.Trade.ID, b.Trade.ID)
	}
	h.wantBalance("one hold for one trade", ana.user.ID, 50_000, 15_000)
	if rec := h.doJSON("POST", "/trades", body, withKey(ana.auth, "req-2")); rec.Code != 201 {
		t.Fatalf("a new key is a new request: %d", rec.Code)
	}

	// A refused request can be tried again under the same key once funded.
	poor := h.party("Pia", 5_000, 10_000)
	pbody := map[string]any{"hat1_id": poor.bag.ID, "hat2_id": bea.bag.ID, "start_date": start, "end_date": end, "delivery_method": "pickup"}
	h.refused(h.doJSON("POST", "/trades", pbody, withKey(poor.auth, "k")), 422,
		"Insufficient current balance. You need $150.00 to request this trade. Please add funds.")
	testenv.Fund(h.t, h.pool, poor.user.ID, 20_000)
	if rec := h.doJSON("POST", "/trades", pbody, withKey(poor.auth, "k")); rec.Code != 201 {
		t.Fatalf("retry after funding: %d %s", rec.Code, rec.Body)
	}
	h.wantBalance("funded requester", poor.user.ID, 25_000, 15_000)

	// Once accepted, the bags are booked: a retry still answers its trade.
	h.jsonDo(200, "PUT", "/trades/"+a.Trade.ID+"/accept", nil, bea.auth)
	late := h.doJSON("POST", "/trades", body, withKey(ana.auth, "req-1"))
	var c struct {
		Trade struct {
			ID     string `json:"_id"`
			Status string `json:"status"`
		}
	}
	_ = json.Unmarshal(late.Body.Bytes(), &c)
	if late.Code != 200 || c.Trade.ID != a.Trade.ID || c.Trade.Status != "accepted" {
		t.Fatalf("a retry after the accept must answer the accepted trade: %d %s", late.Code, late.Body)
	}
	h.balanced()
}
