package api

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// requestOn posts a pickup request from a for b's bag on the given dates.
func (h *harness) requestOn(a, b tradeParty, start, end string) string {
	h.t.Helper()
	out := h.jsonDo(201, "POST", "/trades", map[string]any{
		"hat1_id": a.bag.ID, "hat2_id": b.bag.ID, "start_date": start, "end_date": end, "delivery_method": "pickup",
	}, a.auth)
	return out["trade"].(map[string]any)["_id"].(string)
}

// datesFrom are request dates starting offset days after the earliest start.
func datesFrom(offset, days int) (string, string) {
	start := rules.EarliestStart(time.Now()).AddDate(0, 0, offset)
	return start.Format(time.DateOnly), start.AddDate(0, 0, days).Format(time.DateOnly)
}

// parallel runs fn n times at once and returns the answers.
func parallel(n int, fn func(i int) *httptest.ResponseRecorder) []*httptest.ResponseRecorder {
	out := make([]*httptest.ResponseRecorder, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			out[i] = fn(i)
		}()
	}
	close(start)
	wg.Wait()
	return out
}

func statusCounts(recs []*httptest.ResponseRecorder) map[int]int {
	counts := map[int]int{}
	for _, r := range recs {
		counts[r.Code]++
	}
	return counts
}

// Many members ask for one bag on overlapping dates and the owner accepts
// every request at the same instant: exactly one wins, the others move no
// money and end declined.
func TestOneBagOneAcceptedTradeUnderRace(t *testing.T) {
	h := tradeHarness(t)
	owner := h.party("Owner", 50_000, 15_000)
	const n = 6
	askers := make([]tradeParty, n)
	tradeIDs := make([]string, n)
	for i := range n {
		askers[i] = h.party(fmt.Sprintf("Asker%d", i), 50_000, 10_000)
		start, end := datesFrom(2+i%2, 7) // all overlap
		tradeIDs[i] = h.requestOn(askers[i], owner, start, end)
	}
	recs := parallel(n, func(i int) *httptest.ResponseRecorder {
		return h.do("PUT", "/trades/"+tradeIDs[i]+"/accept", "", owner.auth...)
	})
	counts := statusCounts(recs)
	if counts[200] != 1 || counts[409] != n-1 {
		t.Fatalf("accept answers %v, want one 200 and %d 409", counts, n-1)
	}
	for i, r := range recs {
		if r.Code == 200 {
			h.waitProjection(tradeIDs[i], rules.StatusAccepted)
			h.wantBalance("winner", askers[i].user.ID, 49_000, 15_000)
			continue
		}
		if msg, _ := decodeError(t, r); msg != workflows.ErrBooked.Message && msg != "This trade has ended" &&
			msg != workflows.ErrTradeEnded.Message {
			t.Fatalf("losing accept: %q", msg)
		}
		h.waitProjection(tradeIDs[i], rules.StatusCancelled)
		h.wantBalance("declined asker", askers[i].user.ID, 50_000, 0)
	}
	h.wantBalance("owner pays one trade's fees", owner.user.ID, 49_000, 10_000)
	if got := h.count(`SELECT count(*) FROM trade_bookings WHERE item_id = $1`, owner.bag.ID); got != 1 {
		t.Fatalf("bookings of the bag: %d", got)
	}
	h.balanced()
}

// Accepting a trade declines the open requests that overlap it for either
// bag, releasing their holds and telling both sides; a request for other
// dates stays open, and a new overlapping request is refused.
func TestAcceptDeclinesOverlappingRequests(t *testing.T) {
	h := tradeHarness(t)
	owner := h.party("Owner", 50_000, 15_000)
	ana := h.party("Ana", 50_000, 10_000)
	ben := h.party("Ben", 50_000, 10_000)
	cat := h.party("Cat", 50_000, 10_000)
	s1, e1 := datesFrom(2, 5)
	s2, e2 := datesFrom(5, 5) // overlaps the first
	s3, e3 := datesFrom(12, 3)
	won := h.requestOn(ana, owner, s1, e1)
	overlapping := h.requestOn(ben, owner, s2, e2)
	later := h.requestOn(cat, owner, s3, e3)

	h.jsonDo(200, "PUT", "/trades/"+won+"/accept", nil, owner.auth)
	h.waitProjection(overlapping, rules.StatusCancelled)
	d := h.jsonDo(200, "GET", "/trades/"+overlapping, nil, ben.auth)
	if !strings.Contains(fmt.Sprint(d["timeline"]), "booked by another trade") {
		t.Fatalf("declined request shows no reason: %v", d["timeline"])
	}
	h.wantBalance("declined requester's hold released", ben.user.ID, 50_000, 0)
	if d := h.jsonDo(200, "GET", "/trades/"+later, nil, owner.auth); d["trade"].(map[string]any)["status"] != "pending" {
		t.Fatalf("a request for other dates stays open: %v", d["trade"].(map[string]any)["status"])
	}
	h.wantNotes("declined requester told", ben.user.ID, "Trade request declined", 1, 1)
	recordHistory(t, h.temporal, overlapping, "booking_conflict_declined.json")

	dan := h.party("Dan", 50_000, 10_000)
	h.refused(h.doJSON("POST", "/trades", map[string]any{"hat1_id": dan.bag.ID, "hat2_id": owner.bag.ID,
		"start_date": s2, "end_date": e2, "delivery_method": "pickup"}, dan.auth), http.StatusConflict, workflows.ErrBooked.Message)
	h.balanced()
}

