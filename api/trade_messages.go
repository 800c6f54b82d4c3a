package api

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5"

	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/internal/tradechat"
)

var errTradeNotFound = refusal.New(refusal.NotFound, "Trade not found")

// chatTrade is the trade's projection row when the caller may read and write
// its messages (its two members and administrators): no workflow round trip.
func (s *Server) chatTrade(ctx context.Context, tradeID string, me Caller) (db.Trade, error) {
	if !ids.Valid(tradeID) {
		return db.Trade{}, errTradeNotFound
	}
	t, err := db.New(s.pool).GetTrade(ctx, tradeID)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return t, errTradeNotFound
	case err != nil:
		return t, err
	case t.User1ID != me.ID && t.User2ID != me.ID && !me.IsAdmin:
		return t, errTradeNotFound
	}
	return t, nil
}

// tradeMessage is POST /trades/{id}/messages.
func (s *Server) tradeMessage(c *gin.Context) {
	me := mustCaller(c)
	t, err := s.chatTrade(c, c.Param("id"), me) // who may post comes before what they post
	if err != nil {
		s.fail(c, err, "Failed to send message")
		return
	}
	var b struct {
		Message string `json:"message"`
	}
	if !BindJSON(c, &b) {
		return
	}
	text := strings.TrimSpace(b.Message)
	switch {
	case text == "":
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Message cannot be empty")
		return
	case len([]rune(text)) > tradechat.MaxRunes:
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Messages can be at most 2000 characters")
		return
	}
	msg, err := tradechat.Post(c, s.pool, t.ID, tradechat.Author{ID: me.ID, Name: me.Name, IsAdmin: me.IsAdmin}, text)
	switch {
	case errors.Is(err, tradechat.ErrTradeNotFound):
		err = errTradeNotFound
	case errors.Is(err, tradechat.ErrTradeEnded):
		err = refusal.New(refusal.Conflict, "This trade has ended")
	case errors.Is(err, tradechat.ErrLimitReached):
		err = refusal.New(refusal.Rule,
			"This trade has reached its limit of "+strconv.Itoa(tradechat.MaxPerTrade)+" messages. No more messages can be sent.")
	}
	if err != nil {
		s.fail(c, err, "Failed to send message")
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Message sent successfully", "trade_message": messageJSON(msg)})
}

// tradeMessages is GET /trades/{id}/messages: a page, newest first.
func (s *Server) tradeMessages(c *gin.Context) {
	me := mustCaller(c)
	t, err := s.chatTrade(c, c.Param("id"), me)
	if err != nil {
		s.fail(c, err, "Failed to load messages")
		return
	}
	limit := tradechat.DefaultPage
	if raw := c.Query("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > tradechat.MaxPage {
			Fail(c, http.StatusBadRequest, CodeBadRequest, "limit must be a number from 1 to "+strconv.Itoa(tradechat.MaxPage))
			return
		}
		limit = n
	}
	page, err := tradechat.List(c, db.New(s.pool), t.ID, c.Query("before"), limit)
	if errors.Is(err, tradechat.ErrBadCursor) {
		Fail(c, http.StatusBadRequest, CodeBadRequest, "Invalid cursor")
		return
	}
	if err != nil {
		s.fail(c, err, "Failed to load messages")
		return
	}
	out := make([]tradeMessageJSON, 0, len(page.Messages))
	for _, m := range page.Messages {
		out = append(out, messageJSON(m))
	}
	c.JSON(http.StatusOK, gin.H{"messages": out, "next_cursor": page.NextCursor})
}

// mergeRecentMessages adds the trade's newest stored messages to the
// detail's timeline, by time among the workflow's events (where older
// trades' messages stay). trade.messages keeps only those older ones: the
// action answers carry the trade twice, and the timeline is where members
// read the chat. The cursor pages through older stored messages.
func (s *Server) mergeRecentMessages(ctx context.Context, d *tradeDetailJSON) error {
	page, err := tradechat.Recent(ctx, db.New(s.pool), d.Trade.ID)
	if err != nil {
		return err
	}
	for i, e := range d.Timeline {
		if e.Kind == "message" { // the workflow kept the author's name as the description
			d.Timeline[i].Description = "Message"
		}
	}
	for _, m := range page.Messages {
		d.Timeline = append(d.Timeline, timelineJSON{
			ID: m.ID, Kind: "message", Icon: timelineIcons["message"], UserID: m.AuthorID, UserName: m.AuthorName,
			Description: messageDescription(m), Message: m.Body, Timestamp: m.CreatedAt,
		})
	}
	slices.SortStableFunc(d.Timeline, func(a, b timelineJSON) int { return a.Timestamp.Compare(b.Timestamp) })
	d.MessagesNextCursor = page.NextCursor
	return nil
}

func messageDescription(m db.TradeMessage) string {
	if m.IsAdmin {
		return "Message from an administrator"
	}
	return "Message"
}

func messageJSON(m db.TradeMessage) tradeMessageJSON {
	return tradeMessageJSON{ID: m.ID, UserID: m.AuthorID, UserName: m.AuthorName, IsAdmin: m.IsAdmin,
		Message: m.Body, Text: m.Body, CreatedAt: m.CreatedAt}
}
