package api

import (
	"context"
	"slices"
	"testing"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
	"pursetrade/internal/store/db"
)

// rawItem inserts an item straight into the database (no photos).
func (e *catalogEnv) rawItem(ownerID, status, name, brand, size, condition, description string, cents int64) string {
	e.t.Helper()
	it, err := db.New(e.pool).CreateItem(context.Background(), db.CreateItemParams{
		ID: ids.New(), OwnerID: ownerID, Name: name, Description: description, Brand: brand, Size: size,
		Condition: condition, ValueCents: cents, Status: status,
	})
	if err != nil {
		e.t.Fatal(err)
	}
	return it.ID
}

func TestCatalogOnlyActiveItemsOfActiveMembersArePublic(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Olga")
	other := testenv.Member(t, e.pool, "Otto")
	shown := e.listed(owner.ID, map[string]any{"name": "Shown Bag"})
	pending := e.upload(owner.ID, map[string]any{"name": "Pending Bag"})
	disabled := e.listed(owner.ID, map[string]any{"name": "Disabled Bag"})
	flagged := e.listed(owner.ID, map[string]any{"name": "Flagged Bag"})
	e.adminStatus(flagged.ID, `{"status":"flagged"}`, 200)
	removed := e.listed(owner.ID, map[string]any{"name": "Removed Bag"})
	if rec := e.do("DELETE", "/hats/"+removed.ID, "", e.as(owner.ID)...); rec.Code != 200 {
		t.Fatalf("delete: %d %s", rec.Code, rec.Body)
	}
	for _, it := range []catItem{shown, disabled} {
		e.adminStatus(it.ID, `{"status":"feature"}`, 200)
	}
	e.adminStatus(shown.ID, `{"status":"feature_rank","rank":1}`, 200)
	e.adminStatus(disabled.ID, `{"status":"feature_rank","rank":2}`, 200)

	disabledOwner := testenv.Member(t, e.pool, "Dora")
	ofDisabled := e.listed(disabledOwner.ID, map[string]any{"name": "Bag Of Disabled Member"})
	restrictedOwner := testenv.Member(t, e.pool, "Rita")
	ofRestricted := e.listed(restrictedOwner.ID, map[string]any{"name": "Bag Of Restricted Member"})
	e.adminStatus(ofDisabled.ID, `{"status":"feature"}`, 200)
	e.adminStatus(ofDisabled.ID, `{"status":"feature_rank","rank":3}`, 200)
	e.sql(`UPDATE users SET status = 'disabled', updated_at = now() WHERE id = $1`, disabledOwner.ID)
	e.sql(`UPDATE users SET status = 'restricted', updated_at = now() WHERE id = $1`, restrictedOwner.ID)
	e.adminStatus(disabled.ID, `{"status":"disabled","reason":"counterfeit"}`, 200) // rank 2 freed

	public := e.browse("/hats")
	if !slices.Equal(catIDs(public.Items), []string{shown.ID}) || public.Total != 1 {
		t.Fatalf("public list: %v (total %d)", catIDs(public.Items), public.Total)
	}
	featured := e.browse("/hats/featured")
	if !slices.Equal(catIDs(featured.Items), []string{shown.ID}) {
		t.Fatalf("featured: %v", catIDs(featured.Items))
	}
	if c := e.browse("/users/" + owner.ID + "/closet"); len(c.Items) != 1 || c.Total != 1 {
		t.Fatalf("closet: %v", catIDs(c.Items))
	}
	for _, hidden := range []catItem{pending, disabled, flagged, removed, ofDisabled, ofRestricted} {
		for who, headers := range map[string][]string{"visitor": nil, "other member": e.as(other.ID)} {
			if rec := e.do("GET", "/hats/"+hidden.ID, "", headers...); rec.Code != 404 {
				t.Fatalf("%s sees %s: %d", who, hidden.Name, rec.Code)
			}
		}
		if rec := e.do("GET", "/hats/"+hidden.ID, "", e.as(e.admin.ID)...); rec.Code != 200 {
			t.Fatalf("admin cannot see %s: %d", hidden.Name, rec.Code)
		}
	}
	// The owner sees their own non-removed items, and lists them in my-hats.
	for _, own := range []catItem{pending, disabled, flagged} {
		if rec := e.do("GET", "/hats/"+own.ID, "", e.as(owner.ID)...); rec.Code != 200 {
			t.Fatalf("owner cannot see %s: %d", own.Name, rec.Code)
		}
	}
	if rec := e.do("GET", "/hats/"+removed.ID, "", e.as(owner.ID)...); rec.Code != 404 {
		t.Fatalf("owner sees the removed bag: %d", rec.Code)
	}
	mine := e.browse("/hats/my-hats", e.as(owner.ID)...)
	if len(mine.Items) != 4 || slices.Contains(catIDs(mine.Items), removed.ID) {
		t.Fatalf("my-hats: %v", catIDs(mine.Items))
	}
	if rec := e.do("GET", "/hats/my-hats", ""); rec.Code != 401 {
		t.Fatalf("my-hats anonymous: %d", rec.Code)
	}
	if rec := e.do("GET", "/hats/"+ids.New(), ""); rec.Code != 404 {
		t.Fatalf("unknown id: %d", rec.Code)
	}
	for _, who := range []string{disabledOwner.ID, restrictedOwner.ID, ids.New()} {
		if rec := e.do("GET", "/users/"+who+"/closet", ""); rec.Code != 404 {
			t.Fatalf("closet of %s: %d", who, rec.Code)
		}
	}
}

