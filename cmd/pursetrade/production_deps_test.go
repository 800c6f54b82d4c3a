package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const devSupervisor = "pursetrade/internal/devtools/devstack"

// Production runs this command without the development supervisor (`dev`,
// `cluster`): only the development build (-tags devstack) carries it.
func TestProductionCommandLeavesOutTheDevSupervisor(t *testing.T) {
	deps := func(flags ...string) []string {
		out, err := exec.Command("go", append(append([]string{"list"}, flags...), "-deps", ".")...).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %v: %v\n%s", flags, err, out)
		}
		return strings.Fields(string(out))
	}
	if slices.Contains(deps(), devSupervisor) {
		t.Errorf("go list -deps ./cmd/pursetrade includes %s", devSupervisor)
	}
	if !slices.Contains(deps("-tags", "devstack"), devSupervisor) {
		t.Errorf("the development build (-tags devstack) does not include %s", devSupervisor)
	}
	if _, ok := devCommands["dev"]; ok {
		t.Error("the production build has the dev command")
	}
}
