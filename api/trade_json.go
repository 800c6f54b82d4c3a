package api

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"time"

	"pursetrade/internal/catalog"
	"pursetrade/internal/money"
	"pursetrade/internal/store/db"
	"pursetrade/internal/tradechat"
	"pursetrade/internal/trading"
	"pursetrade/workflows"

	"golang.org/x/sync/errgroup"
)

// tradeJSON is a trade as the member and admin screens read it.
type tradeJSON struct {
	ID                          string                    `json:"_id"`
	Status                      string                    `json:"status"`
	DisplayStatus               string                    `json:"display_status"`
	User1ID                     string                    `json:"user1_id"`
	User2ID                     string                    `json:"user2_id"`
	FromUserID                  string                    `json:"from_user_id"`
	ToUserID                    string                    `json:"to_user_id"`
	FromUser                    string                    `json:"from_user"`
	ToUser                      string                    `json:"to_user"`
	User1Name                   string                    `json:"user1_name"`
	User2Name                   string                    `json:"user2_name"`
	HoldUserID                  string                    `json:"hold_user_id"`
	LastModifiedBy              string                    `json:"last_modified_by,omitempty"`
	ModMessage                  string                    `json:"mod_message,omitempty"`
	Notes                       string                    `json:"notes"`
	Hat1ID                      string                    `json:"hat1_id"`
	Hat2ID                      string                    `json:"hat2_id"`
	OfferedHat                  *catalog.Item             `json:"offered_hat"`
	RequestedHat                *catalog.Item             `json:"requested_hat"`
	Hat1Image                   string                    `json:"hat1_image"`
	Hat2Image                   string                    `json:"hat2_image"`
	CreatedAt                   time.Time                 `json:"created_at"`
	UpdatedAt                   time.Time                 `json:"updated_at"`
	StartDate                   string                    `json:"start_date"`
	EndDate                     string                    `json:"end_date"`
	Duration                    int                       `json:"duration"`
	PickupDate                  string                    `json:"pickup_date,omitempty"`
	AcceptedAt                  *time.Time                `json:"accepted_at"`
	CompletedAt                 *time.Time                `json:"completed_at"`
	ExpiresAt                   *time.Time                `json:"expires_at"`
	CancelledAt                 *time.Time                `json:"cancelled_at"`
	DeletedAt                   *time.Time                `json:"deleted_at,omitempty"`
	DeliveryMethod              string                    `json:"delivery_method"`
	ShippingCost                money.Dollars             `json:"shipping_cost"`
	User1ReceivedAt             *time.Time                `json:"user1_received_at"`
	User2ReceivedAt             *time.Time                `json:"user2_received_at"`
	User1ReturnedAt             *time.Time                `json:"user1_returned_at"`
	User2ReturnedAt             *time.Time                `json:"user2_returned_at"`
	AdminOverride               []workflows.AdminOverride `json:"admin_override"`
	Messages                    []tradeMessageJSON        `json:"messages"`
	FinancialSnapshot           *snapshotJSON             `json:"financial_snapshot"`
	FinancialBreakdown          *breakdownJSON            `json:"financial_breakdown"`
	FinancialBreakdownInitiator *breakdownJSON            `json:"financial_breakdown_initiator"`
	FinancialBreakdownReceiver  *breakdownJSON            `json:"financial_breakdown_receiver"`
	Financials                  *financialsJSON           `json:"financials"`
	Labels                      []workflows.Label         `json:"labels"`
	LabelError                  string                    `json:"label_error,omitempty"`
	DisputeID                   string                    `json:"dispute_id,omitempty"`
	Flag                        *workflows.AdminSignal    `json:"flag,omitempty"`
	Forced                      *workflows.AdminSignal    `json:"forced,omitempty"`
	InspectionEndsAt            *time.Time                `json:"inspection_ends_at,omitempty"`
	Actions                     []string                  `json:"actions"`
	TransitionSeq               int64                     `json:"transition_seq"`
	Revision                    int64                     `json:"revision"`
}

type tradeMessageJSON struct {
	ID        string    `json:"_id,omitempty"`
	UserID    string    `json:"user_id"`
	UserName  string    `json:"user_name"`
	IsAdmin   bool      `json:"is_admin"`
	Message   string    `json:"message"`
	Text      string    `json:"text"`
	CreatedAt time.Time `json:"created_at"`
}

