package images

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"pursetrade/internal/blobstore"
	"regexp"
)

// ErrNotFound is returned for a key the store does not hold.
var ErrNotFound = errors.New("image not found")

// Storage keeps image files by key. Keys are content-addressed, so Put of an
// existing key is a no-op and files never change. A local folder implements
// it; an S3-compatible bucket can implement the same two calls.
type Storage interface {
	Put(ctx context.Context, v Variant) error
	Open(ctx context.Context, key string) (io.ReadCloser, int64, error)
	// Delete removes the file; a missing one is no error.
	Delete(ctx context.Context, key string) error
}

var keyPattern = regexp.MustCompile(`^[0-9a-f]{64}\.(jpg|png)$`)

// ValidKey reports whether key can name a stored variant.
func ValidKey(key string) bool { return keyPattern.MatchString(key) }

// ContentTypeOf is the type served for a key.
func ContentTypeOf(key string) string {
	if filepath.Ext(key) == ".png" {
		return PNG
	}
	return JPEG
}

// PutPhoto stores both variants of a processed photo.
func PutPhoto(ctx context.Context, s Storage, p Photo) error {
	for _, v := range []Variant{p.Full, p.Thumb} {
		if err := s.Put(ctx, v); err != nil {
			return fmt.Errorf("store photo: %w", err)
		}
	}
	return nil
}

// Stored keeps variants in a blob store (a folder, or the shared bucket).
type Stored struct{ Files blobstore.Store }

// Put writes the variant (its key is its content's hash, so writing it
// again changes nothing).
func (s Stored) Put(ctx context.Context, v Variant) error {
	if !ValidKey(v.Key) {
		return errors.New("invalid image key")
	}
	return s.Files.Put(ctx, v.Key, ContentTypeOf(v.Key), v.Data)
}

// Delete removes the variant's file.
func (s Stored) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return errors.New("invalid image key")
	}
	return s.Files.Delete(ctx, key)
}

// Open returns the file and its size.
func (s Stored) Open(ctx context.Context, key string) (io.ReadCloser, int64, error) {
	if !ValidKey(key) {
		return nil, 0, ErrNotFound
	}
	f, err := s.Files.Open(ctx, key)
	if errors.Is(err, blobstore.ErrNotFound) {
		return nil, 0, ErrNotFound
	}
	if err != nil {
		return nil, 0, err
	}
	return f, f.Size(), nil
}

// Local stores files in one folder.
func Local(dir string) Stored { return Stored{Files: blobstore.Local{Dir: dir}} }
