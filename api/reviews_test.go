package api

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/trades/rules"
)

// can-review belongs to the trade's members; a member's received reviews
// are public.
func init() {
	addMatrixRows(map[string]matrixRow{
		"GET /trades/:id/can-review": ownedBy(func(m *matrixEnv) string {
			return projectedTrade(m.T, m.H.pool, m.A.ID, m.Member("Cleo").ID, rules.StatusCompleted)
		}),
		"GET /reviews/user/:id": notOwned(func(m *matrixEnv) string { return m.A.ID }),
	})
}

func TestReviewsOncePerCompletedTrade(t *testing.T) {
	h := tradeHarness(t)
	ana, bea, id := acceptedTrade(h)
	eve := h.party("Eve", 0, 9_000)
	review := func(body map[string]any, auth []string) *httptest.ResponseRecorder {
		b := map[string]any{"trade_id": id, "rating": 4, "comment": "Lovely bag, quick handover."}
		for k, v := range body {
			b[k] = v
		}
		return h.doJSON("POST", "/reviews", b, auth)
	}
	canReview := func(auth []string) map[string]any {
		return h.jsonDo(200, "GET", "/trades/"+id+"/can-review", nil, auth)
	}

	// Not yet: the trade is active.
	if out := canReview(ana.auth); out["can_review"] != false || out["reason"] != "Trade is not completed" || out["reviewed_user_id"] != bea.user.ID {
		t.Fatalf("active trade: %v", out)
	}
	h.refused(review(nil, ana.auth), 422, "Trade is not completed")
	rec := h.do("GET", "/trades/"+id+"/can-review", "", eve.auth...)
	h.refused(rec, http.StatusForbidden, "You are not part of this trade")
	if body := jsonBody(t, rec); body["can_review"] != false || body["reason"] != "You are not part of this trade" {
		t.Fatalf("outsider's answer: %v", body)
	}
	h.refused(h.do("GET", "/trades/"+ids.New()+"/can-review", "", ana.auth...), 404, "Trade not found")

	for _, step := range []string{"received", "returned"} {
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, ana.auth)
		h.jsonDo(200, "PUT", "/trades/"+id+"/ack/"+step, nil, bea.auth)
	}
	h.waitClosed(id)
	h.waitProjection(id, rules.StatusCompleted)

	if out := canReview(ana.auth); out["can_review"] != true || out["reviewed_user_id"] != bea.user.ID || out["reason"] != "" {
		t.Fatalf("completed trade: %v", out)
	}
	h.refused(review(nil, eve.auth), 403, "You are not part of this trade")
	h.refused(review(map[string]any{"trade_id": ""}, ana.auth), 400, "No trade selected for review")
	h.refused(review(map[string]any{"trade_id": ids.New()}, ana.auth), 404, "Trade not found")
	for _, bad := range []any{0, 6, 4.5, "great", nil} {
		h.refused(review(map[string]any{"rating": bad}, ana.auth), 400, "Please choose a rating from 1 to 5")
	}
	h.refused(review(map[string]any{"comment": strings.Repeat("é", 2001)}, ana.auth), 400, "Comments can be at most 2000 characters")

	out := h.jsonDo(201, "POST", "/reviews", map[string]any{"trade_id": id, "rating": 4, "comment": "Lovely bag."}, ana.auth)
	r := out["review"].(map[string]any)
	if out["message"] != "Review submitted successfully!" || r["rating"] != 4.0 || r["comment"] != "Lovely bag." || r["trade_id"] != id ||
		r["reviewer"].(map[string]any)["name"] != "Ana" || r["reviewed_user"].(map[string]any)["_id"] != bea.user.ID || r["created_at"] == nil {
		t.Fatalf("review: %v", out)
	}
	h.refused(review(nil, ana.auth), 409, "You have already reviewed this trade")
	if out := canReview(ana.auth); out["can_review"] != false || out["reason"] != "You have already reviewed this trade" {
		t.Fatalf("after reviewing: %v", out)
	}
	h.jsonDo(201, "POST", "/reviews", map[string]any{"trade_id": id, "rating": "5"}, bea.auth)

	// Ratings and lists: public by member, given, received; the closet shows them.
	pub := h.jsonDo(200, "GET", "/reviews/user/"+bea.user.ID, nil, nil)
	if pub["average_rating"] != 4.0 || pub["rating_count"] != 1.0 || len(pub["reviews"].([]any)) != 1 {
		t.Fatalf("Bea's public reviews: %v", pub)
	}
	mine := h.jsonDo(200, "GET", "/reviews/my-reviews", nil, ana.auth)["reviews"].([]any)
	got := h.jsonDo(200, "GET", "/reviews/received", nil, ana.auth)
	if len(mine) != 1 || mine[0].(map[string]any)["reviewed_user"].(map[string]any)["name"] != "Bea" ||
		got["average_rating"] != 5.0 || got["rating_count"] != 1.0 || len(got["reviews"].([]any)) != 1 {
		t.Fatalf("Ana's reviews: given %v received %v", mine, got)
	}
	closet := h.jsonDo(200, "GET", "/users/"+bea.user.ID+"/closet", nil, nil)["stats"].(map[string]any)
	if closet["average_rating"] != 4.0 || closet["rating_count"] != 1.0 {
		t.Fatalf("closet stats: %v", closet)
	}
	h.refused(h.do("GET", "/reviews/user/"+ids.New(), ""), 404, "User not found")
	h.refused(h.do("GET", "/reviews/user/nope", ""), 404, "User not found")
}

// TestReviewsCountEveryConcurrentReview: ten members review the same member
// at once; the average and count include all of them.
func TestReviewsCountEveryConcurrentReview(t *testing.T) {
	h := tradeHarness(t)
	star := testenv.Member(t, h.pool, "Star")
	var wg sync.WaitGroup
	for i := range 10 {
		reviewer := testenv.Member(t, h.pool, "Fan")
		trade := projectedTrade(t, h.pool, reviewer.ID, star.ID, rules.StatusCompleted)
		auth := h.as(reviewer.ID)
		wg.Go(func() {
			rec := h.doJSON("POST", "/reviews", map[string]any{"trade_id": trade, "rating": 1 + i%5}, auth)
			if rec.Code != 201 {
				t.Errorf("review %d: %d %s", i, rec.Code, rec.Body)
			}
		})
	}
	wg.Wait()
	out := h.jsonDo(200, "GET", "/reviews/user/"+star.ID+"?per_page=5", nil, nil)
	if out["rating_count"] != 10.0 || out["average_rating"] != 3.0 || out["total"] != 10.0 || len(out["reviews"].([]any)) != 5 {
		t.Fatalf("after ten reviews: count %v average %v total %v", out["rating_count"], out["average_rating"], out["total"])
	}
}
