package api

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"mime/multipart"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"pursetrade/internal/accounts"
)

func validProfile() map[string]any {
	return map[string]any{
		"name": "Pia", "closet_name": "Pia's Picks", "phone": "305-555-0123", "address": "9 Ocean Dr",
		"city": "Miami Beach", "state": "FL", "zip_code": "33139", "bio": "Vintage Coach fan",
	}
}

func with(m map[string]any, k string, v any) string {
	c := map[string]any{}
	for key, val := range m {
		c[key] = val
	}
	if v == nil {
		delete(c, k)
	} else {
		c[k] = v
	}
	return mustJSON(c)
}

func TestAccountsProfileAndPreferences(t *testing.T) {
	h, _ := accountsHarness(t)
	token, id := registerMember(t, h, "profile@example.test", "tote-swap-77", "Pia")
	auth := bearer(token)

	p := expectStatus(t, h.do("GET", "/user/profile", "", auth...), 200)
	if p["email"] != "profile@example.test" || p["_id"] != id || p["phone"] != "305-555-0100" {
		t.Fatalf("profile: %v", p)
	}
	base := validProfile()
	for _, field := range []string{"name", "closet_name", "phone", "address", "city", "state", "zip_code"} {
		expectError(t, h.do("PUT", "/user/profile", with(base, field, nil), auth...), 400, accounts.MsgRequired)
		expectError(t, h.do("PUT", "/user/profile", with(base, field, "  "), auth...), 400, accounts.MsgRequired)
	}
	for _, zip := range []string{"3313", "331399", "3313a", "33139-1234"} {
		expectError(t, h.do("PUT", "/user/profile", with(base, "zip_code", zip), auth...), 400, accounts.MsgZip)
	}
	expectError(t, h.do("PUT", "/user/profile", with(base, "bio", strings.Repeat("b", 1001)), auth...), 400, accounts.MsgBioLong)
	expectError(t, h.do("PUT", "/user/profile", with(base, "email", "other@example.test"), auth...), 400, accounts.MsgEmailReadOnly)

	body := expectStatus(t, h.do("PUT", "/user/profile", with(base, "email", "Profile@Example.test"), auth...), 200)
	u := body["user"].(map[string]any)
	if body["message"] != "Profile updated successfully!" || u["closet_name"] != "Pia's Picks" || u["bio"] != "Vintage Coach fan" ||
		u["email"] != "profile@example.test" {
		t.Fatalf("update: %v", body)
	}
	// Bio left out keeps its value; an empty bio clears it.
	u = expectStatus(t, h.do("PUT", "/user/profile", with(base, "bio", nil), auth...), 200)["user"].(map[string]any)
	if u["bio"] != "Vintage Coach fan" {
		t.Fatalf("bio lost: %v", u["bio"])
	}
	u = expectStatus(t, h.do("PUT", "/user/profile", with(base, "bio", ""), auth...), 200)["user"].(map[string]any)
	if u["bio"] != "" {
		t.Fatalf("bio not cleared: %v", u["bio"])
	}

	// Notification preferences.
	prefs := expectStatus(t, h.do("GET", "/user/notification-preferences", "", auth...), 200)
	if prefs["email_notifications"] != true || prefs["trade_updates"] != true || prefs["marketing_emails"] != false {
		t.Fatalf("defaults: %v", prefs)
	}
	prefs = expectStatus(t, h.do("PUT", "/user/notification-preferences", `{"marketing_emails":true,"trade_updates":false}`, auth...), 200)
	if prefs["email_notifications"] != true || prefs["trade_updates"] != false || prefs["marketing_emails"] != true {
		t.Fatalf("partial update: %v", prefs)
	}
	expectError(t, h.do("PUT", "/user/notification-preferences", `{"marketing_emails":"yes"}`, auth...), 400, "marketing_emails must be true or false")
	if p := expectStatus(t, h.do("GET", "/user/profile", "", auth...), 200); p["marketing_emails"] != true {
		t.Fatal("preferences not in the profile")
	}

	// Public profile: no contact details; closed accounts are not found.
	pub := expectStatus(t, h.do("GET", "/users/"+id+"/profile", ""), 200)
	for _, private := range []string{"email", "phone", "address", "status", "is_admin"} {
		if _, ok := pub[private]; ok {
			t.Errorf("public profile shows %s", private)
		}
	}
	if pub["closet_name"] != "Pia's Picks" || pub["zip_code"] != "33139" {
		t.Fatalf("public profile: %v", pub)
	}
	expectError(t, h.do("GET", "/users/0123456789abcdef01234567/profile", ""), 404, accounts.MsgUserNotFound)
	expectError(t, h.do("GET", "/users/not-an-id/profile", ""), 404, accounts.MsgUserNotFound)
	sqlExec(t, h.pool, `UPDATE users SET status = 'disabled' WHERE id = $1`, id)
	expectError(t, h.do("GET", "/users/"+id+"/profile", ""), 404, accounts.MsgUserNotFound)
}