// An action sent from a screen that shows an older state of the trade is
// refused: a requester cancelling a pending request the owner just accepted
// pays no penalty.
func TestStaleScreenCannotCancelAnAcceptedTrade(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	seen := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any)["revision"].(float64)

	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", map[string]any{"revision": seen}, bea.auth)
	h.refused(h.doJSON("PUT", "/trades/"+id+"/cancel", map[string]any{"revision": seen}, ana.auth),
		http.StatusConflict, "This trade has changed. Please reload.")
	h.wantBalance("requester paid fees only", ana.user.ID, 49_000, 15_000)
	if n := h.count(`SELECT count(*) FROM transactions WHERE trade_id = $1 AND type = 'penalty'`, id); n != 0 {
		t.Fatalf("%d penalties", n)
	}
	h.balanced()
}

// An administrator's action the trade refuses is answered as refused and
// leaves no audit row saying it was done.
func TestRefusedAdminActionIsNotAudited(t *testing.T) {
	h, ana, _, id := pickupRequest(t)
	h.refused(h.doJSON("POST", "/admin/trades/"+id+"/force-complete", map[string]any{"action": "complete", "reason": "done"}, h.admin()),
		http.StatusConflict, workflows.ErrNeverAccepted.Message)
	h.refused(h.doJSON("POST", "/admin/trades/"+id+"/override-received", map[string]any{"user_id": ana.user.ID}, h.admin()),
		http.StatusConflict, "Only active trades can be overridden")
	if n := h.count(`SELECT count(*) FROM admin_audit_log WHERE target_id = $1`, id); n != 0 {
		t.Fatalf("%d audit rows for refused actions", n)
	}
	h.jsonDo(200, "POST", "/admin/trades/"+id+"/force-complete", map[string]any{"action": "cancel", "reason": "spam"}, h.admin())
	if n := h.count(`SELECT count(*) FROM admin_audit_log WHERE target_id = $1`, id); n != 1 {
		t.Fatalf("%d audit rows for the applied action", n)
	}
	h.waitProjection(id, rules.StatusCancelled)
	h.wantBalance("requester", ana.user.ID, 50_000, 0)
	h.balanced()
}

// Admins flag and delete ended trades too (cancelled, rejected, denied),
// never completed ones.
func TestAdminFlagsAndDeletesEndedTrades(t *testing.T) {
	h, _, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/reject", nil, bea.auth)
	h.waitClosed(id)

	h.jsonDo(200, "POST", "/admin/trades/"+id+"/flag", map[string]any{"reason": "suspicious"}, h.admin())
	d := h.jsonDo(200, "GET", "/admin/trades/"+id, nil, h.admin())
	if flag, _ := d["trade"].(map[string]any)["flag"].(map[string]any); flag["reason"] != "suspicious" {
		t.Fatalf("flag of a rejected trade: %v", d["trade"].(map[string]any)["flag"])
	}
	h.jsonDo(200, "DELETE", "/admin/trades/"+id+"/delete?reason=cleanup", nil, h.admin())
	if tr := h.waitProjection(id, rules.StatusRejected); tr.DeletedAt == nil {
		t.Fatal("deleted_at not set")
	}
	h.refused(h.do("DELETE", "/admin/trades/"+id+"/delete", "", h.admin()...), http.StatusConflict, "This trade was already deleted")
	if n := h.count(`SELECT count(*) FROM admin_audit_log WHERE target_id = $1`, id); n != 2 {
		t.Fatalf("%d audit rows", n)
	}
	h.balanced()
}

