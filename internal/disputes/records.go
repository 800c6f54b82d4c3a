package disputes

import (
	"time"

	"pursetrade/internal/store/db"
)

// Dispute is a dispute with its trade's two members (who may see it); the
// members are empty on a dispute just opened or resolved.
type Dispute struct {
	ID, TradeID, UserID                string // UserID: the member who opened it
	Reason, Issue, Description, Status string
	Resolution, AdminResponse          string
	AwardToUserID                      *string
	AwardCents                         *int64
	ResolvedBy                         *string
	ResolvedAt                         *time.Time
	CreatedAt, UpdatedAt               time.Time
	User1ID, User2ID                   string
}

func disputeOf(d db.Dispute, user1ID, user2ID string) Dispute {
	return Dispute{ID: d.ID, TradeID: d.TradeID, UserID: d.UserID, Reason: d.Reason, Issue: d.Issue, Description: d.Description,
		Status: d.Status, Resolution: d.Resolution, AdminResponse: d.AdminResponse, AwardToUserID: d.AwardToUserID,
		AwardCents: d.AwardCents, ResolvedBy: d.ResolvedBy, ResolvedAt: d.ResolvedAt, CreatedAt: d.CreatedAt,
		UpdatedAt: d.UpdatedAt, User1ID: user1ID, User2ID: user2ID}
}

// Evidence is one file attached to a dispute.
type Evidence struct {
	ID, DisputeID, StorageKey     string
	OriginalFilename, ContentType string
	Bytes                         int64
	CreatedAt                     time.Time
}

func evidenceOf(e db.DisputeEvidence) Evidence {
	return Evidence{ID: e.ID, DisputeID: e.DisputeID, StorageKey: e.StorageKey, OriginalFilename: e.OriginalFilename,
		ContentType: e.ContentType, Bytes: e.Bytes, CreatedAt: e.CreatedAt}
}

// Message is one message inside a dispute (converted from its row as is:
// a new column is a compile error here, not in the API).
type Message struct {
	ID, DisputeID string
	SenderUserID  *string
	IsAdmin       bool
	SenderName    string
	Message       string
	CreatedAt     time.Time
}

// Member is a member of a disputed trade as administrators see them.
type Member struct {
	ID, Name, Email, ClosetName string
}
