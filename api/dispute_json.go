package api

import (
	"context"
	"time"

	"pursetrade/internal/disputes"
	"pursetrade/internal/money"
)

// disputeJSON is a dispute as the member and admin screens read it.
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
	// ConditionPhotos are the trade's photos at receipt ("As lent") and
	// return ("As returned"), attached to the dispute by its trade.
	ConditionPhotos []disputePhotoJSON `json:"condition_photos"`
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

// newDisputeMessageJSON is a dispute message as the caller reads it: a
// member reads an administrator's as Support's.
func newDisputeMessageJSON(m disputes.Message, admin bool) disputeMessageJSON {
	sender, name := "admin", m.SenderName
	if !m.IsAdmin && m.SenderUserID != nil {
		sender = *m.SenderUserID
	}
	if m.IsAdmin && !admin {
		name = supportName
	}
	return disputeMessageJSON{ID: m.ID, Sender: sender, SenderName: name, UserName: name,
		Message: m.Message, IsAdmin: m.IsAdmin, CreatedAt: m.CreatedAt, Timestamp: m.CreatedAt}
}

// shapeDisputes turns dispute rows into JSON with their evidence and trade
// (as the caller sees it); administrators also get both members.
func (s disputeViews) shapeDisputes(ctx context.Context, rows []disputes.Dispute, me Caller) ([]disputeJSON, error) {
	out := make([]disputeJSON, 0, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	var disputeIDs, tradeIDs, userIDs []string
	for _, r := range rows {
		disputeIDs = append(disputeIDs, r.ID)
		tradeIDs = append(tradeIDs, r.TradeID)
		userIDs = append(userIDs, r.User1ID, r.User2ID)
	}
	svc := s.disputes
	evidence, err := svc.Evidence(ctx, disputeIDs)
	if err != nil {
		return nil, err
	}
	byID, err := s.disputeTrades(ctx, svc, tradeIDs, me)
	if err != nil {
		return nil, err
	}
	users, err := disputeMembers(ctx, svc, userIDs, me.IsAdmin)
	if err != nil {
		return nil, err
	}
	photos, err := s.photos.OfTrades(ctx, tradeIDs)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		j := newDisputeJSON(r, evidence[r.ID], byID[r.TradeID], users)
		j.ConditionPhotos = disputePhotos(byID[r.TradeID], photos[r.TradeID])
		if !me.IsAdmin {
			j.ResolvedBy = asSupport(j.ResolvedBy)
		}
		out = append(out, j)
	}
	return out, nil
}

// disputeTrades are the disputes' trades as the caller sees them, by id.
func (s disputeViews) disputeTrades(ctx context.Context, svc disputes.Service, tradeIDs []string, me Caller) (map[string]*tradeJSON, error) {
	views, err := svc.TradeViews(ctx, tradeIDs)
	if err != nil {
		return nil, err
	}
	trades, err := s.tradeList(ctx, views, me)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]*tradeJSON, len(trades))
	for i := range trades {
		byID[trades[i].ID] = &trades[i]
	}
	return byID, nil
}

// disputeMembers are the members of the disputes' trades, for
// administrators only.
func disputeMembers(ctx context.Context, svc disputes.Service, userIDs []string, admin bool) (map[string]*disputeUserJSON, error) {
	users := map[string]*disputeUserJSON{}
	if !admin {
		return users, nil
	}
	found, err := svc.Members(ctx, userIDs)
	for _, u := range found {
		users[u.ID] = &disputeUserJSON{ID: u.ID, Name: u.Name, Email: u.Email, ClosetName: u.ClosetName}
	}
	return users, err
}

func newDisputeJSON(d disputes.Dispute, evidence []disputes.Evidence, trade *tradeJSON, users map[string]*disputeUserJSON) disputeJSON {
	j := disputeJSON{ID: d.ID, TradeID: d.TradeID, UserID: d.UserID, Reason: d.Reason, Issue: d.Issue,
		Description: d.Description, Evidence: make([]evidenceJSON, len(evidence)), Status: d.Status,
		Resolution: d.Resolution, AdminResponse: d.AdminResponse, ResolvedBy: d.ResolvedBy, ResolvedAt: d.ResolvedAt,
		CreatedAt: d.CreatedAt, Date: d.CreatedAt, UpdatedAt: d.UpdatedAt, Trade: trade,
		User1: users[d.User1ID], User2: users[d.User2ID]}
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
