package api

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// liveStream reads one member's event stream from a real HTTP server.
type liveStream struct {
	events chan map[string]any
	seen   []map[string]any
	cancel context.CancelFunc
}

func (h *harness) openLive(t *testing.T, base string, auth []string) *liveStream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/events", nil)
	req.Header.Set(auth[0], auth[1])
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		cancel()
		t.Fatalf("stream: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	s := &liveStream{events: make(chan map[string]any, 64), cancel: cancel}
	ready := make(chan struct{})
	go func() {
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && event == "ready":
				close(ready)
			case strings.HasPrefix(line, "data: "):
				var ev map[string]any
				_ = json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &ev)
				ev["event"] = event
				s.events <- ev
			}
		}
	}()
	select {
	case <-ready:
	case <-time.After(5 * time.Second):
		t.Fatal("stream never became ready")
	}
	t.Cleanup(cancel)
	return s
}

// expect waits (at most within) for an event of kind about id, among every
// event the stream has brought so far.
func (s *liveStream) expect(t *testing.T, kind, id string, within time.Duration) {
	t.Helper()
	deadline := time.After(within)
	for {
		for _, ev := range s.seen {
			if ev["kind"] == kind && ev["id"] == id {
				if _, leaked := ev["user_ids"]; leaked {
					t.Fatalf("event names other members: %v", ev)
				}
				return
			}
		}
		select {
		case ev := <-s.events:
			s.seen = append(s.seen, ev)
		case <-deadline:
			t.Fatalf("no %s event for %s within %v (saw %v)", kind, id, within, s.seen)
		}
	}
}

func (s *liveStream) none(t *testing.T, id string, during time.Duration) {
	t.Helper()
	deadline := time.After(during)
	for {
		select {
		case ev := <-s.events:
			if ev["id"] == id {
				t.Fatalf("an outsider received %v", ev)
			}
		case <-deadline:
			return
		}
	}
}

// A member's open screen hears of changes to their trade, its chat and
// their balance within a second; an outsider hears nothing of them.
func TestLiveEventsReachOnlyTheMembersConcerned(t *testing.T) {
	h := tradeHarness(t)
	ctx, cancel := context.WithCancel(context.Background())
	go h.srv.live.Run(ctx)
	srv := httptest.NewServer(h.handler)
	t.Cleanup(func() { cancel(); srv.Close() }) // after the streams' own cleanups

	ana := h.party("Ana", 50_000, 10_000)
	bea := h.party("Bea", 50_000, 15_000)
	eve := h.party("Eve", 50_000, 9_000)
	id := h.request(ana, bea, "pickup")
	anaLive, eveLive := h.openLive(t, srv.URL, ana.auth), h.openLive(t, srv.URL, eve.auth)

	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	anaLive.expect(t, "trade", id, time.Second)
	anaLive.expect(t, "balance", ana.user.ID, time.Second)
	h.jsonDo(200, "POST", "/trades/"+id+"/messages", map[string]any{"message": "See you Thursday"}, bea.auth)
	anaLive.expect(t, "trade_message", id, time.Second)
	eveLive.none(t, id, 300*time.Millisecond)

	// At most five streams per member.
	for range 4 {
		h.openLive(t, srv.URL, eve.auth)
	}
	req, _ := http.NewRequest("GET", srv.URL+"/events", nil)
	req.Header.Set(eve.auth[0], eve.auth[1])
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("sixth stream: %d", resp.StatusCode)
	}
}
