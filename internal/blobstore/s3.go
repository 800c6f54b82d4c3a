package blobstore

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"pursetrade/internal/config"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3 keeps files in a bucket under a prefix (one per kind of file).
type S3 struct {
	client *minio.Client
	bucket string
	prefix string
}

// OpenS3 connects to the bucket, creating it when it does not exist yet.
// Replicas starting together may race to create it: losing that race is
// no error.
func OpenS3(ctx context.Context, c config.S3) (*minio.Client, error) {
	host, tls, err := c.Server()
	if err != nil {
		return nil, err
	}
	client, err := minio.New(host, &minio.Options{
		Creds: credentials.NewStaticV4(c.AccessKey, c.SecretKey, ""), Secure: tls, Region: c.Region,
	})
	if err != nil {
		return nil, fmt.Errorf("S3 at %s: %w", c.Endpoint, err)
	}
	exists, err := client.BucketExists(ctx, c.Bucket)
	if err != nil {
		return nil, fmt.Errorf("S3 bucket %s at %s: %w", c.Bucket, c.Endpoint, err)
	}
	if !exists {
		if err := makeBucket(ctx, client, c); err != nil {
			return nil, fmt.Errorf("create S3 bucket %s: %w", c.Bucket, err)
		}
	}
	return client, nil
}

// makeBucket creates the bucket; one created meanwhile by another replica
// (BucketAlreadyOwnedByYou, or a server answering BucketAlreadyExists for
// its own bucket) will do.
func makeBucket(ctx context.Context, client *minio.Client, c config.S3) error {
	err := client.MakeBucket(ctx, c.Bucket, minio.MakeBucketOptions{Region: c.Region})
	if err == nil {
		return nil
	}
	switch minio.ToErrorResponse(err).Code {
	case "BucketAlreadyOwnedByYou":
		return nil
	case "BucketAlreadyExists":
		if exists, existsErr := client.BucketExists(ctx, c.Bucket); existsErr == nil && exists {
			return nil
		}
	}
	return err
}

// NewS3 stores files of one kind under prefix in the bucket.
func NewS3(client *minio.Client, bucket, prefix string) S3 {
	return S3{client: client, bucket: bucket, prefix: prefix + "/"}
}

// Put uploads the file.
func (s S3) Put(ctx context.Context, key, contentType string, data []byte) error {
	if !safeKey(key) {
		return fmt.Errorf("blobstore: invalid key %q", key)
	}
	_, err := s.client.PutObject(ctx, s.bucket, s.prefix+key, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: contentType})
	return err
}

// Open reads the file's size, then streams it.
func (s S3) Open(ctx context.Context, key string) (File, error) {
	if !safeKey(key) {
		return nil, ErrNotFound
	}
	obj, err := s.client.GetObject(ctx, s.bucket, s.prefix+key, minio.GetObjectOptions{})
	if err != nil {
		return nil, notFound(err)
	}
	st, err := obj.Stat()
	if err != nil {
		obj.Close()
		return nil, notFound(err)
	}
	return s3File{obj, st.Size, st.LastModified}, nil
}

// Delete removes the file.
func (s S3) Delete(ctx context.Context, key string) error {
	if !safeKey(key) {
		return nil
	}
	return s.client.RemoveObject(ctx, s.bucket, s.prefix+key, minio.RemoveObjectOptions{})
}

type s3File struct {
	*minio.Object
	size    int64
	modTime time.Time
}

func (f s3File) Size() int64        { return f.size }
func (f s3File) ModTime() time.Time { return f.modTime }

func notFound(err error) error {
	if minio.ToErrorResponse(err).Code == minio.NoSuchKey {
		return ErrNotFound
	}
	return err
}
