package api

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/trades/chat"
	"pursetrade/workflows"
)

// longMessage is a message of the longest allowed size, "message 0042 xxx…".
func longMessage(i int) string {
	head := fmt.Sprintf("message %04d ", i)
	return head + strings.Repeat("x", chat.MaxRunes-len(head))
}

// timedDo sends a request and reports the answer's size and latency.
func (h *harness) timedDo(method, path string, auth []string) (code, size int, took time.Duration) {
	h.t.Helper()
	start := time.Now()
	rec := h.do(method, path, "", auth...)
	return rec.Code, rec.Body.Len(), time.Since(start)
}

// historyEvents counts the events of the trade workflow's current run.
func (h *harness) historyEvents(tradeID string) int {
	h.t.Helper()
	iter := h.temporal.GetWorkflowHistory(context.Background(), workflows.WorkflowID(tradeID), "", false, 0)
	n := 0
	for iter.HasNext() {
		if _, err := iter.Next(); err != nil {
			h.t.Fatal(err)
		}
		n++
	}
	return n
}

func TestTradeMessagesStayOutOfTheWorkflowWithinBudgets(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)

	for i := 1; i <= 300; i++ {
		who := ana.auth
		if i%2 == 0 {
			who = bea.auth
		}
		h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": longMessage(i)}, who)
	}

	// Their time is measured by BenchmarkChattyTrade (make bench-trades).
	const maxBytes = 64 << 10
	code, size, took := h.timedDo("PUT", "/trades/"+id+"/accept", bea.auth)
	t.Logf("accept after 300 messages: %d bytes in %v", size, took)
	if code != 200 || size >= maxBytes {
		t.Fatalf("accept: status %d, %d bytes (budget %d bytes)", code, size, maxBytes)
	}
	code, size, took = h.timedDo("GET", "/trades/"+id, ana.auth)
	t.Logf("GET /trades/{id} after 300 messages: %d bytes in %v", size, took)
	if code != 200 || size >= maxBytes {
		t.Fatalf("detail: status %d, %d bytes (budget %d bytes)", code, size, maxBytes)
	}
	if n := h.historyEvents(id); n >= 100 {
		t.Fatalf("workflow history has %d events after 300 messages, want under 100", n)
	} else {
		t.Logf("workflow history: %d events", n)
	}

	// The detail carries the newest messages, oldest first, beside the
	// workflow's events; its cursor and the pages reach every older one once.
	d := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)
	var shown []string
	for _, e := range d["timeline"].([]any) {
		if ev := e.(map[string]any); ev["kind"] == "message" {
			shown = append(shown, ev["message"].(string)[:12])
		}
	}
	if len(shown) == 0 || shown[len(shown)-1] != "message 0300" {
		t.Fatalf("timeline messages %v", shown)
	}
	if msgs := d["trade"].(map[string]any)["messages"].([]any); len(msgs) != 0 {
		t.Fatalf("trade.messages holds only messages kept in the workflow: %d", len(msgs))
	}
	seen := len(shown)
	want := 300 - len(shown)
	cursor, _ := d["messages_next_cursor"].(string)
	for cursor != "" {
		page := h.jsonDo(200, "GET", "/trades/"+id+"/messages?limit=100&before="+url.QueryEscape(cursor), nil, bea.auth)
		for _, m := range page["messages"].([]any) {
			if got := m.(map[string]any)["message"].(string)[:12]; got != fmt.Sprintf("message %04d", want) {
				t.Fatalf("page order: got %q, want message %04d", got, want)
			}
			want--
			seen++
		}
		cursor, _ = page["next_cursor"].(string)
	}
	if seen != 300 || want != 0 {
		t.Fatalf("paged through %d messages, %d missing", seen, want)
	}
	h.balanced()
}

