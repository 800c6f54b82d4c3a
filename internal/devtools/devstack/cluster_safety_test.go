package devstack

import (
	"slices"
	"strings"
	"testing"
)

// The cluster's balancer sets X-Forwarded-For to the address it saw, and its
// Temporal UI (no sign-in) is read-only.
func TestClusterEdgesAreClosed(t *testing.T) {
	top := topology{apis: 2, httpPort: 10000, dir: t.TempDir()}
	if conf := nginxConfig(top, t.TempDir()); strings.Contains(conf, "$proxy_add_x_forwarded_for") ||
		!strings.Contains(conf, "X-Forwarded-For $remote_addr") {
		t.Errorf("the balancer passes on the client's X-Forwarded-For:\n%s", conf)
	}
	if conf := temporalUIConfig(top); !strings.Contains(conf, "disableWriteActions: true\n") {
		t.Errorf("the Temporal UI has write actions:\n%s", conf)
	}
}

// The Temporal server's template reads PPROF_ENABLED as text; it gets the
// value the cluster parsed, so every spelling ParseBool takes means the same
// to it as to the API and the worker.
func TestTemporalServerProfilingFollowsTheCluster(t *testing.T) {
	t.Setenv("PURSETRADE_BIN", "pursetrade")
	for value, want := range map[string]string{"1": "PPROF_ENABLED=true", "TRUE": "PPROF_ENABLED=true", "0": "PPROF_ENABLED=false"} {
		t.Setenv("PPROF_ENABLED", value)
		top, err := loadTopology()
		if err != nil {
			t.Fatal(err)
		}
		if env := temporalServerEnv(top, top.pgPort(), "dynamic.yaml", nil); !slices.Contains(env, want) {
			t.Errorf("PPROF_ENABLED=%s: the Temporal server's environment %q lacks %s", value, env, want)
		}
	}
}
