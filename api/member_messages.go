package api

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
	"pursetrade/internal/catalog"
	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// The member's Messages tab: administrators' messages and stored
// notifications, newest first, with the unread count for the badge.
func (s *Server) memberMessageRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/hats/admin-messages", access: accessAccount, handler: s.listMemberMessages},
		{method: http.MethodPut, path: "/hats/admin-messages/:id/mark-read", access: accessAccount, handler: s.markMemberMessageRead},
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
func NewMemberMessageJSON(m db.MemberMessage) MemberMessageJSON {
	return MemberMessageJSON{
		ID: m.ID, Kind: m.Kind, Subject: m.Subject, Content: m.Content, TradeID: m.TradeID,
		Read: m.ReadAt != nil, ReadAt: m.ReadAt, Timestamp: m.CreatedAt, CreatedAt: m.CreatedAt,
	}
}

func (s *Server) listMemberMessages(c *gin.Context) {
	me := mustCaller(c)
	page, perPage := catalog.ParsePaging(c.Request.URL.Query(), 50)
	q := db.New(s.pool)
	rows, err := q.ListMemberMessages(c, db.ListMemberMessagesParams{
		UserID: me.ID, Lim: int32(perPage), Off: int32((page - 1) * perPage),
	})
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	unread, err := q.CountUnreadMemberMessages(c, me.ID)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	out := make([]MemberMessageJSON, 0, len(rows))
	var total int64
	for _, r := range rows {
		total = r.Total
		out = append(out, NewMemberMessageJSON(r.MemberMessage))
	}
	c.JSON(http.StatusOK, gin.H{"messages": out, "unread_count": unread, "page": page, "per_page": perPage, "total": total})
}

func (s *Server) markMemberMessageRead(c *gin.Context) {
	me := mustCaller(c)
	id := c.Param("id")
	if !ids.Valid(id) {
		Fail(c, http.StatusNotFound, CodeNotFound, accounts.MsgMessageNotFound)
		return
	}
	q := db.New(s.pool)
	if err := accounts.MarkMessageRead(c, q, me.ID, id); err != nil {
		s.fail(c, err, internalError)
		return
	}
	unread, err := q.CountUnreadMemberMessages(c, me.ID)
	if err != nil {
		s.fail(c, err, internalError)
		return
	}
	c.JSON(http.StatusOK, gin.H{"success": true, "unread_count": unread})
}
