package api

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
)

// ranks reads every featured rank as name -> rank.
func (e *catalogEnv) ranks() map[string]int {
	e.t.Helper()
	rows, err := e.pool.Query(context.Background(), `SELECT name, featured_rank FROM items WHERE featured_rank IS NOT NULL`)
	if err != nil {
		e.t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var name string
		var rank int
		if err := rows.Scan(&name, &rank); err != nil {
			e.t.Fatal(err)
		}
		out[name] = rank
	}
	return out
}

func TestCatalogFeaturedRanksAndPromotion(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Fay")
	bags := map[string]catItem{}
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		bags[n] = e.listed(owner.ID, map[string]any{"name": n})
	}
	status := func(n, body string) string { return e.adminStatus(bags[n].ID, body, 200) }
	wantRanks := func(want map[string]int) {
		t.Helper()
		if got := e.ranks(); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("ranks: got %v want %v", got, want)
		}
	}
	if msg := status("A", `{"status":"feature"}`); msg != "Item featured in position 4" {
		t.Fatalf("feature message %q", msg)
	}
	if msg := status("A", `{"status":"feature_rank","rank":1}`); msg != "Item featured in position 1" {
		t.Fatalf("rank message %q", msg)
	}
	status("B", `{"status":"feature"}`)
	status("B", `{"status":"feature_rank","rank":2}`)
	status("C", `{"status":"feature"}`)
	status("C", `{"status":"feature_rank","rank":3}`)
	status("D", `{"status":"feature"}`)
	wantRanks(map[string]int{"A": 1, "B": 2, "C": 3, "D": 4})
	home := e.browse("/hats/featured")
	if !slices.Equal(catIDs(home.Items), []string{bags["A"].ID, bags["B"].ID, bags["C"].ID}) || !home.Items[0].Featured || *home.Items[0].FeaturedRank != 1 {
		t.Fatalf("home featured: %v", catIDs(home.Items))
	}
	// Featuring again keeps the rank; featuring another replaces the backup.
	if msg := status("B", `{"status":"feature"}`); msg != "Item featured in position 2" {
		t.Fatalf("re-feature: %q", msg)
	}
	status("E", `{"status":"feature"}`)
	wantRanks(map[string]int{"A": 1, "B": 2, "C": 3, "E": 4})
	// Setting a rank swaps with its holder (also a backup with a home slot).
	status("E", `{"status":"feature_rank","rank":1}`)
	wantRanks(map[string]int{"E": 1, "B": 2, "C": 3, "A": 4})
	status("B", `{"status":"feature_rank","rank":3}`)
	wantRanks(map[string]int{"E": 1, "C": 2, "B": 3, "A": 4})
	// An item that was not featured takes the rank and its holder drops out.
	status("F", `{"status":"feature_rank","rank":2}`)
	wantRanks(map[string]int{"E": 1, "F": 2, "B": 3, "A": 4})
	// Disabling a home item promotes the backup into its slot.
	status("E", `{"status":"disabled"}`)
	wantRanks(map[string]int{"A": 1, "F": 2, "B": 3})
	// Removing one with no backup leaves the slot free; the next backup fills
	// a slot only when another home item leaves.
	if rec := e.do("DELETE", "/admin/items/"+bags["F"].ID+"?reason=duplicate", "", e.as(e.admin.ID)...); rec.Code != 200 {
		t.Fatalf("admin remove: %d %s", rec.Code, rec.Body)
	}
	wantRanks(map[string]int{"A": 1, "B": 3})
	status("G", `{"status":"feature"}`)
	wantRanks(map[string]int{"A": 1, "B": 3, "G": 4})
	status("A", `{"status":"unfeature"}`)
	wantRanks(map[string]int{"G": 1, "B": 3})
	// The owner deleting a featured bag promotes too.
	status("C", `{"status":"feature"}`)
	if rec := e.do("DELETE", "/hats/"+bags["B"].ID, "", e.as(owner.ID)...); rec.Code != 200 {
		t.Fatalf("owner delete: %d", rec.Code)
	}
	wantRanks(map[string]int{"G": 1, "C": 2})
	// Flagging keeps the rank; the home list shows active items only.
	status("C", `{"status":"flagged","reason":"check photos"}`)
	wantRanks(map[string]int{"G": 1, "C": 2})
	if home := e.browse("/hats/featured"); !slices.Equal(catIDs(home.Items), []string{bags["G"].ID}) {
		t.Fatalf("featured with a flagged item: %v", catIDs(home.Items))
	}
	// Closing an account removes the member's bags and promotes the backup.
	other := testenv.Member(t, e.pool, "Cleo")
	theirs := e.listed(other.ID, map[string]any{"name": "H"})
	e.adminStatus(theirs.ID, `{"status":"feature_rank","rank":3}`, 200)
	status("D", `{"status":"feature"}`)
	wantRanks(map[string]int{"G": 1, "C": 2, "H": 3, "D": 4})
	if _, err := catalog.RemoveOwnerItems(context.Background(), e.pool, other.ID); err != nil {
		t.Fatal(err)
	}
	wantRanks(map[string]int{"G": 1, "C": 2, "D": 3})

	// Refusals.
	pending := e.upload(owner.ID, map[string]any{"name": "P"})
	for body, want := range map[string]struct {
		code int
		msg  string
	}{
		`{"status":"feature"}`:               {409, "Only active items can be featured"},
		`{"status":"feature_rank","rank":1}`: {409, "Only active items can be featured"},
		`{"status":"sparkle"}`:               {400, catalog.MsgBadAction},
		`{"status":""}`:                      {400, catalog.MsgBadAction},
		`{"status":"feature_rank"}`:          {400, catalog.MsgBadRank},
	} {
		if msg := e.adminStatus(pending.ID, body, want.code); msg != want.msg {
			t.Errorf("%s: %q", body, msg)
		}
	}
	if msg := e.adminStatus(bags["G"].ID, `{"status":"feature_rank","rank":5}`, 400); msg != catalog.MsgBadRank {
		t.Fatalf("rank 5: %q", msg)
	}
	if msg := e.adminStatus(bags["G"].ID, `{"status":"feature_rank","rank":0}`, 400); msg != catalog.MsgBadRank {
		t.Fatalf("rank 0: %q", msg)
	}
	if msg := e.adminStatus(bags["F"].ID, `{"status":"approve"}`, 409); msg != "This item has been removed" {
		t.Fatalf("removed: %q", msg)
	}
	e.adminStatus(ids.New(), `{"status":"approve"}`, 404)
	catWantError(t, e.do("PUT", "/admin/items/"+pending.ID+"/status", `{"status":"approve"}`, e.as(owner.ID)...), 403, "")
	catWantError(t, e.do("DELETE", "/admin/items/"+pending.ID, "", e.as(owner.ID)...), 403, "")
	catWantError(t, e.do("PUT", "/admin/items/"+pending.ID+"/status", `{"status":"approve"}`), 401, "")

	var audited int
	if err := e.pool.QueryRow(context.Background(), `SELECT count(*) FROM admin_audit_log WHERE admin_user_id = $1 AND target_type = 'item'`, e.admin.ID).Scan(&audited); err != nil || audited < 25 {
		t.Fatalf("audit rows: %d %v", audited, err)
	}
}

