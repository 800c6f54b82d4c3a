package blobstore

import (
	"context"
	"path/filepath"

	"pursetrade/internal/config"
)

// Stores are the stores of each kind of file. Labels holds the offline
// shipping labels with their tracking and void records.
type Stores struct {
	Items, Profiles, Evidence, Labels Store
}

// Open chooses the shared bucket when S3_* is set (each kind under its own
// prefix), else folders in the data folder.
func Open(ctx context.Context, c config.S3, dataDir string) (Stores, error) {
	if !c.Enabled() {
		return Stores{
			Items:    Local{Dir: filepath.Join(dataDir, "uploads", "items")},
			Profiles: Local{Dir: filepath.Join(dataDir, "uploads", "profiles")},
			Evidence: Local{Dir: filepath.Join(dataDir, "evidence")},
			Labels:   Local{Dir: filepath.Join(dataDir, "labels")},
		}, nil
	}
	client, err := OpenS3(ctx, c)
	if err != nil {
		return Stores{}, err
	}
	return Stores{
		Items:    NewS3(client, c.Bucket, "items"),
		Profiles: NewS3(client, c.Bucket, "profiles"),
		Evidence: NewS3(client, c.Bucket, "evidence"),
		Labels:   NewS3(client, c.Bucket, "labels"),
	}, nil
}
