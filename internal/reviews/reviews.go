// Package reviews holds the rules of reviews:
// after a completed trade each member may rate the partner once, 1 to 5 with
// an optional comment, and the partner's average rating and count change in
// the same transaction.
package reviews

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Service keeps reviews and the ratings they make.
type Service struct {
	pool *pgxpool.Pool
}

// NewService builds the review service over pool.
func NewService(pool *pgxpool.Pool) *Service { return &Service{pool: pool} }

// MaxComment is the longest comment, in characters.
const MaxComment = 2000

// Refusals, worded for the member; the HTTP layer picks the status.
var (
	ErrNoTrade        = refusal.New(refusal.Invalid, "No trade selected for review")
	ErrTradeNotFound  = refusal.New(refusal.NotFound, "Trade not found")
	ErrNotParticipant = refusal.New(refusal.Forbidden, "You are not part of this trade")
	ErrNotCompleted   = refusal.New(refusal.Rule, "Trade is not completed")
	ErrAlready        = refusal.New(refusal.Conflict, "You have already reviewed this trade")
	ErrRating         = refusal.New(refusal.Invalid, "Please choose a rating from 1 to 5")
	ErrCommentLong    = refusal.New(refusal.Invalid, fmt.Sprintf("Comments can be at most %d characters", MaxComment))
)

// Eligibility answers "may this member review this trade now".
type Eligibility struct {
	CanReview      bool
	ReviewedUserID string // the partner, for participants
	Reason         error  // why not, when CanReview is false
}

// Check applies the rules to a trade: participants only, completed trades
// only, once per reviewer.
func Check(t db.Trade, reviewerID string, alreadyReviewed bool) Eligibility {
	var e Eligibility
	switch reviewerID {
	case t.User1ID:
		e.ReviewedUserID = t.User2ID
	case t.User2ID:
		e.ReviewedUserID = t.User1ID
	default:
		e.Reason = ErrNotParticipant
		return e
	}
	switch {
	case t.Status != "completed":
		e.Reason = ErrNotCompleted
	case alreadyReviewed:
		e.Reason = ErrAlready
	default:
		e.CanReview = true
	}
	return e
}

// Eligible loads the trade and tells whether reviewerID may review it.
func (s *Service) Eligible(ctx context.Context, tradeID, reviewerID string) (Eligibility, error) {
	return eligible(ctx, db.New(s.pool), tradeID, reviewerID)
}

func eligible(ctx context.Context, q *db.Queries, tradeID, reviewerID string) (Eligibility, error) {
	t, err := loadTrade(ctx, q, tradeID)
	if err != nil {
		return Eligibility{}, err
	}
	done, err := q.HasReviewed(ctx, db.HasReviewedParams{TradeID: tradeID, ReviewerID: reviewerID})
	if err != nil {
		return Eligibility{}, err
	}
	return Check(t, reviewerID, done), nil
}

func loadTrade(ctx context.Context, q *db.Queries, tradeID string) (db.Trade, error) {
	if !ids.Valid(tradeID) {
		return db.Trade{}, ErrTradeNotFound
	}
	t, err := q.GetTrade(ctx, tradeID)
	if errors.Is(err, pgx.ErrNoRows) {
		return t, ErrTradeNotFound
	}
	return t, err
}

// New is a review as submitted.
type New struct {
	TradeID    string
	ReviewerID string
	Rating     int
	Comment    string
}

// Create stores the review and refreshes the reviewed member's average and
// count, and answers the review as lists show it. The reviewed member's row
// is locked first, so two reviews of the same member at once both count.
func (s *Service) Create(ctx context.Context, in New) (Review, error) {
	in.TradeID, in.Comment = strings.TrimSpace(in.TradeID), strings.TrimSpace(in.Comment)
	switch {
	case in.TradeID == "":
		return Review{}, ErrNoTrade
	case in.Rating < 1 || in.Rating > 5:
		return Review{}, ErrRating
	case utf8.RuneCountInString(in.Comment) > MaxComment:
		return Review{}, ErrCommentLong
	}
	in.Comment = strings.ReplaceAll(in.Comment, "\x00", "")
	var r db.Review
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		e, err := eligible(ctx, q, in.TradeID, in.ReviewerID)
		if err != nil {
			return err
		}
		if !e.CanReview {
			return e.Reason
		}
		if _, err := q.LockUser(ctx, e.ReviewedUserID); err != nil {
			return err
		}
		r, err = q.InsertReview(ctx, db.InsertReviewParams{ID: ids.New(), TradeID: in.TradeID, ReviewerID: in.ReviewerID,
			ReviewedUserID: e.ReviewedUserID, Rating: int16(in.Rating), Comment: in.Comment})
		if errors.Is(err, pgx.ErrNoRows) { // a concurrent submission won
			return ErrAlready
		}
		if err != nil {
			return err
		}
		return q.RefreshUserRating(ctx, e.ReviewedUserID)
	})
	if err != nil {
		return Review{}, err
	}
	return s.Find(ctx, r.ID)
}
