package accounts

import (
	"context"
	"errors"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/ids"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// UserFilter selects members for the admin list.
type UserFilter struct {
	Query   string // name, email or closet name fragment; an id or a hex id suffix of 6+ characters; "ID: xxxxxx"
	Status  Status // "" for every status
	Page    int    // from 1
	PerPage int
}

var hexSuffix = regexp.MustCompile(`^[0-9a-f]{6,24}$`)

var listStatuses = map[Status]bool{"": true, StatusActive: true, StatusDisabled: true, StatusRestricted: true, StatusDeleted: true}

// ListUsers returns one page of members, newest first, and the total.
func (s *Service) ListUsers(ctx context.Context, f UserFilter) ([]AdminUser, int64, error) {
	q := db.New(s.pool)
	if !listStatuses[f.Status] {
		return nil, 0, refusal.New(refusal.Invalid, "Status filter must be active, disabled, restricted or deleted")
	}
	text := strings.TrimSpace(strings.ReplaceAll(f.Query, "\x00", ""))
	if rest, ok := cutPrefixFold(text, "ID:"); ok {
		text = strings.TrimSpace(rest)
	}
	var pattern, suffix string
	if text != "" {
		pattern = "%" + escapeLike(text) + "%"
		if lower := strings.ToLower(text); hexSuffix.MatchString(lower) {
			suffix = lower
		}
	}
	rows, err := q.AdminListUsers(ctx, db.AdminListUsersParams{
		Status: string(f.Status), Pattern: pattern, IDSuffix: suffix, Lim: int32(f.PerPage), Off: int32((f.Page - 1) * f.PerPage),
	})
	if err != nil {
		return nil, 0, err
	}
	out := make([]AdminUser, len(rows))
	var total int64
	for i, r := range rows {
		out[i], total = AdminUser{User: userOf(r.User), BalanceCents: r.BalanceCents, HeldCents: r.HeldCents,
			ItemsCount: r.ItemsCount, TradesCompleted: r.TradesCompleted}, r.Total
	}
	return out, total, nil
}

func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// escapeLike makes text match itself in a LIKE pattern.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

var settableStatuses = map[Status]bool{StatusActive: true, StatusDisabled: true, StatusRestricted: true}

// SetStatus enables, disables or restricts a member and records it in the
// audit log. An administrator cannot disable or restrict themselves.
func (s *Service) SetStatus(ctx context.Context, adminID, userID string, status Status, reason string) (User, error) {
	if !settableStatuses[status] {
		return User{}, refusal.New(refusal.Invalid, MsgBadStatus)
	}
	if userID == adminID && status != StatusActive {
		return User{}, refusal.New(refusal.Invalid, MsgSelfStatus)
	}
	reason = strings.TrimSpace(strings.ReplaceAll(reason, "\x00", ""))
	if len(reason) > 500 {
		return User{}, refusal.New(refusal.Invalid, "Reason must be at most 500 characters")
	}
	var updated db.User
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		u, err := lockExisting(ctx, q, userID)
		if err != nil {
			return err
		}
		if Status(u.Status) == StatusDeleted {
			return refusal.New(refusal.Conflict, MsgAlreadyDeleted)
		}
		if updated, err = q.SetUserStatus(ctx, db.SetUserStatusParams{ID: userID, Status: string(status), Reason: reason}); err != nil {
			return err
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: adminID, Action: "user.status", TargetType: "user", TargetID: userID,
			Reason: reason, Details: map[string]any{"from": u.Status, "to": status}})
	})
	return userOf(updated), err
}

// GetUser returns a member, or the NotFound refusal.
func (s *Service) GetUser(ctx context.Context, userID string) (User, error) {
	return asUser(getUser(ctx, s.pool, userID))
}

func getUser(ctx context.Context, conn db.DBTX, userID string) (db.User, error) {
	if !ids.Valid(userID) {
		return db.User{}, errUserNotFound
	}
	u, err := db.New(conn).GetUser(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return db.User{}, errUserNotFound
	}
	return u, err
}

func lockExisting(ctx context.Context, q *db.Queries, userID string) (db.User, error) {
	u, err := q.LockUser(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return db.User{}, errUserNotFound
	}
	return u, err
}
