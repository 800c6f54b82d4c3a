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

	"pursetrade/internal/ids"
)

// liveStream reads one member's event stream from a real HTTP server.
type liveStream struct {
	events chan map[string]any
	seen   []map[string]any
	cancel context.CancelFunc
	ended  chan struct{} // closed when the server ends the stream
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
	s := &liveStream{events: make(chan map[string]any, 64), cancel: cancel, ended: make(chan struct{})}
	ready := make(chan struct{})
	go func() {
		defer close(s.ended)
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
	go h.backend.Live.Run(ctx)
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

// Every live stream of a session ends at its next heartbeat (25 s; here
// shortened) after a logout, a password change, the account being disabled
// or closed, on whichever replica it is open; other sessions' streams stay.
func TestLiveStreamsEndWithTheirSession(t *testing.T) {
	h, _ := accountsHarness(t)
	h.srv.events.heartbeat = 100 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	go h.backend.Live.Run(ctx)
	srv := httptest.NewServer(h.handler)
	t.Cleanup(func() { cancel(); srv.Close() })
	if liveHeartbeat > 30*time.Second {
		t.Fatalf("streams outlive their session by up to %v", liveHeartbeat)
	}

	const pass = "tote-swap-77"
	for what, end := range map[string]func(token, id string){
		"logout": func(token, _ string) { expectStatus(t, h.do("POST", "/logout", "", bearer(token)...), 200) },
		"password change": func(token, _ string) {
			nextSecond() // tokens issued before the change's second end
			expectStatus(t, h.do("PUT", "/change-password", mustJSON(map[string]string{"currentPassword": pass, "newPassword": "new-pass-99"}),
				bearer(token)...), 200)
		},
		"disable": func(_, id string) {
			expectStatus(t, h.do("PUT", "/admin/users/"+id+"/status", `{"status":"disabled","reason":"test"}`, h.admin()...), 200)
		},
		"account closed": func(token, _ string) {
			expectStatus(t, h.do("DELETE", "/user/account", mustJSON(map[string]string{"password": pass}), bearer(token)...), 200)
		},
	} {
		t.Run(what, func(t *testing.T) {
			token, id := registerMember(t, h, ids.New()+"@example.test", pass, "Liv")
			stream := h.openLive(t, srv.URL, bearer(token))
			other := h.openLive(t, srv.URL, h.admin())
			end(token, id)
			select {
			case <-stream.ended:
			case <-time.After(3 * time.Second):
				t.Fatalf("the stream is still open 3 s after the %s", what)
			}
			select {
			case <-other.ended:
				t.Fatal("another session's stream ended too")
			default:
			}
		})
	}
}
