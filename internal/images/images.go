// Package images turns an uploaded photo into what the site serves: the
// type is decided by content (JPEG, PNG or WebP), the picture is decoded,
// turned upright, resized to a full-size version and a thumbnail and
// re-encoded, which drops every metadata block (EXIF, GPS, XMP, comments).
// Files are named by the SHA-256 of their bytes, so a name never changes
// meaning and can be cached forever.
package images

import (
	"bytes"
	"errors"
	"fmt"
)

// Limits of an uploaded photo.
const (
	MaxBytes     = 5 << 20 // 5 MB per photo
	MaxPerItem   = 5
	MaxPixels    = 40_000_000 // refuse decompression bombs before decoding
	FullMaxSide  = 1600
	ThumbMaxSide = 400
)

// Content types of uploads and of stored variants.
const (
	JPEG = "image/jpeg"
	PNG  = "image/png"
	WebP = "image/webp"
)

// Refusals, worded for the person uploading.
var (
	ErrEmpty       = errors.New("One or more selected files are empty")
	ErrTooLarge    = fmt.Errorf("Each image must be %d MB or smaller", MaxBytes>>20)
	ErrType        = errors.New("Only JPEG, PNG or WebP images are allowed")
	ErrUnreadable  = errors.New("The image could not be read. Please upload a valid JPEG, PNG or WebP file")
	ErrTooManyPxls = fmt.Errorf("The image is too large: at most %d megapixels", MaxPixels/1_000_000)
)

// Sniff checks an upload's size and decides its type by its first bytes,
// whatever its file name or declared type says.
func Sniff(data []byte) (string, error) {
	switch {
	case len(data) == 0:
		return "", ErrEmpty
	case len(data) > MaxBytes:
		return "", ErrTooLarge
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		return JPEG, nil
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return PNG, nil
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		return WebP, nil
	}
	return "", ErrType
}
