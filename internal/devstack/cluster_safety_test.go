package devstack

import (
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
