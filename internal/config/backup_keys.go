package config

import (
	"fmt"
	"strings"

	"filippo.io/age"
)

// checkBackupRecipient refuses a BACKUP_AGE_RECIPIENT that is not one age
// public key; age's errors never quote a private key pasted there by
// mistake.
func checkBackupRecipient(value string) error {
	if value == "" {
		return nil
	}
	if _, err := parseBackupRecipient(value); err != nil {
		return fmt.Errorf("BACKUP_AGE_RECIPIENT: must be one age public key (age1..., from `pursetrade backup keygen`): %v", err)
	}
	return nil
}

func parseBackupRecipient(value string) (age.Recipient, error) {
	if strings.ContainsAny(value, "\n#") {
		return nil, fmt.Errorf("one key, no comments")
	}
	recipients, err := age.ParseRecipients(strings.NewReader(value))
	if err != nil {
		return nil, err
	}
	return recipients[0], nil
}

// BackupRecipient is the parsed BACKUP_AGE_RECIPIENT that backups are
// encrypted to; nil when it is unset (Load has already refused a bad one).
func (c Config) BackupRecipient() age.Recipient {
	if c.BackupAgeRecipient == "" {
		return nil
	}
	r, _ := parseBackupRecipient(c.BackupAgeRecipient)
	return r
}
