package api

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/trades/rules"
)

// tradeFiguresFile holds the money figures the API answered in
// TestTradeFiguresAddUp; the web tests render them on the member's and the
// administrator's trade screens and compare every line with them, so the
// screens and the API cannot drift apart. UPDATE_FIGURES=1 rewrites it.
const tradeFiguresFile = "web/src/testing/tradeFigures.json"

// sideFigures is one trade's figures as each reader gets them.
type sideFigures struct {
	Status         string                    `json:"status"`
	DeliveryMethod string                    `json:"delivery_method"`
	Member         map[string]map[string]any `json:"member"` // initiator, receiver: each member's own financial_breakdown
	Admin          map[string]map[string]any `json:"admin"`  // initiator, receiver: the admin's financial_breakdown_*
	Perspective    map[string]map[string]any `json:"perspective"`
}

func TestTradeFiguresAddUp(t *testing.T) {
	h := tradeHarness(t)
	got := map[string]sideFigures{}
	capture := func(name, status, id string, ana, bea tradeParty) {
		t.Helper()
		fig := sideFigures{Status: status, Member: map[string]map[string]any{}, Admin: map[string]map[string]any{}, Perspective: map[string]map[string]any{}}
		admin := h.jsonDo(200, "GET", "/admin/trades/"+id, nil, h.admin())["trade"].(map[string]any)
		fig.DeliveryMethod = admin["delivery_method"].(string)
		for side, p := range map[string]tradeParty{"initiator": ana, "receiver": bea} {
			tr := h.jsonDo(200, "GET", "/trades/"+id, nil, p.auth)["trade"].(map[string]any)
			if tr["status"] != status {
				t.Fatalf("%s trade is %v", status, tr["status"])
			}
			fig.Member[side] = tr["financial_breakdown"].(map[string]any)
			fig.Admin[side] = admin["financial_breakdown_"+side].(map[string]any)
			fig.Perspective[side] = h.jsonDo(200, "GET", "/admin/trades/"+id+"/users/"+p.user.ID, nil, h.admin())["financials"].(map[string]any)
			for who, b := range map[string]map[string]any{"member": fig.Member[side], "admin": fig.Admin[side], "perspective": fig.Perspective[side]} {
				if !reflect.DeepEqual(b, fig.Member[side]) {
					t.Fatalf("%s %s: the %s reads %v, the member %v", status, side, who, b, fig.Member[side])
				}
				assertAddsUp(t, status+" "+side+" "+who, b)
			}
		}
		got[name] = fig
	}

	// Ana ($500, a $100 bag) asks Bea ($500, a $150 bag): pending, accepted, completed.
	ana, bea := h.party("Ana", 50_000, 10_000), h.party("Bea", 50_000, 15_000)
	id := h.request(ana, bea, "pickup")
	capture("pending", "pending", id, ana, bea)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.waitProjection(id, rules.StatusAccepted)
	capture("accepted", "accepted", id, ana, bea)
	for _, step := range []string{"received", "returned"} {
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, ana.auth)
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, bea.auth)
	}
	h.waitClosed(id)
	h.waitProjection(id, rules.StatusCompleted)
	capture("completed", "completed", id, ana, bea)

	// A fresh request ($100 bag for a $150 one, $500 each) taken through
	// the steps ("owner:accept", "requester:cancel"...) to its end.
	ended := func(name, status string, steps ...string) {
		t.Helper()
		a, b := h.party("Requester", 50_000, 10_000), h.party("Owner", 50_000, 15_000)
		id := h.request(a, b, "pickup")
		for _, step := range steps {
			who, action, _ := strings.Cut(step, ":")
			by := map[string]tradeParty{"requester": a, "owner": b}[who]
			h.jsonDo(200, "PUT", "/trades/"+id+"/"+action, nil, by.auth)
			if action == "accept" {
				h.waitProjection(id, rules.StatusAccepted)
			}
		}
		h.waitClosed(id)
		h.waitProjection(id, status)
		capture(name, status, id, a, b)
		if steps[0] != "owner:accept" { // never accepted: no money moved
			h.wantBalance(name+" requester", a.user.ID, 50_000, 0)
		}
	}
	// Requests that end unaccepted move no money, and show none.
	ended("rejected", rules.StatusRejected, "owner:reject")
	ended("cancelled", rules.StatusCancelled, "requester:cancel")
	// Accepted, then cancelled by the requester: they keep paying their fees
	// and pay the owner the site fee; the owner's fees come back.
	ended("cancelled_after_acceptance", rules.StatusCancelled, "owner:accept", "requester:cancel")
	h.balanced()
	if b := got["cancelled_after_acceptance"].Member["initiator"]; b["basis"] != "cancelled" || b["total_charge"] != 15.0 || b["penalty_paid"] != 5.0 {
		t.Fatalf("canceller after acceptance: %v", b)
	}
	if b := got["cancelled_after_acceptance"].Member["receiver"]; b["total_charge"] != -5.0 || b["fees_refunded"] != 10.0 || b["penalty_received"] != 5.0 {
		t.Fatalf("partner of a cancellation after acceptance: %v", b)
	}

	for _, status := range []string{"rejected", "cancelled"} {
		for side, b := range got[status].Member {
			if b["basis"] != "not_charged" || b["total_charge"] != 0.0 || b["site_fee"] != 0.0 || b["original_balance"] != nil || b["ending_balance"] != nil {
				t.Fatalf("%s %s shows money that never moved: %v", status, side, b)
			}
		}
	}
	if b := got["pending"].Member["initiator"]; b["basis"] != "estimate" || b["total_charge"] != 160.0 || b["ending_balance"] != 340.0 {
		t.Fatalf("pending requester: %v", b)
	}
	if b := got["accepted"].Member["receiver"]; b["basis"] != "accepted" || b["total_charge"] != 110.0 || b["original_balance"] != 500.0 || b["ending_balance"] != 390.0 {
		t.Fatalf("accepted owner: %v", b)
	}

	path := filepath.Join(testenv.RepoRoot(t), tradeFiguresFile)
	if os.Getenv("UPDATE_FIGURES") != "" {
		b, _ := json.MarshalIndent(got, "", "  ")
		if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]sideFigures
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	roundTrip, _ := json.Marshal(got)
	var gotJSON map[string]sideFigures
	_ = json.Unmarshal(roundTrip, &gotJSON)
	if !reflect.DeepEqual(gotJSON, want) {
		t.Fatalf("the API's figures changed from %s (the web tests render that file; UPDATE_FIGURES=1 rewrites it):\n%s", tradeFiguresFile, roundTrip)
	}
}

// assertAddsUp checks total = site fee + delivery fees + the other bag's
// value (once), or for a trade cancelled after acceptance the fees less what
// came back plus the penalty paid, and ending = balance - total where
// balances are shown.
func assertAddsUp(t *testing.T, what string, b map[string]any) {
	t.Helper()
	cents := func(k string) int64 { f, _ := b[k].(float64); return int64(math.Round(f * 100)) }
	want := cents("site_fee") + cents("delivery_fees") + cents("other_item_value")
	if b["basis"] == "cancelled" {
		want = cents("site_fee") + cents("delivery_fees") - cents("fees_refunded") + cents("penalty_paid") - cents("penalty_received")
	}
	if cents("total_charge") != want {
		t.Fatalf("%s: total %v is not site fee + delivery + hold: %v", what, b["total_charge"], b)
	}
	if _, ok := b["ending_balance"]; ok && cents("ending_balance") != cents("original_balance")-cents("total_charge") {
		t.Fatalf("%s: ending balance %v is not balance - total: %v", what, b["ending_balance"], b)
	}
}
