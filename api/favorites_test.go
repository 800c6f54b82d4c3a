package api

import (
	"slices"
	"sync"
	"testing"

	"pursetrade/internal/devtools/testenv"
)

type favoritesPage struct {
	Favorites []struct {
		Item     catItem `json:"item"`
		NextFree struct {
			Start string `json:"start"`
			End   string `json:"end"`
		} `json:"next_free"`
	} `json:"favorites"`
	Total int `json:"total"`
}

func (e *catalogEnv) favorites(userID string) favoritesPage {
	e.t.Helper()
	rec := e.do("GET", "/user/favorites", "", e.as(userID)...)
	if rec.Code != 200 {
		e.t.Fatalf("favorites: %d %s", rec.Code, rec.Body)
	}
	return catDecode[favoritesPage](e.t, rec)
}

func favoriteIDs(p favoritesPage) []string {
	out := make([]string, len(p.Favorites))
	for i, f := range p.Favorites {
		out[i] = f.Item.ID
	}
	return out
}

// Hearts at the same instant from one member are one favorite.
func TestFavoriteTwoHeartsAtOnceAreOne(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Olga")
	fan := testenv.Member(t, e.pool, "Fay")
	bag := e.listed(owner.ID, map[string]any{"name": "Loved Tote"})
	var wg sync.WaitGroup
	codes := make([]int, 8)
	for i := range codes {
		wg.Go(func() { codes[i] = e.do("PUT", "/hats/"+bag.ID+"/favorite", "", e.as(fan.ID)...).Code })
	}
	wg.Wait()
	for _, c := range codes {
		if c != 200 {
			t.Fatalf("hearts answered %v", codes)
		}
	}
	var rows int
	if err := e.pool.QueryRow(t.Context(), `SELECT count(*) FROM favorites WHERE item_id = $1`, bag.ID).Scan(&rows); err != nil || rows != 1 {
		t.Fatalf("favorites rows: %d %v", rows, err)
	}
	counts := catDecode[struct{ Counts map[string]int }](t, e.do("GET", "/user/favorite-counts", "", e.as(owner.ID)...))
	if counts.Counts[bag.ID] != 1 {
		t.Fatalf("owner's counts: %v", counts.Counts)
	}
}

// The Favorites tab is newest first with each bag's next free dates; a
// removed bag, a closed owner and a closed fan leave the lists and counts;
// a member's own bag and an unlisted one cannot be kept.
func TestFavoritesListCountsAndWhatLeavesThem(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Olga")
	other := testenv.Member(t, e.pool, "Otto")
	fan := testenv.Member(t, e.pool, "Fay")
	fan2 := testenv.Member(t, e.pool, "Finn")
	first := e.listed(owner.ID, map[string]any{"name": "First Love"})
	booked := e.listed(owner.ID, map[string]any{"name": "Booked Love"})
	removed := e.listed(owner.ID, map[string]any{"name": "Removed Love"})
	ofOther := e.listed(other.ID, map[string]any{"name": "Other Love"})
	pending := e.upload(owner.ID, map[string]any{"name": "Pending"})
	e.book(other.ID, owner.ID, ofOther.ID, booked.ID, day(0), day(6))
	for _, id := range []string{first.ID, booked.ID, removed.ID, ofOther.ID} {
		if rec := e.do("PUT", "/hats/"+id+"/favorite", "", e.as(fan.ID)...); rec.Code != 200 {
			t.Fatalf("keep %s: %d %s", id, rec.Code, rec.Body)
		}
	}
	if rec := e.do("PUT", "/hats/"+first.ID+"/favorite", "", e.as(fan2.ID)...); rec.Code != 200 {
		t.Fatalf("second fan: %d %s", rec.Code, rec.Body)
	}
	catWantError(t, e.do("PUT", "/hats/"+first.ID+"/favorite", "", e.as(owner.ID)...), 400, "You can't favorite your own bag.")
	catWantError(t, e.do("PUT", "/hats/"+pending.ID+"/favorite", "", e.as(fan.ID)...), 404, "Item not found")

	page := e.favorites(fan.ID)
	if want := []string{ofOther.ID, removed.ID, booked.ID, first.ID}; !slices.Equal(favoriteIDs(page), want) || page.Total != 4 {
		t.Fatalf("favorites %v (total %d), want %v", favoriteIDs(page), page.Total, want)
	}
	// Booked days 0-6 with a pickup's turnaround before: free from day 7.
	for _, f := range page.Favorites {
		want := day(0)
		if f.Item.ID == booked.ID || f.Item.ID == ofOther.ID {
			want = day(7)
		}
		if f.NextFree.Start != want || f.NextFree.End != "" {
			t.Errorf("%s next free %+v, want from %s", f.Item.Name, f.NextFree, want)
		}
	}
	counts := catDecode[struct{ Counts map[string]int }](t, e.do("GET", "/user/favorite-counts", "", e.as(owner.ID)...))
	if counts.Counts[first.ID] != 2 || counts.Counts[booked.ID] != 1 {
		t.Fatalf("owner's counts: %v", counts.Counts)
	}

	if rec := e.do("DELETE", "/hats/"+removed.ID, "", e.as(owner.ID)...); rec.Code != 200 {
		t.Fatalf("remove: %d %s", rec.Code, rec.Body)
	}
	e.sql(`UPDATE users SET status = 'disabled', updated_at = now() WHERE id = $1`, other.ID)
	e.sql(`UPDATE users SET status = 'disabled', updated_at = now() WHERE id = $1`, fan2.ID)
	page = e.favorites(fan.ID)
	if want := []string{booked.ID, first.ID}; !slices.Equal(favoriteIDs(page), want) || page.Total != 2 {
		t.Fatalf("after removal and closing: %v (total %d)", favoriteIDs(page), page.Total)
	}
	ids := catDecode[struct{ IDs []string }](t, e.do("GET", "/user/favorites/ids", "", e.as(fan.ID)...))
	if !slices.Equal(ids.IDs, []string{booked.ID, first.ID}) {
		t.Fatalf("ids: %v", ids.IDs)
	}
	counts = catDecode[struct{ Counts map[string]int }](t, e.do("GET", "/user/favorite-counts", "", e.as(owner.ID)...))
	if counts.Counts[first.ID] != 1 {
		t.Fatalf("a closed fan still counts: %v", counts.Counts)
	}
	if rec := e.do("DELETE", "/hats/"+first.ID+"/favorite", "", e.as(fan.ID)...); rec.Code != 200 {
		t.Fatalf("drop: %d %s", rec.Code, rec.Body)
	}
	if page = e.favorites(fan.ID); !slices.Equal(favoriteIDs(page), []string{booked.ID}) {
		t.Fatalf("after the drop: %v", favoriteIDs(page))
	}
}
