package api

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
)

// inboxHandlers serve the member's Messages tab: administrators' messages
// and stored notifications, newest first, with the unread count for the
// badge.
type inboxHandlers struct {
	failer
	accounts *accounts.Service
}

func (h inboxHandlers) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/hats/admin-messages", access: accessAccount, handler: h.listMemberMessages},
		{method: http.MethodPut, path: "/hats/admin-messages/:id/mark-read", access: accessAccount, handler: h.markMemberMessageRead},
	}
}

// MemberMessageJSON is one message of the Messages tab.
type MemberMessageJSON struct {
	ID        string     `json:"_id"`
	Kind      string     `json:"kind"` // admin or notification
	Subject   string     `json:"subject"`
	Content   string     `json:"content"`
	TradeID   *string    `json:"trade_id"`
	Read      bool       `json:"read"`
	ReadAt    *time.Time `json:"read_at"`
	Timestamp time.Time  `json:"timestamp"`
	CreatedAt time.Time  `json:"created_at"`
}

// NewMemberMessageJSON shapes a stored member message.
func NewMemberMessageJSON(m accounts.Message) MemberMessageJSON {
	return MemberMessageJSON{
		ID: m.ID, Kind: m.Kind, Subject: m.Subject, Content: m.Content, TradeID: m.TradeID,
		Read: m.ReadAt != nil, ReadAt: m.ReadAt, Timestamp: m.CreatedAt, CreatedAt: m.CreatedAt,
	}
}

func (h inboxHandlers) listMemberMessages(c *gin.Context) {
	p := pageQuery(c, 50)
	inbox, err := h.accounts.ReadInbox(c, mustCaller(c).ID, p.limit(), p.offset())
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	out := make([]MemberMessageJSON, len(inbox.Messages))
	for i, m := range inbox.Messages {
		out[i] = NewMemberMessageJSON(m)
	}
	answerPage(c, p, inbox.Total, gin.H{"messages": out, "unread_count": inbox.Unread})
}

func (h inboxHandlers) markMemberMessageRead(c *gin.Context) {
	unread, err := h.accounts.MarkMessageRead(c, mustCaller(c).ID, c.Param("id"))
	if err != nil {
		h.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "unread_count": unread})
}