func TestCatalogBrowseSortsFiltersAndSearches(t *testing.T) {
	e := newCatalogEnv(t)
	sofia := testenv.Member(t, e.pool, "Sofia")
	maya := testenv.Member(t, e.pool, "Maya")
	type bag struct {
		owner                                     string
		name, brand, size, condition, description string
		cents                                     int64
	}
	bags := []bag{
		{sofia.ID, "Quilted Flap", "Chanel", "Small/Crossbody", "Like New", "Black lambskin with a gold chain", 480000},
		{sofia.ID, "Canvas Tote", "Louis Vuitton", "Large/Tote", "Good", "Monogram canvas everyday tote", 145000},
		{maya.ID, "Straw Basket", "Other", "Large/Tote", "New", "Woven straw summer basket", 8500},
		{maya.ID, "Zip Wallet", "Coach", "Mini/Clutch", "Fair", "Leather wallet with zip", 4000},
		{maya.ID, "Box Clutch", "Mango", "Mini/Clutch", "Poor", "Satin evening clutch", 6000},
	}
	byName := map[string]string{}
	for _, b := range bags {
		byName[b.name] = e.rawItem(b.owner, "active", b.name, b.brand, b.size, b.condition, b.description, b.cents)
	}
	names := func(p catPage) []string {
		out := []string{}
		for _, it := range p.Items {
			out = append(out, it.Name)
		}
		return out
	}
	check := func(path string, want ...string) catPage {
		t.Helper()
		p := e.browse(path)
		if !slices.Equal(names(p), want) {
			t.Fatalf("%s: got %v want %v", path, names(p), want)
		}
		return p
	}
	p := check("/hats?sort=value&order=desc", "Quilted Flap", "Canvas Tote", "Straw Basket", "Box Clutch", "Zip Wallet")
	if p.Page != 1 || p.PerPage != 12 || p.Total != 5 {
		t.Fatalf("paging fields: %+v", p)
	}
	it := p.Items[0]
	if it.Value != 4800 || it.OwnerClosetName != "Sofia's Closet" || it.OwnerZip != "33012" || it.TradeFee != 5 ||
		it.InTrade || it.Featured || it.FeaturedRank != nil || it.UserID != sofia.ID || it.OwnerID != sofia.ID ||
		it.Images == nil || it.AdditionalImages == nil || it.CreatedAt == "" || it.Status != "active" {
		t.Fatalf("item JSON: %+v", it)
	}
	check("/hats?sort=value&order=asc", "Zip Wallet", "Box Clutch", "Straw Basket", "Canvas Tote", "Quilted Flap")
	check("/hats?sort=name&order=asc", "Box Clutch", "Canvas Tote", "Quilted Flap", "Straw Basket", "Zip Wallet")
	check("/hats?sort=brand&order=asc", "Quilted Flap", "Zip Wallet", "Canvas Tote", "Box Clutch", "Straw Basket")
	// Conditions best first and sizes smallest first, not alphabetically.
	check("/hats?sort=condition&order=asc", "Straw Basket", "Quilted Flap", "Canvas Tote", "Zip Wallet", "Box Clutch")
	check("/hats?sort=size&order=asc&per_page=3", "Zip Wallet", "Box Clutch", "Quilted Flap")
	check("/hats?sort=size&order=desc&per_page=2", "Straw Basket", "Canvas Tote")
	check("/hats?sort=password&order=sideways", "Box Clutch", "Zip Wallet", "Straw Basket", "Canvas Tote", "Quilted Flap")
	check("/hats?sort=created_at&order=asc&per_page=2&page=2", "Straw Basket", "Zip Wallet")
	if p := check("/hats?per_page=1000&page=0", "Box Clutch", "Zip Wallet", "Straw Basket", "Canvas Tote", "Quilted Flap"); p.PerPage != 100 || p.Page != 1 {
		t.Fatalf("clamped paging: %+v", p)
	}
	if p := check("/hats?page=9"); p.Total != 5 {
		t.Fatalf("past the end: %+v", p)
	}
	check("/hats?owner="+maya.ID+"&sort=value&order=asc", "Zip Wallet", "Box Clutch", "Straw Basket")
	check("/hats?q=tote", "Canvas Tote")
	check("/hats?q=LEATHER&sort=value", "Zip Wallet")
	check("/hats?q=clutch+OR+basket&sort=name&order=asc", "Box Clutch", "Straw Basket")
	check("/hats?q=chanel", "Quilted Flap")
	check("/hats?q=%22gold+chain%22", "Quilted Flap")
	check("/hats?q=canvas+-monogram")
	check("/hats?brand=coach", "Zip Wallet")
	check("/hats?size=Large/Tote&sort=value", "Canvas Tote", "Straw Basket")
	check("/hats?condition=Poor", "Box Clutch")
	check("/hats?min_value=60&max_value=1450&sort=value&order=asc", "Box Clutch", "Straw Basket", "Canvas Tote")
	if p := check("/hats?max_value=50", "Zip Wallet"); p.Total != 1 {
		t.Fatalf("filtered total: %d", p.Total)
	}
	catWantError(t, e.do("GET", "/hats?min_value=cheap", ""), 400, "min_value must be a dollar amount above 0")

	// A new listing shows up in the totals at once.
	e.rawItem(sofia.ID, "active", "Late Arrival", "Dior", "Medium/Shoulder", "Good", "Saddle bag", 100000)
	if p := e.browse("/hats"); p.Total != 6 {
		t.Fatalf("total after a new listing: %d", p.Total)
	}
	e.sql(`UPDATE users SET status = 'disabled', updated_at = now() WHERE id = $1`, maya.ID)
	if p := e.browse("/hats"); p.Total != 3 || len(p.Items) != 3 {
		t.Fatalf("total after disabling a member: %d %d", p.Total, len(p.Items))
	}

	// Closet: same sorting and paging over one member's listings.
	c := e.browse("/users/" + sofia.ID + "/closet?sort=value&order=asc&per_page=2")
	if !slices.Equal(names(c), []string{"Late Arrival", "Canvas Tote"}) || c.Total != 3 || c.PerPage != 2 {
		t.Fatalf("closet page: %v %+v", names(c), c)
	}
	closet := catDecode[catalog.Closet](t, e.do("GET", "/users/"+sofia.ID+"/closet", ""))
	if closet.Profile.ClosetName != "Sofia's Closet" || closet.Profile.ZipCode != "33012" || closet.Profile.Name != "Sofia" ||
		closet.Stats.TotalItems != 3 || closet.Stats.RatingCount != 0 || closet.Profile.CreatedAt.IsZero() {
		t.Fatalf("closet: %+v", closet)
	}
}
