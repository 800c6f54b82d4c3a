package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/disputes"
)

func (h disputeHandlers) listDisputeMessages(c *gin.Context) {
	me := mustCaller(c)
	out, err := h.disputeDetail(c, c.Param("id"), me)
	if err != nil {
		h.fail(c, err, "Failed to load dispute messages")
		return
	}
	c.JSON(http.StatusOK, gin.H{"messages": out.Messages, "dispute_id": out.ID, "status": out.Status,
		"can_message": disputes.Open(out.Status)})
}

// postDisputeMessage adds a message from a member of the trade, or from an
// administrator (shown as "admin", named Support, to both members, who are
// notified).
func (h disputeHandlers) postDisputeMessage(c *gin.Context) {
	var b struct {
		Message string `json:"message"`
	}
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	svc := h.disputes
	row, err := svc.Get(c, c.Param("id"), me.ID, me.IsAdmin)
	if err != nil {
		h.fail(c, err, "Failed to send message")
		return
	}
	from := disputes.Sender{UserID: me.ID, Name: me.Name}
	if me.IsAdmin && me.ID != row.User1ID && me.ID != row.User2ID {
		from.Name, from.Admin = "Admin", true
	}
	m, err := svc.Post(c, row, from, b.Message)
	if err != nil {
		h.fail(c, err, "Failed to send message")
		return
	}
	c.JSON(http.StatusCreated, gin.H{"success": true, "message": "Message sent successfully",
		"dispute_message": newDisputeMessageJSON(m, me.IsAdmin)})
}
