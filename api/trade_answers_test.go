package api

import (
	"encoding/json"
	"reflect"
	"testing"

	"pursetrade/internal/devtools/testenv"
)

// An action's answer is read beside its update, from the trade as it was
// before; it must show what a fresh read shows right after: the new bag of
// a modify, the estimate at the new hold, both bags in a trade once it is
// accepted and out of it once cancelled, the members and the messages.
func TestActionAnswersMatchAFreshRead(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	pricier := testenv.Item(t, h.pool, bea.user.ID, 20_000)
	id := h.request(ana, bea, "pickup")
	h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": "Is the blue one free?"}, bea.auth)

	fresh := func(step string, answer map[string]any, auth []string) map[string]any {
		t.Helper()
		got := h.jsonDo(200, "GET", "/trades/"+id, nil, auth)
		if !reflect.DeepEqual(answer["detail"], got) {
			a, _ := json.Marshal(answer["detail"])
			g, _ := json.Marshal(got)
			t.Fatalf("%s: the answer differs from a fresh read\nanswer: %s\nfresh:  %s", step, a, g)
		}
		return got
	}
	inTrade := func(d map[string]any) [2]any {
		return [2]any{d["hat1"].(map[string]any)["in_trade"], d["hat2"].(map[string]any)["in_trade"]}
	}

	d := fresh("modify", h.jsonDo(200, "PUT", "/trades/"+id+"/modify", map[string]any{"hat2_id": pricier.ID}, bea.auth), bea.auth)
	if d["hat2"].(map[string]any)["_id"] != pricier.ID || inTrade(d) != [2]any{false, false} {
		t.Fatalf("after modify: hat2 %v, in trade %v", d["hat2"].(map[string]any)["_id"], inTrade(d))
	}
	d = fresh("approve", h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, ana.auth), ana.auth)
	if inTrade(d) != [2]any{true, true} || len(d["timeline"].([]any)) < 4 {
		t.Fatalf("after approve: in trade %v, timeline %v", inTrade(d), d["timeline"])
	}
	d = fresh("cancel", h.jsonDo(200, "PUT", "/trades/"+id+"/cancel", nil, ana.auth), ana.auth)
	if inTrade(d) != [2]any{false, false} {
		t.Fatalf("after cancel: in trade %v", inTrade(d))
	}
	h.balanced()
}
