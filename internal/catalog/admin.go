package catalog

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/audit"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
)

// Admin actions of PUT /admin/items/{id}/status and the status names the
// admin panel may send for them.
var adminActions = map[string]string{
	"approve": "approve", "active": "approve", "approved": "approve",
	"disable": "disable", "disabled": "disable",
	"flag": "flag", "flagged": "flag",
	"feature": "feature", "feature_rank": "feature_rank", "unfeature": "unfeature",
	"remove": "remove", "removed": "remove",
}

// MsgBadAction refuses an unknown status.
const MsgBadAction = "Status must be one of: approve (active), disabled, flagged, feature, feature_rank, unfeature"

// StatusChange is an administrator's request.
type StatusChange struct {
	Status string
	Rank   *int16 // with feature_rank
	Reason string
}

// AdminSetStatus moderates or features an item and returns the message
// shown to the administrator. Disabling or removing a featured item gives its
// home rank to the backup.
func (s *Service) AdminSetStatus(ctx context.Context, adminID, itemID string, ch StatusChange) (string, error) {
	action, ok := adminActions[strings.ToLower(strings.TrimSpace(ch.Status))]
	if !ok {
		return "", refusal.New(refusal.Invalid, MsgBadAction)
	}
	if action == "feature_rank" && ch.Rank == nil {
		return "", refusal.New(refusal.Invalid, MsgBadRank)
	}
	var msg string
	var dropped []string // the photos of a removed item
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := db.New(tx)
		if err := q.LockFeatured(ctx); err != nil {
			return err
		}
		cur, err := q.GetItemForUpdate(ctx, itemID)
		if err != nil {
			return isNoRows(err)
		}
		if cur.Status == "removed" {
			return refusal.New(refusal.Conflict, "This item has been removed")
		}
		if action == "remove" {
			msg = "Item removed"
			dropped, err = removeItem(ctx, q, cur, ch.Reason)
		} else {
			msg, err = applyAdmin(ctx, q, adminID, cur, action, ch)
		}
		if err != nil {
			return err
		}
		if !strings.HasPrefix(action, "feature") && action != "unfeature" { // moderated: its edits are reviewed
			if err := q.ClearItemEdit(ctx, itemID); err != nil {
				return err
			}
		}
		details := map[string]any{"from_status": cur.Status, "from_rank": cur.FeaturedRank}
		if ch.Rank != nil {
			details["rank"] = *ch.Rank
		}
		return audit.Write(ctx, tx, audit.Entry{AdminID: adminID, Action: "item." + action, TargetType: "item",
			TargetID: itemID, Reason: ch.Reason, Details: details})
	})
	if err == nil {
		s.DropPhotos(ctx, dropped)
	}
	return msg, err
}

func applyAdmin(ctx context.Context, q *db.Queries, adminID string, cur db.Item, action string, ch StatusChange) (string, error) {
	switch action {
	case "approve":
		return "Item approved", q.ApproveItem(ctx, db.ApproveItemParams{ID: cur.ID, AdminID: &adminID})
	case "flag":
		return "Item flagged", q.SetItemModeration(ctx, db.SetItemModerationParams{ID: cur.ID, Status: "flagged", Reason: ch.Reason})
	case "disable":
		if err := q.SetItemModeration(ctx, db.SetItemModerationParams{
			ID: cur.ID, Status: "disabled", Reason: ch.Reason, ClearFeatured: true,
		}); err != nil {
			return "", err
		}
		return "Item disabled", promoteFeaturedBackup(ctx, q, cur.FeaturedRank)
	case "unfeature":
		return "Item removed from featured items", unfeature(ctx, q, cur)
	}
	if cur.Status != "active" {
		return "", refusal.New(refusal.Conflict, "Only active items can be featured")
	}
	if action == "feature" {
		rank, err := feature(ctx, q, cur)
		return featuredMsg(rank), err
	}
	return featuredMsg(*ch.Rank), setRank(ctx, q, cur, *ch.Rank)
}

