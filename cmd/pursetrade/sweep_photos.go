package main

import (
	"context"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/catalog"
	"pursetrade/internal/config"
	"pursetrade/internal/images"
)

// runSweepPhotos deletes the photos that bags removed before a removal
// deleted its photos still keep, rows and files, once after an upgrade
// from such a version.
func runSweepPhotos(ctx context.Context, cfg config.Config, logger *slog.Logger, pool *pgxpool.Pool) error {
	files, err := blobstore.Open(ctx, cfg.S3, cfg.DataDir)
	if err != nil {
		return err
	}
	n, err := catalog.NewService(pool, images.Stored{Files: files.Items}).SweepRemovedPhotos(ctx)
	if err != nil {
		return err
	}
	logger.Info("photos of removed bags deleted", "rows", n)
	return nil
}
