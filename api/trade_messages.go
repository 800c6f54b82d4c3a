package api

import (
	"net/http"
	"slices"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/trades/chat"
)

// tradeMessage is POST /trades/{id}/messages.
func (h tradeHandlers) tradeMessage(c *gin.Context) {
	me := mustCaller(c)
	tradeID := c.Param("id")
	if err := h.chat.Visible(c, tradeID, me.ID, me.IsAdmin); err != nil { // who may post comes before what they post
		h.fail(c, err, "Failed to send message")
		return
	}
	var b struct {
		Message string `json:"message"`
	}
	if !BindJSON(c, &b) {
		return
	}
	msg, err := h.chat.Post(c, tradeID, chat.Author{ID: me.ID, Name: me.Name, IsAdmin: me.IsAdmin}, b.Message)
	if err != nil {
		h.fail(c, err, "Failed to send message")
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Message sent successfully", "trade_message": messageJSON(msg, me.IsAdmin)})
}

// tradeMessages is GET /trades/{id}/messages: a page, newest first.
func (h tradeHandlers) tradeMessages(c *gin.Context) {
	me := mustCaller(c)
	tradeID := c.Param("id")
	err := h.chat.Visible(c, tradeID, me.ID, me.IsAdmin)
	var page chat.Page
	if err == nil {
		page, err = h.chat.List(c, tradeID, c.Query("before"), c.Query("limit"))
	}
	if err != nil {
		h.fail(c, err, "Failed to load messages")
		return
	}
	out := make([]tradeMessageJSON, 0, len(page.Messages))
	for _, m := range page.Messages {
		out = append(out, messageJSON(m, me.IsAdmin))
	}
	c.JSON(http.StatusOK, gin.H{"messages": out, "next_cursor": page.NextCursor})
}

// mergeRecentMessages adds the trade's newest stored messages to the
// detail's timeline, by time among the workflow's events: the timeline is
// where members read the chat. The cursor pages through older messages.
func mergeRecentMessages(d *tradeDetailJSON, page chat.Page, admin bool) {
	for _, m := range page.Messages {
		j := messageJSON(m, admin)
		d.Timeline = append(d.Timeline, timelineJSON{
			ID: m.ID, Kind: "message", Icon: timelineIcons["message"], UserID: j.UserID, UserName: j.UserName,
			Description: messageDescription(m), Message: m.Body, Timestamp: m.CreatedAt,
		})
	}
	slices.SortStableFunc(d.Timeline, func(a, b timelineJSON) int { return a.Timestamp.Compare(b.Timestamp) })
	d.MessagesNextCursor = page.NextCursor
}

func messageDescription(m chat.Message) string {
	if m.IsAdmin {
		return "Message from an administrator"
	}
	return "Message"
}

// messageJSON is a chat message as the caller reads it: a member reads an
// administrator's message as Support's, without the administrator's id or
// name.
func messageJSON(m chat.Message, admin bool) tradeMessageJSON {
	j := tradeMessageJSON{ID: m.ID, UserID: m.AuthorID, UserName: m.AuthorName, IsAdmin: m.IsAdmin,
		Message: m.Body, Text: m.Body, CreatedAt: m.CreatedAt}
	if m.IsAdmin && !admin {
		j.UserID, j.UserName = "", supportName
	}
	return j
}
