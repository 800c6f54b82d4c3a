package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"

	"pursetrade/internal/accounts"
	"pursetrade/internal/config"
)

// runAdmin implements `admin create <email> <password> [name]`.
func runAdmin(ctx context.Context, args []string) error {
	if len(args) < 3 || args[0] != "create" {
		return errors.New("usage: pursetrade admin create <email> <password> [name]")
	}
	email, password, name := args[1], args[2], strings.Join(args[3:], " ")
	return withDatabase(ctx, func(ctx context.Context, _ config.Config, logger *slog.Logger, pool *pgxpool.Pool) error {
		u, created, err := accounts.NewService(pool).EnsureAdmin(ctx, email, password, name)
		if err != nil {
			return err
		}
		if created {
			fmt.Printf("created administrator %s (%s)\n", u.Email, u.ID)
		} else {
			fmt.Printf("%s (%s) is an administrator\n", u.Email, u.ID)
		}
		return nil
	})
}

// ensureConfiguredAdmin makes sure ADMIN_EMAIL is an administrator at start.
func ensureConfiguredAdmin(ctx context.Context, cfg config.Config, logger *slog.Logger, pool *pgxpool.Pool) error {
	if cfg.AdminEmail == "" {
		return nil
	}
	u, created, err := accounts.NewService(pool).EnsureAdmin(ctx, cfg.AdminEmail, cfg.AdminPassword, "")
	if err != nil {
		return fmt.Errorf("ADMIN_EMAIL: %w", err)
	}
	logger.Info("administrator ensured", "email", u.Email, "created", created)
	return nil
}
