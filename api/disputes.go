package api

import (
	"context"
	"errors"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/catalog"
	"pursetrade/internal/disputes"
	"pursetrade/internal/money"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/workflows"
)

// disputeReviewRoutes are disputes (member and admin), reviews and the dev
// mailbox.
func (s *Server) disputeReviewRoutes() []route {
	return slices.Concat(s.disputeRoutes(), s.adminDisputeRoutes(), s.reviewRoutes(), s.devMailRoutes())
}

// evidenceMaxBody fits ten 10 MB files sent as base64 data URLs in JSON.
const evidenceMaxBody = disputes.MaxFiles*(disputes.MaxFileBytes*4/3+4<<10) + 1<<20

func (s *Server) disputeRoutes() []route {
	return []route{
		{method: http.MethodPost, path: "/disputes", access: accessMember, handler: s.createDispute, maxBody: evidenceMaxBody},
		{method: http.MethodGet, path: "/disputes/my-disputes", access: accessMember, handler: s.listMyDisputes},
		{method: http.MethodGet, path: "/disputes/:id", access: accessMember, handler: s.getDispute},
		{method: http.MethodGet, path: "/disputes/:id/messages", access: accessMember, handler: s.listDisputeMessages},
		{method: http.MethodPost, path: "/disputes/:id/messages", access: accessMember, handler: s.postDisputeMessage},
		{method: http.MethodGet, path: "/disputes/:id/evidence/:file", access: accessMember, handler: s.disputeEvidence},
	}
}

func (s *Server) disputeService() disputes.Service {
	return disputes.Service{Pool: s.pool, Files: disputes.Files{Dir: filepath.Join(s.cfg.DataDir, "evidence")}}
}

func (s *Server) createDispute(c *gin.Context) {
	me := mustCaller(c)
	svc := s.disputeService()
	form, err := readDisputeForm(c, svc.Files)
	if errors.Is(err, errBodyRead) {
		return
	}
	var d db.Dispute
	if err == nil {
		d, err = s.openDispute(c, me, form)
	}
	if err != nil {
		svc.Files.Remove(form.Files...)
		s.fail(c, err, "Failed to create dispute")
		return
	}
	s.answerDispute(c, http.StatusCreated, d.ID, me,
		"Dispute submitted. An administrator will review it within 24-48 hours.")
}

