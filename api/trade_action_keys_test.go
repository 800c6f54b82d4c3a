package api

import (
	"net/http/httptest"
	"strings"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/trades/rules"
)

// A member action sent many times at once with the same Idempotency-Key is
// one action: each copy is answered with the trade as it left it, and its
// money and notices happen once. A new key is a new action.
func TestTradeActionsWithAKeyApplyOnce(t *testing.T) {
	h := tradeHarness(t)
	ann := h.party("Ann", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	pricier := testenv.Item(t, h.pool, bea.user.ID, 20_000)
	id := h.request(ann, bea, "pickup")

	const n = 8
	body := `{"hat2_id":"` + pricier.ID + `","mod_message":"Take this one instead"}`
	recs := parallel(n, func(int) *httptest.ResponseRecorder {
		return h.do("PUT", "/trades/"+id+"/modify", body, append(bea.auth, "Idempotency-Key", "modify-1")...)
	})
	if counts := statusCounts(recs); counts[200] != n {
		t.Fatalf("modify answers %v, want %d × 200", counts, n)
	}
	h.wantBalance("requester's hold follows the new bag once", ann.user.ID, 50_000, 20_000)
	if got := h.count(`SELECT count(*) FROM trade_events WHERE trade_id = $1 AND kind = 'modified'`, id); got != 1 {
		t.Fatalf("modifications recorded: %d", got)
	}

	recs = parallel(n, func(int) *httptest.ResponseRecorder {
		return h.do("PUT", "/trades/"+id+"/approve", "", append(ann.auth, "Idempotency-Key", "approve-1")...)
	})
	if counts := statusCounts(recs); counts[200] != n {
		t.Fatalf("approve answers %v, want %d × 200", counts, n)
	}
	h.waitProjection(id, rules.StatusAccepted)
	h.wantBalance("requester pays the fees once", ann.user.ID, 49_000, 20_000)
	h.wantBalance("owner pays the fees once", bea.user.ID, 49_000, 10_000)
	if got := h.count(`SELECT count(*) FROM member_messages WHERE trade_id = $1 AND subject = 'Trade accepted'`, id); got != 2 {
		t.Fatalf("acceptance notices: %d, want one per member", got)
	}

	h.refused(h.do("PUT", "/trades/"+id+"/ack/received", "", append(ann.auth, "Idempotency-Key", strings.Repeat("k", 101))...),
		400, "Idempotency-Key can be at most 100 characters")
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", nil, append(ann.auth, "Idempotency-Key", "approve-1"))
	h.balanced()
}