type userFinancialsJSON struct {
	PlatformFee         money.Dollars  `json:"platform_fee"`
	ShippingFee         money.Dollars  `json:"shipping_fee"`
	PickupFee           money.Dollars  `json:"pickup_fee"`
	HoldAmount          money.Dollars  `json:"hold_amount"`
	TotalDue            money.Dollars  `json:"total_due"`
	TotalIncludingHold  money.Dollars  `json:"total_including_hold"`
	BalanceAtAcceptance *money.Dollars `json:"balance_at_acceptance,omitempty"` // own side (and admins) only
	EndingBalance       *money.Dollars `json:"ending_balance,omitempty"`        // own side (and admins) only
}

type snapshotJSON struct {
	AcceptedAt time.Time          `json:"accepted_at"`
	Initiator  userFinancialsJSON `json:"initiator"`
	Receiver   userFinancialsJSON `json:"receiver"`
}

type breakdownJSON struct {
	SiteFee         money.Dollars  `json:"site_fee"`
	DeliveryFees    money.Dollars  `json:"delivery_fees"`
	OtherItemValue  money.Dollars  `json:"other_item_value"`
	OriginalBalance *money.Dollars `json:"original_balance,omitempty"` // own side (and admins) only
	TotalCharge     money.Dollars  `json:"total_charge"`
	EndingBalance   *money.Dollars `json:"ending_balance,omitempty"` // own side (and admins) only
	Computed        bool           `json:"computed"`                 // true: live estimate for a trade not yet accepted
}

// withoutBalance is a breakdown as the trade partner sees it: a member
// never learns the other member's balance.
func (b *breakdownJSON) withoutBalance() *breakdownJSON {
	out := *b
	out.OriginalBalance, out.EndingBalance = nil, nil
	return &out
}

func (u userFinancialsJSON) withoutBalance() userFinancialsJSON {
	u.BalanceAtAcceptance, u.EndingBalance = nil, nil
	return u
}

type financialsJSON struct {
	TotalFeeDueOnAccept money.Dollars `json:"total_fee_due_on_accept"`
	EndingBalance       money.Dollars `json:"ending_balance"`
}

type timelineJSON struct {
	ID          string    `json:"id"`
	Kind        string    `json:"kind"`
	Icon        string    `json:"icon"`
	UserID      string    `json:"user_id,omitempty"`
	UserName    string    `json:"user_name"`
	Description string    `json:"description"`
	Message     string    `json:"message,omitempty"`
	Timestamp   time.Time `json:"timestamp"`
}

type tradeUserJSON struct {
	ID            string  `json:"_id"`
	Name          string  `json:"name"`
	ClosetName    string  `json:"closet_name"`
	ZipCode       string  `json:"zip_code"`
	ProfileImage  string  `json:"profile_image_url"`
	AverageRating float64 `json:"average_rating"`
	RatingCount   int32   `json:"rating_count"`
}

// tradeDetailJSON is GET /trades/{id}: the trade with both bags and members.
type tradeDetailJSON struct {
	Trade    tradeJSON      `json:"trade"`
	Hat1     *catalog.Item  `json:"hat1"`
	Hat2     *catalog.Item  `json:"hat2"`
	User1    *tradeUserJSON `json:"user1"`
	User2    *tradeUserJSON `json:"user2"`
	Timeline []timelineJSON `json:"timeline"`
	Actions  []string       `json:"actions"`
	// MessagesNextCursor pages GET /trades/{id}/messages past the newest
	// messages merged above (null when there are no older ones).
	MessagesNextCursor *string `json:"messages_next_cursor"`
}

var timelineIcons = map[string]string{
	"created": "📝", "modified": "✏️", "accepted": "🤝", "rejected": "✖️", "denied": "✖️", "cancelled": "🚫",
	"expired": "⌛", "received": "📦", "returned": "↩️", "inspection": "🔍", "completed": "✅", "message": "💬",
	"dispute_opened": "⚠️", "dispute_resolved": "⚖️", "labels_ready": "🏷️", "labels_failed": "❗",
	"labels_requested": "🏷️", "reminder": "⏰", "overdue_reminder": "⏰", "admin_override": "🛡️",
	"admin_force_complete": "🛡️", "admin_force_cancel": "🛡️", "admin_flag": "🚩", "admin_delete": "🗑️",
	"declined_booked": "📅",
}

