package catalog

import (
	"context"
	"time"

	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// ClosetProfile is the public part of a member shown on their closet.
type ClosetProfile struct {
	ID              string    `json:"_id"`
	Name            string    `json:"name"`
	ClosetName      string    `json:"closet_name"`
	ProfileImageURL string    `json:"profile_image_url"`
	ZipCode         string    `json:"zip_code"`
	Verified        bool      `json:"verified"` // the member's identity is verified
	CreatedAt       time.Time `json:"created_at"`
}

// ClosetStats summarises a closet.
type ClosetStats struct {
	AverageRating float64 `json:"average_rating"`
	RatingCount   int32   `json:"rating_count"`
	TotalItems    int64   `json:"total_items"`
}

// Closet is GET /users/{id}/closet: the member and one page of their public items.
type Closet struct {
	Profile ClosetProfile `json:"profile"`
	Stats   ClosetStats   `json:"stats"`
	Page
}

// Closet returns an active member's public closet.
func (s *Service) Closet(ctx context.Context, userID string, b Browse) (Closet, error) {
	u, err := db.New(s.pool).GetClosetOwner(ctx, userID)
	if err != nil {
		if isNoRows(err) == ErrNotFound {
			return Closet{}, refusal.New(refusal.NotFound, MsgClosetNotFound)
		}
		return Closet{}, err
	}
	if u.Status != "active" {
		return Closet{}, refusal.New(refusal.NotFound, MsgClosetNotFound)
	}
	b.Owner = userID
	page, err := s.Browse(ctx, b)
	if err != nil {
		return Closet{}, err
	}
	listed := page.Total
	if b.Free.Start != "" { // the stats count the whole closet, not the bags free on the dates
		b.Free = FreeFor{}
		if listed, err = s.count(ctx, b); err != nil {
			return Closet{}, err
		}
	}
	return Closet{
		Profile: ClosetProfile{ID: u.ID, Name: u.Name, ClosetName: u.ClosetName, ProfileImageURL: u.ProfileImageUrl,
			ZipCode: u.ZipCode, Verified: u.Verified, CreatedAt: u.CreatedAt},
		Stats: ClosetStats{AverageRating: u.AverageRating, RatingCount: u.RatingCount, TotalItems: listed},
		Page:  page,
	}, nil
}
