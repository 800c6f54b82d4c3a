package api

import (
	"net/http/httptest"
	"slices"
	"testing"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/images"
	"pursetrade/internal/images/imagestest"
)

func TestCatalogEditAndDeleteOwnItems(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Olga")
	other := testenv.Member(t, e.pool, "Otto")
	png := imagestest.DataURL("image/png", imagestest.PNG(24, 24))
	it := e.listed(owner.ID, map[string]any{"additional_images": []string{png}})
	get := func() catItem {
		t.Helper()
		return catDecode[catItem](t, e.do("GET", "/hats/"+it.ID, "", e.as(owner.ID)...))
	}
	put := func(body string, who string) *httptest.ResponseRecorder {
		return e.do("PUT", "/hats/"+it.ID, body, e.as(who)...)
	}

	// Fields: the answer is exactly the member-facing one.
	rec := put(`{"name":"Renamed Satchel","description":"New words","condition":"like new","brand":"Gucci","value":120,"color":"Red"}`, owner.ID)
	if rec.Code != 200 || rec.Body.String() != `{"message":"Hat updated successfully","note":"`+editNotes[catalog.EditLive]+`","review":"live"}` {
		t.Fatalf("edit: %d %s", rec.Code, rec.Body)
	}
	got := get()
	if got.Name != "Renamed Satchel" || got.Condition != "Like New" || got.Brand != "Gucci" || got.Color != "Red" ||
		got.Material != "Leather" || got.Status != "active" || got.Value != 120 || len(got.Images) != 2 {
		t.Fatalf("after edit (a new name stays listed): %+v", got)
	}
	catWantError(t, put(`{"value":150}`, owner.ID), 400, catalog.MsgValueFixed)
	if rec := put(`{"value":"120.00","name":"Same value is fine"}`, owner.ID); rec.Code != 200 {
		t.Fatalf("same value: %d %s", rec.Code, rec.Body)
	}
	catWantError(t, put(`{"value":0}`, owner.ID), 400, catalog.MsgValuePositive)
	catWantError(t, put(`{"name":"  "}`, owner.ID), 400, catalog.MsgRequired)
	catWantError(t, put(`{"condition":"Mint"}`, owner.ID), 400, catalog.MsgBadCondition)
	catWantError(t, put(`{"name":"Mine now"}`, other.ID), 403, catalog.MsgNotOwner)
	catWantError(t, put(`{"name":"x"}`, ""), 401, "")

	e.adminStatus(it.ID, `{"status":"approve"}`, 200)
	// Photos: reordering and dropping kept photos keeps the listing active.
	swapped := catJSON(map[string]any{"image_url": got.Images[1], "additional_images": []string{got.Thumbnails[0]}})
	if rec := put(swapped, owner.ID); rec.Code != 200 {
		t.Fatalf("reorder: %d %s", rec.Code, rec.Body)
	}
	if after := get(); after.ImageURL != got.Images[1] || after.AdditionalImages[0] != got.Images[0] || after.Status != "active" {
		t.Fatalf("after reorder: %+v", after)
	}
	if rec := put(catJSON(map[string]any{"additional_images": []string{}}), owner.ID); rec.Code != 200 || len(get().Images) != 1 {
		t.Fatalf("drop additional: %d %s", rec.Code, rec.Body)
	}
	catWantError(t, put(catJSON(map[string]any{"image_url": "", "additional_images": []string{}}), owner.ID), 400, catalog.MsgNoImage)
	catWantError(t, put(catJSON(map[string]any{"additional_images": []string{catJPEG, catJPEG, catJPEG, catJPEG, catJPEG}}), owner.ID), 400, catalog.MsgTooManyImages)
	catWantError(t, put(catJSON(map[string]any{"image_url": "/uploads/items/" + it.ID + ".jpg"}), owner.ID), 400, "")
	catWantError(t, put(catJSON(map[string]any{"additional_images": []string{imagestest.DataURL("image/png", []byte("text"))}}), owner.ID), 400, images.ErrType.Error())
	if get().Status != "active" {
		t.Fatal("a refused photo edit changed the listing")
	}
	// A new photo sends the listing back to approval.
	main := get().ImageURL
	if rec := put(catJSON(map[string]any{"image_url": main, "additional_images": []string{png}}), owner.ID); rec.Code != 200 {
		t.Fatalf("add photo: %d %s", rec.Code, rec.Body)
	}
	if after := get(); after.Status != "pending" || len(after.Images) != 2 || after.ImageURL != main {
		t.Fatalf("after new photo: %+v", after)
	}
	// Multipart edit: a new file is appended.
	rec = e.postForm("/hats/"+it.ID, "PUT", owner.ID, map[string]string{"name": "Form Edit"},
		[]catFile{{"images", "more.jpg", imagestest.JPEG(16, 16)}})
	if rec.Code != 200 {
		t.Fatalf("multipart edit: %d %s", rec.Code, rec.Body)
	}
	if after := get(); after.Name != "Form Edit" || len(after.Images) != 3 {
		t.Fatalf("after multipart edit: %+v", after)
	}
	e.adminStatus(it.ID, `{"status":"approve"}`, 200)

	// In an accepted or disputed trade: no edit, no delete, and IN TRADE shows.
	partnerBag := e.listed(other.ID, nil)
	trade := e.acceptedTrade("accepted", other.ID, owner.ID, partnerBag.ID, it.ID)
	catWantError(t, put(`{"name":"During the trade"}`, owner.ID), 409, catalog.MsgInTrade)
	catWantError(t, e.do("DELETE", "/hats/"+it.ID, "", e.as(owner.ID)...), 409, catalog.MsgInTrade)
	catWantError(t, e.do("DELETE", "/hats/"+partnerBag.ID, "", e.as(other.ID)...), 409, catalog.MsgInTrade)
	mine := e.browse("/hats/my-hats", e.as(owner.ID)...)
	if len(mine.Items) != 1 || !mine.Items[0].InTrade {
		t.Fatalf("my-hats in trade: %+v", mine.Items)
	}
	if p := e.browse("/hats"); len(p.Items) != 2 || !p.Items[0].InTrade || !p.Items[1].InTrade {
		t.Fatalf("browse in trade: %+v", p.Items)
	}
	e.sql(`UPDATE trades SET status = 'disputed' WHERE id = $1`, trade)
	catWantError(t, put(`{"name":"During the dispute"}`, owner.ID), 409, catalog.MsgInTrade)
	e.sql(`UPDATE trades SET status = 'completed' WHERE id = $1`, trade)
	if e.browse("/hats/my-hats", e.as(owner.ID)...).Items[0].InTrade {
		t.Fatal("still in trade after completion")
	}

	// Delete: others may not; the owner soft-removes it.
	catWantError(t, e.do("DELETE", "/hats/"+it.ID, "", e.as(other.ID)...), 403, catalog.MsgNotOwner)
	rec = e.do("DELETE", "/hats/"+it.ID, "", e.as(owner.ID)...)
	if rec.Code != 200 {
		t.Fatalf("delete: %d %s", rec.Code, rec.Body)
	}
	var status string
	var removedAt *string
	if err := e.pool.QueryRow(t.Context(), `SELECT status, removed_at::text FROM items WHERE id = $1`, it.ID).Scan(&status, &removedAt); err != nil || status != "removed" || removedAt == nil {
		t.Fatalf("soft delete: %s %v %v", status, removedAt, err)
	}
	catWantError(t, e.do("DELETE", "/hats/"+it.ID, "", e.as(owner.ID)...), 404, catalog.MsgItemNotFound)
	catWantError(t, put(`{"name":"Ghost"}`, owner.ID), 404, catalog.MsgItemNotFound)
	if slices.Contains(catIDs(e.browse("/hats/my-hats", e.as(owner.ID)...).Items), it.ID) {
		t.Fatal("removed item in my-hats")
	}
}
