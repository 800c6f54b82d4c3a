package api

import (
	"slices"
	"testing"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/images/imagestest"
)

// TestCatalogEditOfApprovedBagStaysListed: a new name, description, brand
// or condition of an approved bag goes live at once: the bag stays in
// browse, its closet and its featured slot, the owner is told, and the bag
// shows in the administrators' recently edited list until an administrator
// moderates it. A new photo still sends it back to review and off the
// featured list (the backup takes its home slot); other fields and
// reordering approved photos change nothing to review.
func TestCatalogEditOfApprovedBagStaysListed(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Rita")
	rank := func(id string) *int16 {
		t.Helper()
		var r *int16
		if err := e.pool.QueryRow(t.Context(), `SELECT featured_rank FROM items WHERE id = $1`, id).Scan(&r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	status := func(id string) string {
		t.Helper()
		return catDecode[catItem](t, e.do("GET", "/hats/"+id, "", e.as(owner.ID)...)).Status
	}
	put := func(id, body, review string) {
		t.Helper()
		rec := e.do("PUT", "/hats/"+id, body, e.as(owner.ID)...)
		got := catDecode[struct{ Message, Review, Note string }](t, rec)
		if rec.Code != 200 || got.Review != review || got.Message != "Hat updated successfully" || got.Note != editNotes[review] {
			t.Fatalf("edit %s: %d %s, want review %s", body, rec.Code, rec.Body, review)
		}
	}
	edited := func() catalog.AdminPage {
		t.Helper()
		return catDecode[catalog.AdminPage](t, e.do("GET", "/admin/items?status=edited", "", e.as(e.admin.ID)...))
	}
	listedIDs := func(p catalog.AdminPage) []string {
		var out []string
		for _, it := range p.Items {
			out = append(out, it.ID)
		}
		return out
	}
	feature := func(bag, backup string) {
		e.sql(`UPDATE items SET featured_rank = NULL WHERE featured_rank IS NOT NULL`)
		e.sql(`UPDATE items SET featured_rank = 1 WHERE id = $1`, bag)
		e.sql(`UPDATE items SET featured_rank = 4 WHERE id = $1`, backup)
	}

	var live []string
	for _, edit := range []string{`{"name":"A New Name"}`, `{"description":"Different words"}`, `{"brand":"Prada"}`, `{"condition":"Fair"}`} {
		bag, backup := e.listed(owner.ID, nil), e.listed(owner.ID, nil)
		feature(bag.ID, backup.ID)
		put(bag.ID, edit, catalog.EditLive)
		if got := status(bag.ID); got != "active" {
			t.Fatalf("%s: status %s, want active", edit, got)
		}
		if r := rank(bag.ID); r == nil || *r != 1 {
			t.Fatalf("%s: featured rank %v, want 1", edit, r)
		}
		if !slices.Contains(catIDs(e.browse("/hats").Items), bag.ID) || !slices.Contains(catIDs(e.browse("/hats/featured").Items), bag.ID) ||
			!slices.Contains(catIDs(e.browse("/users/"+owner.ID+"/closet").Items), bag.ID) {
			t.Fatalf("%s: the edited bag left browse, featured or its closet", edit)
		}
		live = append([]string{bag.ID}, live...)
	}
	page := edited()
	if !slices.Equal(listedIDs(page), live) || page.Counts[catalog.EditedFilter] != 4 || page.Items[0].EditedAt == nil {
		t.Fatalf("recently edited list: %v (count %d), want %v newest first", listedIDs(page), page.Counts[catalog.EditedFilter], live)
	}
	// Approving (or flagging, disabling, removing) reviews the edit; featuring does not.
	e.adminStatus(live[1], `{"status":"feature"}`, 200)
	e.adminStatus(live[0], `{"status":"approve"}`, 200)
	e.adminStatus(live[2], `{"status":"flagged","reason":"check the brand"}`, 200)
	if got := listedIDs(edited()); !slices.Equal(got, []string{live[1], live[3]}) {
		t.Fatalf("after moderation: %v", got)
	}
	// A new photo sends an edited bag back to approval: it waits in Pending, not here.
	put(live[1], catJSON(map[string]any{"additional_images": []string{imagestest.DataURL("image/png", imagestest.PNG(18, 18))}}), catalog.EditInReview)
	if got := edited(); !slices.Equal(listedIDs(got), []string{live[3]}) || got.Counts[catalog.EditedFilter] != 1 {
		t.Fatalf("after a new photo: %v (count %d)", listedIDs(got), got.Counts[catalog.EditedFilter])
	}

	bag, backup := e.listed(owner.ID, nil), e.listed(owner.ID, nil)
	feature(bag.ID, backup.ID)
	put(bag.ID, catJSON(map[string]any{"additional_images": []string{imagestest.DataURL("image/png", imagestest.PNG(20, 20))}}), catalog.EditInReview)
	if got := status(bag.ID); got != "pending" {
		t.Fatalf("new photo: status %s, want pending", got)
	}
	if r := rank(bag.ID); r != nil {
		t.Fatalf("new photo: still featured at %d", *r)
	}
	if r := rank(backup.ID); r == nil || *r != 1 {
		t.Fatalf("new photo: backup rank %v, want 1", r)
	}

	kept := e.listed(owner.ID, nil)
	put(kept.ID, `{"color":"Blue","name":"`+kept.Name+`"}`, catalog.EditSaved)
	if got := status(kept.ID); got != "active" || slices.Contains(listedIDs(edited()), kept.ID) {
		t.Fatalf("an edit of other fields: status %s, listed as edited", got)
	}
}
