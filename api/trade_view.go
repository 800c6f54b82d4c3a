package api

import (
	"context"
	"slices"
	"strconv"

	"pursetrade/internal/catalog"
	"pursetrade/internal/money"
	"pursetrade/internal/store"
	"pursetrade/internal/trades"
	"pursetrade/internal/trading"
	"pursetrade/workflows"
)

var timelineIcons = map[string]string{
	"created": "📝", "modified": "✏️", "accepted": "🤝", "rejected": "✖️", "denied": "✖️", "cancelled": "🚫",
	"expired": "⌛", "received": "📦", "returned": "↩️", "inspection": "🔍", "completed": "✅", "message": "💬",
	"dispute_opened": "⚠️", "dispute_resolved": "⚖️", "labels_ready": "🏷️", "labels_failed": "❗",
	"labels_requested": "🏷️", "reminder": "⏰", "overdue_reminder": "⏰", "admin_override": "🛡️",
	"admin_force_complete": "🛡️", "admin_force_cancel": "🛡️", "admin_flag": "🚩", "admin_delete": "🗑️",
	"declined_booked": "📅",
}

// tradeContext is what shaping needs besides the views.
type tradeContext struct{ *trades.Screen }

func (s *Server) loadTradeContext(ctx context.Context, views []workflows.TradeView) (tradeContext, error) {
	var b store.Batch
	tc := queueTradeContext(ctx, &b, views)
	err := b.Send(ctx, s.pool)
	return *tc, err
}

// queueTradeContext queues the reads shaping views needs on b; the context
// is filled once b is sent.
func queueTradeContext(ctx context.Context, b *store.Batch, views []workflows.TradeView) *tradeContext {
	userIDs, itemIDs, withEstimates := screenNeeds(views)
	return &tradeContext{trades.QueueScreen(ctx, b, userIDs, itemIDs, withEstimates)}
}

// screenNeeds lists the members and bags the views name, and whether one
// of them still needs an estimate.
func screenNeeds(views []workflows.TradeView) (userIDs, itemIDs []string, withEstimates bool) {
	for _, v := range views {
		withEstimates = withEstimates || v.Snapshot == nil
		userIDs = append(userIDs, v.User1ID, v.User2ID)
		for _, e := range v.Timeline {
			if e.UserID != "" {
				userIDs = append(userIDs, e.UserID)
			}
		}
		itemIDs = append(itemIDs, v.Terms.Hat1ID, v.Terms.Hat2ID)
	}
	return userIDs, itemIDs, withEstimates
}

func (tc tradeContext) user(id string) *tradeUserJSON {
	u, ok := tc.Users[id]
	if !ok {
		return nil
	}
	rating, _ := u.AverageRating.Float64Value()
	return &tradeUserJSON{ID: u.ID, Name: u.Name, ClosetName: u.ClosetName, ZipCode: u.ZipCode,
		ProfileImage: u.ProfileImageUrl, AverageRating: rating.Float64, RatingCount: u.RatingCount}
}

func (tc tradeContext) item(id string) *catalog.Item {
	if it, ok := tc.Items[id]; ok {
		return &it
	}
	return nil
}

