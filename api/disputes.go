package api

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/disputes"
	"pursetrade/internal/refusal"
	"pursetrade/internal/trades/chat"
	"pursetrade/workflows"
)

// evidenceMaxBody fits ten 10 MB files in a multipart form. JSON is held to
// the standard cap (MAX_BODY_BYTES): it would be read whole before the
// caller is known to be in the trade, where a form's files are read only
// after its trade_id is checked.
const evidenceMaxBody = disputes.MaxFiles*(disputes.MaxFileBytes+4<<10) + 1<<20

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

func (h disputeHandlers) createDispute(c *gin.Context) {
	me := mustCaller(c)
	svc := h.disputes
	form, err := readDisputeForm(c, svc.Files, h.evidenceGate(c, me))
	if errors.Is(err, errBodyRead) {
		return
	}
	var d disputes.Dispute
	if err == nil {
		d, err = h.openDispute(c, me, form)
	}
	if err != nil {
		svc.Files.Remove(form.Files...)
		h.fail(c, err, "Failed to create dispute")
		return
	}
	h.answerDispute(c, http.StatusCreated, d.ID, me,
		"Dispute submitted. An administrator will review it within 24-48 hours.")
}

// readDisputeForm reads a multipart form (files in `evidence`) or JSON with
// evidence as data URLs, storing the files it accepts.
func readDisputeForm(c *gin.Context, files disputes.Files, gate disputes.Gate) (disputes.Form, error) {
	if strings.HasPrefix(c.ContentType(), "multipart/form-data") {
		r, err := c.Request.MultipartReader()
		if err != nil {
			return disputes.Form{}, disputes.ErrMalformed
		}
		return files.ReadMultipart(r, gate)
	}
	var b struct {
		TradeID     string            `json:"trade_id"`
		Reason      string            `json:"reason"`
		Issue       string            `json:"issue"`
		Description string            `json:"description"`
		Evidence    []disputes.Upload `json:"evidence"`
	}
	if !BindJSON(c, &b) {
		return disputes.Form{}, errBodyRead
	}
	report := disputes.Report{TradeID: b.TradeID, Reason: b.Reason, Issue: b.Issue, Description: b.Description}
	if err := report.Clean(); err != nil {
		return disputes.Form{}, err
	}
	return files.StoreUploads(report, b.Evidence, gate)
}

// evidenceGate admits a dispute's evidence only once the caller is known to
// be a member of its trade, and up to what is left of their evidence quota.
func (h disputeHandlers) evidenceGate(ctx context.Context, me Caller) disputes.Gate {
	return func(tradeID string) (int64, error) {
		if strings.TrimSpace(tradeID) == "" {
			return 0, disputes.ErrNoTrade // in a multipart form, trade_id comes before the files
		}
		if err := h.chat.Visible(ctx, strings.TrimSpace(tradeID), me.ID, false); err != nil {
			return 0, err
		}
		return h.disputes.EvidenceBudget(ctx, me.ID, h.evidenceQuota)
	}
}

// openDispute records the dispute and tells the trade's workflow, which
// pauses the trade. The row is written first (the unique index refuses a
// second dispute of the trade) and removed again when the workflow refuses
// the dispute, so no dispute is left that the trade does not know.
func (h disputeHandlers) openDispute(ctx context.Context, me Caller, form disputes.Form) (disputes.Dispute, error) {
	if err := form.Report.Clean(); err != nil {
		return disputes.Dispute{}, err
	}
	v, err := h.liveView(ctx, form.Report.TradeID, me)
	if err != nil {
		return disputes.Dispute{}, err
	}
	if err := disputeRule(workflows.StateOf(v).CheckDispute(me.ID)); err != nil {
		return disputes.Dispute{}, err
	}
	svc := h.disputes
	d, err := svc.Open(ctx, me.ID, form.Report, form.Files, h.evidenceQuota)
	if err != nil {
		return d, err
	}
	_, err = h.trades.Update(ctx, v.TradeID, workflows.UpdateOpenDispute,
		workflows.DisputeSignal{DisputeID: d.ID, UserID: me.ID, Reason: d.Reason})
	if errors.Is(err, ErrTradeNotRunning) {
		err = refusal.New(refusal.Conflict, "This trade has ended")
	}
	if err != nil {
		if derr := svc.Discard(context.WithoutCancel(ctx), d.ID); derr != nil {
			h.logger.ErrorContext(ctx, "discard dispute the trade did not take", "dispute_id", d.ID, "err", derr)
		}
		return d, err
	}
	return d, nil
}

// disputeRule turns the workflow's refusal to open a dispute into the
// answer: a trade the caller is not part of does not exist for them.
func disputeRule(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, workflows.ErrNotParticipant):
		return refusal.New(refusal.NotFound, "Trade not found")
	case errors.Is(err, workflows.ErrDisputeExists):
		return disputes.ErrExists
	}
	return refusal.New(refusal.Conflict, err.Error())
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
