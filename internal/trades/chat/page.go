package chat

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

const (
	// DefaultPage and MaxPage bound a page of GET /trades/{id}/messages.
	DefaultPage = 20
	MaxPage     = 100
	// RecentCount and RecentBytes bound the newest messages a trade's
	// detail carries: at most 20, and no more text (as JSON) than 20 plain
	// messages of the longest size, so a detail stays well under 64 KB
	// whatever the messages hold (at least one is always shown).
	RecentCount = 20
	RecentBytes = RecentCount * MaxRunes
)

// ErrBadCursor is a cursor this package did not make.
var ErrBadCursor = refusal.New(refusal.Invalid, "Invalid cursor")

// Message is one message of a trade's chat.
type Message struct {
	ID, TradeID          string
	AuthorID, AuthorName string
	IsAdmin              bool // written by an administrator
	Body                 string
	CreatedAt            time.Time
}

func messageOf(m db.TradeMessage) Message {
	return Message{ID: m.ID, TradeID: m.TradeID, AuthorID: m.AuthorID, AuthorName: m.AuthorName, IsAdmin: m.IsAdmin,
		Body: m.Body, CreatedAt: m.CreatedAt}
}

// Page is messages newest first, and the cursor of the older ones (nil when
// there are none).
type Page struct {
	Messages   []Message
	NextCursor *string
}

// List reads up to limit messages older than the cursor ("" for the newest);
// limit "" is DefaultPage.
func (s *Service) List(ctx context.Context, tradeID, cursor, limit string) (Page, error) {
	n := DefaultPage
	if limit != "" {
		var err error
		if n, err = strconv.Atoi(limit); err != nil || n < 1 || n > MaxPage {
			return Page{}, refusal.New(refusal.Invalid, "limit must be a number from 1 to "+strconv.Itoa(MaxPage))
		}
	}
	return list(ctx, db.New(s.pool), tradeID, cursor, n, 0)
}

// Recent reads the newest messages a trade's detail shows.
func (s *Service) Recent(ctx context.Context, tradeID string) (Page, error) {
	return list(ctx, db.New(s.pool), tradeID, "", RecentCount, RecentBytes)
}

// list reads one row past the page to learn whether older ones exist;
// maxBytes (0: no bound) ends the page early once the text adds up.
func list(ctx context.Context, q *db.Queries, tradeID, cursor string, limit, maxBytes int) (Page, error) {
	p := db.ListTradeMessagesParams{TradeID: tradeID, Lim: int32(limit + 1)}
	if cursor != "" {
		at, id, err := decodeCursor(cursor)
		if err != nil {
			return Page{}, err
		}
		p.HasCursor, p.BeforeAt, p.BeforeID = true, at, id
	}
	rows, err := q.ListTradeMessages(ctx, p)
	if err != nil {
		return Page{}, err
	}
	n, size := 0, 0
	for n < len(rows) && n < limit {
		size += jsonLen(rows[n].Body)
		if maxBytes > 0 && n > 0 && size > maxBytes {
			break
		}
		n++
	}
	page := Page{Messages: make([]Message, n)}
	for i, r := range rows[:n] {
		page.Messages[i] = messageOf(r)
	}
	if n < len(rows) {
		next := encodeCursor(rows[n-1])
		page.NextCursor = &next
	}
	return page, nil
}

// jsonLen is the size of s in a JSON answer: escapes make some characters
// up to six bytes.
func jsonLen(s string) int {
	b, _ := json.Marshal(s)
	return len(b) - 2
}

// A cursor is the (created_at, id) of the last message a page showed.
func encodeCursor(m db.TradeMessage) string {
	return base64.RawURLEncoding.EncodeToString([]byte(strconv.FormatInt(m.CreatedAt.UnixMicro(), 10) + "." + m.ID))
}

func decodeCursor(cursor string) (time.Time, string, error) {
	raw, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil {
		return time.Time{}, "", ErrBadCursor
	}
	micros, id, ok := strings.Cut(string(raw), ".")
	us, err := strconv.ParseInt(micros, 10, 64)
	if !ok || err != nil || !ids.Valid(id) {
		return time.Time{}, "", ErrBadCursor
	}
	return time.UnixMicro(us).UTC(), id, nil
}
