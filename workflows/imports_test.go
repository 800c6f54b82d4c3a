package workflows

import (
	"os/exec"
	"strings"
	"testing"
)

// The workflow reads no database and calls no outside service: it imports
// the SDK and pure trade types only (internal/trades/rules), so it stays deterministic and its
// tests need nothing but the SDK.
func TestWorkflowsImportNoAdapters(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range []string{"github.com/jackc/pgx", "pursetrade/internal/store", "pursetrade/internal/catalog",
			"pursetrade/internal/shipping", "pursetrade/internal/trades", "pursetrade/internal/ledger"} {
			if (dep == banned || strings.HasPrefix(dep, banned+"/")) && dep != "pursetrade/internal/trades/rules" {
				t.Errorf("workflows depends on %s", dep)
			}
		}
	}
}