// tradeContext is what shaping needs besides the views: names, bags,
// current fees and balances (for trades not yet accepted).
type tradeContext struct {
	users    map[string]db.TradeUsersRow
	items    map[string]catalog.Item
	fees     db.Setting
	balances map[string]db.TradeBalancesRow
}

func (s *Server) loadTradeContext(ctx context.Context, views []workflows.TradeView) (tradeContext, error) {
	tc := tradeContext{users: map[string]db.TradeUsersRow{}, items: map[string]catalog.Item{}, balances: map[string]db.TradeBalancesRow{}}
	var userIDs, itemIDs []string
	for _, v := range views {
		userIDs = append(userIDs, v.User1ID, v.User2ID)
		for _, e := range v.Timeline {
			if e.UserID != "" {
				userIDs = append(userIDs, e.UserID)
			}
		}
		itemIDs = append(itemIDs, v.Terms.Hat1ID, v.Terms.Hat2ID)
	}
	// Four independent reads, at once: an action's answer waits for the
	// slowest, not for their sum.
	q := db.New(s.pool)
	var users []db.TradeUsersRow
	var bals []db.TradeBalancesRow
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) { users, err = q.TradeUsers(gctx, userIDs); return err })
	g.Go(func() (err error) { tc.items, err = catalog.ItemsByID(gctx, s.pool, itemIDs); return err })
	g.Go(func() (err error) { tc.fees, err = q.GetSettings(gctx); return err })
	g.Go(func() (err error) { bals, err = q.TradeBalances(gctx, userIDs); return err }) // lists estimate pending trades like the detail does
	if err := g.Wait(); err != nil {
		return tc, err
	}
	for _, u := range users {
		tc.users[u.ID] = u
	}
	for _, b := range bals {
		tc.balances[b.UserID] = b
	}
	return tc, nil
}

func (tc tradeContext) user(id string) *tradeUserJSON {
	u, ok := tc.users[id]
	if !ok {
		return nil
	}
	rating, _ := u.AverageRating.Float64Value()
	return &tradeUserJSON{ID: u.ID, Name: u.Name, ClosetName: u.ClosetName, ZipCode: u.ZipCode,
		ProfileImage: u.ProfileImageUrl, AverageRating: rating.Float64, RatingCount: u.RatingCount}
}

func (tc tradeContext) item(id string) *catalog.Item {
	if it, ok := tc.items[id]; ok {
		return &it
	}
	return nil
}

