package api

import (
	"bytes"
	"image/jpeg"
	"strings"
	"testing"

	"pursetrade/internal/catalog"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/images"
	"pursetrade/internal/images/imagestest"
)

func TestCatalogUploadValidationMessages(t *testing.T) {
	e := newCatalogEnv(t)
	member := testenv.Member(t, e.pool, "Uma")
	text := imagestest.DataURL("image/jpeg", []byte("this is a text file renamed photo.jpg"))
	big := imagestest.DataURL("image/jpeg", append(imagestest.JPEG(8, 8), make([]byte, images.MaxBytes)...))
	six := []string{catJPEG, catJPEG, catJPEG, catJPEG, catJPEG}
	for name, tc := range map[string]struct {
		changes map[string]any
		msg     string
	}{
		"no name":            {map[string]any{"name": nil}, catalog.MsgRequired},
		"blank description":  {map[string]any{"description": "  "}, catalog.MsgRequired},
		"no value":           {map[string]any{"value": nil}, catalog.MsgRequired},
		"no brand":           {map[string]any{"brand": ""}, catalog.MsgRequired},
		"zero value":         {map[string]any{"value": 0}, catalog.MsgValuePositive},
		"negative value":     {map[string]any{"value": -5}, catalog.MsgValuePositive},
		"text value":         {map[string]any{"value": "lots"}, catalog.MsgValuePositive},
		"three decimals":     {map[string]any{"value": 10.125}, catalog.MsgValueDecimals},
		"too valuable":       {map[string]any{"value": 2000000}, catalog.MsgValueTooHigh},
		"no image":           {map[string]any{"image": nil}, catalog.MsgNoImage},
		"six images":         {map[string]any{"additional_images": six}, catalog.MsgTooManyImages},
		"empty image":        {map[string]any{"image": "data:image/jpeg;base64,"}, images.ErrEmpty.Error()},
		"text renamed .jpg":  {map[string]any{"image": text}, images.ErrType.Error()},
		"over 5 MB":          {map[string]any{"image": big}, images.ErrTooLarge.Error()},
		"not a data URL":     {map[string]any{"image": "http://example.com/bag.jpg"}, images.ErrNotDataURL.Error()},
		"unknown condition":  {map[string]any{"condition": "Mint"}, catalog.MsgBadCondition},
		"unknown size":       {map[string]any{"size": "Huge"}, catalog.MsgBadSize},
		"unknown brand":      {map[string]any{"brand": "Acme"}, catalog.MsgBadBrand},
		"fields before imgs": {map[string]any{"name": nil, "image": text}, catalog.MsgRequired},
	} {
		t.Run(name, func(t *testing.T) {
			catWantError(t, e.do("POST", "/hats", catItemBody(tc.changes), e.as(member.ID)...), 400, tc.msg)
		})
	}
	catWantError(t, e.do("POST", "/hats", catItemBody(nil)), 401, "")
	restricted := testenv.Member(t, e.pool, "Rae")
	e.sql(`UPDATE users SET status = 'restricted' WHERE id = $1`, restricted.ID)
	catWantError(t, e.do("POST", "/hats", catItemBody(nil), e.as(restricted.ID)...), 403, "")
	catWantError(t, e.do("POST", "/hats", `{"name":`, e.as(member.ID)...), 400, "Malformed JSON in request body")

	// A valid upload: pending, main photo first, brand spelled as listed.
	rec := e.do("POST", "/hats", catItemBody(map[string]any{"brand": "coach", "additional_images": []string{catJPEG}}), e.as(member.ID)...)
	if rec.Code != 201 {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	out := catDecode[struct {
		Hat     catItem
		Message string
	}](t, rec)
	it := out.Hat
	if len(it.ID) != 24 || it.Status != "pending" || it.Brand != "Coach" || it.Value != 120 || out.Message == "" ||
		len(it.Images) != 2 || it.ImageURL != it.Images[0] || len(it.AdditionalImages) != 1 || it.UserID != member.ID ||
		it.ThumbnailURL == "" || it.ThumbnailURL == it.ImageURL || it.Material != "Leather" || it.OwnerClosetName == "" {
		t.Fatalf("created item: %+v", out)
	}
}

func TestCatalogMultipartUpload(t *testing.T) {
	e := newCatalogEnv(t)
	member := testenv.Member(t, e.pool, "Mia")
	jpg := imagestest.JPEG(30, 20)
	rec := e.postForm("/hats", "POST", member.ID, catFields(), []catFile{
		{"image", "main.jpg", jpg}, {"additional_images", "side.png", imagestest.PNG(20, 20)},
	})
	if rec.Code != 201 {
		t.Fatalf("multipart upload: %d %s", rec.Code, rec.Body)
	}
	it := catDecode[struct{ Hat catItem }](t, rec).Hat
	if it.Value != 75.5 || len(it.Images) != 2 || it.Condition != "Like New" {
		t.Fatalf("multipart item: %+v", it)
	}
	rec = e.postForm("/hats", "POST", member.ID, catFields(), []catFile{{"images", "a.jpg", jpg}, {"images", "b.jpg", jpg}})
	if rec.Code != 201 || len(catDecode[struct{ Hat catItem }](t, rec).Hat.Images) != 2 {
		t.Fatalf("multipart images[]: %d %s", rec.Code, rec.Body)
	}
	for _, tc := range map[string]struct {
		files []catFile
		msg   string
	}{
		"renamed text": {[]catFile{{"image", "photo.jpg", []byte("plain text, not a picture")}}, images.ErrType.Error()},
		"empty file":   {[]catFile{{"image", "a.jpg", jpg}, {"additional_images", "b.jpg", nil}}, images.ErrEmpty.Error()},
		"no file":      {nil, catalog.MsgNoImage},
		"over 5 MB":    {[]catFile{{"image", "big.jpg", append(append([]byte{}, jpg...), make([]byte, images.MaxBytes)...)}}, images.ErrTooLarge.Error()},
		"six files": {[]catFile{{"images", "1.jpg", jpg}, {"images", "2.jpg", jpg}, {"images", "3.jpg", jpg},
			{"images", "4.jpg", jpg}, {"images", "5.jpg", jpg}, {"images", "6.jpg", jpg}}, catalog.MsgTooManyImages},
	} {
		catWantError(t, e.postForm("/hats", "POST", member.ID, catFields(), tc.files), 400, tc.msg)
	}
	fields := catFields()
	fields["value"] = "0"
	catWantError(t, e.postForm("/hats", "POST", member.ID, fields, []catFile{{"image", "a.jpg", jpg}}), 400, catalog.MsgValuePositive)
}

func TestCatalogPhotosAreServedWithoutEXIF(t *testing.T) {
	e := newCatalogEnv(t)
	member := testenv.Member(t, e.pool, "Gia")
	src := imagestest.JPEGWithEXIF(300, 200, 6)
	rec := e.postForm("/hats", "POST", member.ID, catFields(), []catFile{{"image", "gps.jpg", src}})
	if rec.Code != 201 {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	it := catDecode[struct{ Hat catItem }](t, rec).Hat
	if !strings.HasPrefix(it.ImageURL, catalog.UploadsPath) {
		t.Fatalf("image url %q", it.ImageURL)
	}
	for _, url := range []string{it.ImageURL, it.ThumbnailURL} {
		rec := e.do("GET", url, "")
		if rec.Code != 200 {
			t.Fatalf("GET %s: %d", url, rec.Code)
		}
		if got := rec.Header().Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
			t.Fatalf("cache control %q", got)
		}
		if rec.Header().Get("Content-Type") != "image/jpeg" || rec.Header().Get("ETag") == "" {
			t.Fatalf("headers %v", rec.Header())
		}
		body := rec.Body.Bytes()
		if bytes.Contains(body, []byte("Exif")) || bytes.Contains(body, []byte(imagestest.GPSMarker)) {
			t.Fatalf("%s still carries EXIF/GPS", url)
		}
		img, err := jpeg.Decode(bytes.NewReader(body))
		if err != nil || img.Bounds().Dx() != 200 || img.Bounds().Dy() != 300 { // turned upright
			t.Fatalf("served picture: %v %v", err, img.Bounds())
		}
		if rec := e.do("GET", url, "", "If-None-Match", rec.Header().Get("ETag")); rec.Code != 304 {
			t.Fatalf("conditional GET: %d", rec.Code)
		}
	}
	for _, bad := range []string{catalog.UploadsPath + strings.Repeat("0", 64) + ".jpg", catalog.UploadsPath + "..%2F..%2Fsecret", catalog.UploadsPath + "x.txt"} {
		if rec := e.do("GET", bad, "", "Accept", "application/json"); rec.Code != 404 {
			t.Fatalf("GET %s: %d", bad, rec.Code)
		}
	}
}
