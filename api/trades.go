package api

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5"

	"pursetrade/internal/catalog"
	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trading"
	"pursetrade/workflows"
)

func (s *Server) tradeRoutes() []route {
	return []route{
		{method: http.MethodPost, path: "/trades", access: accessMember, handler: s.createTrade},
		{method: http.MethodGet, path: "/trades/my-trades", access: accessMember, handler: s.listTrades(nil)},
		{method: http.MethodGet, path: "/trades/pending", access: accessMember, handler: s.listTrades(pendingStatuses)},
		{method: http.MethodGet, path: "/trades/active", access: accessMember, handler: s.listTrades(activeStatuses)},
		{method: http.MethodGet, path: "/trades/history", access: accessMember, handler: s.listTrades(historyStatuses)},
		{method: http.MethodGet, path: "/trades/:id", access: accessMember, handler: s.getTrade},
		{method: http.MethodPut, path: "/trades/:id/accept", access: accessMember, handler: s.tradeAction(workflows.ActionAccept, "Trade accepted successfully")},
		{method: http.MethodPut, path: "/trades/:id/reject", access: accessMember, handler: s.tradeAction(workflows.ActionReject, "Trade rejected successfully")},
		{method: http.MethodPut, path: "/trades/:id/approve", access: accessMember, handler: s.tradeAction(workflows.ActionApprove, "Trade accepted successfully")},
		{method: http.MethodPut, path: "/trades/:id/deny", access: accessMember, handler: s.tradeAction(workflows.ActionDeny, "Modification denied")},
		{method: http.MethodPut, path: "/trades/:id/cancel", access: accessMember, handler: s.tradeAction(workflows.ActionCancel, "Trade cancelled successfully")},
		{method: http.MethodPut, path: "/trades/:id/ack/received", access: accessMember, handler: s.tradeAction(workflows.ActionAckReceived, "Receipt acknowledged")},
		{method: http.MethodPut, path: "/trades/:id/ack/returned", access: accessMember, handler: s.tradeAction(workflows.ActionAckReturned, "Return acknowledged")},
		{method: http.MethodPut, path: "/trades/:id/modify", access: accessMember, handler: s.modifyTrade},
		{method: http.MethodPost, path: "/trades/:id/messages", access: accessMember, handler: s.tradeMessage},
		{method: http.MethodGet, path: "/trades/:id/messages", access: accessMember, handler: s.tradeMessages},
		{method: http.MethodPost, path: "/trades/:id/regenerate-labels", access: accessMember, handler: s.tradeAction(workflows.ActionRegenLabels, "Labels regenerated")},
		{method: http.MethodGet, path: "/trades/:id/label", access: accessMember, handler: s.tradeLabel(true)},
		{method: http.MethodGet, path: "/trades/:id/return-label", access: accessMember, handler: s.tradeLabel(false)},
		{method: http.MethodGet, path: "/trades/:id/tracking", access: accessMember, handler: s.tradeTracking},
	}
}

var (
	pendingStatuses = []string{trading.StatusPending, trading.StatusModified}
	activeStatuses  = []string{trading.StatusAccepted, trading.StatusDisputed}
	historyStatuses = []string{trading.StatusCompleted, trading.StatusRejected, trading.StatusDenied, trading.StatusCancelled}
	allStatuses     = append(append(append([]string{}, pendingStatuses...), activeStatuses...), historyStatuses...)
)

func (s *Server) createTrade(c *gin.Context) {
	var b tradeRequestBody
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	in, err := s.tradeInput(c, me, b)
	var v workflows.TradeView
	created := false
	if err == nil {
		v, created, err = s.openOnce(c, me, strings.TrimSpace(c.GetHeader(idempotencyHeader)), in)
	}
	if err != nil {
		s.fail(c, err, "Failed to submit trade request. Please try again.")
		return
	}
	v.Actions = workflows.StateOf(v).Allowed(me.ID)
	detail, err := s.detailOf(c, v, me)
	if err != nil {
		s.fail(c, err, "Failed to submit trade request. Please try again.")
		return
	}
	status := http.StatusCreated
	if !created {
		status = http.StatusOK // a retry of a request that already started this trade
	}
	c.JSON(status, gin.H{"message": "Trade request sent", "trade": detail.Trade, "detail": detail})
}

// liveView returns the trade as the caller sees it, from the workflow while
// it runs and from the projection afterwards; non-participants get 404.
func (s *Server) liveView(ctx context.Context, tradeID string, me Caller) (workflows.TradeView, error) {
	if !ids.Valid(tradeID) {
		return workflows.TradeView{}, refusal.New(refusal.NotFound, "Trade not found")
	}
	v, err := s.trades.View(ctx, tradeID, me.ID)
	if errors.Is(err, ErrTradeNotRunning) {
		v, err = s.projectedView(ctx, tradeID)
	}
	if err != nil {
		return v, err
	}
	if v.User1ID != me.ID && v.User2ID != me.ID && !me.IsAdmin {
		return v, refusal.New(refusal.NotFound, "Trade not found")
	}
	v.Actions = workflows.StateOf(v).Allowed(me.ID)
	return v, nil
}

// closedTradeRefusal explains why an action reached no running workflow:
// an unknown trade, or one the caller may not see, is 404; else it ended.
func (s *Server) closedTradeRefusal(ctx context.Context, id string, me Caller) error {
	if _, err := s.liveView(ctx, id, me); err != nil {
		return err
	}
	return refusal.New(refusal.Conflict, "This trade has ended")
}