// shapeTrade turns a view into the trade JSON for viewerID.
func (tc tradeContext) shapeTrade(v workflows.TradeView, viewerID string, admin bool) tradeJSON {
	t := tradeJSON{
		ID: v.TradeID, Status: v.Status, DisplayStatus: displayStatus(v.Status),
		User1ID: v.User1ID, User2ID: v.User2ID, FromUserID: v.User1ID, ToUserID: v.User2ID,
		FromUser: tc.users[v.User1ID].Name, ToUser: tc.users[v.User2ID].Name,
		User1Name: tc.users[v.User1ID].Name, User2Name: tc.users[v.User2ID].Name,
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
	if it := t.OfferedHat; it != nil {
		t.Hat1Image = it.ImageURL
	}
	if it := t.RequestedHat; it != nil {
		t.Hat2Image = it.ImageURL
	}
	for _, e := range v.Timeline {
		if e.Kind == "message" {
			t.Messages = append(t.Messages, tradeMessageJSON{UserID: e.UserID, UserName: e.Description, Message: e.Message, Text: e.Message, CreatedAt: e.At})
		}
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
		if tc.users[m.UserID].IsAdmin {
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

// financials applies the display rules: the frozen snapshot once accepted,
// a live estimate from current fees and balances before.
func (tc tradeContext) financials(t *tradeJSON, v workflows.TradeView, viewerID string) {
	var initiator, receiver *breakdownJSON
	if snap := v.Snapshot; snap != nil {
		t.FinancialSnapshot = &snapshotJSON{AcceptedAt: snap.AcceptedAt, Initiator: finJSON(snap.Initiator), Receiver: finJSON(snap.Receiver)}
		initiator, receiver = fromSnapshot(snap.Initiator), fromSnapshot(snap.Receiver)
	} else {
		delivery := tc.fees.PickupFeeCents
		if v.DeliveryMethod == workflows.DeliveryShipping {
			delivery = v.ShippingCostCents
		}
		initiator = tc.estimate(v.User1ID, delivery, v.Terms.Hat2ValueCents)
		receiver = tc.estimate(v.User2ID, delivery, v.Terms.Hat1ValueCents)
	}
	t.FinancialBreakdownInitiator, t.FinancialBreakdownReceiver = initiator, receiver
	mine := initiator
	if viewerID == v.User2ID {
		mine = receiver
	}
	if viewerID == v.User1ID || viewerID == v.User2ID {
		t.FinancialBreakdown = mine
		t.Financials = &financialsJSON{TotalFeeDueOnAccept: mine.SiteFee + mine.DeliveryFees, EndingBalance: *mine.EndingBalance}
	}
}

func (tc tradeContext) estimate(userID string, deliveryCents, holdCents int64) *breakdownJSON {
	b := tc.balances[userID]
	due := tc.fees.TradeFeeCents + deliveryCents
	return &breakdownJSON{
		SiteFee: money.Dollars(tc.fees.TradeFeeCents), DeliveryFees: money.Dollars(deliveryCents),
		OriginalBalance: dollars(b.BalanceCents), OtherItemValue: money.Dollars(holdCents),
		TotalCharge: money.Dollars(due + holdCents), EndingBalance: dollars(b.BalanceCents - due - holdCents),
		Computed: true,
	}
}

func fromSnapshot(u workflows.UserFinancials) *breakdownJSON {
	return &breakdownJSON{
		SiteFee: money.Dollars(u.PlatformFeeCents), DeliveryFees: money.Dollars(u.ShippingFeeCents + u.PickupFeeCents),
		OtherItemValue: money.Dollars(u.HoldCents), OriginalBalance: dollars(u.BalanceAtAcceptance),
		TotalCharge: money.Dollars(u.TotalWithHoldCents), EndingBalance: dollars(u.EndingBalanceCents),
	}
}

func finJSON(u workflows.UserFinancials) userFinancialsJSON {
	return userFinancialsJSON{
		PlatformFee: money.Dollars(u.PlatformFeeCents), ShippingFee: money.Dollars(u.ShippingFeeCents),
		PickupFee: money.Dollars(u.PickupFeeCents), HoldAmount: money.Dollars(u.HoldCents),
		TotalDue: money.Dollars(u.TotalDueCents), TotalIncludingHold: money.Dollars(u.TotalWithHoldCents),
		BalanceAtAcceptance: dollars(u.BalanceAtAcceptance), EndingBalance: dollars(u.EndingBalanceCents),
	}
}

func dollars(cents int64) *money.Dollars {
	d := money.Dollars(cents)
	return &d
}

// timeline is the trade's history for the caller; members see
// administrators as Support, without their ids.
func (tc tradeContext) timeline(v workflows.TradeView, admin bool) []timelineJSON {
	out := make([]timelineJSON, 0, len(v.Timeline))
	for _, e := range v.Timeline {
		if e.Kind == "admin_flag" && !admin {
			continue // flags are for administrators
		}
		userID, name := e.UserID, tc.users[e.UserID].Name
		switch {
		case name == "":
			name = "System"
		case tc.users[e.UserID].IsAdmin && !admin:
			userID, name = "", supportName
		}
		out = append(out, timelineJSON{
			ID: v.TradeID + "-" + strconv.Itoa(e.Seq), Kind: e.Kind, Icon: timelineIcons[e.Kind], UserID: userID, UserName: name,
			Description: e.Description, Message: e.Message, Timestamp: e.At,
		})
	}
	return out
}

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
	var tc tradeContext
	var recent tradechat.Page
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) { tc, err = s.loadTradeContext(gctx, []workflows.TradeView{v}); return err })
	g.Go(func() (err error) { recent, err = tradechat.Recent(gctx, db.New(s.pool), v.TradeID); return err })
	if err := g.Wait(); err != nil {
		return tradeDetailJSON{}, err
	}
	t := tc.shapeTrade(v, me.ID, me.IsAdmin)
	d := tradeDetailJSON{Trade: t, Hat1: t.OfferedHat, Hat2: t.RequestedHat, User1: tc.user(v.User1ID),
		User2: tc.user(v.User2ID), Timeline: tc.timeline(v, me.IsAdmin), Actions: t.Actions}
	mergeRecentMessages(&d, recent)
	return d, nil
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
