package main

import (
	"context"
	"log/slog"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/config"
	"pursetrade/internal/seed"
	"pursetrade/internal/store"
)

func runSeed(ctx context.Context, _ config.Config, logger *slog.Logger, pool *pgxpool.Pool) error {
	if err := store.Migrate(ctx, pool, logger); err != nil {
		return err
	}
	seeded, err := seed.Run(ctx, pool, os.Stdout)
	if err != nil {
		return err
	}
	if !seeded {
		logger.Info("database already has members or bags; seed skipped")
		return nil
	}
	return seed.PrintLogins(ctx, pool, os.Stdout)
}
