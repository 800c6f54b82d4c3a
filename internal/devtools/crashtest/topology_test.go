package crashtest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"pursetrade/internal/auth"
	"pursetrade/internal/devtools/devstack"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/devtools/testenv"
	"pursetrade/internal/email/emailtest"
	"pursetrade/internal/temporalx"
	"pursetrade/internal/tlsca"
)

// TestCrashRecoveryOnCluster runs the crash scenario on the production
// topology (`pursetrade-dev cluster`): the Temporal server on PostgreSQL, two
// workers, two API replicas behind nginx, S3 storage, mail to an SMTP
// server. Workers are SIGKILLed in turn, one API replica once and the
// Temporal server once; the cluster's supervisor restarts each. Besides the
// scenario's checks, every email must reach the SMTP server exactly once,
// and the APIs and workers trace into the cluster's Jaeger.
func TestCrashRecoveryOnCluster(t *testing.T) {
	smtp := emailtest.Start(t, emailtest.Options{})
	topo := startTopology(t, "SMTP_HOST=127.0.0.1", "SMTP_PORT="+strconv.Itoa(smtp.Addr.Port), "CLUSTER_TRACING=true")
	runCrashScenario(t, topo.c, topo.pool, chaos{
		waitUp: topo.waitWorkersUp,
		strike: func(n int) {
			topo.kill("worker-" + strconv.Itoa(1+n%2))
			switch n {
			case 1:
				topo.kill("api-1")
			case 2:
				topo.kill("temporal")
			}
		},
		atLeast:  2,
		describe: "worker kills on both workers, one API replica kill, one Temporal server kill",
	})
	if t.Failed() {
		return
	}
	topo.assertEachEmailOnce(t, smtp)
	topo.assertTracedIntoJaeger(t)
}

// topology is a running `pursetrade-dev cluster` with its own ports and data.
type topology struct {
	c        *cluster
	pool     *pgxpool.Pool
	bin      string // the binary the cluster runs
	dir      string
	base     int
	workers  int
	launcher *exec.Cmd
	exited   chan struct{} // closed when the launcher has exited
}

// stop stops the cluster as Ctrl-C does, and waits for it.
func (topo *topology) stop() {
	_ = topo.launcher.Process.Signal(syscall.SIGINT)
	select {
	case <-topo.exited:
	case <-time.After(90 * time.Second):
		_ = syscall.Kill(-topo.launcher.Process.Pid, syscall.SIGKILL)
	}
}

func (topo *topology) temporalAddr() string { return "127.0.0.1:" + strconv.Itoa(topo.temporalPort(0)) }

// clientEnv is what a program connecting to the cluster's Temporal with
// the named certificate of its CA (internal/tlsca) is given.
func (topo *topology) clientEnv(name string) []string {
	return append([]string{"TEMPORAL_ADDRESS=" + topo.temporalAddr()}, devstack.TemporalCerts(topo.dir).Files(name).ClientEnv()...)
}

// operator connects to the cluster's Temporal as an operator, with the
// certificate made on request as docs/operations.md tells one to.
func (topo *topology) operator(t testing.TB) client.Client {
	t.Helper()
	if err := devstack.TemporalCerts(topo.dir).Ensure(tlsca.Operator); err != nil {
		t.Fatal(err)
	}
	tc, err := temporalx.DialAs(context.Background(), topo.clientEnv(tlsca.Operator), testenv.Logger())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tc.Close)
	return tc
}

// temporalPort is the Temporal server's port base (the cluster's base + 10)
// plus offset: temporal/cluster.yaml lists what listens on each.
func (topo *topology) temporalPort(offset int) int { return topo.base + 10 + offset }

func startTopology(t testing.TB, env ...string) *topology {
	t.Helper()
	testenv.Integration(t)
	testenv.Integration(t)
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	goBuild(t, filepath.Join(dir, "pursetrade-dev"), "-tags", "devstack") // runs bin beside it
	base, httpPort := freePortRange(t)
	return startTopologyAt(t, bin, filepath.Join(dir, "cluster"), base, httpPort, env...)
}

