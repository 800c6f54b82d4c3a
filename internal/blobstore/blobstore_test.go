package blobstore_test

import (
	"context"
	"errors"
	"io"
	"os"
	"testing"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }

// Both stores keep the same promises: a file reads back whole and by
// range, a second Put of a key replaces the file, unknown and unsafe keys
// are not found, and Delete forgets a file.
func TestStoresKeepTheSameContract(t *testing.T) {
	ctx := context.Background()
	s3, err := blobstore.Open(ctx, testenv.S3(t), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	local, err := blobstore.Open(ctx, config.S3{}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for name, store := range map[string]blobstore.Store{"local": local.Evidence, "s3": s3.Evidence} {
		t.Run(name, func(t *testing.T) {
			data := []byte("%PDF-1.4 a shipping label")
			if err := store.Put(ctx, "label.pdf", "application/pdf", data); err != nil {
				t.Fatal(err)
			}
			f, err := store.Open(ctx, "label.pdf")
			if err != nil {
				t.Fatal(err)
			}
			if f.Size() != int64(len(data)) {
				t.Fatalf("size %d, want %d", f.Size(), len(data))
			}
			if _, err := f.Seek(9, io.SeekStart); err != nil {
				t.Fatal(err)
			}
			rest, _ := io.ReadAll(f)
			f.Close()
			if string(rest) != string(data[9:]) {
				t.Fatalf("read from 9: %q", rest)
			}
			for _, key := range []string{"missing.pdf", "../etc/passwd", ".hidden", ""} {
				if _, err := store.Open(ctx, key); !errors.Is(err, blobstore.ErrNotFound) {
					t.Fatalf("Open(%q): %v, want ErrNotFound", key, err)
				}
			}
			if err := store.Put(ctx, "../escape.pdf", "application/pdf", data); err == nil {
				t.Fatal("a key leaving the store was accepted")
			}
			if err := store.Put(ctx, "label.pdf", "application/pdf", []byte("%PDF-1.4 again")); err != nil {
				t.Fatal(err)
			}
			if got := readAll(t, store, "label.pdf"); got != "%PDF-1.4 again" {
				t.Fatalf("after a second Put: %q", got)
			}
			if err := store.Delete(ctx, "label.pdf"); err != nil {
				t.Fatal(err)
			}
			if _, err := store.Open(ctx, "label.pdf"); !errors.Is(err, blobstore.ErrNotFound) {
				t.Fatalf("after Delete: %v", err)
			}
			if err := store.Delete(ctx, "label.pdf"); err != nil {
				t.Fatalf("deleting a missing file: %v", err)
			}
		})
	}
}

// With S3 settings the kinds of file share one bucket under their own
// prefixes, and nothing is written to the data folder.
func TestS3KeepsNothingOnDisk(t *testing.T) {
	ctx := context.Background()
	dataDir := t.TempDir()
	stores, err := blobstore.Open(ctx, testenv.S3(t), dataDir)
	if err != nil {
		t.Fatal(err)
	}
	if err := stores.Items.Put(ctx, "a.jpg", "image/jpeg", []byte("jpeg")); err != nil {
		t.Fatal(err)
	}
	if _, err := stores.Profiles.Open(ctx, "a.jpg"); !errors.Is(err, blobstore.ErrNotFound) {
		t.Fatalf("profiles see an item photo: %v", err)
	}
	if entries, _ := os.ReadDir(dataDir); len(entries) != 0 {
		t.Fatalf("%d entries written to the data folder", len(entries))
	}
}

// Replicas starting together race to create the bucket: every one of them
// opens it, including one whose creation comes second.
func TestReplicasCreateTheBucketTogether(t *testing.T) {
	ctx := context.Background()
	cfg := testenv.S3(t)
	const replicas = 4
	start := make(chan struct{})
	errs := make(chan error, replicas)
	for range replicas {
		go func() {
			<-start
			_, err := blobstore.OpenS3(ctx, cfg)
			errs <- err
		}()
	}
	close(start)
	for range replicas {
		if err := <-errs; err != nil {
			t.Fatalf("a replica failed to start: %v", err)
		}
	}
	// The losing side of the race, made certain: the bucket exists by now.
	client, err := blobstore.OpenS3(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := blobstore.MakeBucket(ctx, client, cfg); err != nil {
		t.Fatalf("creating a bucket another replica created: %v", err)
	}
	// A bucket of someone else's is still refused (here: a bad name the
	// server rejects, so not every MakeBucket error is swallowed).
	bad := cfg
	bad.Bucket = "Not_A_Bucket"
	if err := blobstore.MakeBucket(ctx, client, bad); err == nil {
		t.Fatal("an invalid bucket name was accepted")
	}
}

// S3_ENDPOINT may be a URL: http:// reaches the plain-HTTP test server.
func TestS3EndpointAsURL(t *testing.T) {
	ctx := context.Background()
	cfg := testenv.S3(t)
	cfg.Endpoint = "http://" + cfg.Endpoint
	cfg.UseTLS = true // the scheme decides
	stores, err := blobstore.Open(ctx, cfg, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := stores.Labels.Put(ctx, "a.pdf", "application/pdf", []byte("%PDF")); err != nil {
		t.Fatal(err)
	}
	f, err := stores.Labels.Open(ctx, "a.pdf")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Size() != 4 || f.ModTime().IsZero() {
		t.Fatalf("size %d, modified %v", f.Size(), f.ModTime())
	}
}

func readAll(t *testing.T, store blobstore.Store, key string) string {
	t.Helper()
	f, err := store.Open(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
