package devstack

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
)

var listenDirective = regexp.MustCompile(`(?m)^\s*listen\s+([^;]+);`)

// The cluster's nginx listens on loopback unless CLUSTER_LISTEN_ADDR asks
// for another address, which must be an IP address; the Temporal UI (no
// sign-in) is on loopback too.
func TestClusterListensOnLoopbackUnlessAsked(t *testing.T) {
	t.Setenv("PURSETRADE_BIN", "pursetrade")
	for value, want := range map[string]string{"": "127.0.0.1:10000", "0.0.0.0": "0.0.0.0:10000", "::": "[::]:10000"} {
		t.Setenv("CLUSTER_LISTEN_ADDR", value)
		top, err := loadTopology()
		if err != nil {
			t.Fatal(err)
		}
		top.apis = 2
		if got := listenDirective.FindAllStringSubmatch(nginxConfig(top, t.TempDir()), -1); len(got) != 1 || got[0][1] != want {
			t.Errorf("CLUSTER_LISTEN_ADDR=%q: nginx listens on %q, want only %s", value, got, want)
		}
	}
	for _, bad := range []string{"localhost", "10000", "0.0.0.0:10000"} {
		t.Setenv("CLUSTER_LISTEN_ADDR", bad)
		if _, err := loadTopology(); err == nil || !strings.Contains(err.Error(), "CLUSTER_LISTEN_ADDR") {
			t.Errorf("CLUSTER_LISTEN_ADDR=%q: %v, want an error naming it", bad, err)
		}
	}
	if conf := temporalUIConfig(topology{}); !strings.Contains(conf, "\nhost: 127.0.0.1\n") {
		t.Errorf("the Temporal UI listens beyond loopback:\n%s", conf)
	}
}

// nginx started with the cluster's default configuration answers on
// loopback and not on this machine's other addresses.
func TestClusterBalancerIsNotReachableFromTheNetwork(t *testing.T) {
	testenv.Integration(t) // runs nginx
	nginx, err := findNginx()
	if err != nil {
		t.Fatal(err) // `make test` installs it (`make nginx`)
	}
	external := externalIPv4(t)
	if external == "" {
		t.Skip("this machine has no address but loopback")
	}
	port, err := proc.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("PURSETRADE_BIN", "pursetrade")
	t.Setenv("CLUSTER_HTTP_PORT", strconv.Itoa(port))
	top, err := loadTopology()
	if err != nil {
		t.Fatal(err)
	}
	top.apis, top.dir = 1, t.TempDir()
	dir := filepath.Join(top.dir, "nginx")
	if err := os.MkdirAll(filepath.Join(dir, "tmp"), 0o777); err != nil {
		t.Fatal(err)
	}
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, []byte(nginxConfig(top, dir)), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(nginx, "-p", dir, "-c", conf, "-e", filepath.Join(dir, "error.log"), "-g", "daemon off;")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })

	loopback := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	testenv.Eventually(t, 10*time.Second, func() error {
		if err := dialTCP(loopback); err != nil {
			log, _ := os.ReadFile(filepath.Join(dir, "error.log"))
			return fmt.Errorf("nginx does not answer on %s: %v\n%s", loopback, err, log)
		}
		return nil
	})
	if err := dialTCP(net.JoinHostPort(external, strconv.Itoa(port))); err == nil {
		t.Fatalf("the cluster's app port answers on %s, an address other machines reach", external)
	}
}

// externalIPv4 is one of this machine's IPv4 addresses other than loopback.
func externalIPv4(t *testing.T) string {
	t.Helper()
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			return n.IP.String()
		}
	}
	return ""
}
