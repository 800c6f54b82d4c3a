package images

import (
	"bytes"
	"context"
	"image"
	"io"
	"os"
	"strings"
	"testing"

	"pursetrade/internal/images/imagestest"
)

func TestSniffDecidesByContent(t *testing.T) {
	webp, err := os.ReadFile("testdata/blue-purple-pink.lossy.webp")
	if err != nil {
		t.Fatal(err)
	}
	for name, tc := range map[string]struct {
		data []byte
		want string
		err  error
	}{
		"jpeg":          {imagestest.JPEG(4, 4), JPEG, nil},
		"png":           {imagestest.PNG(4, 4), PNG, nil},
		"webp":          {webp, WebP, nil},
		"text as .jpg":  {[]byte("just some text pretending to be a photo"), "", ErrType},
		"gif":           {[]byte("GIF89a......"), "", ErrType},
		"empty":         {nil, "", ErrEmpty},
		"over the size": {append(imagestest.JPEG(2, 2), make([]byte, MaxBytes)...), "", ErrTooLarge},
	} {
		got, err := Sniff(tc.data)
		if got != tc.want || err != tc.err {
			t.Errorf("%s: got %q, %v; want %q, %v", name, got, err, tc.want, tc.err)
		}
	}
}

func TestProcessStripsEXIFAndTurnsUpright(t *testing.T) {
	src := imagestest.JPEGWithEXIF(300, 200, 6) // 90° clockwise
	if !bytes.Contains(src, []byte(imagestest.GPSMarker)) {
		t.Fatal("fixture lacks its EXIF marker")
	}
	if o := jpegOrientation(src); o != 6 {
		t.Fatalf("orientation read as %d", o)
	}
	p, err := Process(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []Variant{p.Full, p.Thumb} {
		if bytes.Contains(v.Data, []byte("Exif")) || bytes.Contains(v.Data, []byte(imagestest.GPSMarker)) {
			t.Fatalf("%s still carries EXIF", v.Key)
		}
	}
	if p.Full.Width != 200 || p.Full.Height != 300 {
		t.Fatalf("not turned upright: %dx%d", p.Full.Width, p.Full.Height)
	}
	if p.UploadedBytes != len(src) {
		t.Fatalf("uploaded bytes %d", p.UploadedBytes)
	}
}

func TestProcessResizesAndNamesByContent(t *testing.T) {
	p, err := Process(context.Background(), imagestest.JPEG(2400, 1200))
	if err != nil {
		t.Fatal(err)
	}
	if p.Full.Width != FullMaxSide || p.Full.Height != 800 || p.Thumb.Width != ThumbMaxSide || p.Thumb.Height != 200 {
		t.Fatalf("sizes: full %dx%d thumb %dx%d", p.Full.Width, p.Full.Height, p.Thumb.Width, p.Thumb.Height)
	}
	if !ValidKey(p.Full.Key) || !ValidKey(p.Thumb.Key) || p.Full.Key == p.Thumb.Key || p.Full.ContentType != JPEG {
		t.Fatalf("keys %q %q", p.Full.Key, p.Thumb.Key)
	}
	small, err := Process(context.Background(), imagestest.PNG(50, 40)) // never enlarged
	if err != nil || small.Full.Width != 50 || small.Full.Height != 40 {
		t.Fatalf("small: %+v %v", small.Full.Width, err)
	}
	again, _ := Process(context.Background(), imagestest.PNG(50, 40))
	if again.Full.Key != small.Full.Key {
		t.Fatal("same picture, different name")
	}
}

func TestProcessKeepsTransparencyAndReadsWebP(t *testing.T) {
	clear := image.NewNRGBA(image.Rect(0, 0, 10, 10))
	p, err := FromImage(clear)
	if err != nil || p.Full.ContentType != PNG || !strings.HasSuffix(p.Full.Key, ".png") {
		t.Fatalf("transparent picture: %+v %v", p.Full.ContentType, err)
	}
	webp, _ := os.ReadFile("testdata/blue-purple-pink.lossy.webp")
	w, err := Process(context.Background(), webp)
	if err != nil || w.Full.ContentType != JPEG || w.Full.Width == 0 {
		t.Fatalf("webp: %v", err)
	}
}

func TestProcessRefusesUnreadableAndHugePictures(t *testing.T) {
	if _, err := Process(context.Background(), []byte("\xFF\xD8\xFFnot really a jpeg")); err != ErrUnreadable {
		t.Fatalf("broken jpeg: %v", err)
	}
	// A PNG header claiming 10000 x 10000 pixels.
	hdr := imagestest.PNG(1, 1)
	huge := append([]byte{}, hdr...)
	copy(huge[16:24], []byte{0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10})
	if _, err := Process(context.Background(), huge); err != ErrTooManyPxls && err != ErrUnreadable {
		t.Fatalf("huge: %v", err)
	}
}

func TestOrientAllEight(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 3, 2))
	src.Pix[0] = 255 // red top-left pixel
	want := map[int]image.Point{1: {0, 0}, 2: {2, 0}, 3: {2, 1}, 4: {0, 1}, 5: {0, 0}, 6: {1, 0}, 7: {1, 2}, 8: {0, 2}}
	for o, pt := range want {
		out := orient(src, o)
		if r, _, _, _ := out.At(pt.X, pt.Y).RGBA(); r == 0 {
			t.Errorf("orientation %d: red pixel not at %v", o, pt)
		}
	}
}

func TestDataURLs(t *testing.T) {
	data := imagestest.JPEG(3, 3)
	got, err := DecodeDataURL(imagestest.DataURL("image/png", data))
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("round trip: %v", err)
	}
	for _, bad := range []string{"data:image/png,notbase64", "http://x/y.jpg", "data:image/png;base64,@@@"} {
		if _, err := DecodeDataURL(bad); err != ErrNotDataURL {
			t.Errorf("%q: %v", bad, err)
		}
	}
	big := imagestest.DataURL("image/jpeg", make([]byte, MaxBytes+10))
	if _, err := DecodeDataURL(big); err != ErrTooLarge {
		t.Fatalf("big: %v", err)
	}
}

func TestLocalStorage(t *testing.T) {
	store := Local(t.TempDir() + "/items")
	ctx := context.Background()
	p, _ := Process(context.Background(), imagestest.PNG(8, 8))
	if err := store.Put(ctx, p.Full); err != nil {
		t.Fatal(err)
	}
	if err := store.Put(ctx, p.Full); err != nil { // idempotent
		t.Fatal(err)
	}
	r, size, err := store.Open(ctx, p.Full.Key)
	if err != nil || size != int64(len(p.Full.Data)) {
		t.Fatalf("open: %v %d", err, size)
	}
	got, _ := io.ReadAll(r)
	r.Close()
	if !bytes.Equal(got, p.Full.Data) {
		t.Fatal("content differs")
	}
	for _, key := range []string{"../../etc/passwd", strings.Repeat("a", 64) + ".jpg"} {
		if _, _, err := store.Open(ctx, key); err != ErrNotFound {
			t.Errorf("%q: %v", key, err)
		}
	}
	if err := store.Put(ctx, Variant{Key: "../x.jpg", Data: []byte{1}}); err == nil {
		t.Fatal("bad key stored")
	}
}