func TestCatalogAdminItemList(t *testing.T) {
	e := newCatalogEnv(t)
	sofia := testenv.Member(t, e.pool, "Sofia Alvarez")
	maya := testenv.Member(t, e.pool, "Maya Thompson")
	active := e.listed(sofia.ID, map[string]any{"name": "Quilted Flap", "brand": "Chanel"})
	pending := e.upload(maya.ID, map[string]any{"name": "Canvas Tote", "brand": "Louis Vuitton"})
	flagged := e.listed(maya.ID, map[string]any{"name": "Zip Wallet"})
	e.adminStatus(flagged.ID, `{"status":"flagged","reason":"blurry"}`, 200)
	removed := e.listed(sofia.ID, map[string]any{"name": "Old Bag"})
	e.do("DELETE", "/hats/"+removed.ID, "", e.as(sofia.ID)...)

	admin := e.as(e.admin.ID)
	all := e.browse("/admin/items", admin...)
	if all.Total != 3 || all.PerPage != 50 || all.Counts["pending"] != 1 || all.Counts["active"] != 1 ||
		all.Counts["flagged"] != 1 || all.Counts["removed"] != 1 || all.Counts["disabled"] != 0 {
		t.Fatalf("all: %+v", all)
	}
	if all.Items[0].ID != flagged.ID || all.Items[0].Owner.Name != "Maya Thompson" || all.Items[0].Owner.ID != maya.ID {
		t.Fatalf("newest first with owner: %+v", all.Items[0])
	}
	for path, want := range map[string][]string{
		"/admin/items?status=pending":             {pending.ID},
		"/admin/items?status=removed":             {removed.ID},
		"/admin/items?status=all&q=chanel":        {active.ID},
		"/admin/items?q=maya":                     {flagged.ID, pending.ID},
		"/admin/items?q=canvas":                   {pending.ID},
		"/admin/items?q=" + active.ID[18:]:        {active.ID},
		"/admin/items?per_page=1&page=2":          {pending.ID},
		"/admin/items?status=active&q=nothing%25": {},
	} {
		if got := catIDs(e.browse(path, admin...).Items); !slices.Equal(got, want) {
			t.Errorf("%s: got %v want %v", path, got, want)
		}
	}
	catWantError(t, e.do("GET", "/admin/items?status=lost", "", admin...), 400, "")
	catWantError(t, e.do("GET", "/admin/items", "", e.as(sofia.ID)...), 403, "")

	// Approve: pending or flagged to active, with the approver recorded.
	for _, id := range []string{pending.ID, flagged.ID} {
		if msg := e.adminStatus(id, `{"status":"approve"}`, 200); msg != "Item approved" {
			t.Fatalf("approve: %q", msg)
		}
	}
	var approvedBy string
	if err := e.pool.QueryRow(context.Background(), `SELECT approved_by FROM items WHERE id = $1`, pending.ID).Scan(&approvedBy); err != nil || approvedBy != e.admin.ID {
		t.Fatalf("approved_by %q %v", approvedBy, err)
	}
	if msg := e.adminStatus(active.ID, `{"status":"disabled"}`, 200); msg != "Item disabled" {
		t.Fatalf("disable: %q", msg)
	}
	if msg := e.adminStatus(active.ID, `{"status":"active"}`, 200); msg != "Item approved" {
		t.Fatalf("re-enable: %q", msg)
	}
	if p := e.browse("/hats"); p.Total != 3 {
		t.Fatalf("public after moderation: %d", p.Total)
	}
}