// A delete racing an accept ends in one consistent state: whichever the
// trade applied first, the members end with their money back.
func TestDeleteRacingAcceptIsConsistent(t *testing.T) {
	h := tradeHarness(t)
	for round := range 3 {
		ana := h.party(fmt.Sprintf("Ana%d", round), 50_000, 10_000)
		bea := h.party(fmt.Sprintf("Bea%d", round), 50_000, 15_000)
		id := h.request(ana, bea, "pickup")
		recs := parallel(2, func(i int) *httptest.ResponseRecorder {
			if i == 0 {
				return h.do("PUT", "/trades/"+id+"/accept", "", bea.auth...)
			}
			return h.do("DELETE", "/admin/trades/"+id+"/delete?reason=race", "", h.admin()...)
		})
		if recs[1].Code != 200 {
			t.Fatalf("delete: %d %s", recs[1].Code, recs[1].Body)
		}
		final := h.waitClosed(id)
		if final.Status != rules.StatusCancelled || final.DeletedAt == nil {
			t.Fatalf("final %s deleted=%v (accept answered %d)", final.Status, final.DeletedAt, recs[0].Code)
		}
		h.wantBalance("requester", ana.user.ID, 50_000, 0)
		h.wantBalance("owner", bea.user.ID, 50_000, 0)
		recordHistory(t, h.temporal, id, fmt.Sprintf("delete_racing_accept_%d.json", round))
	}
	h.balanced()
}

// Two administrators resolve the same dispute at once with different
// awards: the trade applies one, the dispute records exactly that one, and
// the award is paid once.
func TestDisputeResolvedOnceUnderRace(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	out := h.jsonDo(201, "POST", "/disputes", map[string]any{"trade_id": id, "reason": "item_not_as_described",
		"description": "The strap is torn apart."}, ana.auth)
	disputeID := out["dispute"].(map[string]any)["_id"].(string)
	awards := []float64{40, 60}
	recs := parallel(2, func(i int) *httptest.ResponseRecorder {
		return h.doJSON("PUT", "/admin/disputes/"+disputeID+"/resolve", map[string]any{
			"resolution": fmt.Sprintf("Award %v", awards[i]), "award": map[string]any{"to_user_id": ana.user.ID, "amount": awards[i]}}, h.admin())
	})
	if c := statusCounts(recs); c[200] != 1 || c[409] != 1 {
		t.Fatalf("resolve answers %v: %s | %s", c, recs[0].Body, recs[1].Body)
	}
	final := h.waitClosed(id)
	applied := final.Resolution
	if final.Status != rules.StatusCompleted || applied == nil {
		t.Fatalf("final %s resolution %v", final.Status, applied)
	}
	var recorded int64
	if err := h.pool.QueryRow(t.Context(), `SELECT award_cents FROM disputes WHERE id = $1`, disputeID).Scan(&recorded); err != nil {
		t.Fatal(err)
	}
	if recorded != applied.AwardCents {
		t.Fatalf("dispute records %d, trade paid %d", recorded, applied.AwardCents)
	}
	if n := h.count(`SELECT count(*) FROM transactions WHERE trade_id = $1 AND type = 'award'`, id); n != 2 { // payer's debit and payee's credit
		t.Fatalf("%d award rows", n)
	}
	h.wantBalance("awarded", ana.user.ID, 49_000+applied.AwardCents, 0)
	h.balanced()
	recordHistory(t, h.temporal, id, "dispute_resolved_once.json")
}

// Lists show the same pending figures as the detail, and a member never
// sees the partner's balance.
func TestTradeListsShowTheDetailFiguresWithoutThePartnersBalance(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 70_000, 15_000)
	id := h.request(ana, bea, "pickup")
	detail := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any)
	list := h.jsonDo(200, "GET", "/trades/pending", nil, ana.auth)["trades"].([]any)[0].(map[string]any)
	mine := list["financial_breakdown"].(map[string]any)
	if mine["original_balance"] != 500.0 || mine["ending_balance"] != 500.0-5-5-150 {
		t.Fatalf("list figures: %v", mine)
	}
	if fmt.Sprint(mine) != fmt.Sprint(detail["financial_breakdown"]) {
		t.Fatalf("list %v, detail %v", mine, detail["financial_breakdown"])
	}
	partner := detail["financial_breakdown_receiver"].(map[string]any)
	if _, seen := partner["original_balance"]; seen {
		t.Fatalf("partner's balance shown: %v", partner)
	}
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.waitProjection(id, rules.StatusAccepted)
	snap := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any)["financial_snapshot"].(map[string]any)
	if _, seen := snap["receiver"].(map[string]any)["balance_at_acceptance"]; seen {
		t.Fatalf("partner's balance at acceptance shown: %v", snap["receiver"])
	}
	if snap["initiator"].(map[string]any)["balance_at_acceptance"] != 500.0 {
		t.Fatalf("own balance at acceptance: %v", snap["initiator"])
	}
	admin := h.jsonDo(200, "GET", "/admin/trades/"+id, nil, h.admin())["trade"].(map[string]any)["financial_snapshot"].(map[string]any)
	if admin["receiver"].(map[string]any)["balance_at_acceptance"] != 700.0 {
		t.Fatalf("admins see both balances: %v", admin["receiver"])
	}
}

