package reviews

import (
	"context"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/store/db"
)

// Filter picks the reviews of a list: those one member wrote, or those one
// member received.
type Filter struct {
	ReviewerID, ReviewedUserID *string
}

// List is one page of reviews, newest first, and the count of all.
func (s *Service) List(ctx context.Context, f Filter, limit, offset int32) ([]db.ListReviewsRow, int64, error) {
	rows, err := db.New(s.pool).ListReviews(ctx, db.ListReviewsParams{ReviewerID: f.ReviewerID, ReviewedUserID: f.ReviewedUserID,
		Lim: limit, Off: offset})
	var total int64
	if len(rows) > 0 {
		total = rows[0].Total
	}
	return rows, total, err
}

// Find is one review with its members' names.
func (s *Service) Find(ctx context.Context, reviewID string) (db.ListReviewsRow, error) {
	rows, err := db.New(s.pool).ListReviews(ctx, db.ListReviewsParams{ID: &reviewID, Lim: 1})
	if err == nil && len(rows) == 0 {
		err = pgx.ErrNoRows
	}
	if err != nil {
		return db.ListReviewsRow{}, err
	}
	return rows[0], nil
}
