package discovery

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/catalog"
	"pursetrade/internal/notify"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// DigestEvery is the least time between two digests of one member.
const DigestEvery = 24 * time.Hour

// ErrOwnFollow refuses following one's own closet.
var ErrOwnFollow = refusal.New(refusal.Invalid, "You can't follow your own closet.")

// FollowState is a closet's follower count and whether the caller follows it.
type FollowState struct {
	Followers int64 `json:"followers"`
	Following bool  `json:"following"`
}

// Follow has userID follow ownerID's closet (again: the same follow).
func (s Service) Follow(ctx context.Context, userID, ownerID string) (FollowState, error) {
	if userID == ownerID {
		return FollowState{}, ErrOwnFollow
	}
	if _, err := s.Catalog.Closet(ctx, ownerID, catalog.Browse{Page: 1, PerPage: 1}); err != nil {
		return FollowState{}, err
	}
	if err := s.q().AddFollow(ctx, db.AddFollowParams{UserID: userID, OwnerID: ownerID}); err != nil {
		return FollowState{}, err
	}
	return s.Followers(ctx, userID, ownerID)
}

// Unfollow stops userID following ownerID's closet.
func (s Service) Unfollow(ctx context.Context, userID, ownerID string) (FollowState, error) {
	if err := s.q().RemoveFollow(ctx, db.RemoveFollowParams{UserID: userID, OwnerID: ownerID}); err != nil {
		return FollowState{}, err
	}
	return s.Followers(ctx, userID, ownerID)
}

// Followers is how many active members follow ownerID's closet, and
// whether callerID ("" for a visitor) is one of them.
func (s Service) Followers(ctx context.Context, callerID, ownerID string) (FollowState, error) {
	r, err := s.q().FollowState(ctx, db.FollowStateParams{CallerID: callerID, OwnerID: ownerID})
	return FollowState{Followers: r.Followers, Following: r.Following}, err
}

// TellFollowDigests queues, for each member with new approved bags in the
// closets they follow, one digest, at most one a DigestEvery; it returns
// how many members were told.
func (s Service) TellFollowDigests(ctx context.Context) (int, error) {
	told := 0
	for {
		var n int
		err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
			q := db.New(tx)
			rows, err := q.ClaimFollowDigests(ctx, db.ClaimFollowDigestsParams{DueBefore: s.now().Add(-DigestEvery), Lim: tellBatch})
			if err != nil || len(rows) == 0 {
				return err
			}
			var p db.SendNotificationParams
			at := s.now().UnixMicro()
			for _, r := range rows {
				notify.AddCopies(&p, digestNote(r, at), r.UserID)
			}
			n = len(rows)
			return q.SendNotification(ctx, p)
		})
		if err != nil {
			return told, err
		}
		told += n
		if n < tellBatch {
			return told, nil
		}
	}
}

func digestNote(r db.ClaimFollowDigestsRow, at int64) notify.Note {
	names := strings.Join(r.Names, ", ")
	if more := r.Bags - int64(len(r.Names)); more > 0 {
		names += fmt.Sprintf(" and %d more", more)
	}
	return notify.Note{
		Event:   "follow_digest",
		Subject: "New bags in closets you follow",
		Content: fmt.Sprintf("New in the closets you follow: %s. Have a look before they are booked.", names),
		Key:     fmt.Sprintf("follow-digest:%d", at),
	}
}
