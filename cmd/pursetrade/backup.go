package main

import (
	"context"
	"fmt"

	"pursetrade/internal/backup"
	"pursetrade/internal/config"
)

// runBackup is `pursetrade backup <file>` and `pursetrade restore <file>`
// on DATABASE_URL (docs/operations.md, "Backups and restore").
func runBackup(ctx context.Context, command string, args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("usage: pursetrade %s <file>", command)
	}
	cfg, err := config.Load(config.ModeTool)
	if err != nil {
		return err
	}
	if command == "restore" {
		return backup.Restore(ctx, cfg.DatabaseURL, args[0])
	}
	return backup.Dump(ctx, cfg.DatabaseURL, args[0])
}
