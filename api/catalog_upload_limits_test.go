package api

import (
	"context"
	"net/http"
	"sync"
	"testing"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/ids"
)

func TestCatalogPendingBagsAreCappedPerMember(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Penny")
	for range catalog.MaxPendingItems - 1 {
		it := testenv.Item(t, e.pool, owner.ID, 5000)
		e.sql(`UPDATE items SET status = 'pending' WHERE id = $1`, it.ID)
	}
	// One slot is left: of parallel uploads exactly one takes it.
	var wg sync.WaitGroup
	codes := make([]int, 4)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = e.do("POST", "/hats", catItemBody(nil), e.as(owner.ID)...).Code
		}()
	}
	wg.Wait()
	created := 0
	for _, c := range codes {
		switch c {
		case http.StatusCreated:
			created++
		case http.StatusConflict:
		default:
			t.Fatalf("answers %v", codes)
		}
	}
	if created != 1 {
		t.Fatalf("answers %v: want exactly one upload past the cap", codes)
	}
	catWantError(t, e.do("POST", "/hats", catItemBody(nil), e.as(owner.ID)...), 409, catalog.MsgTooManyPending)
	// Another member is not affected, nor is this one once a bag is reviewed.
	e.upload(testenv.Member(t, e.pool, "Other").ID, nil)
	e.sql(`UPDATE items SET status = 'active' WHERE id = (SELECT id FROM items WHERE owner_id = $1 AND status = 'pending' LIMIT 1)`, owner.ID)
	e.upload(owner.ID, nil)
}

func TestCatalogPhotoStorageQuotaPerMember(t *testing.T) {
	e := newCatalogEnv(t)
	owner := testenv.Member(t, e.pool, "Quinn")
	// 40 stored photos of 5 MB: the 200 MB quota is used up.
	for range 8 {
		it := testenv.Item(t, e.pool, owner.ID, 5000)
		for pos := range 5 {
			e.sql(`INSERT INTO item_images (id, item_id, position, storage_key, content_type, bytes)
				VALUES ($1, $2, $3, 'x.jpg', 'image/jpeg', 5242880)`, ids.New(), it.ID, pos)
		}
	}
	msg := catalog.MsgPhotoQuota(catalog.DefaultPhotoQuota)
	catWantError(t, e.do("POST", "/hats", catItemBody(nil), e.as(owner.ID)...), 409, msg)
	e.upload(testenv.Member(t, e.pool, "Rich").ID, nil) // others still upload
	// Every stored photo counts, whatever its bag's status: a removed bag's
	// photos count until removing it has deleted them.
	var first string
	if err := e.pool.QueryRow(context.Background(), `SELECT id FROM items WHERE owner_id = $1 LIMIT 1`, owner.ID).Scan(&first); err != nil {
		t.Fatal(err)
	}
	e.sql(`UPDATE items SET status = 'disabled' WHERE owner_id = $1`, owner.ID)
	catWantError(t, e.do("POST", "/hats", catItemBody(nil), e.as(owner.ID)...), 409, msg)
	e.sql(`UPDATE items SET status = 'active' WHERE owner_id = $1`, owner.ID)
	expectStatus(t, e.do("DELETE", "/hats/"+first, "", e.as(owner.ID)...), 200)
	up := e.upload(owner.ID, nil)
	// An edit that adds a photo is held to the quota too.
	it := testenv.Item(t, e.pool, owner.ID, 5000)
	for pos := range 5 {
		e.sql(`INSERT INTO item_images (id, item_id, position, storage_key, content_type, bytes)
			VALUES ($1, $2, $3, 'x.jpg', 'image/jpeg', 5242880)`, ids.New(), it.ID, pos)
	}
	catWantError(t, e.do("PUT", "/hats/"+up.ID, catJSON(map[string]any{"additional_images": []string{catJPEG}}),
		e.as(owner.ID)...), 409, msg)
}
