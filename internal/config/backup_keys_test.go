package config

import (
	"strings"
	"testing"

	"filippo.io/age"
)

// BACKUP_AGE_RECIPIENT takes one age public key; anything else stops the
// program with one line naming the variable, and a private key pasted there
// by mistake is not quoted.
func TestBackupRecipientIsOneAgePublicKey(t *testing.T) {
	id, err := age.GenerateX25519Identity()
	if err != nil {
		t.Fatal(err)
	}
	c, err := load(ModeTool, lookupFrom(map[string]string{"DATABASE_URL": "postgres://db/app", "BACKUP_AGE_RECIPIENT": id.Recipient().String()}))
	if err != nil {
		t.Fatal(err)
	}
	if got := c.BackupRecipient(); got == nil || got.(*age.X25519Recipient).String() != id.Recipient().String() {
		t.Fatalf("recipient: %v", got)
	}
	for _, bad := range []string{id.String(), "age1notakey", "ssh-ed25519 AAAA", id.Recipient().String() + "\n" + id.Recipient().String()} {
		_, err := load(ModeTool, lookupFrom(map[string]string{"DATABASE_URL": "postgres://db/app", "BACKUP_AGE_RECIPIENT": bad}))
		if err == nil || !strings.HasPrefix(err.Error(), "BACKUP_AGE_RECIPIENT: ") || strings.Contains(err.Error(), "AGE-SECRET-KEY") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%.12s...: %v", bad, err)
		}
	}
	if c, err := load(ModeTool, lookupFrom(map[string]string{"DATABASE_URL": "postgres://db/app"})); err != nil || c.BackupRecipient() != nil {
		t.Fatalf("unset: %v %v", c.BackupRecipient(), err)
	}
}
