package api

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/disputes"
	"pursetrade/internal/refusal"
	"pursetrade/workflows"
)

// evidenceMaxBody fits ten 10 MB files in a multipart form. JSON is held to
// the standard cap (MAX_BODY_BYTES): it would be read whole before the
// caller is known to be in the trade, where a form's files are read only
// after its trade_id is checked.
const evidenceMaxBody = disputes.MaxFiles*(disputes.MaxFileBytes+4<<10) + 1<<20

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
