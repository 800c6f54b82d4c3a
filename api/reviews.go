package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/accounts"
	"pursetrade/internal/reviews"
)

// reviewHandlers serve the reviews members leave each other after a trade.
type reviewHandlers struct {
	failer
	reviews  *reviews.Service
	accounts *accounts.Service // the reviewed member's rating
}

func (h reviewHandlers) routes() []route {
	return []route{
		{method: http.MethodPost, path: "/reviews", access: accessMember, handler: h.createReview},
		{method: http.MethodGet, path: "/reviews/user/:id", access: accessPublic, handler: h.userReviews},
		{method: http.MethodGet, path: "/reviews/my-reviews", access: accessMember, handler: h.myReviews},
		{method: http.MethodGet, path: "/reviews/received", access: accessMember, handler: h.receivedReviews},
		{method: http.MethodGet, path: "/trades/:id/can-review", access: accessMember, handler: h.canReview},
	}
}

type reviewPersonJSON struct {
	ID   string `json:"_id"`
	Name string `json:"name"`
}

// reviewJSON is a review as the closet and dashboard read it.
type reviewJSON struct {
	ID           string           `json:"_id"`
	TradeID      string           `json:"trade_id"`
	Rating       int              `json:"rating"`
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

func (h reviewHandlers) createReview(c *gin.Context) {
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
	r, err := h.reviews.Create(c, reviews.New{TradeID: b.TradeID, ReviewerID: me.ID, Rating: rating, Comment: b.Comment})
	if err != nil {
		h.fail(c, err, "Failed to submit review")
		return
	}
	c.JSON(http.StatusCreated, gin.H{"success": true, "message": "Review submitted successfully!", "review": newReviewJSON(r)})
}

func newReviewJSON(r reviews.Review) reviewJSON {
	return reviewJSON{ID: r.ID, TradeID: r.TradeID, Rating: r.Rating, Comment: r.Comment, CreatedAt: r.CreatedAt,
		Reviewer:     reviewPersonJSON{ID: r.Reviewer.ID, Name: displayName(r.Reviewer.Name, r.Reviewer.ClosetName)},
		ReviewedUser: reviewPersonJSON{ID: r.Reviewed.ID, Name: displayName(r.Reviewed.Name, r.Reviewed.ClosetName)}}
}

// canReview answers whether the caller may review the trade now. A member
// who is not part of the trade gets 403 with the same fields.
func (h reviewHandlers) canReview(c *gin.Context) {
	e, err := h.reviews.Eligible(c, c.Param("id"), mustCaller(c).ID)
	if err != nil {
		h.fail(c, err, "Failed to check review eligibility")
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
func (h reviewHandlers) userReviews(c *gin.Context) {
	id := c.Param("id")
	h.answerReviews(c, reviews.Filter{ReviewedUserID: &id}, true)
}

func (h reviewHandlers) myReviews(c *gin.Context) {
	me := mustCaller(c)
	h.answerReviews(c, reviews.Filter{ReviewerID: &me.ID}, false)
}

func (h reviewHandlers) receivedReviews(c *gin.Context) {
	me := mustCaller(c)
	h.answerReviews(c, reviews.Filter{ReviewedUserID: &me.ID}, false)
}

// answerReviews answers one page of reviews, newest first; a list of what a
// member received carries their rating (public: as anyone may see it).
func (h reviewHandlers) answerReviews(c *gin.Context, f reviews.Filter, public bool) {
	fields := gin.H{}
	if f.ReviewedUserID != nil {
		get := h.accounts.GetUser
		if public {
			get = h.accounts.PublicUser
		}
		u, err := get(c, *f.ReviewedUserID)
		if err != nil {
			h.fail(c, err, "Failed to load reviews")
			return
		}
		fields["average_rating"], fields["rating_count"] = u.AverageRating, u.RatingCount
	}
	p := pageQuery(c, 50)
	rows, total, err := h.reviews.List(c, f, p.limit(), p.offset())
	if err != nil {
		h.fail(c, err, "Failed to load reviews")
		return
	}
	list := make([]reviewJSON, len(rows))
	for i, r := range rows {
		list[i] = newReviewJSON(r)
	}
	fields["reviews"] = list
	answerPage(c, p, total, fields)
}