// startTopologyAt runs the cluster in clusterDir on the given ports with
// the binaries built beside bin.
func startTopologyAt(t testing.TB, bin, clusterDir string, base, httpPort int, env ...string) *topology {
	t.Helper()
	root := testenv.RepoRoot(t)
	for _, tool := range []string{"temporal-server", "temporal-sql-tool", "temporal-ui-server", "versitygw"} {
		if _, err := os.Stat(filepath.Join(root, ".bin", tool)); err != nil {
			t.Fatalf("%s is not built: run `make test` (it builds the cluster tools)", tool)
		}
	}
	dir := filepath.Dir(bin)
	logs, err := os.Create(filepath.Join(dir, "launcher-"+strconv.Itoa(base)+"-"+filepath.Base(clusterDir)+".log"))
	if err != nil {
		t.Fatal(err)
	}
	launcher := exec.Command(filepath.Join(dir, "pursetrade-dev"), "cluster")
	launcher.Dir = root
	launcher.Stdout, launcher.Stderr = logs, logs
	launcher.Env = append(os.Environ(), append([]string{
		"CLUSTER_DATA_DIR=" + clusterDir, "CLUSTER_PORT_BASE=" + strconv.Itoa(base),
		"CLUSTER_HTTP_PORT=" + strconv.Itoa(httpPort), "DEV_SKIP_SEED=true", "WEB_DIR=" + dir, "LOG_LEVEL=warn",
		"TRADE_INSPECTION_WINDOW=0s", "TRADE_RESPONSE_WINDOW=1h", "RATE_LIMIT_MEMBER=1000000", "SHUTDOWN_GRACE=1s",
		"ADMIN_EMAIL=", "ADMIN_PASSWORD=", "CLUSTER_TRACING=false",
	}, env...)...)
	launcher.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := launcher.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { _ = launcher.Wait(); close(exited) }()
	topo := &topology{bin: bin, dir: clusterDir, base: base, launcher: launcher, exited: exited, workers: 2}
	t.Cleanup(topo.stop)
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "CLUSTER_WORKERS="); ok {
			topo.workers, _ = strconv.Atoi(v)
		}
	}
	deadline := time.Now().Add(4 * time.Minute)
	for {
		if resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/readyz", httpPort)); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		select {
		case <-exited:
			logTail(t, logs.Name())
			logTail(t, filepath.Join(topo.dir, "logs", "temporal.log"))
			t.Fatal("the cluster stopped while starting")
		default:
		}
		if time.Now().After(deadline) {
			logTail(t, logs.Name())
			t.Fatal("the cluster is not ready after 4 minutes")
		}
		time.Sleep(250 * time.Millisecond)
	}
	secret, err := os.ReadFile(filepath.Join(topo.dir, "jwt-secret"))
	if err != nil {
		t.Fatal(err)
	}
	tokens, err := auth.NewTokens(strings.TrimSpace(string(secret)), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	topo.pool = testenv.NewPoolFor(t, fmt.Sprintf("postgres://postgres@127.0.0.1:%d/pursetrade?sslmode=disable", base))
	topo.c = &cluster{t: t, tokens: tokens, apiAddr: "127.0.0.1:" + strconv.Itoa(httpPort), logs: logs}
	return topo
}

// freePortRange finds a base with the cluster's 80 ports free, and the app
// port after them.
func freePortRange(t testing.TB) (base, httpPort int) {
	for range 50 {
		base = 20000 + 100*rand.IntN(120) // below the ephemeral ports
		free := true
		for _, off := range []int{0, 10, 11, 12, 13, 14, 20, 21, 22, 23, 30, 40, 51, 52, 61, 62, 71, 72, 80, 81, 82, 83, 84, 90} {
			if proc.EnsurePortFree("port", fmt.Sprintf("127.0.0.1:%d", base+off)) != nil {
				free = false
				break
			}
		}
		if free {
			return base, base + 90
		}
	}
	t.Fatal("no free port range for the cluster")
	return 0, 0
}

// kill SIGKILLs the named process of the cluster; its supervisor restarts it.
func (topo *topology) kill(name string) {
	raw, err := os.ReadFile(filepath.Join(topo.dir, "pids", name))
	if err != nil {
		topo.c.t.Errorf("pid of %s: %v", name, err)
		return
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(raw)))
	if pid > 0 {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
}

// waitWorkersUp waits until both workers serve their metrics (they do once
// connected to Temporal).
func (topo *topology) waitWorkersUp() {
	for i := 1; i <= topo.workers; i++ {
		port := topo.base + 70 + i
		deadline := time.Now().Add(time.Minute)
		for time.Now().Before(deadline) {
			if resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/metrics", port)); err == nil {
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					break
				}
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
}

var (
	messageID = regexp.MustCompile(`(?m)^Message-ID: (.*)\r\n`)
	dateLine  = regexp.MustCompile(`(?m)^Date: .*\r\n`)
)

// assertEachEmailOnce waits for the outbox to drain, then checks that every
// queued email reached the SMTP server as one message: one Message-ID per
// outbox row, never two messages with the same content. A worker killed in
// the instant between the server's acceptance and the outbox's record
// resends the same message (same Message-ID), which mail providers show
// once; those resends are counted in the log.
func (topo *topology) assertEachEmailOnce(t testing.TB, smtp *emailtest.Server) {
	var sent int
	testenv.Eventually(t, 2*time.Minute, func() error { // a killed drainer's rows wait out its lease
		var pending int
		_ = topo.pool.QueryRow(context.Background(), `SELECT count(*) FILTER (WHERE status = 'pending'),
			count(*) FILTER (WHERE status = 'sent') FROM email_outbox`).Scan(&pending, &sent)
		if pending > 0 || len(smtp.Mails()) < sent {
			return fmt.Errorf("the outbox still holds %d emails", pending)
		}
		return nil
	})
	byID := map[string]string{}      // Message-ID -> content
	byContent := map[string]string{} // content -> Message-ID
	resends := 0
	for _, m := range smtp.Mails() {
		match := messageID.FindStringSubmatch(m.Data)
		if match == nil || !strings.HasPrefix(match[1], "<outbox-") {
			t.Fatalf("an email without its outbox Message-ID:\n%.300s", m.Data)
		}
		content := m.To + "\n" + dateLine.ReplaceAllString(m.Data, "")
		if prev, ok := byID[match[1]]; ok {
			if prev != content {
				t.Fatalf("Message-ID %s carried two different emails", match[1])
			}
			resends++
			continue
		}
		if other, ok := byContent[content]; ok {
			t.Fatalf("one email went out as two messages (%s and %s)", other, match[1])
		}
		byID[match[1]], byContent[content] = content, match[1]
	}
	if len(byID) != sent || sent == 0 {
		t.Fatalf("the SMTP server got %d messages; the outbox sent %d", len(byID), sent)
	}
	t.Logf("%d emails, each one message (%d resent with its Message-ID after a worker died mid-send)", sent, resends)
}