// readDisputeForm reads a multipart form (files in `evidence`) or JSON with
// evidence as data URLs, storing the files it accepts.
func readDisputeForm(c *gin.Context, files disputes.Files) (disputes.Form, error) {
	if strings.HasPrefix(c.ContentType(), "multipart/form-data") {
		r, err := c.Request.MultipartReader()
		if err != nil {
			return disputes.Form{}, disputes.ErrMalformed
		}
		return files.ReadMultipart(r)
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
	return files.StoreUploads(report, b.Evidence)
}

// openDispute records the dispute and tells the trade's workflow, which
// pauses the trade. The row is written first (the unique index refuses a
// second dispute of the trade) and removed again when the workflow refuses
// the dispute, so no dispute is left that the trade does not know.
func (s *Server) openDispute(ctx context.Context, me Caller, form disputes.Form) (db.Dispute, error) {
	if err := form.Report.Clean(); err != nil {
		return db.Dispute{}, err
	}
	v, err := s.liveView(ctx, form.Report.TradeID, me)
	if err != nil {
		return db.Dispute{}, err
	}
	if err := disputeRule(workflows.StateOf(v).CheckDispute(me.ID)); err != nil {
		return db.Dispute{}, err
	}
	svc := s.disputeService()
	d, err := svc.Open(ctx, me.ID, form.Report, form.Files)
	if err != nil {
		return d, err
	}
	_, err = s.trades.Update(ctx, v.TradeID, workflows.UpdateOpenDispute,
		workflows.DisputeSignal{DisputeID: d.ID, UserID: me.ID, Reason: d.Reason})
	if errors.Is(err, ErrTradeNotRunning) {
		err = refusal.New(refusal.Conflict, "This trade has ended")
	}
	if err != nil {
		if derr := svc.Discard(context.WithoutCancel(ctx), d.ID); derr != nil {
			s.logger.ErrorContext(ctx, "discard dispute the trade did not take", "dispute_id", d.ID, "err", derr)
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
func (s *Server) answerDispute(c *gin.Context, status int, id string, me Caller, message string) {
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

func (s *Server) disputeDetail(ctx context.Context, id string, me Caller) (disputeJSON, error) {
	svc := s.disputeService()
	row, err := svc.Get(ctx, id, me.ID, me.IsAdmin)
	if err != nil {
		return disputeJSON{}, err
	}
	list, err := s.shapeDisputes(ctx, []db.GetDisputeRow{row}, me)
	if err != nil {
		return disputeJSON{}, err
	}
	msgs, err := db.New(s.pool).ListDisputeMessages(ctx, id)
	if err != nil {
		return disputeJSON{}, err
	}
	out := list[0]
	out.Messages = make([]disputeMessageJSON, len(msgs))
	for i, m := range msgs {
		out.Messages[i] = newDisputeMessageJSON(m)
	}
	return out, nil
}

func (s *Server) getDispute(c *gin.Context) {
	s.answerDispute(c, http.StatusOK, c.Param("id"), mustCaller(c), "")
}

func (s *Server) listMyDisputes(c *gin.Context) {
	me := mustCaller(c)
	s.answerDisputeList(c, &me.ID, c.Query("show_closed") != "false")
}

// answerDisputeList answers a page of disputes (of one member, or all) in
// display order, with the open count for the badge.
func (s *Server) answerDisputeList(c *gin.Context, member *string, showClosed bool) {
	page, perPage := catalog.ParsePaging(c.Request.URL.Query(), 50)
	q := db.New(s.pool)
	rows, err := q.ListDisputes(c, db.ListDisputesParams{Member: member, ShowClosed: showClosed,
		Lim: int32(perPage), Off: int32((page - 1) * perPage)})
	if err != nil {
		s.fail(c, err, "Failed to load disputes")
		return
	}
	open, err := q.CountOpenDisputes(c, member)
	if err != nil {
		s.fail(c, err, "Failed to load disputes")
		return
	}
	found := make([]db.GetDisputeRow, len(rows))
	var total int64
	for i, r := range rows {
		found[i], total = db.GetDisputeRow{Dispute: r.Dispute, User1ID: r.User1ID, User2ID: r.User2ID}, r.Total
	}
	list, err := s.shapeDisputes(c, found, mustCaller(c))
	if err != nil {
		s.fail(c, err, "Failed to load disputes")
		return
	}
	c.JSON(http.StatusOK, gin.H{"disputes": list, "open_count": open, "page": page, "per_page": perPage, "total": total})
}

func (s *Server) listDisputeMessages(c *gin.Context) {
	me := mustCaller(c)
	out, err := s.disputeDetail(c, c.Param("id"), me)
	if err != nil {
		s.fail(c, err, "Failed to load dispute messages")
		return
	}
	c.JSON(http.StatusOK, gin.H{"messages": out.Messages, "dispute_id": out.ID, "status": out.Status,
		"can_message": disputes.Open(out.Status)})
}

// postDisputeMessage adds a message from a member of the trade, or from an
// administrator (shown as "admin" to both members, who are notified).
func (s *Server) postDisputeMessage(c *gin.Context) {
	var b struct {
		Message string `json:"message"`
	}
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	svc := s.disputeService()
	row, err := svc.Get(c, c.Param("id"), me.ID, me.IsAdmin)
	if err != nil {
		s.fail(c, err, "Failed to send message")
		return
	}
	from := disputes.Sender{UserID: me.ID, Name: me.Name}
	if me.IsAdmin && me.ID != row.User1ID && me.ID != row.User2ID {
		from.Name, from.Admin = "Admin", true
	}
	m, err := svc.Post(c, row, from, b.Message)
	if err != nil {
		s.fail(c, err, "Failed to send message")
		return
	}
	c.JSON(http.StatusCreated, gin.H{"success": true, "message": "Message sent successfully",
		"dispute_message": newDisputeMessageJSON(m)})
}

// disputeEvidence serves one evidence file to the trade's members and
// administrators, with its checked content type.
func (s *Server) disputeEvidence(c *gin.Context) {
	me := mustCaller(c)
	svc := s.disputeService()
	row, err := svc.Get(c, c.Param("id"), me.ID, me.IsAdmin)
	var e db.DisputeEvidence
	if err == nil {
		e, err = svc.EvidenceFile(c, row.Dispute.ID, c.Param("file"))
	}
	var f *os.File
	if err == nil {
		if f, err = svc.Files.Open(e.StorageKey); errors.Is(err, os.ErrNotExist) {
			err = disputes.ErrFileNotFound
		}
	}
	if err != nil {
		s.fail(c, err, "Failed to load the file")
		return
	}
	defer f.Close()
	disposition := "attachment"
	if strings.HasPrefix(e.ContentType, "image/") || e.ContentType == "application/pdf" {
		disposition = "inline"
	}
	c.Header("Content-Type", e.ContentType)
	c.Header("Content-Disposition", mime.FormatMediaType(disposition, map[string]string{"filename": e.OriginalFilename}))
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("Cache-Control", "private, max-age=3600")
	http.ServeContent(c.Writer, c.Request, e.StorageKey, e.CreatedAt, f)
}

// disputeJSON is a dispute as the member and admin screens read it (admin
// spec section 3, member spec section 3).
type disputeJSON struct {
	ID            string               `json:"_id"`
	TradeID       string               `json:"trade_id"`
	UserID        string               `json:"user_id"`
	ReportedBy    string               `json:"reported_by"`
	Reason        string               `json:"reason"`
	Issue         string               `json:"issue"`
	Description   string               `json:"description"`
	Evidence      []evidenceJSON       `json:"evidence"`
	Status        string               `json:"status"`
	Resolution    string               `json:"resolution"`
	AdminResponse string               `json:"admin_response"`
	Award         *awardJSON           `json:"award"`
	ResolvedBy    *string              `json:"resolved_by"`
	ResolvedAt    *time.Time           `json:"resolved_at"`
	CreatedAt     time.Time            `json:"created_at"`
	Date          time.Time            `json:"date"`
	UpdatedAt     time.Time            `json:"updated_at"`
	Trade         *tradeJSON           `json:"trade"`
	User1         *disputeUserJSON     `json:"user1,omitempty"` // administrators only
	User2         *disputeUserJSON     `json:"user2,omitempty"`
	Messages      []disputeMessageJSON `json:"messages,omitempty"`
}

type evidenceJSON struct {
	ID          string    `json:"_id"`
	URL         string    `json:"url"`
	Filename    string    `json:"filename"`
	ContentType string    `json:"content_type"`
	Size        int64     `json:"size"`
	CreatedAt   time.Time `json:"created_at"`
}

type awardJSON struct {
	ToUserID string        `json:"to_user_id"`
	Amount   money.Dollars `json:"amount"`
}

type disputeUserJSON struct {
	ID         string `json:"_id"`
	Name       string `json:"name"`
	Email      string `json:"email"`
	ClosetName string `json:"closet_name"`
}

type disputeMessageJSON struct {
	ID         string    `json:"_id"`
	Sender     string    `json:"sender"` // "admin" or the member's id
	SenderName string    `json:"sender_name"`
	UserName   string    `json:"user_name"`
	Message    string    `json:"message"`
	IsAdmin    bool      `json:"is_admin"`
	CreatedAt  time.Time `json:"created_at"`
	Timestamp  time.Time `json:"timestamp"`
}

func newDisputeMessageJSON(m db.DisputeMessage) disputeMessageJSON {
	sender := "admin"
	if !m.IsAdmin && m.SenderUserID != nil {
		sender = *m.SenderUserID
	}
	return disputeMessageJSON{ID: m.ID, Sender: sender, SenderName: m.SenderName, UserName: m.SenderName,
		Message: m.Message, IsAdmin: m.IsAdmin, CreatedAt: m.CreatedAt, Timestamp: m.CreatedAt}
}

// shapeDisputes turns dispute rows into JSON with their evidence and trade
// (as the caller sees it); administrators also get both members.
func (s *Server) shapeDisputes(ctx context.Context, rows []db.GetDisputeRow, me Caller) ([]disputeJSON, error) {
	out := make([]disputeJSON, 0, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	var disputeIDs, tradeIDs, userIDs []string
	for _, r := range rows {
		disputeIDs = append(disputeIDs, r.Dispute.ID)
		tradeIDs = append(tradeIDs, r.Dispute.TradeID)
		userIDs = append(userIDs, r.User1ID, r.User2ID)
	}
	evidence, err := s.disputeService().Evidence(ctx, disputeIDs)
	if err != nil {
		return nil, err
	}
	q := db.New(s.pool)
	tradeRows, err := q.DisputeTrades(ctx, tradeIDs)
	if err != nil {
		return nil, err
	}
	trades, err := s.tradeList(ctx, tradeRows, me)
	if err != nil {
		return nil, err
	}
	byID := map[string]*tradeJSON{}
	for i := range trades {
		byID[trades[i].ID] = &trades[i]
	}
	users := map[string]*disputeUserJSON{}
	if me.IsAdmin {
		found, err := q.TradeUsers(ctx, userIDs)
		if err != nil {
			return nil, err
		}
		for _, u := range found {
			users[u.ID] = &disputeUserJSON{ID: u.ID, Name: u.Name, Email: u.Email, ClosetName: u.ClosetName}
		}
	}
	for _, r := range rows {
		j := newDisputeJSON(r, evidence[r.Dispute.ID], byID[r.Dispute.TradeID], users)
		if !me.IsAdmin {
			j.ResolvedBy = asSupport(j.ResolvedBy)
		}
		out = append(out, j)
	}
	return out, nil
}

func newDisputeJSON(r db.GetDisputeRow, evidence []db.DisputeEvidence, trade *tradeJSON, users map[string]*disputeUserJSON) disputeJSON {
	d := r.Dispute
	j := disputeJSON{ID: d.ID, TradeID: d.TradeID, UserID: d.UserID, Reason: d.Reason, Issue: d.Issue,
		Description: d.Description, Evidence: make([]evidenceJSON, len(evidence)), Status: d.Status,
		Resolution: d.Resolution, AdminResponse: d.AdminResponse, ResolvedBy: d.ResolvedBy, ResolvedAt: d.ResolvedAt,
		CreatedAt: d.CreatedAt, Date: d.CreatedAt, UpdatedAt: d.UpdatedAt, Trade: trade,
		User1: users[r.User1ID], User2: users[r.User2ID]}
	for i, e := range evidence {
		j.Evidence[i] = evidenceJSON{ID: e.ID, URL: "/disputes/" + d.ID + "/evidence/" + e.StorageKey,
			Filename: e.OriginalFilename, ContentType: e.ContentType, Size: e.Bytes, CreatedAt: e.CreatedAt}
	}
	if d.AwardCents != nil && d.AwardToUserID != nil {
		j.Award = &awardJSON{ToUserID: *d.AwardToUserID, Amount: money.Dollars(*d.AwardCents)}
	}
	if trade != nil {
		j.ReportedBy = trade.User1Name
		if d.UserID == trade.User2ID {
			j.ReportedBy = trade.User2Name
		}
	}
	return j
}
