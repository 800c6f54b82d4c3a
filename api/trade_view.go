package api

import (
	"cmp"
	"context"
	"slices"
	"strconv"

	"pursetrade/internal/catalog"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
	"pursetrade/internal/trades"
	"pursetrade/internal/trades/rules"
	"pursetrade/workflows"
)

var timelineIcons = map[string]string{
	"created": "📝", "modified": "✏️", "accepted": "🤝", "rejected": "✖️", "denied": "✖️", "cancelled": "🚫",
	"expired": "⌛", "received": "📦", "returned": "↩️", "inspection": "🔍", "completed": "✅", "message": "💬",
	"dispute_opened": "⚠️", "dispute_resolved": "⚖️", "labels_ready": "🏷️", "labels_failed": "❗",
	"labels_requested": "🏷️", "reminder": "⏰", "overdue_reminder": "⏰", "admin_override": "🛡️",
	"admin_force_complete": "🛡️", "admin_force_cancel": "🛡️", "admin_flag": "🚩", "admin_delete": "🗑️",
	"declined_booked": "📅",
	"carrier_transit": "🚚", "carrier_out_for_delivery": "🚚", "carrier_delivered": "📬", "carrier_returned": "↩️",
	"carrier_failure": "❗", "delivery_reminder": "⏰",
}

// tradeContext is what shaping needs besides the views: the screen, and
// what came back on trades cancelled after acceptance.
type tradeContext struct {
	*trades.Screen
	settled ledger.Settlements
}

func (s *tradeReader) loadTradeContext(ctx context.Context, views []workflows.TradeView) (tradeContext, error) {
	userIDs, itemIDs, withEstimates := screenNeeds(views)
	screen, err := s.svc.ReadScreen(ctx, userIDs, itemIDs, withEstimates)
	if err != nil {
		return tradeContext{}, err
	}
	settled, err := s.readSettlements(ctx, views)
	return tradeContext{screen, settled}, err
}

// readSettlements reads what came back on the views' trades that were
// cancelled after acceptance (none for most screens).
func (s *tradeReader) readSettlements(ctx context.Context, views []workflows.TradeView) (ledger.Settlements, error) {
	var ids []string
	for _, v := range views {
		if trades.BasisOf(v.Snapshot != nil, v.Status) == trades.BasisCancelled {
			ids = append(ids, v.TradeID)
		}
	}
	return s.ledger.TradeSettlements(ctx, ids)
}

// screenNeeds lists the members and bags the views name, and whether one
// of them still needs an estimate.
func screenNeeds(views []workflows.TradeView) (userIDs, itemIDs []string, withEstimates bool) {
	for _, v := range views {
		withEstimates = withEstimates || trades.BasisOf(v.Snapshot != nil, v.Status) == trades.BasisEstimate
		userIDs = append(userIDs, v.RequesterID, v.OwnerID)
		for _, e := range v.Timeline {
			if e.UserID != "" {
				userIDs = append(userIDs, e.UserID)
			}
		}
		itemIDs = append(itemIDs, v.Terms.RequesterBagID, v.Terms.OwnerBagID)
	}
	return userIDs, itemIDs, withEstimates
}

func (tc tradeContext) user(id string) *tradeUserJSON {
	u, ok := tc.Users[id]
	if !ok {
		return nil
	}
	return &tradeUserJSON{ID: u.ID, Name: u.Name, ClosetName: u.ClosetName, ZipCode: u.ZipCode,
		ProfileImage: u.ProfileImageURL, AverageRating: u.AverageRating, RatingCount: u.RatingCount, Verified: u.Verified}
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
		User1ID: v.RequesterID, User2ID: v.OwnerID, FromUserID: v.RequesterID, ToUserID: v.OwnerID,
		FromUser: tc.Users[v.RequesterID].Name, ToUser: tc.Users[v.OwnerID].Name,
		User1Name: tc.Users[v.RequesterID].Name, User2Name: tc.Users[v.OwnerID].Name,
		User1Verified: tc.Users[v.RequesterID].Verified, User2Verified: tc.Users[v.OwnerID].Verified,
		HoldUserID: v.HoldUserID, LastModifiedBy: v.LastModifiedBy, ModMessage: v.ModMessage, Notes: v.Message,
		Hat1ID: v.Terms.RequesterBagID, Hat2ID: v.Terms.OwnerBagID, OfferedHat: tc.item(v.Terms.RequesterBagID), RequestedHat: tc.item(v.Terms.OwnerBagID),
		CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt, StartDate: v.Terms.StartDate, EndDate: v.Terms.EndDate,
		Duration: days(v.Terms.StartDate, v.Terms.EndDate), PickupDate: v.Terms.PickupDate,
		AcceptedAt: v.AcceptedAt, CompletedAt: v.CompletedAt, ExpiresAt: v.ExpiresAt, CancelledAt: v.CancelledAt,
		DeletedAt: v.DeletedAt, DeliveryMethod: v.DeliveryMethod, ShippingCost: money.Dollars(v.ShippingCostCents),
		User1ReceivedAt: v.Acks.RequesterReceivedAt, User2ReceivedAt: v.Acks.OwnerReceivedAt,
		User1ReturnedAt: v.Acks.RequesterReturnedAt, User2ReturnedAt: v.Acks.OwnerReturnedAt,
		AdminOverride: orEmpty(v.Acks.Overrides), Labels: orEmpty(v.Labels), LabelError: v.LabelError, DisputeID: v.DisputeID,
		Forced: v.Forced, InspectionEndsAt: v.InspectionEndsAt, Actions: orEmpty(v.Actions), TransitionSeq: v.Seq, Revision: v.Revision,
		Messages: []tradeMessageJSON{}, CarrierStatus: orEmpty(v.Carrier),
	}
	if admin {
		t.Flag = v.Flag
	}
	if v.DeliveryMethod == rules.DeliveryPickup {
		t.ReturnPickupDate = rules.ReturnPickupDate(v.Terms.PickupDate, v.Terms.EndDate)
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
		if trades.ForAdminsOnly(e.Kind) && !admin {
			continue
		}
		userID, name := e.UserID, tc.Users[e.UserID].Name
		switch {
		case e.CarrierAt != nil:
			name = "Carrier"
		case name == "":
			name = "System"
		case tc.Users[e.UserID].IsAdmin && !admin:
			userID, name = "", supportName
		}
		description := e.Description
		if e.Leg != "" {
			description += ": " + tc.parcel(v, e.Leg)
		}
		out = append(out, timelineJSON{
			ID: v.TradeID + "-" + strconv.Itoa(e.Seq), Kind: e.Kind, Icon: timelineIcons[e.Kind], UserID: userID, UserName: name,
			Description: description, Message: e.Message, Timestamp: e.At, CarrierAt: e.CarrierAt,
		})
	}
	return out
}

// parcel names a shipping leg's parcel by whose bag goes to whom.
func (tc tradeContext) parcel(v workflows.TradeView, leg string) string {
	requester, owner := cmp.Or(tc.Users[v.RequesterID].Name, "the requester"), cmp.Or(tc.Users[v.OwnerID].Name, "the owner")
	switch leg {
	case workflows.LegRequesterOut:
		return requester + "'s bag to " + owner
	case workflows.LegOwnerOut:
		return owner + "'s bag to " + requester
	case workflows.LegRequesterReturn:
		return owner + "'s bag back to " + owner
	}
	return requester + "'s bag back to " + requester
}
