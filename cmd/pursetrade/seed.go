package main

import (
	"context"
	"log/slog"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/blobstore"
	"pursetrade/internal/config"
	"pursetrade/internal/devtools/seed"
	"pursetrade/internal/images"
	"pursetrade/internal/store"
)

func runSeed(ctx context.Context, cfg config.Config, logger *slog.Logger, pool *pgxpool.Pool) error {
	if err := store.Migrate(ctx, pool, logger); err != nil {
		return err
	}
	// ADMIN_EMAIL's administrator first: the demo then brings none of its own.
	if err := ensureConfiguredAdmin(ctx, cfg, logger, pool); err != nil {
		return err
	}
	// Printed once, here: nothing keeps it.
	adminPassword := seed.NewAdminPassword()
	seeded, err := seedDemo(ctx, pool, cfg.S3, cfg.DataDir, adminPassword)
	if err != nil {
		return err
	}
	if !seeded {
		logger.Info("database already has members or bags; seed skipped")
		return nil
	}
	return seed.PrintLogins(ctx, pool, os.Stdout, seed.DemoAdmin(adminPassword))
}

// seedDemo loads the demo data with its photos in the item store the API
// serves them from: the shared bucket when S3_* is set, else the data
// folder.
func seedDemo(ctx context.Context, pool *pgxpool.Pool, s3 config.S3, dataDir, adminPassword string) (bool, error) {
	files, err := blobstore.Open(ctx, s3, dataDir)
	if err != nil {
		return false, err
	}
	return seed.Run(ctx, pool, images.Stored{Files: files.Items}, adminPassword, os.Stdout)
}