func featuredMsg(rank int16) string { return fmt.Sprintf("Item featured in position %d", rank) }

// AdminRemove soft-removes any item (it stays readable for the trades that
// reference it).
func (s *Service) AdminRemove(ctx context.Context, adminID, itemID, reason string) error {
	_, err := s.AdminSetStatus(ctx, adminID, itemID, StatusChange{Status: "remove", Reason: reason})
	return err
}

// AdminQuery filters the admin item list.
type AdminQuery struct {
	Status        string // "" or "all" = every status but removed; "edited" = recently edited approved bags
	Q             string // name, brand, owner name or email, or an id suffix
	Page, PerPage int
}

// EditedFilter lists listed bags whose words changed since an
// administrator last moderated them, most recently edited first.
const EditedFilter = "edited"

// AdminStatuses are the statuses an admin list may filter by.
var AdminStatuses = []string{"pending", "active", "flagged", "disabled", "removed"}

// AdminPage is a page of the admin item list with per-status counts (the
// pending badge).
type AdminPage struct {
	Items   []AdminItem      `json:"items"`
	Page    int              `json:"page"`
	PerPage int              `json:"per_page"`
	Total   int64            `json:"total"`
	Counts  map[string]int64 `json:"counts"`
}

// AdminList lists items for the admin panel, newest first.
func (s *Service) AdminList(ctx context.Context, a AdminQuery) (AdminPage, error) {
	q := &itemQuery{limit: a.PerPage, offset: (a.Page - 1) * a.PerPage}
	switch st := strings.ToLower(a.Status); {
	case slices.Contains(AdminStatuses, st):
		q.where("i.status = " + q.bind(st))
	case st == "" || st == "all":
		q.where("i.status <> 'removed'")
	case st == EditedFilter:
		q.where("i.status = 'active'")
		q.where("EXISTS (SELECT 1 FROM item_edits e WHERE e.item_id = i.id)")
		q.sort = "(SELECT e.edited_at FROM item_edits e WHERE e.item_id = %[1]s.id)"
	default:
		return AdminPage{}, refusal.New(refusal.Invalid, "Status must be one of: all, "+strings.Join(AdminStatuses, ", ")+", "+EditedFilter)
	}
	if term := strings.TrimSpace(a.Q); term != "" {
		like := q.bind("%" + escapeLike(term) + "%")
		suffix := q.bind("%" + escapeLike(strings.ToLower(term)))
		q.where("(i.name ILIKE " + like + " OR i.brand ILIKE " + like + " OR u.name ILIKE " + like +
			" OR u.email ILIKE " + like + " OR i.id LIKE " + suffix + ")")
	}
	recs, err := fetch(ctx, s.pool, q)
	if err != nil {
		return AdminPage{}, err
	}
	total, err := count(ctx, s.pool, q)
	if err != nil {
		return AdminPage{}, err
	}
	rows, err := db.New(s.pool).CountItemsByStatus(ctx)
	if err != nil {
		return AdminPage{}, err
	}
	page := AdminPage{Items: make([]AdminItem, 0, len(recs)), Page: a.Page, PerPage: a.PerPage, Total: total,
		Counts: map[string]int64{}}
	for _, st := range AdminStatuses {
		page.Counts[st] = 0
	}
	for _, r := range rows {
		page.Counts[r.Status] = r.N
	}
	if page.Counts[EditedFilter], err = db.New(s.pool).CountEditedItems(ctx); err != nil {
		return AdminPage{}, err
	}
	for i := range recs {
		page.Items = append(page.Items, recs[i].admin())
	}
	return page, nil
}

// AdminGet returns any item in the admin shape.
func (s *Service) AdminGet(ctx context.Context, id string) (AdminItem, error) {
	r, err := s.one(ctx, id)
	if err != nil {
		return AdminItem{}, err
	}
	return r.admin(), nil
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
