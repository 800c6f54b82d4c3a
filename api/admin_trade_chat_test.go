package api

import (
	"fmt"
	"net/url"
	"testing"
)

// An administrator judging a trade reads its whole chat: the admin detail
// carries the newest messages and a cursor, and the pages of
// GET /trades/{id}/messages reach every older one once, as members page it.
func TestAdminTradeDetailPagesTheWholeChat(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	const total = 45
	for i := 1; i <= total; i++ {
		who := ana.auth
		if i%2 == 0 {
			who = bea.auth
		}
		h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": fmt.Sprintf("message %04d", i)}, who)
	}
	d := h.jsonDo(200, "GET", "/admin/trades/"+id, nil, h.admin())
	seen := map[string]bool{}
	for _, e := range d["timeline"].([]any) {
		if ev := e.(map[string]any); ev["kind"] == "message" {
			seen[ev["message"].(string)] = true
		}
	}
	cursor, _ := d["messages_next_cursor"].(string)
	if len(seen) == 0 || len(seen) == total || cursor == "" {
		t.Fatalf("admin detail: %d messages, cursor %q", len(seen), cursor)
	}
	for cursor != "" {
		page := h.jsonDo(200, "GET", "/trades/"+id+"/messages?limit=10&before="+url.QueryEscape(cursor), nil, h.admin())
		for _, m := range page["messages"].([]any) {
			text := m.(map[string]any)["message"].(string)
			if seen[text] {
				t.Fatalf("%s shown twice", text)
			}
			seen[text] = true
		}
		cursor, _ = page["next_cursor"].(string)
	}
	if len(seen) != total {
		t.Fatalf("an administrator paged through %d of %d messages", len(seen), total)
	}
}
