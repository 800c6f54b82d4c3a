package api

import (
	"time"

	"pursetrade/internal/accounts"
	"pursetrade/internal/identity"
	"pursetrade/internal/ledger"
	"pursetrade/internal/money"
)

// UserJSON is a member as they (or an administrator) see themselves: the
// JSON of login, registration and GET /user/profile. Ids come as both `_id`
// and `id`, the admin flag as both `is_admin` and `isAdmin` (the web app
// reads either).
type UserJSON struct {
	ID                 string          `json:"_id"`
	IDAlias            string          `json:"id"`
	Email              string          `json:"email"`
	Name               string          `json:"name"`
	Phone              string          `json:"phone"`
	Address            string          `json:"address"`
	City               string          `json:"city"`
	State              string          `json:"state"`
	ZipCode            string          `json:"zip_code"`
	ClosetName         string          `json:"closet_name"`
	Bio                string          `json:"bio"`
	ProfileImage       string          `json:"profile_image"`
	ProfileImageURL    string          `json:"profile_image_url"`
	IsAdmin            bool            `json:"is_admin"`
	IsAdminAlias       bool            `json:"isAdmin"`
	Status             accounts.Status `json:"status"`
	IsDisabled         bool            `json:"is_disabled"`
	IsRestricted       bool            `json:"is_restricted"`
	AverageRating      float64         `json:"average_rating"`
	RatingCount        int32           `json:"rating_count"`
	EmailNotifications bool            `json:"email_notifications"`
	TradeUpdates       bool            `json:"trade_updates"`
	MarketingEmails    bool            `json:"marketing_emails"`
	TwoFactorEnabled   bool            `json:"two_factor_enabled"`
	EmailVerified      bool            `json:"email_verified"`
	CreatedAt          time.Time       `json:"created_at"`
	LastLogin          *time.Time      `json:"last_login"`
	Verified           bool            `json:"verified"` // identity verified
	Verification       identity.Status `json:"verification"`
}

// NewUserJSON shapes a member for themselves or an administrator.
func NewUserJSON(u accounts.User) UserJSON {
	return UserJSON{
		ID: u.ID, IDAlias: u.ID, Email: u.Email, Name: u.Name, Phone: u.Phone, Address: u.Address,
		City: u.City, State: u.State, ZipCode: u.ZipCode, ClosetName: u.ClosetName, Bio: u.Bio,
		ProfileImage: u.ProfileImageURL, ProfileImageURL: u.ProfileImageURL,
		IsAdmin: u.IsAdmin, IsAdminAlias: u.IsAdmin, Status: u.Status,
		IsDisabled: u.Status.Closed(), IsRestricted: u.Status == accounts.StatusRestricted,
		AverageRating: u.AverageRating, RatingCount: u.RatingCount,
		EmailNotifications: u.EmailNotifications, TradeUpdates: u.TradeUpdates, MarketingEmails: u.MarketingEmails,
		TwoFactorEnabled: u.TwoFactorEnabled, EmailVerified: u.EmailVerified,
		CreatedAt: u.CreatedAt, LastLogin: u.LastLoginAt, Verified: u.Verified(),
		Verification: identity.Status{Status: u.IdentityStatus, VerifiedAt: u.IdentityVerifiedAt, Initials: u.IdentityInitials},
	}
}

// PublicUserJSON is what anyone may see of a member: no email, phone or
// street address.
type PublicUserJSON struct {
	ID              string    `json:"_id"`
	IDAlias         string    `json:"id"`
	Name            string    `json:"name"`
	ClosetName      string    `json:"closet_name"`
	Bio             string    `json:"bio"`
	ProfileImage    string    `json:"profile_image"`
	ProfileImageURL string    `json:"profile_image_url"`
	City            string    `json:"city"`
	State           string    `json:"state"`
	ZipCode         string    `json:"zip_code"`
	AverageRating   float64   `json:"average_rating"`
	RatingCount     int32     `json:"rating_count"`
	Verified        bool      `json:"verified"` // identity verified
	CreatedAt       time.Time `json:"created_at"`
}

// NewPublicUserJSON shapes a member for anyone.
func NewPublicUserJSON(u accounts.User) PublicUserJSON {
	return PublicUserJSON{
		ID: u.ID, IDAlias: u.ID, Name: u.Name, ClosetName: u.ClosetName, Bio: u.Bio,
		ProfileImage: u.ProfileImageURL, ProfileImageURL: u.ProfileImageURL,
		City: u.City, State: u.State, ZipCode: u.ZipCode,
		AverageRating: u.AverageRating, RatingCount: u.RatingCount, Verified: u.Verified(), CreatedAt: u.CreatedAt,
	}
}

// AdminUserJSON is a member in the admin panel: the full profile plus
// money and activity figures.
type AdminUserJSON struct {
	UserJSON
	StatusReason     string        `json:"status_reason"`
	Balance          money.Dollars `json:"balance"`
	AvailableBalance money.Dollars `json:"available_balance"`
	Held             money.Dollars `json:"held"`
	Rating           float64       `json:"rating"`
	ItemsCount       int64         `json:"items_count"`
	TradesCompleted  int64         `json:"trades_completed"`
}

// NewAdminUserJSON shapes a member for the admin panel.
func NewAdminUserJSON(u accounts.User, balanceCents, heldCents, items, tradesCompleted int64) AdminUserJSON {
	base := NewUserJSON(u)
	return AdminUserJSON{
		UserJSON: base, StatusReason: u.StatusReason,
		Balance: money.Dollars(balanceCents), AvailableBalance: money.Dollars(ledger.Balance{Balance: balanceCents, Held: heldCents}.Available()),
		Held: money.Dollars(heldCents), Rating: base.AverageRating, ItemsCount: items, TradesCompleted: tradesCompleted,
	}
}
