package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"filippo.io/age"

	"pursetrade/internal/backup"
	"pursetrade/internal/config"
	"pursetrade/internal/logging"
)

// errPlainBackup refuses to write a backup nobody encrypted: it holds
// members' emails, addresses, password hashes, payout details and mail.
var errPlainBackup = errors.New("BACKUP_AGE_RECIPIENT: required: backups are written encrypted only " +
	"(make a key pair with `pursetrade backup keygen <identity-file>`)")

// runBackup is `pursetrade backup <file>`, `pursetrade backup keygen
// <identity-file>` and `pursetrade restore <file>` on DATABASE_URL
// (docs/operations.md, "Backups and restore").
func runBackup(ctx context.Context, command string, args []string) error {
	if command == "backup" && len(args) == 2 && args[0] == "keygen" {
		recipient, err := backup.NewIdentityFile(args[1])
		if err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "identity written to %s: keep it offline, away from the backups; its recipient (BACKUP_AGE_RECIPIENT):\n", args[1])
		fmt.Println(recipient)
		return nil
	}
	if len(args) != 1 {
		if command == "backup" {
			return errors.New("usage: pursetrade backup <file>, or pursetrade backup keygen <identity-file>")
		}
		return fmt.Errorf("usage: pursetrade %s <file>", command)
	}
	cfg, err := config.Load(config.ModeTool)
	if err != nil {
		return err
	}
	if command == "restore" {
		var identities []age.Identity
		if cfg.BackupAgeIdentityFile != "" {
			if identities, err = backup.ReadIdentities(cfg.BackupAgeIdentityFile); err != nil {
				return fmt.Errorf("BACKUP_AGE_IDENTITY_FILE: %w", err)
			}
		}
		return backup.Restore(ctx, cfg.DatabaseURL, args[0], identities...)
	}
	recipient := cfg.BackupRecipient()
	if recipient != nil {
		return backup.Dump(ctx, cfg.DatabaseURL, args[0], recipient)
	}
	if !developmentBuild() {
		return errPlainBackup
	}
	logging.New(cfg.LogFormat, cfg.LogLevel).Warn("BACKUP_AGE_RECIPIENT is not set: writing an UNENCRYPTED backup (development build only)", "file", args[0])
	return backup.Dump(ctx, cfg.DatabaseURL, args[0])
}