// Members read administrators' actions as Support, never their ids.
func TestMembersNeverSeeAdminIDs(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.jsonDo(200, "POST", "/admin/trades/"+id+"/override-received", map[string]any{"user_id": ana.user.ID, "reason": "courier confirmed"}, h.admin())
	h.jsonDo(200, "POST", "/admin/trades/"+id+"/flag", map[string]any{"reason": "watch"}, h.admin())
	for _, auth := range [][]string{ana.auth, bea.auth} {
		rec := h.do("GET", "/trades/"+id, "", auth...)
		if strings.Contains(rec.Body.String(), h.adminUserID()) {
			t.Fatalf("admin id in a member's trade view: %s", rec.Body)
		}
		if !strings.Contains(rec.Body.String(), `"user_name":"Support"`) {
			t.Fatal("the override is not shown as Support")
		}
	}
}

// Closing an account cancels the member's open requests at once, releasing
// both sides' holds and telling the partners.
func TestClosingAnAccountCancelsOpenTrades(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	cat := h.party("Cat", 50_000, 12_000)
	asked := h.request(ana, bea, "pickup") // Ana asks Bea
	s, e := datesFrom(9, 3)
	askedBy := h.requestOn(cat, ana, s, e) // Cat asks Ana
	rec := h.doJSON("DELETE", "/user/account", map[string]any{"password": "secret-pass-1", "current_password": "secret-pass-1"}, ana.auth)
	if rec.Code != 200 {
		t.Fatalf("close account: %d %s", rec.Code, rec.Body)
	}
	h.waitProjection(asked, rules.StatusCancelled)
	h.waitProjection(askedBy, rules.StatusCancelled)
	h.wantBalance("closed member's hold released", ana.user.ID, 50_000, 0)
	h.wantBalance("partner's hold released", cat.user.ID, 50_000, 0)
	h.wantNotes("partner told", bea.user.ID, "Trade cancelled", 1, 1)
	h.balanced()
	recordHistory(t, h.temporal, asked, "account_closed.json")
}

// A trade driven through many administrator actions continues as a new
// run, keeps far below the history limits, and goes on to complete.
func TestLongTradeContinuesAsNewRun(t *testing.T) {
	h := tradeHarness(t, func(c *config.Config) { c.TradeHistoryLimit = 60 })
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	id := h.request(ana, bea, "pickup")
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	first := h.runID(id)
	for i := range 30 {
		h.jsonDo(200, "POST", "/admin/trades/"+id+"/flag", map[string]any{"reason": fmt.Sprintf("check %d", i)}, h.admin())
	}
	if h.runID(id) == first {
		t.Fatal("the trade never continued as new")
	}
	if n := h.historyEvents(id); n >= 100 {
		t.Fatalf("current run has %d events", n)
	}
	for _, step := range []string{"received", "returned"} {
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, ana.auth)
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, bea.auth)
	}
	if final := h.waitClosed(id); final.Status != rules.StatusCompleted || final.Flag == nil {
		t.Fatalf("final %s flag %v", final.Status, final.Flag)
	}
	h.wantBalance("requester", ana.user.ID, 49_000, 0)
	h.balanced()
	recordHistory(t, h.temporal, id, "continued_as_new.json")
}

func (h *harness) runID(tradeID string) string {
	h.t.Helper()
	desc, err := h.temporal.DescribeWorkflowExecution(h.t.Context(), workflows.WorkflowID(tradeID), "")
	if err != nil {
		h.t.Fatal(err)
	}
	return desc.WorkflowExecutionInfo.Execution.RunId
}
