package api

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/geo"
	"pursetrade/internal/trades/rules"
)

// askFor posts a trade request from a for b's bag from start for days days.
func (h *harness) askFor(a, b tradeParty, delivery string, start time.Time, days int) *httptest.ResponseRecorder {
	return h.doJSON("POST", "/trades", map[string]any{"hat1_id": a.bag.ID, "hat2_id": b.bag.ID,
		"start_date": start.Format(time.DateOnly), "end_date": start.AddDate(0, 0, days).Format(time.DateOnly),
		"delivery_method": delivery}, a.auth)
}

// createdTradeID is the id of the trade a 201 answer started.
func createdTradeID(t *testing.T, rec *httptest.ResponseRecorder) string {
	t.Helper()
	var out struct {
		Trade struct {
			ID string `json:"_id"`
		} `json:"trade"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil || out.Trade.ID == "" {
		t.Fatalf("trade answer %d %s", rec.Code, rec.Body)
	}
	return out.Trade.ID
}

// A booking keeps a turnaround after the trade's end date: the calendar
// shows it, requests that reach into it are refused with the booking's
// message, and the accept declines open requests that only touch the
// turnaround.
func TestTurnaroundKeepsABagFreeAfterItsTrade(t *testing.T) {
	h := tradeHarness(t)
	ana, bea, cy := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000), h.party("Cy", 50_000, 10_000)
	first := rules.EarliestStart(time.Now()).AddDate(0, 0, 10)
	last := first.AddDate(0, 0, 7)
	start, end := first.Format(time.DateOnly), last.Format(time.DateOnly)

	// Cy asks for Bea's bag from the day after Ana's trade would end.
	waiting := h.askFor(cy, bea, "pickup", last.AddDate(0, 0, 1), 7)
	if waiting.Code != 201 {
		t.Fatalf("request after the end date while nothing is booked: %d %s", waiting.Code, waiting.Body)
	}
	cyTrade := createdTradeID(t, waiting)
	out := h.askFor(ana, bea, "pickup", first, 7)
	if out.Code != 201 {
		t.Fatalf("request: %d %s", out.Code, out.Body)
	}
	id := createdTradeID(t, out)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.waitProjection(cyTrade, rules.StatusCancelled) // its first day was in the turnaround

	cal := h.jsonDo(200, "GET", "/hats/"+bea.bag.ID+"/calendar", nil, cy.auth)
	booked := cal["booked"].([]any)
	if len(booked) != 1 || cal["turnaround_days"].(float64) != 1 {
		t.Fatalf("calendar: %v", cal)
	}
	if r := booked[0].(map[string]any); r["start"] != start || r["end"] != last.AddDate(0, 0, 1).Format(time.DateOnly) {
		t.Fatalf("booked range %v, want %s to the day after %s", r, start, end)
	}
	// The dates a request may not touch: the booking, and before it the turnaround the request would keep.
	unavailable := func(cal map[string]any) string {
		r := cal["unavailable"].([]any)[0].(map[string]any)
		return r["start"].(string) + ".." + r["end"].(string)
	}
	if got, want := unavailable(cal), first.AddDate(0, 0, -1).Format(time.DateOnly)+".."+last.AddDate(0, 0, 1).Format(time.DateOnly); got != want {
		t.Fatalf("unavailable %s, want %s", got, want)
	}
	kept := h.jsonDo(200, "GET", "/hats/"+bea.bag.ID+"/calendar?turnaround_days=3", nil, cy.auth)
	if got, want := unavailable(kept), first.AddDate(0, 0, -3).Format(time.DateOnly)+".."+last.AddDate(0, 0, 1).Format(time.DateOnly); got != want ||
		kept["turnaround_days"].(float64) != 3 {
		t.Fatalf("unavailable keeping 3 days %s, want %s", got, want)
	}
	h.refused(h.do("GET", "/hats/"+bea.bag.ID+"/calendar?turnaround_days=-1", "", cy.auth...), 400, "turnaround_days must be a number of days from 0 to 365")
	// What accepting would take from the caller: the site fee, the pickup fee and Bea's bag's value held.
	charges := cal["charges"].(map[string]any)
	if charges["hold"].(float64) != 150 || charges["total"].(float64) != charges["site_fee"].(float64)+charges["delivery_fee"].(float64)+150 {
		t.Fatalf("charges %v", charges)
	}
	h.refused(h.askFor(cy, bea, "pickup", last.AddDate(0, 0, 1), 7), 409, rules.ErrBooked.Message)
	if rec := h.askFor(cy, bea, "pickup", last.AddDate(0, 0, 2), 7); rec.Code != 201 {
		t.Fatalf("request after the turnaround: %d %s", rec.Code, rec.Body)
	}
	// A request ending the day before the booking would book that day as its own turnaround.
	dee := h.party("Dee", 50_000, 10_000)
	if early := first.AddDate(0, 0, -9); !early.Before(rules.EarliestStart(time.Now())) {
		h.refused(h.askFor(dee, bea, "pickup", early, 8), 409, rules.ErrBooked.Message)
		if rec := h.askFor(dee, bea, "pickup", early, 7); rec.Code != 201 {
			t.Fatalf("request whose turnaround ends before the booking: %d %s", rec.Code, rec.Body)
		}
	}

	// Shipping keeps the carrier's transit days.
	rates := h.jsonDo(200, "POST", "/shipping/calculate-rates", map[string]any{"from_zip": "33012", "to_zip": "33012"}, cy.auth)
	transit := rates["cheapest_rate"].(map[string]any)["estimated_days"].(float64)
	ship := h.jsonDo(200, "GET", "/hats/"+bea.bag.ID+"/calendar?delivery_method=shipping", nil, cy.auth)
	roundTrip := 2 * rates["cheapest_rate"].(map[string]any)["amount"].(float64)
	if transit <= 0 || ship["turnaround_days"].(float64) != transit || ship["charges"].(map[string]any)["delivery_fee"].(float64) != roundTrip {
		t.Fatalf("shipping turnaround %v, want the carrier's %v days", ship["turnaround_days"], transit)
	}
	h.refused(h.do("GET", "/hats/"+bea.bag.ID+"/calendar?delivery_method=drone", "", cy.auth...), 400, "Delivery method must be pickup or shipping")
	h.balanced()
}

// A pickup trade hands the bags over on a pickup day inside its dates and
// shows the day they go back.
func TestPickupDaysFallInsideTheTrade(t *testing.T) {
	h := tradeHarness(t)
	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000)
	monday := rules.EarliestStart(time.Now())
	for monday.Weekday() != time.Monday {
		monday = monday.AddDate(0, 0, 1)
	}
	h.refused(h.askFor(ana, bea, "pickup", monday, 2), 400, rules.ErrNoPickupDay.Error())
	out := h.askFor(ana, bea, "pickup", monday, 5)
	if out.Code != 201 {
		t.Fatalf("request: %d %s", out.Code, out.Body)
	}
	tr := h.jsonDo(200, "GET", "/trades/"+createdTradeID(t, out), nil, ana.auth)["trade"].(map[string]any)
	end := monday.AddDate(0, 0, 5)
	if tr["pickup_date"] != monday.AddDate(0, 0, 3).Format(time.DateOnly) ||
		tr["return_pickup_date"] != geo.NextPickupDay(end).Format(time.DateOnly) || tr["turnaround_days"].(float64) != 1 {
		t.Fatalf("pickup days: %v / %v (turnaround %v)", tr["pickup_date"], tr["return_pickup_date"], tr["turnaround_days"])
	}
	h.refused(h.doJSON("PUT", "/trades/"+tr["_id"].(string)+"/modify", map[string]any{"end_date": monday.AddDate(0, 0, 1).Format(time.DateOnly)},
		bea.auth), 400, rules.ErrNoPickupDay.Error())
}

// A bag removed or disabled, or a member disabled or restricted, ends their
// open requests at once: holds released and the partner told.
func TestEndedListingsEndTheirRequests(t *testing.T) {
	h := tradeHarness(t)
	admin := h.admin()
	told := func(userID, tradeID string) string {
		t.Helper()
		var content string
		if err := h.pool.QueryRow(context.Background(), `SELECT content FROM member_messages
			WHERE user_id = $1 AND trade_id = $2 AND subject = 'Trade cancelled'`, userID, tradeID).Scan(&content); err != nil {
			t.Fatalf("partner not told: %v", err)
		}
		return content
	}
	ended := func(what string, id string, partner tradeParty) {
		t.Helper()
		p := h.waitProjection(id, rules.StatusCancelled)
		if p.Status != rules.StatusCancelled {
			t.Fatalf("%s: trade %s", what, p.Status)
		}
		if content := told(partner.user.ID, id); !strings.Contains(content, "Any hold has been released") {
			t.Fatalf("%s: partner told %q", what, content)
		}
	}

	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000)
	id := h.request(ana, bea, "pickup")
	h.jsonDo(200, "DELETE", "/hats/"+bea.bag.ID, nil, bea.auth)
	ended("owner removed the bag", id, ana)
	if !strings.Contains(told(ana.user.ID, id), reasonBagUnlisted) {
		t.Fatal("the partner is not told why")
	}
	h.wantBalance("the requester's hold is released", ana.user.ID, 50_000, 0)

	cy, dee := h.party("Cy", 50_000, 10_000), h.party("Dee", 50_000, 15_000)
	id = h.request(cy, dee, "pickup")
	h.jsonDo(200, "PUT", "/admin/items/"+cy.bag.ID+"/status", map[string]any{"status": "disabled"}, admin)
	ended("admin disabled the offered bag", id, dee)
	h.wantBalance("hold released", cy.user.ID, 50_000, 0)

	eve, fay := h.party("Eve", 50_000, 10_000), h.party("Fay", 50_000, 15_000)
	id = h.request(eve, fay, "pickup")
	h.jsonDo(200, "PUT", "/admin/users/"+eve.user.ID+"/status", map[string]any{"status": "restricted", "reason": "check"}, admin)
	ended("admin restricted the requester", id, fay)
	if !strings.Contains(told(fay.user.ID, id), reasonMemberPaused) {
		t.Fatal("the partner is not told why")
	}
	h.wantBalance("hold released", eve.user.ID, 50_000, 0)

	gus, hal := h.party("Gus", 50_000, 10_000), h.party("Hal", 50_000, 15_000)
	id = h.request(gus, hal, "pickup")
	h.jsonDo(200, "DELETE", "/admin/items/"+hal.bag.ID+"?reason=counterfeit", nil, admin)
	ended("admin removed the requested bag", id, gus)
	hal.bag = testenv.Item(t, h.pool, hal.user.ID, 15_000)
	id = h.request(hal, gus, "pickup")
	h.jsonDo(200, "PUT", "/admin/users/"+gus.user.ID+"/status", map[string]any{"status": "disabled", "reason": "check"}, admin)
	ended("admin disabled the owner", id, hal)
	h.wantBalance("holds released", hal.user.ID, 50_000, 0)
	h.balanced()
}

// A trade whose bags are not back RETURN_GRACE_DAYS after its end date is in
// the admins' queue with what each side acknowledged, and every
// administrator gets one email about it however often the sweep runs.
func TestOverdueReturnsReachAdministratorsOnce(t *testing.T) {
	h := tradeHarness(t)
	admin := h.adminUserID()
	ana, bea := h.party("Ana", 0, 10_000), h.party("Bea", 0, 10_000)
	late := projectedTrade(t, h.pool, ana.user.ID, bea.user.ID, rules.StatusAccepted)
	recent := projectedTrade(t, h.pool, ana.user.ID, bea.user.ID, rules.StatusAccepted)
	today := rules.TodayNewYork(time.Now())
	// The projection row and its view, as the workflow would write them.
	ended := func(id string, endsDaysAgo int, user1Back bool) {
		start, end := today.AddDate(0, 0, -endsDaysAgo-7), today.AddDate(0, 0, -endsDaysAgo)
		var back *time.Time
		if user1Back {
			now := time.Now().UTC()
			back = &now
		}
		sqlExec(t, h.pool, `UPDATE trades SET start_date = $2, end_date = $3, user1_returned_at = $4,
			view = jsonb_set(jsonb_set(jsonb_set(view, '{terms,start_date}', to_jsonb($2::date::text)),
				'{terms,end_date}', to_jsonb($3::date::text)), '{acks}', jsonb_strip_nulls(jsonb_build_object('user1_returned_at', $4::timestamptz)))
			WHERE id = $1`, id, start, end, back)
	}
	ended(late, 5, true)
	ended(recent, 1, false)

	page := h.jsonDo(200, "GET", "/admin/overdue-returns", nil, h.admin())
	queue := page["trades"].([]any)
	if len(queue) != 1 || page["total"].(float64) != 1 {
		t.Fatalf("overdue queue: %v", page)
	}
	tr := queue[0].(map[string]any)
	if tr["_id"] != late || tr["user1_returned_at"] == nil || tr["user2_returned_at"] != nil {
		t.Fatalf("overdue trade: %v", tr)
	}
	for range 3 {
		if _, err := h.backend.Trades.TellOverdueReturns(context.Background(), h.cfg.Lending.ReturnGraceDays); err != nil {
			t.Fatal(err)
		}
	}
	if n := h.count(`SELECT count(*) FROM member_messages WHERE user_id = $1 AND trade_id = $2`, admin, late); n != 1 {
		t.Fatalf("admin told %d times", n)
	}
	if n := h.count(`SELECT count(*) FROM email_outbox WHERE user_id = $1 AND subject = 'A bag has not come back'`, admin); n != 1 {
		t.Fatalf("admin emailed %d times", n)
	}
	if n := h.count(`SELECT count(*) FROM member_messages WHERE trade_id = $1`, recent); n != 0 {
		t.Fatal("a trade inside its grace period was reported")
	}
}

// A chat message tells the trade's other member (Messages tab, and email as
// their preferences allow), at most once per CHAT_NOTIFY_INTERVAL per trade
// and member; an administrator's message names no one.
func TestChatMessagesTellThePartnerThrottled(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	notices := func(userID string) int {
		return h.count(`SELECT count(*) FROM member_messages WHERE user_id = $1 AND trade_id = $2 AND subject = 'New message on your trade'`, userID, id)
	}
	emails := func(userID string) int {
		return h.count(`SELECT count(*) FROM email_outbox WHERE user_id = $1 AND subject = 'New message on your trade'`, userID)
	}
	say := func(who tradeParty, text string) {
		h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": text}, who.auth)
	}
	sqlExec(t, h.pool, `UPDATE users SET trade_updates = false WHERE id = $1`, ana.user.ID)
	recs := parallel(5, func(i int) *httptest.ResponseRecorder {
		return h.doJSON("POST", "/trades/"+id+"/messages", map[string]any{"message": "hello"}, ana.auth)
	})
	if counts := statusCounts(recs); counts[200] != 5 {
		t.Fatalf("messages: %v", counts)
	}
	if notices(bea.user.ID) != 1 || emails(bea.user.ID) != 1 || notices(ana.user.ID) != 0 {
		t.Fatalf("after five messages: Bea %d notices %d emails, Ana %d", notices(bea.user.ID), emails(bea.user.ID), notices(ana.user.ID))
	}
	say(bea, "hi back")
	if notices(ana.user.ID) != 1 || emails(ana.user.ID) != 0 {
		t.Fatalf("Ana (trade updates off): %d notices %d emails, want 1 and 0", notices(ana.user.ID), emails(ana.user.ID))
	}
	sqlExec(t, h.pool, `UPDATE member_messages SET created_at = created_at - $1::interval WHERE trade_id = $2`,
		h.cfg.Lending.ChatNotifyInterval.String(), id)
	say(ana, "still there?")
	if notices(bea.user.ID) != 2 {
		t.Fatalf("after the interval: %d notices, want 2", notices(bea.user.ID))
	}
	sqlExec(t, h.pool, `UPDATE member_messages SET created_at = created_at - $1::interval WHERE trade_id = $2`,
		h.cfg.Lending.ChatNotifyInterval.String(), id)
	h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": "admin here"}, h.admin())
	var content string
	if err := h.pool.QueryRow(context.Background(), `SELECT content FROM member_messages WHERE user_id = $1 AND trade_id = $2
		AND subject = 'New message on your trade' ORDER BY created_at DESC LIMIT 1`, ana.user.ID, id).Scan(&content); err != nil {
		t.Fatal(err)
	}
	if notices(ana.user.ID) != 2 || notices(bea.user.ID) != 3 || !strings.HasPrefix(content, "An administrator wrote") {
		t.Fatalf("admin message: Ana %d, Bea %d notices, %q", notices(ana.user.ID), notices(bea.user.ID), content)
	}
}

// Two requests for one bag whose dates only meet through the first one's
// turnaround, accepted at the same instant: the booking in the accept's
// transaction lets exactly one win, and the loser moves no money.
func TestTurnaroundHoldsUnderRacingAccepts(t *testing.T) {
	h := tradeHarness(t)
	bea := h.party("Bea", 50_000, 15_000)
	first := rules.EarliestStart(time.Now()).AddDate(0, 0, 10)
	for round := range 3 {
		ana, cy := h.party("Ana", 50_000, 10_000), h.party("Cy", 50_000, 10_000)
		from := first.AddDate(0, 0, round*30)
		early := createdTradeID(t, h.askFor(ana, bea, "pickup", from, 7))
		late := createdTradeID(t, h.askFor(cy, bea, "pickup", from.AddDate(0, 0, 8), 7)) // starts on early's turnaround day
		ids := []string{early, late}
		recs := parallel(2, func(i int) *httptest.ResponseRecorder {
			return h.do("PUT", "/trades/"+ids[i]+"/accept", "", bea.auth...)
		})
		if c := statusCounts(recs); c[200] != 1 {
			t.Fatalf("round %d: accept answers %v: %s | %s", round, c, recs[0].Body, recs[1].Body)
		}
		winner, loser, loserParty := early, late, cy
		if recs[1].Code == 200 {
			winner, loser, loserParty = late, early, ana
		}
		h.waitProjection(winner, rules.StatusAccepted)
		// Either way the loser meets the winner's booking, through its own
		// dates or through its own turnaround: the accept declines it at once.
		h.waitProjection(loser, rules.StatusCancelled)
		h.refused(h.do("PUT", "/trades/"+loser+"/accept", "", bea.auth...), 409, "This trade has ended")
		h.wantBalance("the loser is charged no fee and holds nothing", loserParty.user.ID, 50_000, 0)
		if n := h.count(`SELECT count(*) FROM trade_bookings WHERE item_id = $1 AND trade_id = $2`, bea.bag.ID, loser); n != 0 {
			t.Fatalf("round %d: the loser booked the bag", round)
		}
	}
	h.balanced()
}
