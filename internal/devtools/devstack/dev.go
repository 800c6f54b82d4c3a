// Package devstack is the development supervisor: what `pursetrade-dev dev`
// and `pursetrade-dev cluster` start around the product on one machine
// (PostgreSQL, the Temporal dev server or server, Jaeger, Prometheus, S3
// storage, nginx). The production command does not import it.
package devstack

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"go.temporal.io/sdk/client"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/pgcluster"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/temporalx"
	"pursetrade/workflows"
)

// StartPostgres runs the dev PostgreSQL cluster in the data folder with the
// app's database in it.
func StartPostgres(ctx context.Context, cfg config.Config, logger *slog.Logger) (*pgcluster.Cluster, error) {
	logFile, err := os.OpenFile(filepath.Join(cfg.DataDir, "postgres.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	logger.Info("starting PostgreSQL", "dir", filepath.Join(cfg.DataDir, "postgres"), "port", cfg.Dev.PostgresPort)
	pg, err := pgcluster.Start(ctx, pgcluster.Options{
		DataDir: filepath.Join(cfg.DataDir, "postgres"), Port: cfg.Dev.PostgresPort, Log: logFile,
	})
	if err != nil {
		return nil, err
	}
	if err := pg.EnsureDatabase(ctx, "pursetrade"); err != nil {
		_ = pg.Stop()
		return nil, err
	}
	return pg, nil
}

// StartTemporalDev runs the Temporal CLI's dev server (SQLite in the data
// folder) and waits until it is healthy.
func StartTemporalDev(ctx context.Context, cfg config.Config, bin, addr string, logger *slog.Logger) (*proc.Child, error) {
	logFile, err := os.OpenFile(filepath.Join(cfg.DataDir, "temporal.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	args := append([]string{"server", "start-dev",
		"--ip", "127.0.0.1", "--port", strconv.Itoa(cfg.Dev.TemporalPort),
		"--ui-port", strconv.Itoa(cfg.Dev.TemporalUI),
		"--db-filename", filepath.Join(cfg.DataDir, "temporal.db"),
		"--namespace", "default", "--log-level", "warn",
	}, temporalx.DevServerArgs(workflows.SearchAttributes)...)
	logger.Info("starting Temporal dev server", "addr", addr, "ui_port", cfg.Dev.TemporalUI)
	child, err := proc.Start(proc.Spec{Name: "temporal", Path: bin, Args: args, Output: logFile})
	if err != nil {
		return nil, err
	}
	readyCtx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	err = child.WaitReady(readyCtx, func(ctx context.Context) error {
		c, err := client.DialContext(ctx, client.Options{HostPort: addr, Logger: temporalx.QuietLogger()})
		if err != nil {
			return err
		}
		defer c.Close()
		_, err = c.CheckHealth(ctx, nil)
		return err
	})
	if err != nil {
		_ = child.Stop(syscall.SIGKILL, time.Second)
		return nil, err
	}
	return child, nil
}

// PrepareDataDir creates the data folder; as root it also makes sure the
// `postgres` user can reach it (PostgreSQL refuses to run as root).
func PrepareDataDir(dir string, logger *slog.Logger) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if os.Geteuid() != 0 {
		return nil
	}
	for d := dir; ; d = filepath.Dir(d) {
		st, err := os.Stat(d)
		if err != nil {
			return err
		}
		if st.Mode().Perm()&0o001 == 0 {
			logger.Info("allowing the postgres user to traverse a parent folder", "dir", d)
			if err := os.Chmod(d, st.Mode().Perm()|0o001); err != nil {
				return err
			}
		}
		if d == filepath.Dir(d) {
			return nil
		}
	}
}

// Secret reads or creates a random secret kept in the data folder.
func Secret(path string) (string, error) {
	if b, err := os.ReadFile(path); err == nil && len(strings.TrimSpace(string(b))) >= 32 {
		return strings.TrimSpace(string(b)), nil
	}
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	secret := hex.EncodeToString(b[:])
	return secret, os.WriteFile(path, []byte(secret+"\n"), 0o600)
}

// APIURL is the browsable URL of an HTTP_ADDR.
func APIURL(addr string) string {
	if strings.HasPrefix(addr, ":") {
		return "http://localhost" + addr
	}
	return "http://" + addr
}

// WaitHTTPReady polls url until it answers 200, errc reports a failure or
// a minute passes.
func WaitHTTPReady(ctx context.Context, url string, errc <-chan error) error {
	deadline := time.After(60 * time.Second)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case err := <-errc:
			return err
		case <-ctx.Done():
			return ctx.Err()
		case <-deadline:
			return fmt.Errorf("API not ready at %s after 60s", url)
		case <-time.After(200 * time.Millisecond):
		}
	}
}
