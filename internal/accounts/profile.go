package accounts

import (
	"context"

	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// ProfileUpdate is the editable part of a profile. Bio is optional (nil
// keeps it). Email, when sent, must be the current one: it cannot change.
type ProfileUpdate struct {
	Name, ClosetName, Phone, Address, City, State, ZipCode string
	Bio                                                    *string
	Email                                                  *string
}

// UpdateProfile validates and saves a member's profile.
func (s *Service) UpdateProfile(ctx context.Context, userID string, p ProfileUpdate) (User, error) {
	bio := ""
	if p.Bio != nil {
		bio = *p.Bio
	}
	if err := cleanFields(
		field{"Name", &p.Name, maxName}, field{"Closet name", &p.ClosetName, maxName},
		field{"Phone", &p.Phone, maxPhone}, field{"Address", &p.Address, maxAddress},
		field{"City", &p.City, maxCity}, field{"State", &p.State, maxState},
		field{"ZIP code", &p.ZipCode, maxPhone}, field{"Bio", &bio, maxBio},
	); err != nil {
		return User{}, err
	}
	for _, v := range []string{p.Name, p.ClosetName, p.Phone, p.Address, p.City, p.State, p.ZipCode} {
		if v == "" {
			return User{}, refusal.New(refusal.Invalid, MsgRequired)
		}
	}
	if err := checkZip(p.ZipCode, true); err != nil {
		return User{}, err
	}
	q := db.New(s.pool)
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return User{}, err
	}
	if p.Email != nil && NormalizeEmail(*p.Email) != "" && NormalizeEmail(*p.Email) != NormalizeEmail(u.Email) {
		return User{}, refusal.New(refusal.Invalid, MsgEmailReadOnly)
	}
	if p.Bio == nil {
		bio = u.Bio
	}
	return asUser(q.UpdateProfile(ctx, db.UpdateProfileParams{
		ID: userID, Name: p.Name, ClosetName: p.ClosetName, Phone: p.Phone, Address: p.Address,
		City: p.City, State: p.State, ZipCode: p.ZipCode, Bio: bio,
	}))
}

// NotificationPrefs are the member's email choices; nil fields keep their value.
type NotificationPrefs struct {
	EmailNotifications, TradeUpdates, MarketingEmails *bool
}

// SetNotificationPrefs saves the given choices.
func (s *Service) SetNotificationPrefs(ctx context.Context, userID string, p NotificationPrefs) (User, error) {
	q := db.New(s.pool)
	u, err := q.GetUser(ctx, userID)
	if err != nil {
		return User{}, err
	}
	pick := func(v *bool, current bool) bool {
		if v == nil {
			return current
		}
		return *v
	}
	return asUser(q.SetNotificationPrefs(ctx, db.SetNotificationPrefsParams{
		ID:                 userID,
		EmailNotifications: pick(p.EmailNotifications, u.EmailNotifications),
		TradeUpdates:       pick(p.TradeUpdates, u.TradeUpdates),
		MarketingEmails:    pick(p.MarketingEmails, u.MarketingEmails),
	}))
}
