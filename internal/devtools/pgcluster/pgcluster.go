// Package pgcluster runs a private PostgreSQL cluster from the machine's
// server binaries, for `dev` and for integration tests.
package pgcluster

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"

	"pursetrade/internal/devtools/proc"
)

// Cluster is a running PostgreSQL server owned by this process.
type Cluster struct {
	Port  int
	child *proc.Child
}

// Options for Start.
type Options struct {
	DataDir string // the cluster lives in DataDir (created with initdb when empty)
	Port    int
	Log     io.Writer
	// Settings are extra server settings ("name=value"), such as loading
	// pg_stat_statements for a profiled benchmark.
	Settings []string
}

// ErrNoBinaries means the PostgreSQL server programs are not installed.
var ErrNoBinaries = errors.New("PostgreSQL server binaries (initdb, postgres) not found: install PostgreSQL 14+ or set PG_BIN or DATABASE_URL")

// Start initialises DataDir if needed and starts postgres on 127.0.0.1:Port.
func Start(ctx context.Context, o Options) (*Cluster, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	if err := proc.EnsurePortFree("PostgreSQL", fmt.Sprintf("127.0.0.1:%d", o.Port)); err != nil {
		return nil, err
	}
	runAs, err := serverUser()
	if err != nil {
		return nil, err
	}
	if err := initdb(ctx, bin, o.DataDir, runAs, o.Log); err != nil {
		return nil, err
	}
	child, err := proc.Start(proc.Spec{
		Name: "postgres",
		Path: filepath.Join(bin, "postgres"),
		Args: append([]string{"-D", o.DataDir, "-p", strconv.Itoa(o.Port), "-c", "listen_addresses=127.0.0.1",
			"-c", "unix_socket_directories=", "-c", "fsync=off", "-c", "max_connections=300", "-c", "shared_buffers=256MB"},
			settingArgs(o.Settings)...),
		Output: o.Log,
		RunAs:  runAs,
	})
	if err != nil {
		return nil, err
	}
	c := &Cluster{Port: o.Port, child: child}
	readyCtx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	if err := child.WaitReady(readyCtx, func(ctx context.Context) error {
		conn, err := pgx.Connect(ctx, c.URL("postgres"))
		if err != nil {
			return err
		}
		return conn.Close(ctx)
	}); err != nil {
		_ = c.Stop()
		return nil, err
	}
	return c, nil
}

// URL is the connection string for a database in the cluster.
func (c *Cluster) URL(database string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.Port, database)
}

// EnsureDatabase creates the database when it does not exist yet.
func (c *Cluster) EnsureDatabase(ctx context.Context, name string) error {
	return EnsureDatabase(ctx, c.URL("postgres"), name, "")
}

// Pid is the postmaster's process id.
func (c *Cluster) Pid() int { return c.child.Pid() }

func settingArgs(settings []string) []string {
	args := make([]string, 0, 2*len(settings))
	for _, s := range settings {
		args = append(args, "-c", s)
	}
	return args
}

// Stop shuts the server down (fast shutdown) and waits for it.
func (c *Cluster) Stop() error { return c.child.Stop(syscall.SIGINT, 30*time.Second) }

// EnsureDatabase creates name (optionally from a template) on the server that
// adminURL points at, when it does not exist.
func EnsureDatabase(ctx context.Context, adminURL, name, template string) error {
	conn, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return err
	}
	if exists {
		return nil
	}
	stmt := "CREATE DATABASE " + pgx.Identifier{name}.Sanitize()
	if template != "" {
		stmt += " TEMPLATE " + pgx.Identifier{template}.Sanitize()
	}
	_, err = conn.Exec(ctx, stmt)
	return err
}

func initdb(ctx context.Context, bin, dataDir string, runAs *syscall.Credential, log io.Writer) error {
	if _, err := os.Stat(filepath.Join(dataDir, "PG_VERSION")); err == nil {
		return nil
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return err
	}
	if runAs != nil {
		if err := os.Chown(dataDir, int(runAs.Uid), int(runAs.Gid)); err != nil {
			return err
		}
	}
	cmd := exec.CommandContext(ctx, filepath.Join(bin, "initdb"), "-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8")
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: runAs}
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("initdb %s failed: %w (see the PostgreSQL log)", dataDir, err)
	}
	return nil
}

// serverUser is nil when not root; as root, PostgreSQL must run as another
// user, the conventional `postgres` account.
func serverUser() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, errors.New("running as root needs a 'postgres' system user to own the cluster (PostgreSQL refuses to run as root)")
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

// PrepareDir makes dir reachable by the server user when running as root.
func PrepareDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.Chmod(dir, 0o755)
}

// Program is the path of one of the machine's PostgreSQL programs, such as
// pg_dump, from the same folder as the server binaries.
func Program(name string) (string, error) {
	bin, err := binDir()
	if err != nil {
		return "", err
	}
	path := filepath.Join(bin, name)
	if !isExec(path) {
		return "", fmt.Errorf("%s not found in %s", name, bin)
	}
	return path, nil
}

func binDir() (string, error) {
	candidates := []string{}
	if b := os.Getenv("PG_BIN"); b != "" {
		candidates = append(candidates, b)
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			candidates = append(candidates, filepath.Dir(real))
		}
	}
	versioned, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Sort(sort.Reverse(sort.StringSlice(versioned)))
	candidates = append(candidates, versioned...)
	for _, dir := range candidates {
		if isExec(filepath.Join(dir, "initdb")) && isExec(filepath.Join(dir, "postgres")) {
			return dir, nil
		}
	}
	return "", ErrNoBinaries
}

func isExec(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}
