package api

import (
	"context"
	"encoding/json"

	"pursetrade/internal/store/db"
	"pursetrade/internal/trading"
	"pursetrade/workflows"
)

// tradeDetail is the full trade for the caller (participant or admin).
func (s *Server) tradeDetail(ctx context.Context, tradeID string, me Caller) (tradeDetailJSON, error) {
	v, err := s.liveView(ctx, tradeID, me)
	if err != nil {
		return tradeDetailJSON{}, err
	}
	return s.detailOf(ctx, v, me)
}

// detailOf shapes a view the caller may see.
func (s *Server) detailOf(ctx context.Context, v workflows.TradeView, me Caller) (tradeDetailJSON, error) {
	tc, err := s.loadTradeContext(ctx, []workflows.TradeView{v})
	if err != nil {
		return tradeDetailJSON{}, err
	}
	t := tc.shapeTrade(v, me.ID, me.IsAdmin)
	d := tradeDetailJSON{Trade: t, Hat1: t.OfferedHat, Hat2: t.RequestedHat, User1: tc.user(v.User1ID),
		User2: tc.user(v.User2ID), Timeline: tc.timeline(v, me.IsAdmin), Actions: t.Actions}
	return d, s.mergeRecentMessages(ctx, &d)
}

// tradeList shapes projection rows for a list screen.
func (s *Server) tradeList(ctx context.Context, rows []db.Trade, me Caller) ([]tradeJSON, error) {
	views := make([]workflows.TradeView, 0, len(rows))
	for _, r := range rows {
		v, err := listView(r.View, me.ID)
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
	if status == trading.StatusAccepted {
		return "active"
	}
	return status
}

func days(start, end string) int {
	s, e, err := trading.ParseRange(start, end)
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
