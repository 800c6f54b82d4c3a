// Package imagestest makes photos for tests: plain JPEG/PNG pictures and a
// JPEG carrying EXIF metadata with GPS coordinates.
package imagestest

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"image"
	"image/jpeg"
	"image/png"
)

// GPSMarker is a string planted in the EXIF block of JPEGWithEXIF; it must
// not survive processing.
const GPSMarker = "GPS 25.8576N 80.2781W"

// Picture is a w x h gradient (not uniform, so encoders do real work).
func Picture(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := img.PixOffset(x, y)
			copy(img.Pix[i:i+4], []byte{uint8(x * 255 / max(1, w)), uint8(y * 255 / max(1, h)), 120, 255})
		}
	}
	return img
}

// JPEG encodes a w x h picture.
func JPEG(w, h int) []byte {
	var buf bytes.Buffer
	_ = jpeg.Encode(&buf, Picture(w, h), &jpeg.Options{Quality: 90})
	return buf.Bytes()
}

// PNG encodes a w x h picture.
func PNG(w, h int) []byte {
	var buf bytes.Buffer
	_ = png.Encode(&buf, Picture(w, h))
	return buf.Bytes()
}

// JPEGWithEXIF is a w x h JPEG with an APP1 Exif block holding the given
// orientation and GPSMarker.
func JPEGWithEXIF(w, h int, orientation uint16) []byte {
	plain := JPEG(w, h)
	// TIFF header (little endian), IFD0 at offset 8 with two entries:
	// Orientation (SHORT) and ImageDescription (ASCII) holding the marker.
	tiff := []byte("II*\x00\x08\x00\x00\x00")
	le := binary.LittleEndian
	tiff = le.AppendUint16(tiff, 2)
	tiff = le.AppendUint16(tiff, 0x0112)
	tiff = le.AppendUint16(tiff, 3)
	tiff = le.AppendUint32(tiff, 1)
	tiff = le.AppendUint16(tiff, orientation)
	tiff = le.AppendUint16(tiff, 0)
	text := append([]byte(GPSMarker), 0)
	tiff = le.AppendUint16(tiff, 0x010E)
	tiff = le.AppendUint16(tiff, 2)
	tiff = le.AppendUint32(tiff, uint32(len(text)))
	tiff = le.AppendUint32(tiff, uint32(8+2+2*12+4))
	tiff = le.AppendUint32(tiff, 0) // no next IFD
	tiff = append(tiff, text...)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xFF, 0xE1}
	app1 = binary.BigEndian.AppendUint16(app1, uint16(len(seg)+2))
	app1 = append(app1, seg...)
	out := append([]byte{}, plain[:2]...)
	out = append(out, app1...)
	return append(out, plain[2:]...)
}

// DataURL wraps bytes as a base64 data URL.
func DataURL(contentType string, data []byte) string {
	return "data:" + contentType + ";base64," + base64.StdEncoding.EncodeToString(data)
}