// projectedView reads a trade's last published view (a closed trade's is
// final).
func (s *Server) projectedView(ctx context.Context, tradeID string) (workflows.TradeView, error) {
	var v workflows.TradeView
	row, err := db.New(s.pool).GetTrade(ctx, tradeID)
	if errors.Is(err, pgx.ErrNoRows) {
		return v, refusal.New(refusal.NotFound, "Trade not found")
	}
	if err != nil {
		return v, err
	}
	return v, decodeView(row.View, &v)
}

func (s *Server) getTrade(c *gin.Context) {
	detail, err := s.tradeDetail(c, c.Param("id"), mustCaller(c))
	if err != nil {
		s.fail(c, err, "Failed to load trade details")
		return
	}
	c.JSON(http.StatusOK, detail)
}

// tradeAction sends a member action to the workflow and answers the new
// trade view with the specification's success message.
func (s *Server) tradeAction(action, success string) gin.HandlerFunc {
	return func(c *gin.Context) {
		var b actionBody
		if c.Request.ContentLength != 0 && !BindJSON(c, &b) {
			return
		}
		me := mustCaller(c)
		s.act(c, me, action, workflows.ActionInput{UserID: me.ID, ExpectedRevision: b.Revision}, success)
	}
}

// actionBody is the optional body of a member action: the revision of the
// trade the member saw, so an action on a stale screen is refused ("This
// trade has changed. Please reload.") instead of applied to a trade that
// moved meanwhile.
type actionBody struct {
	Revision int64 `json:"revision"`
}

// act sends the update; the workflow's validator refuses non-participants
// and wrong states, and its result is the new view, shaped without a second
// query.
func (s *Server) act(c *gin.Context, me Caller, action string, in workflows.ActionInput, success string) {
	id := c.Param("id")
	if !ids.Valid(id) {
		Fail(c, http.StatusNotFound, CodeNotFound, "Trade not found")
		return
	}
	v, err := s.trades.Act(c, id, action, in)
	if errors.Is(err, ErrTradeNotRunning) {
		err = s.closedTradeRefusal(c, id, me)
	}
	if err != nil {
		s.fail(c, err, "Failed to update trade")
		return
	}
	v.Actions = workflows.StateOf(v).Allowed(me.ID)
	detail, err := s.detailOf(c, v, me)
	if err != nil {
		s.fail(c, err, "Failed to load trade details")
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": success, "trade": detail.Trade, "detail": detail})
}

func (s *Server) modifyTrade(c *gin.Context) {
	var b modifyBody
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	v, err := s.liveView(c, c.Param("id"), me)
	if err != nil {
		s.fail(c, err, "Failed to modify trade")
		return
	}
	terms, err := s.modifiedTerms(c, v, b)
	if err != nil {
		s.fail(c, err, "Failed to modify trade")
		return
	}
	s.act(c, me, workflows.ActionModify, workflows.ActionInput{UserID: me.ID, Terms: &terms, ModMessage: strings.TrimSpace(b.ModMessage),
		ExpectedRevision: b.Revision},
		"Trade modified successfully! The other user will be notified.")
}

// tradeLabel answers the caller's own outbound or return label.
func (s *Server) tradeLabel(outbound bool) gin.HandlerFunc {
	return func(c *gin.Context) {
		me := mustCaller(c)
		v, err := s.liveView(c, c.Param("id"), me)
		if err != nil {
			s.fail(c, err, "Failed to retrieve label")
			return
		}
		leg, missing := labelLeg(v, me.ID, outbound)
		for _, l := range v.Labels {
			if l.Leg == leg && l.LabelURL != "" {
				c.JSON(http.StatusOK, gin.H{"label_url": l.LabelURL, "tracking_number": l.TrackingNumber, "carrier": l.Carrier, "tracking_url": l.TrackingURL})
				return
			}
		}
		Fail(c, http.StatusNotFound, CodeNotFound, missing)
	}
}

// labelLeg is the label a member prints: their own bag going out, or the
// partner's bag going back.
func labelLeg(v workflows.TradeView, userID string, outbound bool) (leg, missing string) {
	first := userID == v.User1ID
	switch {
	case outbound && first:
		return workflows.LegUser1Out, "Outbound label not available yet"
	case outbound:
		return workflows.LegUser2Out, "Outbound label not available yet"
	case first:
		return workflows.LegUser1Return, "Return label not available yet"
	default:
		return workflows.LegUser2Return, "Return label not available yet"
	}
}

func (s *Server) listTrades(statuses []string) gin.HandlerFunc {
	return func(c *gin.Context) {
		me := mustCaller(c)
		want := statuses
		if want == nil {
			want = allStatuses
			if st := c.Query("status"); st != "" {
				want = []string{st}
			}
		}
		page, perPage := catalog.ParsePaging(c.Request.URL.Query(), 50)
		rows, err := db.New(s.pool).ListMemberTrades(c, db.ListMemberTradesParams{
			UserID: me.ID, Statuses: want, Lim: int32(perPage), Off: int32((page - 1) * perPage),
		})
		if err != nil {
			s.fail(c, err, "Failed to load trades")
			return
		}
		trades, total := tradePage(rows, func(r db.ListMemberTradesRow) (db.Trade, int64) { return r.Trade, r.Total })
		list, err := s.tradeList(c, trades, me)
		if err != nil {
			s.fail(c, err, "Failed to load trades")
			return
		}
		c.JSON(http.StatusOK, gin.H{"trades": list, "items": list, "page": page, "per_page": perPage, "total": total})
	}
}
