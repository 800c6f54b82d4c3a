package api

import (
	"cmp"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5"

	"pursetrade/internal/catalog"
	"pursetrade/internal/ids"
	"pursetrade/internal/reviews"
	"pursetrade/internal/store/db"
)

func (s *Server) reviewRoutes() []route {
	return []route{
		{method: http.MethodPost, path: "/reviews", access: accessMember, handler: s.createReview},
		{method: http.MethodGet, path: "/reviews/user/:id", access: accessPublic, handler: s.userReviews},
		{method: http.MethodGet, path: "/reviews/my-reviews", access: accessMember, handler: s.myReviews},
		{method: http.MethodGet, path: "/reviews/received", access: accessMember, handler: s.receivedReviews},
		{method: http.MethodGet, path: "/trades/:id/can-review", access: accessMember, handler: s.canReview},
	}
}

var reviewStatuses = map[error]int{
	reviews.ErrNoTrade: 400, reviews.ErrTradeNotFound: 404, reviews.ErrNotParticipant: 403,
	reviews.ErrNotCompleted: 422, reviews.ErrAlready: 409, reviews.ErrRating: 400, reviews.ErrCommentLong: 400,
	reviews.ErrUserNotFound: 404,
}

type reviewPersonJSON struct {
	ID   string `json:"_id"`
	Name string `json:"name"`
}

// reviewJSON is a review as the closet and dashboard read it.
type reviewJSON struct {
	ID           string           `json:"_id"`
	TradeID      string           `json:"trade_id"`
	Rating       int16            `json:"rating"`
	Comment      string           `json:"comment"`
	CreatedAt    time.Time        `json:"created_at"`
	Reviewer     reviewPersonJSON `json:"reviewer"`
	ReviewedUser reviewPersonJSON `json:"reviewed_user"`
}

// displayName is a member's name, or their closet name when they gave none.
func displayName(name, closet string) string {
	if strings.TrimSpace(name) == "" {
		return closet
	}
	return name
}

func (s *Server) createReview(c *gin.Context) {
	var b struct {
		TradeID string          `json:"trade_id"`
		Rating  json.RawMessage `json:"rating"`
		Comment string          `json:"comment"`
	}
	if !BindJSON(c, &b) {
		return
	}
	me := mustCaller(c)
	rating, err := strconv.Atoi(strings.Trim(strings.TrimSpace(string(b.Rating)), `"`))
	if err != nil {
		rating = 0 // refused as out of range, after the trade is checked
	}
	r, err := reviews.Create(c, s.pool, reviews.New{TradeID: b.TradeID, ReviewerID: me.ID, Rating: rating, Comment: b.Comment})
	if err != nil {
		s.fail(c, err, "Failed to submit review")
		return
	}
	rows, err := db.New(s.pool).ListReviews(c, db.ListReviewsParams{ID: &r.ID, Lim: 1})
	if err != nil || len(rows) == 0 {
		s.fail(c, cmp.Or(err, pgx.ErrNoRows), "Failed to load the review")
		return
	}
	c.JSON(http.StatusCreated, gin.H{"success": true, "message": "Review submitted successfully!", "review": newReviewJSON(rows[0])})
}

func newReviewJSON(r db.ListReviewsRow) reviewJSON {
	return reviewJSON{ID: r.Review.ID, TradeID: r.Review.TradeID, Rating: r.Review.Rating, Comment: r.Review.Comment,
		CreatedAt: r.Review.CreatedAt,
		Reviewer:  reviewPersonJSON{ID: r.Review.ReviewerID, Name: displayName(r.ReviewerName, r.ReviewerClosetName)},
		ReviewedUser: reviewPersonJSON{ID: r.Review.ReviewedUserID,
			Name: displayName(r.ReviewedName, r.ReviewedClosetName)}}
}

// canReview answers whether the caller may review the trade now. A member
// who is not part of the trade gets 403 with the same fields.
func (s *Server) canReview(c *gin.Context) {
	e, err := reviews.Eligible(c, db.New(s.pool), c.Param("id"), mustCaller(c).ID)
	if err != nil {
		s.fail(c, err, "Failed to check review eligibility")
		return
	}
	reason := ""
	if e.Reason != nil {
		reason = e.Reason.Error()
	}
	if errors.Is(e.Reason, reviews.ErrNotParticipant) {
		Fail(c, http.StatusForbidden, CodeForbidden, reason, gin.H{"can_review": false, "reason": reason})
		return
	}
	c.JSON(http.StatusOK, gin.H{"can_review": e.CanReview, "reviewed_user_id": e.ReviewedUserID, "reason": reason})
}

// userReviews is a member's received reviews, public (the closet page).
func (s *Server) userReviews(c *gin.Context) {
	id := c.Param("id")
	if !ids.Valid(id) {
		s.fail(c, reviews.ErrUserNotFound, "")
		return
	}
	u, err := db.New(s.pool).GetUser(c, id)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && u.Status != StatusActive && u.Status != StatusRestricted {
		err = reviews.ErrUserNotFound
	}
	if err != nil {
		s.fail(c, err, "Failed to load reviews")
		return
	}
	s.answerReviews(c, db.ListReviewsParams{ReviewedUserID: &u.ID}, gin.H{"average_rating": ratingOf(u.AverageRating),
		"rating_count": u.RatingCount})
}

func (s *Server) myReviews(c *gin.Context) {
	me := mustCaller(c)
	s.answerReviews(c, db.ListReviewsParams{ReviewerID: &me.ID}, gin.H{})
}

func (s *Server) receivedReviews(c *gin.Context) {
	me := mustCaller(c)
	u, err := db.New(s.pool).GetUser(c, me.ID)
	if err != nil {
		s.fail(c, err, "Failed to load reviews")
		return
	}
	s.answerReviews(c, db.ListReviewsParams{ReviewedUserID: &me.ID}, gin.H{"average_rating": ratingOf(u.AverageRating),
		"rating_count": u.RatingCount})
}

// answerReviews answers one page of reviews, newest first, with extra fields.
func (s *Server) answerReviews(c *gin.Context, p db.ListReviewsParams, body gin.H) {
	page, perPage := catalog.ParsePaging(c.Request.URL.Query(), 50)
	p.Lim, p.Off = int32(perPage), int32((page-1)*perPage)
	rows, err := db.New(s.pool).ListReviews(c, p)
	if err != nil {
		s.fail(c, err, "Failed to load reviews")
		return
	}
	list := make([]reviewJSON, len(rows))
	var total int64
	for i, r := range rows {
		list[i], total = newReviewJSON(r), r.Total
	}
	body["reviews"], body["page"], body["per_page"], body["total"] = list, page, perPage, total
	c.JSON(http.StatusOK, body)
}
