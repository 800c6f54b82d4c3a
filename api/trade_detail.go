package api

import (
	"context"
	"encoding/json"
	"errors"
	"slices"

	"pursetrade/internal/ids"
	"pursetrade/internal/ledger"
	"pursetrade/internal/refusal"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/chat"
	"pursetrade/internal/trades/condition"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

// tradeReader reads trades as a caller sees them: the running workflow's
// view, or the projection once it has ended, with the members, bags and
// messages their screens show.
type tradeReader struct {
	failer
	svc    trades.Service  // the trade rules, the trades' read model and screens
	ledger *ledger.Service // what came back on trades cancelled after acceptance
	trades *TradeEngine
	chat   *chat.Service     // the newest messages a trade's detail shows
	photos condition.Service // the condition photos of a trade's confirmations
}

// tradeDetail is the full trade for the caller (participant or admin).
func (s *tradeReader) tradeDetail(ctx context.Context, tradeID string, me Caller) (tradeDetailJSON, error) {
	v, err := s.liveView(ctx, tradeID, me)
	if err != nil {
		return tradeDetailJSON{}, err
	}
	return s.detailOf(ctx, v, me)
}

// detailOf shapes a view the caller may see.
func (s *tradeReader) detailOf(ctx context.Context, v workflows.TradeView, me Caller) (tradeDetailJSON, error) {
	tc, err := s.loadTradeContext(ctx, []workflows.TradeView{v})
	if err != nil {
		return tradeDetailJSON{}, err
	}
	recent, err := s.chat.Recent(ctx, v.TradeID)
	if err != nil {
		return tradeDetailJSON{}, err
	}
	return s.withPhotos(ctx, shapeDetail(tc, v, me, recent))
}

// withPhotos adds the trade's condition photos to its timeline.
func (s *tradeReader) withPhotos(ctx context.Context, d tradeDetailJSON) (tradeDetailJSON, error) {
	photos, err := s.photos.OfTrades(ctx, []string{d.Trade.ID})
	addTimelinePhotos(&d, photos[d.Trade.ID])
	return d, err
}

// answerReads is what an action's answer shows of its trade besides the
// view, read by the trade's id while the update runs: the members, the bags
// and the newest messages.
type answerReads struct {
	done   chan struct{}
	screen *trades.Screen
	recent chat.Page
	err    error
}

// readAnswer starts the reads of an action's answer, beside its update, so
// the answer waits for no read of its own. ctx must outlive the handler's
// gin.Context (the request's context does).
func (s *tradeReader) readAnswer(ctx context.Context, tradeID string) *answerReads {
	r := &answerReads{done: make(chan struct{})}
	go func() {
		defer close(r.done)
		if r.screen, r.err = s.svc.ReadTradeScreen(ctx, tradeID); r.err == nil {
			r.recent, r.err = s.chat.Recent(ctx, tradeID)
		}
	}()
	return r
}

// answerOf shapes the view an action returned with the reads started
// beside it, reading only what they cannot know (trades.Service.ReadMissing).
func (s *tradeReader) answerOf(ctx context.Context, v workflows.TradeView, me Caller, r *answerReads) (tradeDetailJSON, error) {
	<-r.done
	if r.err != nil {
		return s.detailOf(ctx, v, me)
	}
	userIDs, itemIDs, withEstimates := screenNeeds([]workflows.TradeView{v})
	bagsHeld := slices.Contains(rules.ActiveStatuses, v.Status) && v.DeletedAt == nil
	if err := s.svc.ReadMissing(ctx, r.screen, userIDs, itemIDs, bagsHeld, withEstimates); err != nil {
		return tradeDetailJSON{}, err
	}
	settled, err := s.readSettlements(ctx, []workflows.TradeView{v})
	if err != nil {
		return tradeDetailJSON{}, err
	}
	return s.withPhotos(ctx, shapeDetail(tradeContext{r.screen, settled}, v, me, r.recent))
}

func shapeDetail(tc tradeContext, v workflows.TradeView, me Caller, recent chat.Page) tradeDetailJSON {
	t := tc.shapeTrade(v, me.ID, me.IsAdmin)
	d := tradeDetailJSON{Trade: t, Hat1: t.OfferedHat, Hat2: t.RequestedHat, User1: tc.user(v.RequesterID),
		User2: tc.user(v.OwnerID), Timeline: tc.timeline(v, me.IsAdmin), Actions: t.Actions}
	mergeRecentMessages(&d, recent, me.IsAdmin)
	return d
}

// tradeList shapes the trades' projected views for a list screen.
func (s *tradeReader) tradeList(ctx context.Context, projected []json.RawMessage, me Caller) ([]tradeJSON, error) {
	views := make([]workflows.TradeView, 0, len(projected))
	for _, raw := range projected {
		v, err := listView(raw, me.ID)
		if err != nil {
			return nil, err
		}
		views = append(views, v)
	}
	out := make([]tradeJSON, 0, len(views))
	if len(views) == 0 {
		return out, nil
	}
	tc, err := s.loadTradeContext(ctx, views)
	if err != nil {
		return nil, err
	}
	for _, v := range views {
		out = append(out, tc.shapeTrade(v, me.ID, me.IsAdmin))
	}
	return out, nil
}

func decodeView(raw json.RawMessage, v *workflows.TradeView) error { return json.Unmarshal(raw, v) }

// listView decodes a projected view and sets the viewer's actions.
func listView(raw json.RawMessage, viewerID string) (workflows.TradeView, error) {
	var v workflows.TradeView
	if err := decodeView(raw, &v); err != nil {
		return v, err
	}
	v.Actions = workflows.StateOf(v).Allowed(viewerID)
	return v, nil
}

func displayStatus(status string) string {
	if status == rules.StatusAccepted {
		return "active"
	}
	return status
}

func days(start, end string) int {
	s, e, err := rules.ParseRange(start, end)
	if err != nil {
		return 0
	}
	return int(e.Sub(s).Hours() / 24)
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// liveView returns the trade as the caller sees it, from the workflow while
// it runs and from the projection afterwards; non-participants get 404.
func (s *tradeReader) liveView(ctx context.Context, tradeID string, me Caller) (workflows.TradeView, error) {
	if !ids.Valid(tradeID) {
		return workflows.TradeView{}, trades.ErrTradeNotFound
	}
	v, err := s.trades.View(ctx, tradeID, me.ID)
	if errors.Is(err, ErrTradeNotRunning) {
		v, err = s.projectedView(ctx, tradeID)
	}
	if err != nil {
		return v, err
	}
	if v.RequesterID != me.ID && v.OwnerID != me.ID && !me.IsAdmin {
		return v, trades.ErrTradeNotFound
	}
	v.Actions = workflows.StateOf(v).Allowed(me.ID)
	return v, nil
}

// closedTradeRefusal explains why an action reached no running workflow:
// an unknown trade, or one the caller may not see, is 404; else it ended.
func (s *tradeReader) closedTradeRefusal(ctx context.Context, id string, me Caller) error {
	if _, err := s.liveView(ctx, id, me); err != nil {
		return err
	}
	return refusal.New(refusal.Conflict, "This trade has ended")
}

// projectedView reads a trade's last published view (a closed trade's is
// final).
func (s *tradeReader) projectedView(ctx context.Context, tradeID string) (workflows.TradeView, error) {
	var v workflows.TradeView
	raw, err := s.svc.StoredView(ctx, tradeID)
	if err != nil {
		return v, err
	}
	return v, decodeView(raw, &v)
}