// jpegWithExif is a small JPEG carrying an EXIF block with a marker string.
func jpegWithExif(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 900, 600))
	for x := range 900 {
		for y := range 600 {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	payload := []byte("Exif\x00\x00GPS-SECRET-LOCATION-0000")
	seg := append([]byte{0xFF, 0xE1, 0, byte(len(payload) + 2)}, payload...)
	data := buf.Bytes()
	return append(append(append([]byte{}, data[:2]...), seg...), data[2:]...)
}

func multipartImage(t *testing.T, field, name string, data []byte) (string, string) {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, err := w.CreateFormFile(field, name)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = part.Write(data)
	_ = w.Close()
	return body.String(), w.FormDataContentType()
}

func TestAccountsProfileImage(t *testing.T) {
	h, _ := accountsHarness(t)
	token, _ := registerMember(t, h, "photo@example.test", "tote-swap-77", "Flo")
	auth := bearer(token)
	upload := func(body, contentType string) *httptest.ResponseRecorder {
		return h.do("POST", "/user/profile/image", body, append([]string{"Content-Type", contentType}, auth...)...)
	}

	original := jpegWithExif(t)
	body, ct := multipartImage(t, "image", "me.jpg", original)
	got := expectStatus(t, upload(body, ct), 200)
	url, _ := got["profile_image_url"].(string)
	if !strings.HasPrefix(url, "/uploads/profiles/") || got["user"].(map[string]any)["profile_image"] != url {
		t.Fatalf("upload: %v", got)
	}
	served := h.do("GET", url, "")
	if served.Code != 200 || !strings.HasPrefix(served.Header().Get("Content-Type"), "image/") ||
		!strings.Contains(served.Header().Get("Cache-Control"), "immutable") {
		t.Fatalf("serve: %d %v", served.Code, served.Header())
	}
	if bytes.Contains(served.Body.Bytes(), []byte("GPS-SECRET")) || bytes.Contains(served.Body.Bytes(), []byte("Exif")) {
		t.Fatal("metadata survived the re-encoding")
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(served.Body.Bytes()))
	if err != nil || cfg.Width > 400 || cfg.Height > 400 {
		t.Fatalf("served image: %v %+v", err, cfg)
	}
	if p := expectStatus(t, h.do("GET", "/user/profile", "", auth...), 200); p["profile_image_url"] != url {
		t.Fatal("profile does not carry the image")
	}

	// JSON with a data URL, PNG with transparency stays PNG.
	pngImg := image.NewNRGBA(image.Rect(0, 0, 40, 40))
	var pngBuf bytes.Buffer
	_ = png.Encode(&pngBuf, pngImg)
	dataURL := "data:image/png;base64," + base64.StdEncoding.EncodeToString(pngBuf.Bytes())
	got = expectStatus(t, h.do("POST", "/user/profile/image", mustJSON(map[string]string{"image": dataURL}), auth...), 200)
	if !strings.HasSuffix(got["profile_image_url"].(string), ".png") {
		t.Fatalf("png upload: %v", got)
	}
	// The replaced picture's file is deleted: the store keeps one file.
	if rec := h.do("GET", url, ""); rec.Code != 404 {
		t.Fatalf("the replaced picture is still served: %d", rec.Code)
	}
	if _, files := storeSize(t, filepath.Join(h.cfg.DataDir, "uploads", "profiles")); files != 1 {
		t.Fatalf("%d profile picture files kept, want 1", files)
	}

	// Refusals: decided by content, not by name; size limit with the spec's message.
	body, ct = multipartImage(t, "image", "bag.png", []byte("this is just text, renamed to look like a picture"))
	expectError(t, upload(body, ct), 400, "Only JPEG, PNG or WebP images are allowed")
	body, ct = multipartImage(t, "image", "broken.png", append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 100)...))
	expectError(t, upload(body, ct), 400, "The image could not be read. Please upload a valid JPEG, PNG or WebP file")
	big := append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 5<<20)...)
	body, ct = multipartImage(t, "image", "big.png", big)
	expectError(t, upload(body, ct), 413, accounts.MsgImageTooLarge)
	expectError(t, h.do("POST", "/user/profile/image",
		mustJSON(map[string]string{"image": "data:image/png;base64," + base64.StdEncoding.EncodeToString(big)}), auth...),
		413, accounts.MsgImageTooLarge)
	body, ct = multipartImage(t, "photo", "me.jpg", original)
	expectError(t, upload(body, ct), 400, accounts.MsgNoImage)
	expectError(t, h.do("POST", "/user/profile/image", `{}`, auth...), 400, accounts.MsgNoImage)
	expectError(t, h.do("POST", "/user/profile/image", `{"image":"not a data url"}`, auth...), 400,
		"Images must be JPEG, PNG or WebP files or base64 data URLs (data:image/...;base64,...)")
	expectError(t, h.do("GET", "/uploads/profiles/../../etc/passwd", ""), 404, "Not found")
	expectError(t, h.do("GET", "/uploads/profiles/"+strings.Repeat("0", 64)+".jpg", ""), 404, "Image not found")
}
