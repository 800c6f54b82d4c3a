// Package live carries changes that members' open screens show (their
// trades, chat, disputes, balance and messages) from PostgreSQL to the API
// processes: database triggers NOTIFY the channel at commit and every API
// replica's Hub LISTENs and hands each change to the subscribers it
// concerns.
package live

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Channel is the PostgreSQL notification channel (migration 00012).
const Channel = "pursetrade_events"

// MaxStreamsPerMember bounds the open streams of one member.
const MaxStreamsPerMember = 5

// ErrTooManyStreams refuses a member's stream beyond MaxStreamsPerMember.
var ErrTooManyStreams = errors.New("too many open live streams")

// Event is one change. Resync (after the hub lost its connection, or a
// subscriber fell behind) tells the screen to reload everything it shows.
type Event struct {
	Kind    string   `json:"kind"`
	ID      string   `json:"id,omitempty"`
	UserIDs []string `json:"user_ids,omitempty"`
}

// KindResync asks a subscriber to reload everything.
const KindResync = "resync"

// Sub is one open stream of one member.
type Sub struct {
	C      chan Event
	userID string
}

// Hub fans PostgreSQL notifications out to subscribers by member.
type Hub struct {
	pool   *pgxpool.Pool
	logger *slog.Logger
	mu     sync.Mutex
	subs   map[string]map[*Sub]struct{}
	done   chan struct{}
}

// NewHub makes a hub; Run listens.
func NewHub(pool *pgxpool.Pool, logger *slog.Logger) *Hub {
	return &Hub{pool: pool, logger: logger, subs: map[string]map[*Sub]struct{}{}, done: make(chan struct{})}
}

// Done is closed when Run has ended: open streams end too, so a shutting
// down server is not held by them.
func (h *Hub) Done() <-chan struct{} { return h.done }

// Subscribe opens a stream for userID; the returned func closes it.
func (h *Hub) Subscribe(userID string) (*Sub, func(), error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.subs[userID]) >= MaxStreamsPerMember {
		return nil, nil, ErrTooManyStreams
	}
	s := &Sub{C: make(chan Event, 32), userID: userID}
	if h.subs[userID] == nil {
		h.subs[userID] = map[*Sub]struct{}{}
	}
	h.subs[userID][s] = struct{}{}
	return s, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		delete(h.subs[userID], s)
		if len(h.subs[userID]) == 0 {
			delete(h.subs, userID)
		}
	}, nil
}

// Run listens until ctx ends, reconnecting with back-off; after a
// reconnect every subscriber is told to resync (changes may have been
// missed meanwhile).
func (h *Hub) Run(ctx context.Context) {
	defer close(h.done)
	wait := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := h.listen(ctx)
		if ctx.Err() != nil {
			return
		}
		h.logger.Warn("live events: listening stopped; reconnecting", "err", err, "in", wait)
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, 10*time.Second)
		h.broadcast(Event{Kind: KindResync})
	}
}

func (h *Hub) listen(ctx context.Context) error {
	conn, err := h.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "LISTEN "+Channel); err != nil {
		return err
	}
	defer func() { _, _ = conn.Exec(context.WithoutCancel(ctx), "UNLISTEN "+Channel) }()
	for {
		n, err := conn.Conn().WaitForNotification(ctx)
		if err != nil {
			conn.Conn().Close(context.WithoutCancel(ctx)) // never hand a half-read connection back to the pool
			return err
		}
		var ev Event
		if err := json.Unmarshal([]byte(n.Payload), &ev); err != nil {
			h.logger.Warn("live events: malformed notification", "err", err)
			continue
		}
		h.deliver(ev)
	}
}

// deliver hands ev to the subscribers of its members; one that has fallen
// behind gets a resync instead of blocking everyone.
func (h *Hub) deliver(ev Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := Event{Kind: ev.Kind, ID: ev.ID} // subscribers never learn who else is concerned
	for _, userID := range ev.UserIDs {
		for s := range h.subs[userID] {
			send(s, out)
		}
	}
}

func (h *Hub) broadcast(ev Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, subs := range h.subs {
		for s := range subs {
			send(s, ev)
		}
	}
}

func send(s *Sub, ev Event) {
	select {
	case s.C <- ev:
	default:
		select { // full: drop the oldest and ask for a resync
		case <-s.C:
		default:
		}
		select {
		case s.C <- Event{Kind: KindResync}:
		default:
		}
	}
}
