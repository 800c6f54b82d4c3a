package discovery

import (
	"context"
	"time"

	"pursetrade/internal/catalog"
	"pursetrade/internal/refusal"
	"pursetrade/internal/store/db"
	"pursetrade/internal/trades/rules"
)

// MsgOwnFavorite refuses a heart on the member's own bag.
const MsgOwnFavorite = "You can't favorite your own bag."

// MaxFavoriteIDs is how many of the newest favorites the hearts know.
const MaxFavoriteIDs = 1000

// Favorite is a kept bag with when it was kept and its next free dates.
type Favorite struct {
	Item     catalog.Item `json:"item"`
	AddedAt  time.Time    `json:"added_at"`
	NextFree FreeRange    `json:"next_free"`
}

// FavoritePage is one page of a member's favorites, newest first.
type FavoritePage struct {
	Favorites []Favorite
	Total     int64
}

// Keep adds a listed bag of another member to userID's favorites; keeping
// it again (or twice at once) is the same favorite.
func (s Service) Keep(ctx context.Context, userID, itemID string) error {
	item, err := s.Catalog.Get(ctx, itemID, catalog.Viewer{ID: userID})
	if err != nil {
		return err
	}
	if item.OwnerID == userID {
		return refusal.New(refusal.Invalid, MsgOwnFavorite)
	}
	return s.q().AddFavorite(ctx, db.AddFavoriteParams{UserID: userID, ItemID: itemID})
}

// Drop removes a bag from userID's favorites (nothing happens when it is not one).
func (s Service) Drop(ctx context.Context, userID, itemID string) error {
	return s.q().RemoveFavorite(ctx, db.RemoveFavoriteParams{UserID: userID, ItemID: itemID})
}

// IDs are the newest MaxFavoriteIDs listed bags userID keeps.
func (s Service) IDs(ctx context.Context, userID string) ([]string, error) {
	return s.q().FavoriteItemIDs(ctx, db.FavoriteItemIDsParams{UserID: userID, Lim: MaxFavoriteIDs})
}

// List is one page of userID's favorites that are still listed, newest
// first, each with its next free dates.
func (s Service) List(ctx context.Context, userID string, page, perPage int) (FavoritePage, error) {
	out := FavoritePage{Favorites: []Favorite{}}
	rows, err := s.q().FavoritePage(ctx, db.FavoritePageParams{UserID: userID, Lim: int32(perPage), Off: int32((page - 1) * perPage)})
	if err != nil || len(rows) == 0 {
		return out, err
	}
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.ItemID
	}
	items, err := s.Catalog.ItemsByID(ctx, ids)
	if err != nil {
		return out, err
	}
	free, err := s.nextFree(ctx, ids)
	if err != nil {
		return out, err
	}
	out.Total = rows[0].Total
	for _, r := range rows {
		if it, ok := items[r.ItemID]; ok {
			out.Favorites = append(out.Favorites, Favorite{Item: it, AddedAt: r.CreatedAt, NextFree: free[r.ItemID]})
		}
	}
	return out, nil
}

// CountsOfOwner is how many members keep each of ownerID's bags, by bag id
// (bags nobody keeps are left out).
func (s Service) CountsOfOwner(ctx context.Context, ownerID string) (map[string]int64, error) {
	rows, err := s.q().FavoriteCountsOfOwner(ctx, ownerID)
	out := make(map[string]int64, len(rows))
	for _, r := range rows {
		out[r.ItemID] = r.Members
	}
	return out, err
}

// nextFree are the bags' next free dates from the earliest start a request
// may ask for.
func (s Service) nextFree(ctx context.Context, itemIDs []string) (map[string]FreeRange, error) {
	from := rules.EarliestStart(s.now())
	rows, err := s.q().BookedRangesOfItems(ctx, db.BookedRangesOfItemsParams{ItemIds: itemIDs, FromDay: from})
	if err != nil {
		return nil, err
	}
	booked := map[string][]bookedDays{}
	for _, r := range rows {
		booked[r.ItemID] = append(booked[r.ItemID], bookedDays{r.FirstDay, r.LastDay})
	}
	out := make(map[string]FreeRange, len(itemIDs))
	for _, id := range itemIDs {
		out[id] = firstFree(from, booked[id], s.TurnaroundDays)
	}
	return out, nil
}
