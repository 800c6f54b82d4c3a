package main

import (
	"os"
	"path/filepath"
	"testing"
)

// The command makes what it is asked for, in a folder of its own per
// program, and refuses a name no identity has.
func TestTemporalCertsCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "certs")
	if code := run([]string{"temporal-certs", dir, "operator"}); code != 0 {
		t.Fatalf("temporal-certs operator: exit %d", code)
	}
	for _, f := range []string{"ca/key.pem", "operator/cert.pem", "operator/key.pem", "operator/ca.pem"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "api")); !os.IsNotExist(err) {
		t.Errorf("a certificate nobody asked for: %v", err)
	}
	if code := run([]string{"temporal-certs", dir, "admin"}); code != 1 {
		t.Errorf("an unknown name: exit %d, want 1", code)
	}
	if code := run([]string{"temporal-certs", dir}); code != 1 {
		t.Errorf("no name: exit %d, want 1", code)
	}
}
