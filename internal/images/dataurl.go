package images

import (
	"encoding/base64"
	"errors"
	"strings"
)

// ErrNotDataURL refuses an image field that is neither a file nor a data URL.
var ErrNotDataURL = errors.New("Images must be JPEG, PNG or WebP files or base64 data URLs (data:image/...;base64,...)")

// IsDataURL reports whether s looks like a data URL.
func IsDataURL(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "data:") }

// DecodeDataURL returns the bytes of a base64 data URL. The declared type
// is ignored: Sniff decides by content.
func DecodeDataURL(s string) ([]byte, error) {
	meta, payload, ok := strings.Cut(strings.TrimSpace(s), ",")
	if !ok || !strings.HasPrefix(meta, "data:") || !strings.HasSuffix(meta, ";base64") {
		return nil, ErrNotDataURL
	}
	if base64.StdEncoding.DecodedLen(len(payload)) > MaxBytes+3 {
		return nil, ErrTooLarge
	}
	data, err := base64.StdEncoding.DecodeString(strings.TrimRight(payload, "\r\n"))
	if err != nil {
		if data, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(payload, "=\r\n")); err != nil {
			return nil, ErrNotDataURL
		}
	}
	return data, nil
}