func TestTradeMessagesRules(t *testing.T) {
	h := tradeHarness(t)
	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	eve := h.party("Eve", 50_000, 9_000)
	id := h.request(ana, bea, "pickup")
	post := func(auth []string, text string) *httptest.ResponseRecorder {
		return h.doJSON("POST", "/trades/"+id+"/messages", map[string]any{"message": text}, auth)
	}

	h.refused(post(eve.auth, "hi"), http.StatusNotFound, "Trade not found")
	h.refused(post(ana.auth, "   "), http.StatusBadRequest, "Message cannot be empty")
	h.refused(post(ana.auth, strings.Repeat("é", chat.MaxRunes+1)), http.StatusBadRequest, "Messages can be at most 2000 characters")
	h.refused(h.doJSON("POST", "/trades/0123456789abcdef01234567/messages", map[string]any{"message": "hi"}, ana.auth), http.StatusNotFound, "Trade not found")
	h.refused(h.do("GET", "/trades/"+id+"/messages", "", eve.auth...), http.StatusNotFound, "Trade not found")
	h.refused(h.do("GET", "/trades/"+id+"/messages?before=nonsense", "", ana.auth...), http.StatusBadRequest, "Invalid cursor")
	h.refused(h.do("GET", "/trades/"+id+"/messages?limit=101", "", ana.auth...), http.StatusBadRequest, "limit must be a number from 1 to 100")

	out := h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": "  Thursday works!  "}, bea.auth)
	if m := out["trade_message"].(map[string]any); m["message"] != "Thursday works!" || m["user_id"] != bea.user.ID || m["is_admin"] != false {
		t.Fatalf("posted: %v", out)
	}
	h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": "An administrator checking in"}, h.admin())

	d := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)
	var texts []string
	for _, e := range d["timeline"].([]any) {
		if ev := e.(map[string]any); ev["kind"] == "message" {
			texts = append(texts, ev["user_name"].(string)+": "+ev["description"].(string)+": "+ev["message"].(string))
		}
	}
	if strings.Join(texts, "|") != "Bea: Message: Thursday works!|Support: Message from an administrator: An administrator checking in" ||
		d["messages_next_cursor"] != nil {
		t.Fatalf("timeline messages %q, cursor %v", texts, d["messages_next_cursor"])
	}
	page := h.jsonDo(200, "GET", "/trades/"+id+"/messages?limit=1", nil, h.admin())
	if msgs := page["messages"].([]any); len(msgs) != 1 || msgs[0].(map[string]any)["message"] != "An administrator checking in" || page["next_cursor"] == nil {
		t.Fatalf("first page %v", page)
	}
	page = h.jsonDo(200, "GET", "/trades/"+id+"/messages?limit=1&before="+url.QueryEscape(page["next_cursor"].(string)), nil, ana.auth)
	if msgs := page["messages"].([]any); len(msgs) != 1 || msgs[0].(map[string]any)["message"] != "Thursday works!" || page["next_cursor"] != nil {
		t.Fatalf("last page %v", page)
	}

	h.jsonDo(200, "PUT", "/trades/"+id+"/cancel", nil, ana.auth)
	h.refused(post(bea.auth, "Too late?"), http.StatusConflict, "This trade has ended")
	if page := h.jsonDo(200, "GET", "/trades/"+id+"/messages", nil, bea.auth); len(page["messages"].([]any)) != 2 {
		t.Fatalf("an ended trade's messages stay readable: %v", page)
	}
	h.balanced()
}

func TestTradeMessagesCapIsExactUnderRace(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	ctx := context.Background()
	if _, err := h.pool.Exec(ctx, `
		WITH added AS (
			INSERT INTO trade_messages (id, trade_id, author_id, author_name, body, created_at)
			SELECT lpad(to_hex(n), 24, '0'), $1, $2, 'Ana', 'earlier message ' || n, now() - (1000 - n) * interval '1 second'
			FROM generate_series(1, 990) n RETURNING 1)
		UPDATE trades SET message_count = (SELECT count(*) FROM added) WHERE id = $1`, id, ana.user.ID); err != nil {
		t.Fatal(err)
	}

	const posters = 20
	codes := make(chan int, posters)
	var wg sync.WaitGroup
	for i := range posters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			who := ana.auth
			if i%2 == 1 {
				who = bea.auth
			}
			rec := h.doJSON("POST", "/trades/"+id+"/messages", map[string]any{"message": fmt.Sprintf("race %d", i)}, who)
			if rec.Code != 200 {
				if msg, _ := decodeError(t, rec); msg != "This trade has reached its limit of 1000 messages. No more messages can be sent." {
					t.Errorf("refusal %d %q", rec.Code, msg)
				}
			}
			codes <- rec.Code
		}()
	}
	wg.Wait()
	close(codes)
	tally := map[int]int{}
	for c := range codes {
		tally[c]++
	}
	var count, rows int
	_ = h.pool.QueryRow(ctx, `SELECT message_count FROM trades WHERE id = $1`, id).Scan(&count)
	_ = h.pool.QueryRow(ctx, `SELECT count(*) FROM trade_messages WHERE trade_id = $1`, id).Scan(&rows)
	if tally[200] != 10 || tally[http.StatusUnprocessableEntity] != 10 || count != 1000 || rows != 1000 {
		t.Fatalf("answers %v, message_count %d, rows %d; want 10 sent, 10 refused, 1000", tally, count, rows)
	}
	h.balanced()
}
