package api

import (
	"bytes"
	"context"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"pursetrade/internal/images/imagestest"
)

// uploadConditionPhotos posts n photos for the caller's confirmation of
// handover and answers the raw response.
func (h *harness) uploadConditionPhotos(tradeID, handover string, photos [][]byte, auth []string) *httpResponse {
	h.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for i, p := range photos {
		part, err := w.CreateFormFile("photos", "bag"+string(rune('a'+i))+".jpg")
		if err != nil {
			h.t.Fatal(err)
		}
		_, _ = part.Write(p)
	}
	_ = w.Close()
	rec := h.do("POST", "/trades/"+tradeID+"/condition-photos?handover="+handover, body.String(),
		append([]string{"Content-Type", w.FormDataContentType()}, auth...)...)
	return &httpResponse{code: rec.Code, body: rec.Body.Bytes()}
}

type httpResponse struct {
	code int
	body []byte
}

// photoIDs uploads photos and answers their ids.
func (h *harness) photoIDs(tradeID, handover string, auth []string, photos ...[]byte) []string {
	h.t.Helper()
	r := h.uploadConditionPhotos(tradeID, handover, photos, auth)
	if r.code != http.StatusCreated {
		h.t.Fatalf("upload: %d %s", r.code, r.body)
	}
	var out struct {
		Photos []conditionPhotoJSON `json:"photos"`
	}
	_ = json.Unmarshal(r.body, &out)
	ids := make([]string, len(out.Photos))
	for i, p := range out.Photos {
		if p.Handover != handover || !strings.HasPrefix(p.URL, "/uploads/items/") || p.TakenAt.IsZero() {
			h.t.Fatalf("uploaded photo: %+v", p)
		}
		ids[i] = p.ID
	}
	return ids
}

func (h *harness) countPhotos(tradeID, where string) int {
	h.t.Helper()
	var n int
	if err := h.pool.QueryRow(context.Background(),
		`SELECT count(*) FROM trade_condition_photos WHERE trade_id = $1 AND `+where, tradeID).Scan(&n); err != nil {
		h.t.Fatal(err)
	}
	return n
}

// timelinePhotos answers the photos on the caller's timeline line of kind
// by userID.
func timelinePhotos(t *testing.T, detail map[string]any, kind, userID string) []any {
	t.Helper()
	for _, e := range detail["timeline"].([]any) {
		line := e.(map[string]any)
		if line["kind"] == kind && line["user_id"] == userID {
			photos, _ := line["photos"].([]any)
			return photos
		}
	}
	t.Fatalf("no %s line by %s", kind, userID)
	return nil
}

