package images

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"image/jpeg"
	"image/png"

	xdraw "golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // registers the WebP decoder
)

// Variant is one stored rendition of a photo.
type Variant struct {
	Key         string // content-addressed file name, e.g. "<sha256>.jpg"
	ContentType string
	Width       int
	Height      int
	Data        []byte
}

// Photo is a processed upload: a full-size version (longest side at most
// FullMaxSide) and a thumbnail (at most ThumbMaxSide), both without metadata.
type Photo struct {
	Full, Thumb   Variant
	UploadedBytes int // size of the original upload
}

// decodeSlots bounds how many photos are decoded at once, and so the memory
// a burst of uploads can take.
var decodeSlots = make(chan struct{}, 2)

// Process checks and converts one upload. Waiting for a decode slot ends
// with ctx (the client went away): its error is then ctx's.
func Process(ctx context.Context, data []byte) (Photo, error) {
	kind, err := Sniff(data)
	if err != nil {
		return Photo{}, err
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return Photo{}, ErrUnreadable
	}
	if cfg.Width*cfg.Height > MaxPixels {
		return Photo{}, ErrTooManyPxls
	}
	select {
	case decodeSlots <- struct{}{}:
		defer func() { <-decodeSlots }()
	case <-ctx.Done():
		return Photo{}, ctx.Err()
	}
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return Photo{}, ErrUnreadable
	}
	orientation := 1
	if kind == JPEG {
		orientation = jpegOrientation(data)
	}
	full := orient(scale(src, FullMaxSide), orientation)
	p := Photo{UploadedBytes: len(data)}
	if p.Full, err = encode(full, 88); err != nil {
		return Photo{}, err
	}
	if p.Thumb, err = encode(scale(full, ThumbMaxSide), 82); err != nil {
		return Photo{}, err
	}
	return p, nil
}

// FromImage stores a picture drawn by the program (demo data) the same way
// as an upload.
func FromImage(img image.Image) (Photo, error) {
	full := scale(img, FullMaxSide)
	var p Photo
	var err error
	if p.Full, err = encode(full, 88); err != nil {
		return Photo{}, err
	}
	if p.Thumb, err = encode(scale(full, ThumbMaxSide), 82); err != nil {
		return Photo{}, err
	}
	p.UploadedBytes = len(p.Full.Data)
	return p, nil
}

// scale fits img into maxSide x maxSide (never enlarging) as RGBA.
func scale(img image.Image, maxSide int) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w > maxSide || h > maxSide {
		if w >= h {
			w, h = maxSide, max(1, h*maxSide/b.Dx())
		} else {
			w, h = max(1, w*maxSide/b.Dy()), maxSide
		}
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	if w == b.Dx() && h == b.Dy() {
		xdraw.Draw(dst, dst.Bounds(), img, b.Min, xdraw.Src)
	} else {
		xdraw.BiLinear.Scale(dst, dst.Bounds(), img, b, xdraw.Src, nil)
	}
	return dst
}

// encode writes JPEG for opaque pictures and PNG when transparency matters.
func encode(img *image.RGBA, quality int) (Variant, error) {
	var buf bytes.Buffer
	v := Variant{ContentType: JPEG, Width: img.Bounds().Dx(), Height: img.Bounds().Dy()}
	ext := ".jpg"
	var err error
	if img.Opaque() {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: quality})
	} else {
		v.ContentType, ext = PNG, ".png"
		err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img)
	}
	if err != nil {
		return Variant{}, err
	}
	sum := sha256.Sum256(buf.Bytes())
	v.Key = hex.EncodeToString(sum[:]) + ext
	v.Data = buf.Bytes()
	return v, nil
}