func TestCatalogSettingsAndFees(t *testing.T) {
	e := newCatalogEnv(t)
	member := testenv.Member(t, e.pool, "Sam")
	st := catDecode[struct {
		TradeFee        float64  `json:"trade_fee"`
		PickupFee       float64  `json:"pickup_fee"`
		Brands          []string `json:"brands"`
		Conditions      []string `json:"conditions"`
		Sizes           []string `json:"sizes"`
		DurationOptions []int    `json:"duration_options"`
	}](t, e.do("GET", "/settings", ""))
	if st.TradeFee != 5 || st.PickupFee != 5 || len(st.Brands) < 30 || st.Brands[len(st.Brands)-1] != "Other" ||
		!slices.Equal(st.Conditions, []string{"New", "Like New", "Good", "Fair", "Poor"}) ||
		!slices.Equal(st.Sizes, []string{"Mini/Clutch", "Small/Crossbody", "Medium/Shoulder", "Large/Tote", "Extra Large/Weekend"}) ||
		!slices.Equal(st.DurationOptions, []int{1, 3, 7, 14, 30}) {
		t.Fatalf("settings: %+v", st)
	}
	admin := e.as(e.admin.ID)
	if rec := e.do("GET", "/admin/settings", "", admin...); rec.Code != 200 || rec.Body.String() != `{"trade_fee":5,"pickup_fee":5}` {
		t.Fatalf("admin settings: %d %s", rec.Code, rec.Body)
	}
	if rec := e.do("PUT", "/admin/settings/trade-fee", `{"fee":7.5}`, admin...); rec.Code != 200 || rec.Body.String() != `{"trade_fee":7.5,"pickup_fee":5}` {
		t.Fatalf("trade fee: %d %s", rec.Code, rec.Body)
	}
	if rec := e.do("PUT", "/admin/settings/pickup-fee", `{"fee":"0"}`, admin...); rec.Code != 200 || rec.Body.String() != `{"trade_fee":7.5,"pickup_fee":0}` {
		t.Fatalf("pickup fee: %d %s", rec.Code, rec.Body)
	}
	for _, body := range []string{`{"fee":-1}`, `{"fee":1.234}`, `{"fee":"abc"}`, `{}`, `{"fee":null}`, `{"fee":true}`, `{"fee":2000000}`} {
		catWantError(t, e.do("PUT", "/admin/settings/trade-fee", body, admin...), 400, catalog.MsgBadFee)
	}
	catWantError(t, e.do("PUT", "/admin/settings/trade-fee", `{"fee":1}`, e.as(member.ID)...), 403, "")
	catWantError(t, e.do("GET", "/admin/settings", ""), 401, "")
	e.listed(member.ID, nil)
	if p := e.browse("/hats"); p.Items[0].TradeFee != 7.5 {
		t.Fatalf("item trade fee: %v", p.Items[0].TradeFee)
	}
	var n int
	if err := e.pool.QueryRow(context.Background(), `SELECT count(*) FROM admin_audit_log WHERE target_type = 'settings'`).Scan(&n); err != nil || n != 2 {
		t.Fatalf("settings audit: %d %v", n, err)
	}
}
