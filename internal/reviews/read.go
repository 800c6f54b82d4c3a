package reviews

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/store/db"
)

// Filter picks the reviews of a list: those one member wrote, or those one
// member received.
type Filter struct {
	ReviewerID, ReviewedUserID *string
}

// Review is a review with its two members' names.
type Review struct {
	ID, TradeID        string
	Rating             int
	Comment            string
	CreatedAt          time.Time
	Reviewer, Reviewed Member
}

// Member is one side of a review.
type Member struct {
	ID, Name, ClosetName string
}

func reviewOf(r db.ListReviewsRow) Review {
	return Review{ID: r.Review.ID, TradeID: r.Review.TradeID, Rating: int(r.Review.Rating), Comment: r.Review.Comment,
		CreatedAt: r.Review.CreatedAt,
		Reviewer:  Member{ID: r.Review.ReviewerID, Name: r.ReviewerName, ClosetName: r.ReviewerClosetName},
		Reviewed:  Member{ID: r.Review.ReviewedUserID, Name: r.ReviewedName, ClosetName: r.ReviewedClosetName}}
}

// List is one page of reviews, newest first, and the count of all.
func (s *Service) List(ctx context.Context, f Filter, limit, offset int32) ([]Review, int64, error) {
	rows, err := db.New(s.pool).ListReviews(ctx, db.ListReviewsParams{ReviewerID: f.ReviewerID, ReviewedUserID: f.ReviewedUserID,
		Lim: limit, Off: offset})
	if err != nil || len(rows) == 0 {
		return nil, 0, err
	}
	out := make([]Review, len(rows))
	for i, r := range rows {
		out[i] = reviewOf(r)
	}
	return out, rows[0].Total, nil
}

// Find is one review with its members' names.
func (s *Service) Find(ctx context.Context, reviewID string) (Review, error) {
	rows, err := db.New(s.pool).ListReviews(ctx, db.ListReviewsParams{ID: &reviewID, Lim: 1})
	if err == nil && len(rows) == 0 {
		err = pgx.ErrNoRows
	}
	if err != nil {
		return Review{}, err
	}
	return reviewOf(rows[0]), nil
}