// shapeTrade turns a view into the trade JSON for viewerID.
func (tc tradeContext) shapeTrade(v workflows.TradeView, viewerID string, admin bool) tradeJSON {
	t := tradeJSON{
		ID: v.TradeID, Status: v.Status, DisplayStatus: displayStatus(v.Status),
		User1ID: v.User1ID, User2ID: v.User2ID, FromUserID: v.User1ID, ToUserID: v.User2ID,
		FromUser: tc.Users[v.User1ID].Name, ToUser: tc.Users[v.User2ID].Name,
		User1Name: tc.Users[v.User1ID].Name, User2Name: tc.Users[v.User2ID].Name,
		HoldUserID: v.HoldUserID, LastModifiedBy: v.LastModifiedBy, ModMessage: v.ModMessage, Notes: v.Message,
		Hat1ID: v.Terms.Hat1ID, Hat2ID: v.Terms.Hat2ID, OfferedHat: tc.item(v.Terms.Hat1ID), RequestedHat: tc.item(v.Terms.Hat2ID),
		CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt, StartDate: v.Terms.StartDate, EndDate: v.Terms.EndDate,
		Duration: days(v.Terms.StartDate, v.Terms.EndDate), PickupDate: v.Terms.PickupDate,
		AcceptedAt: v.AcceptedAt, CompletedAt: v.CompletedAt, ExpiresAt: v.ExpiresAt, CancelledAt: v.CancelledAt,
		DeletedAt: v.DeletedAt, DeliveryMethod: v.DeliveryMethod, ShippingCost: money.Dollars(v.ShippingCostCents),
		User1ReceivedAt: v.Acks.User1ReceivedAt, User2ReceivedAt: v.Acks.User2ReceivedAt,
		User1ReturnedAt: v.Acks.User1ReturnedAt, User2ReturnedAt: v.Acks.User2ReturnedAt,
		AdminOverride: orEmpty(v.Acks.Overrides), Labels: orEmpty(v.Labels), LabelError: v.LabelError, DisputeID: v.DisputeID,
		Forced: v.Forced, InspectionEndsAt: v.InspectionEndsAt, Actions: orEmpty(v.Actions), TransitionSeq: v.Seq, Revision: v.Revision,
		Messages: []tradeMessageJSON{},
	}
	if admin {
		t.Flag = v.Flag
	}
	if v.DeliveryMethod == trading.DeliveryPickup {
		t.ReturnPickupDate = trading.ReturnPickupDate(v.Terms.PickupDate, v.Terms.EndDate)
	}
	t.TurnaroundDays = v.Terms.TurnaroundDays
	if it := t.OfferedHat; it != nil {
		t.Hat1Image = it.ImageURL
	}
	if it := t.RequestedHat; it != nil {
		t.Hat2Image = it.ImageURL
	}
	tc.financials(&t, v, viewerID)
	if !admin {
		tc.hideAdmins(&t, viewerID)
	}
	return t
}

// hideAdmins keeps administrators' ids and the partner's balance out of
// what a member reads: actions by an administrator are shown as Support.
func (tc tradeContext) hideAdmins(t *tradeJSON, viewerID string) {
	t.AdminOverride = slices.Clone(t.AdminOverride)
	for i := range t.AdminOverride {
		t.AdminOverride[i].AdminID = ""
	}
	if t.Forced != nil {
		forced := *t.Forced
		forced.AdminID = ""
		t.Forced = &forced
	}
	for i, m := range t.Messages {
		if tc.Users[m.UserID].IsAdmin {
			t.Messages[i].UserID, t.Messages[i].UserName = "", supportName
		}
	}
	if snap := t.FinancialSnapshot; snap != nil {
		if viewerID == t.User1ID {
			snap.Receiver = snap.Receiver.withoutBalance()
		} else {
			snap.Initiator = snap.Initiator.withoutBalance()
		}
	}
	if viewerID == t.User1ID {
		t.FinancialBreakdownReceiver = t.FinancialBreakdownReceiver.withoutBalance()
	} else {
		t.FinancialBreakdownInitiator = t.FinancialBreakdownInitiator.withoutBalance()
	}
}

// supportName is how an administrator appears to members.
const supportName = "Support"

// timeline is the trade's history for the caller; members see
// administrators as Support, without their ids.
func (tc tradeContext) timeline(v workflows.TradeView, admin bool) []timelineJSON {
	out := make([]timelineJSON, 0, len(v.Timeline))
	for _, e := range v.Timeline {
		if e.Kind == "admin_flag" && !admin {
			continue // flags are for administrators
		}
		userID, name := e.UserID, tc.Users[e.UserID].Name
		switch {
		case name == "":
			name = "System"
		case tc.Users[e.UserID].IsAdmin && !admin:
			userID, name = "", supportName
		}
		out = append(out, timelineJSON{
			ID: v.TradeID + "-" + strconv.Itoa(e.Seq), Kind: e.Kind, Icon: timelineIcons[e.Kind], UserID: userID, UserName: name,
			Description: e.Description, Message: e.Message, Timestamp: e.At,
		})
	}
	return out
}
