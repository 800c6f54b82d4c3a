package backup

import (
	"fmt"
	"os"
	"time"

	"filippo.io/age"
)

// NewIdentityFile makes an age key pair for backups: the identity (private
// key) goes to path, 0600 and never over an existing file, in the format
// of age-keygen; the recipient (public key) it returns is what
// BACKUP_AGE_RECIPIENT holds.
func NewIdentityFile(path string) (recipient string, err error) {
	id, err := age.GenerateX25519Identity()
	if err != nil {
		return "", err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return "", err
	}
	recipient = id.Recipient().String()
	_, err = fmt.Fprintf(f, "# created: %s\n# public key: %s\n%s\n", time.Now().UTC().Format(time.RFC3339), recipient, id)
	if err == nil {
		err = f.Sync()
	}
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		_ = os.Remove(path)
		return "", err
	}
	return recipient, nil
}

// ReadIdentities reads an age identity file (age-keygen's or
// NewIdentityFile's); its errors never quote the key.
func ReadIdentities(path string) ([]age.Identity, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ids, err := age.ParseIdentities(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return ids, nil
}
