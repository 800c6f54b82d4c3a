package api

import (
	"testing"

	"pursetrade/internal/images/imagestest"
	"pursetrade/internal/testenv"
)

// TestCatalogEditOfApprovedBagGoesBackToReview: a new name, description,
// brand or photo of an approved bag sends it back to review and off the
// featured list (the backup takes its home slot); other fields and
// reordering approved photos do not.
func TestCatalogEditOfApprovedBagGoesBackToReview(t *testing.T) {
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
	put := func(id, body string) {
		t.Helper()
		if rec := e.do("PUT", "/hats/"+id, body, e.as(owner.ID)...); rec.Code != 200 {
			t.Fatalf("edit %s: %d %s", body, rec.Code, rec.Body)
		}
	}

	for _, edit := range []string{`{"name":"A New Name"}`, `{"description":"Different words"}`, `{"brand":"Prada"}`,
		catJSON(map[string]any{"additional_images": []string{imagestest.DataURL("image/png", imagestest.PNG(20, 20))}})} {
		bag, backup := e.listed(owner.ID, nil), e.listed(owner.ID, nil)
		e.sql(`UPDATE items SET featured_rank = NULL WHERE featured_rank IS NOT NULL`)
		e.sql(`UPDATE items SET featured_rank = 1 WHERE id = $1`, bag.ID)
		e.sql(`UPDATE items SET featured_rank = 4 WHERE id = $1`, backup.ID)
		put(bag.ID, edit)
		if got := status(bag.ID); got != "pending" {
			t.Fatalf("%s: status %s, want pending", edit, got)
		}
		if r := rank(bag.ID); r != nil {
			t.Fatalf("%s: still featured at %d", edit, *r)
		}
		if r := rank(backup.ID); r == nil || *r != 1 {
			t.Fatalf("%s: backup rank %v, want 1", edit, r)
		}
	}

	kept := e.listed(owner.ID, nil)
	e.sql(`UPDATE items SET featured_rank = NULL WHERE featured_rank IS NOT NULL`)
	e.sql(`UPDATE items SET featured_rank = 1 WHERE id = $1`, kept.ID)
	put(kept.ID, `{"condition":"Good","color":"Blue","name":"`+kept.Name+`"}`)
	if got, r := status(kept.ID), rank(kept.ID); got != "active" || r == nil || *r != 1 {
		t.Fatalf("an edit of other fields: status %s rank %v", got, r)
	}
}
