package devstack

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"

	"pursetrade/internal/devtools/proc"
)

// supervisor keeps child processes running, as systemd or Kubernetes would
// in production: a child that dies is started again a second later. Each
// child's current pid is in pids/<name> and its output in logs/<name>.log,
// so a fault test can kill one and watch it come back.
type supervisor struct {
	dir    string
	logger *slog.Logger
	mu     sync.Mutex
	stops  []func()
}

const restartDelay = time.Second

func newSupervisor(dir string, logger *slog.Logger) (*supervisor, error) {
	for _, sub := range []string{"pids", "logs"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return nil, err
		}
	}
	return &supervisor{dir: dir, logger: logger}, nil
}

// keep starts the child and restarts it whenever it exits until stopAll.
func (s *supervisor) keep(spec proc.Spec, grace time.Duration) error {
	logFile, err := os.OpenFile(filepath.Join(s.dir, "logs", spec.Name+".log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	spec.Output = logFile
	child, err := s.start(spec)
	if err != nil {
		logFile.Close()
		return err
	}
	stop, done := make(chan struct{}), make(chan struct{})
	s.mu.Lock()
	s.stops = append(s.stops, func() { close(stop); <-done })
	s.mu.Unlock()
	go func() {
		defer close(done)
		defer logFile.Close()
		for {
			select {
			case <-stop:
				_ = child.Stop(syscall.SIGTERM, grace)
				return
			case <-child.Done():
			}
			s.logger.Warn("process exited; restarting", "name", spec.Name, "err", child.Err())
			select {
			case <-stop:
				return
			case <-time.After(restartDelay):
			}
			next, err := s.start(spec)
			if err != nil {
				s.logger.Error("process not restarted", "name", spec.Name, "err", err)
				continue
			}
			child = next
		}
	}()
	return nil
}

func (s *supervisor) start(spec proc.Spec) (*proc.Child, error) {
	child, err := proc.Start(spec)
	if err != nil {
		return nil, err
	}
	_ = os.WriteFile(filepath.Join(s.dir, "pids", spec.Name), []byte(strconv.Itoa(child.Pid())+"\n"), 0o644)
	return child, nil
}

// stopAll stops the children one by one in the reverse order of their
// start (the load balancer first, the Temporal server last), each with its
// grace period.
func (s *supervisor) stopAll() {
	s.mu.Lock()
	stops := s.stops
	s.stops = nil
	s.mu.Unlock()
	for i := len(stops) - 1; i >= 0; i-- {
		stops[i]()
	}
}

// waitFor polls check until it succeeds or timeout passes.
func waitFor(ctx context.Context, what string, timeout time.Duration, check func(context.Context) error) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	for {
		err := check(ctx)
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return &notReadyError{what: what, last: err}
		case <-time.After(250 * time.Millisecond):
		}
	}
}

type notReadyError struct {
	what string
	last error
}

func (e *notReadyError) Error() string { return e.what + " did not come up: " + e.last.Error() }
