package images

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
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

// Local stores files in one folder (DATA_DIR/uploads/items).
type Local struct{ Dir string }

// Put writes the file atomically (temporary file, then rename).
func (l Local) Put(_ context.Context, v Variant) error {
	if !ValidKey(v.Key) {
		return errors.New("invalid image key")
	}
	final := filepath.Join(l.Dir, v.Key)
	if _, err := os.Stat(final); err == nil {
		return nil
	}
	if err := os.MkdirAll(l.Dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(l.Dir, ".upload-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(v.Data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), final)
}

// Open returns the file and its size.
func (l Local) Open(_ context.Context, key string) (io.ReadCloser, int64, error) {
	if !ValidKey(key) {
		return nil, 0, ErrNotFound
	}
	f, err := os.Open(filepath.Join(l.Dir, key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0, ErrNotFound
	}
	if err != nil {
		return nil, 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, st.Size(), nil
}

// LocalItems is the item photo folder inside a data folder.
func LocalItems(dataDir string) Local { return Local{Dir: filepath.Join(dataDir, "uploads", "items")} }
