package blobstore

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Local keeps files in a folder.
type Local struct{ Dir string }

// Put writes the file atomically (a temporary file, then a rename over
// any file of the same key).
func (l Local) Put(_ context.Context, key, _ string, data []byte) error {
	if !safeKey(key) {
		return errors.New("blobstore: invalid key")
	}
	final := filepath.Join(l.Dir, key)
	if err := os.MkdirAll(l.Dir, 0o750); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(l.Dir, ".upload-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), final)
}

// Open opens the file.
func (l Local) Open(_ context.Context, key string) (File, error) {
	if !safeKey(key) {
		return nil, ErrNotFound
	}
	f, err := os.Open(filepath.Join(l.Dir, key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	return localFile{f, st.Size(), st.ModTime()}, nil
}

// Delete removes the file.
func (l Local) Delete(_ context.Context, key string) error {
	if !safeKey(key) {
		return nil
	}
	if err := os.Remove(filepath.Join(l.Dir, key)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

type localFile struct {
	*os.File
	size    int64
	modTime time.Time
}

func (f localFile) Size() int64        { return f.size }
func (f localFile) ModTime() time.Time { return f.modTime }

// safeKey refuses keys that could leave the folder or hide a file.
func safeKey(key string) bool {
	return key != "" && key[0] != '.' && filepath.Base(key) == key
}
