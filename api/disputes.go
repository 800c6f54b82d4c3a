package api

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/disputes"
	"pursetrade/internal/trades/chat"
)

// disputeViews read disputes as their caller sees them, for the member's
// and the administrators' screens.
type disputeViews struct {
	*tradeReader
	disputes disputes.Service
}

// disputeHandlers serve a member's disputes: opening one, reading it, its
// messages and its evidence.
type disputeHandlers struct {
	disputeViews
	chat          *chat.Service // who may dispute a trade
	evidenceQuota int64         // bytes of evidence one member may keep
}

func (h disputeHandlers) routes() []route {
	return []route{
		{method: http.MethodPost, path: "/disputes", access: accessMember, handler: h.createDispute, maxBody: evidenceMaxBody},
		{method: http.MethodGet, path: "/disputes/my-disputes", access: accessMember, handler: h.listMyDisputes},
		{method: http.MethodGet, path: "/disputes/:id", access: accessMember, handler: h.getDispute},
		{method: http.MethodGet, path: "/disputes/:id/messages", access: accessMember, handler: h.listDisputeMessages},
		{method: http.MethodPost, path: "/disputes/:id/messages", access: accessMember, handler: h.postDisputeMessage},
		{method: http.MethodGet, path: "/disputes/:id/evidence/:file", access: accessMember, handler: h.disputeEvidence},
	}
}

// answerDispute answers one dispute (with its messages) as the caller sees it.
func (s disputeViews) answerDispute(c *gin.Context, status int, id string, me Caller, message string) {
	out, err := s.disputeDetail(c, id, me)
	if err != nil {
		s.fail(c, err, "Dispute not found")
		return
	}
	body := gin.H{"dispute": out, "messages": out.Messages}
	if message != "" {
		body["success"], body["message"] = true, message
	}
	c.JSON(status, body)
}

func (s disputeViews) disputeDetail(ctx context.Context, id string, me Caller) (disputeJSON, error) {
	svc := s.disputes
	row, err := svc.Get(ctx, id, me.ID, me.IsAdmin)
	if err != nil {
		return disputeJSON{}, err
	}
	list, err := s.shapeDisputes(ctx, []disputes.Dispute{row}, me)
	if err != nil {
		return disputeJSON{}, err
	}
	msgs, err := svc.Messages(ctx, id)
	if err != nil {
		return disputeJSON{}, err
	}
	out := list[0]
	out.Messages = make([]disputeMessageJSON, len(msgs))
	for i, m := range msgs {
		out.Messages[i] = newDisputeMessageJSON(m, me.IsAdmin)
	}
	return out, nil
}

func (h disputeHandlers) getDispute(c *gin.Context) {
	h.answerDispute(c, http.StatusOK, c.Param("id"), mustCaller(c), "")
}

func (h disputeHandlers) listMyDisputes(c *gin.Context) {
	me := mustCaller(c)
	h.answerDisputeList(c, &me.ID, c.Query("show_closed") != "false")
}

// answerDisputeList answers a page of disputes (of one member, or all) in
// display order, with the open count for the badge.
func (s disputeViews) answerDisputeList(c *gin.Context, member *string, showClosed bool) {
	p := pageQuery(c, 50)
	page, err := s.disputes.List(c, member, showClosed, p.limit(), p.offset())
	var list []disputeJSON
	if err == nil {
		list, err = s.shapeDisputes(c, page.Disputes, mustCaller(c))
	}
	if err != nil {
		s.fail(c, err, "Failed to load disputes")
		return
	}
	answerPage(c, p, page.Total, gin.H{"disputes": list, "open_count": page.Open})
}
