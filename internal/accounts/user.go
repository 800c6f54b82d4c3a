package accounts

import (
	"math"
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"pursetrade/internal/store/db"
)

// User is a member's account as the service's callers see it: never a
// password hash or a two-factor secret.
type User struct {
	ID, Email, Name                  string
	Phone, Address, City, State      string
	ZipCode, ClosetName, Bio         string
	ProfileImageURL                  string
	IsAdmin                          bool
	Status                           Status
	StatusReason                     string
	EmailVerified, TwoFactorEnabled  bool
	EmailNotifications, TradeUpdates bool
	MarketingEmails                  bool
	AverageRating                    float64 // of the reviews received, to two decimals
	RatingCount                      int32
	LastLoginAt                      *time.Time
	CreatedAt                        time.Time
	PasswordVersion                  int32 // what a token issued now names (see auth.Tokens.Issue)
	// Identity verification: the status, when verified and the verified
	// name's initials (identity package).
	IdentityStatus     string
	IdentityVerifiedAt *time.Time
	IdentityInitials   string
}

// Verified reports whether the member's identity is verified.
func (u User) Verified() bool { return u.IdentityVerifiedAt != nil }

func userOf(u db.User) User {
	return User{ID: u.ID, Email: u.Email, Name: u.Name, Phone: u.Phone, Address: u.Address, City: u.City, State: u.State,
		ZipCode: u.ZipCode, ClosetName: u.ClosetName, Bio: u.Bio, ProfileImageURL: u.ProfileImageUrl, IsAdmin: u.IsAdmin,
		Status: Status(u.Status), StatusReason: u.StatusReason, EmailVerified: u.EmailVerifiedAt != nil, TwoFactorEnabled: u.TotpEnabled,
		EmailNotifications: u.EmailNotifications, TradeUpdates: u.TradeUpdates, MarketingEmails: u.MarketingEmails,
		AverageRating: ratingOf(u.AverageRating), RatingCount: u.RatingCount, LastLoginAt: u.LastLoginAt, CreatedAt: u.CreatedAt,
		PasswordVersion: u.PasswordVersion, IdentityStatus: u.IdentityStatus, IdentityVerifiedAt: u.IdentityVerifiedAt,
		IdentityInitials: u.IdentityInitials}
}

// asUser converts the answer of a query that returns a user row.
func asUser(u db.User, err error) (User, error) { return userOf(u), err }

// ratingOf turns the stored numeric(3,2) average into a number.
func ratingOf(n pgtype.Numeric) float64 {
	f, err := n.Float64Value()
	if err != nil || !f.Valid {
		return 0
	}
	return math.Round(f.Float64*100) / 100
}

// Message is one message of a member's Messages tab: from an administrator
// or a stored notification.
type Message struct {
	ID, UserID, Kind, Subject, Content string
	TradeID                            *string
	ReadAt                             *time.Time
	CreatedAt                          time.Time
}

func messageOf(m db.MemberMessage) Message {
	return Message{ID: m.ID, UserID: m.UserID, Kind: m.Kind, Subject: m.Subject, Content: m.Content, TradeID: m.TradeID,
		ReadAt: m.ReadAt, CreatedAt: m.CreatedAt}
}

// AdminUser is a row of the administrators' member list.
type AdminUser struct {
	User
	BalanceCents, HeldCents     int64
	ItemsCount, TradesCompleted int64
}

// AdminStats are a member's activity figures on the admin screens.
type AdminStats struct {
	ItemsCount, TradesCount, TradesCompleted, OpenDisputes int64
}
