// Package blobstore keeps the files members upload (item and profile
// photos, dispute evidence) and the shipping labels the worker buys: in a
// local folder for one machine (`make dev`), or in an S3-compatible bucket
// that every API and worker replica shares (S3_* settings).
package blobstore

import (
	"context"
	"errors"
	"io"
	"time"
)

// ErrNotFound is returned for a key the store does not hold.
var ErrNotFound = errors.New("blobstore: not found")

// Store keeps files by key. Keys are chosen by the caller: content hashes
// or random names for files that never change, fixed names for small
// records that a later Put replaces.
type Store interface {
	// Put stores the file, replacing any file under the key; readers see
	// the old file or the new one, never a part.
	Put(ctx context.Context, key, contentType string, data []byte) error
	// Open returns the file, which the caller closes.
	Open(ctx context.Context, key string) (File, error)
	// Delete removes the file; a missing one is no error.
	Delete(ctx context.Context, key string) error
}

// File is an open stored file; it seeks, so HTTP ranges work.
type File interface {
	io.ReadSeekCloser
	Size() int64
	// ModTime is when the file was written.
	ModTime() time.Time
}