func TestConditionPhotosAtReceiptAndReturnShowInTimelinesAndDisputes(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)

	// The return is not due before both receipts.
	if r := h.uploadConditionPhotos(id, "returned", [][]byte{imagestest.JPEG(40, 30)}, ana.auth); r.code != http.StatusConflict {
		t.Fatalf("early return photos: %d %s", r.code, r.body)
	}
	received := h.photoIDs(id, "received", ana.auth, imagestest.JPEGWithEXIF(64, 48, 1), imagestest.PNG(30, 30))
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", map[string]any{"photo_ids": received}, ana.auth)
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", map[string]any{
		"photo_ids": h.photoIDs(id, "received", bea.auth, imagestest.JPEG(50, 40))}, bea.auth)
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/returned", map[string]any{
		"photo_ids": h.photoIDs(id, "returned", ana.auth, imagestest.JPEG(52, 40))}, ana.auth)

	// The stored photo is re-encoded: the EXIF block and its marker are gone.
	var key string
	if err := h.pool.QueryRow(context.Background(), `SELECT storage_key FROM trade_condition_photos WHERE id = $1`,
		received[0]).Scan(&key); err != nil {
		t.Fatal(err)
	}
	if rec := h.do("GET", "/uploads/items/"+key, ""); rec.Code != 200 || bytes.Contains(rec.Body.Bytes(), []byte(imagestest.GPSMarker)) {
		t.Fatalf("served photo: %d, marker kept: %v", rec.Code, bytes.Contains(rec.Body.Bytes(), []byte(imagestest.GPSMarker)))
	}
	// Both members and the administrators see each confirmation's photos.
	for _, auth := range [][]string{ana.auth, bea.auth, h.admin()} {
		d := h.jsonDo(200, "GET", "/trades/"+id, nil, auth)
		if n := len(timelinePhotos(t, d, "received", ana.user.ID)); n != 2 {
			t.Fatalf("Ana's receipt photos: %d", n)
		}
		if len(timelinePhotos(t, d, "received", bea.user.ID)) != 1 || len(timelinePhotos(t, d, "returned", ana.user.ID)) != 1 {
			t.Fatalf("photos on the timeline: %v", d["timeline"])
		}
	}
	// They count in Ana's photo quota with her bag's photos.
	var kept int64
	if err := h.pool.QueryRow(context.Background(), `SELECT sum(bytes) FROM trade_condition_photos WHERE user_id = $1`,
		ana.user.ID).Scan(&kept); err != nil || kept <= 0 {
		t.Fatalf("Ana's condition photo bytes: %d %v", kept, err)
	}

	// A dispute carries them, labelled, without any upload of its own.
	rec := h.doJSON("POST", "/disputes", map[string]any{"trade_id": id, "reason": "item_damaged",
		"description": "The strap came back torn."}, bea.auth)
	if rec.Code != http.StatusCreated {
		t.Fatalf("open dispute: %d %s", rec.Code, rec.Body)
	}
	var created struct {
		Dispute disputeJSON `json:"dispute"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &created)
	if len(created.Dispute.ConditionPhotos) != 4 {
		t.Fatalf("the member's dispute answer: %d photos", len(created.Dispute.ConditionPhotos))
	}
	var d struct {
		Dispute struct {
			ConditionPhotos []disputePhotoJSON `json:"condition_photos"`
		} `json:"dispute"`
	}
	_ = json.Unmarshal(h.do("GET", "/admin/disputes/"+created.Dispute.ID, "", h.admin()...).Body.Bytes(), &d)
	labels := map[string]int{}
	for _, p := range d.Dispute.ConditionPhotos {
		labels[p.Label+" by "+p.UserName+" of "+p.BagID]++
	}
	want := map[string]int{"As lent by Ana of " + bea.bag.ID: 2, "As lent by Bea of " + ana.bag.ID: 1,
		"As returned by Ana of " + ana.bag.ID: 1}
	if len(labels) != len(want) {
		t.Fatalf("dispute photos: %v", labels)
	}
	for k, n := range want {
		if labels[k] != n {
			t.Fatalf("dispute photos: %v, want %v", labels, want)
		}
	}
}

func TestConditionPhotosOverTheValueAreRequiredAndARefusalStoresNothing(t *testing.T) {
	h, ana, bea, id := pickupRequest(t) // Ana receives Bea's $150 bag; Bea receives Ana's $100 bag
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	if got := h.jsonDo(200, "GET", "/admin/settings/condition-photos", nil, h.admin()); got["required_above"] != nil {
		t.Fatalf("default setting: %v", got)
	}
	h.refused(h.doJSON("PUT", "/admin/settings/condition-photos", map[string]any{"required_above": -1}, h.admin()),
		http.StatusBadRequest, msgBadRequiredAbove)
	if got := h.jsonDo(200, "PUT", "/admin/settings/condition-photos", map[string]any{"required_above": 120}, h.admin()); got["required_above"] != 120.0 {
		t.Fatalf("set: %v", got)
	}
	if got := h.jsonDo(200, "GET", "/settings", nil, nil); got["condition_photos_required_above"] != 120.0 {
		t.Fatalf("the members' settings: %v", got["condition_photos_required_above"])
	}

	h.refused(h.doJSON("PUT", "/trades/"+id+"/ack/received", map[string]any{}, ana.auth), http.StatusUnprocessableEntity,
		"This bag is worth more than $120, so please add at least one photo of it as it arrived before confirming.")
	// A confirmation naming a photo that is not hers is refused, and the
	// upload it named is deleted with it.
	mine := h.photoIDs(id, "received", ana.auth, imagestest.JPEG(40, 40))
	theirs := h.photoIDs(id, "received", bea.auth, imagestest.JPEG(41, 40))
	h.refused(h.doJSON("PUT", "/trades/"+id+"/ack/received", map[string]any{"photo_ids": append(mine, theirs...)}, ana.auth),
		http.StatusBadRequest, "A photo is not one of your uploads for this confirmation. Please upload it again.")
	if n := h.countPhotos(id, "user_id = '"+ana.user.ID+"'"); n != 0 {
		t.Fatalf("Ana's photos after the refusal: %d", n)
	}
	if tr := h.jsonDo(200, "GET", "/trades/"+id, nil, ana.auth)["trade"].(map[string]any); tr["user1_received_at"] != nil {
		t.Fatalf("refused confirmation recorded: %v", tr["user1_received_at"])
	}
	// Bea's confirmation of the $100 bag needs none (her upload waits, swept later).
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", nil, bea.auth)
	h.jsonDo(200, "PUT", "/trades/"+id+"/ack/received", map[string]any{
		"photo_ids": h.photoIDs(id, "received", ana.auth, imagestest.JPEG(42, 40))}, ana.auth)
	if n := h.countPhotos(id, "attached_at IS NOT NULL"); n != 1 {
		t.Fatalf("attached photos: %d", n)
	}

	// Unattached uploads go a day later; attached ones stay.
	swept, err := h.backend.ConditionPhotos.Sweep(context.Background(), time.Now().Add(25*time.Hour))
	if err != nil || swept != 1 || h.countPhotos(id, "true") != 1 {
		t.Fatalf("sweep: %d %v, left %d", swept, err, h.countPhotos(id, "true"))
	}
}

func TestConditionPhotosLimitsAndWhoMayUpload(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	eve := h.party("Eve", 0, 9_000)
	pic := imagestest.JPEG(30, 30)
	// Not before the trade is accepted, never by an outsider or an administrator.
	if r := h.uploadConditionPhotos(id, "received", [][]byte{pic}, ana.auth); r.code != http.StatusConflict {
		t.Fatalf("pending trade: %d %s", r.code, r.body)
	}
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	for _, auth := range [][]string{eve.auth, h.admin()} {
		if r := h.uploadConditionPhotos(id, "received", [][]byte{pic}, auth); r.code != http.StatusNotFound {
			t.Fatalf("outsider upload: %d %s", r.code, r.body)
		}
	}
	if r := h.uploadConditionPhotos(id, "lent", [][]byte{pic}, ana.auth); r.code != http.StatusBadRequest {
		t.Fatalf("unknown handover: %d %s", r.code, r.body)
	}
	if r := h.uploadConditionPhotos(id, "received", [][]byte{[]byte("GIF89a not a photo")}, ana.auth); r.code != http.StatusBadRequest {
		t.Fatalf("not a photo: %d %s", r.code, r.body)
	}
	six := [][]byte{pic, pic, pic, pic, pic, pic}
	if r := h.uploadConditionPhotos(id, "received", six, ana.auth); r.code != http.StatusBadRequest ||
		!strings.Contains(string(r.body), "at most 5 photos") {
		t.Fatalf("six photos: %d %s", r.code, r.body)
	}
	five := h.photoIDs(id, "received", ana.auth, six[:5]...)
	if r := h.uploadConditionPhotos(id, "received", six[:1], ana.auth); r.code != http.StatusBadRequest {
		t.Fatalf("a sixth photo: %d %s", r.code, r.body)
	}
	// Another member cannot remove Ana's upload; Ana can.
	expectStatus(t, h.do("DELETE", "/trades/"+id+"/condition-photos/"+five[4], "", bea.auth...), http.StatusNotFound)
	expectStatus(t, h.do("DELETE", "/trades/"+id+"/condition-photos/"+five[4], "", ana.auth...), http.StatusOK)
	sixth := h.photoIDs(id, "received", ana.auth, pic)[0]
	h.refused(h.doJSON("PUT", "/trades/"+id+"/ack/received", map[string]any{"photo_ids": append(five, sixth)}, ana.auth),
		http.StatusBadRequest, "You can attach at most 5 photos to a confirmation")
	if n := h.countPhotos(id, "true"); n != 0 {
		t.Fatalf("photos left by the refused confirmation: %d", n)
	}
}

func TestTwoConfirmationsWithPhotosAtOnceAttachOneSet(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	sets := [][]string{
		h.photoIDs(id, "received", ana.auth, imagestest.JPEG(30, 30)),
		h.photoIDs(id, "received", ana.auth, imagestest.JPEG(31, 30), imagestest.JPEG(32, 30)),
	}
	codes := make([]int, len(sets))
	var wg sync.WaitGroup
	for i, set := range sets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, _ := json.Marshal(map[string]any{"photo_ids": set})
			codes[i] = h.do("PUT", "/trades/"+id+"/ack/received", string(b), ana.auth...).Code
		}()
	}
	wg.Wait()
	won := -1
	for i, c := range codes {
		switch {
		case c == http.StatusOK && won < 0:
			won = i
		case c != http.StatusConflict:
			t.Fatalf("confirmations: %v", codes)
		}
	}
	if won < 0 {
		t.Fatalf("no confirmation won: %v", codes)
	}
	if a, all := h.countPhotos(id, "attached_at IS NOT NULL"), h.countPhotos(id, "true"); a != len(sets[won]) || all != a {
		t.Fatalf("attached %d of %d, want the winner's %d", a, all, len(sets[won]))
	}
	d := h.jsonDo(200, "GET", "/trades/"+id, nil, bea.auth)
	if n := len(timelinePhotos(t, d, "received", ana.user.ID)); n != len(sets[won]) {
		t.Fatalf("timeline photos: %d", n)
	}
}

func TestDeletingATradeDeletesItsConditionPhotos(t *testing.T) {
	h, ana, bea, id := pickupRequest(t)
	h.jsonDo(200, "PUT", "/trades/"+id+"/accept", nil, bea.auth)
	h.photoIDs(id, "received", ana.auth, imagestest.JPEG(30, 30))
	h.jsonDo(200, "DELETE", "/admin/trades/"+id+"/delete?reason=cleanup", nil, h.admin())
	if n := h.countPhotos(id, "true"); n != 0 {
		t.Fatalf("photos of the deleted trade: %d", n)
	}
}
