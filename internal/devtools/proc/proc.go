// Package proc starts helper server processes (PostgreSQL, the Temporal dev
// server) as children that die with their parent and stop gracefully.
package proc

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"
)

// Child is a running helper process.
type Child struct {
	Name string
	cmd  *exec.Cmd
	done chan struct{}
	err  error
}

// Spec describes a child to start.
type Spec struct {
	Name   string
	Path   string
	Args   []string
	Dir    string
	Env    []string
	Output io.Writer
	// RunAs, when non-nil, starts the child with these credentials (PostgreSQL
	// refuses to run as root).
	RunAs *syscall.Credential
}

// Start launches the child in its own process group with a parent-death
// signal, so it never outlives this process even after a SIGKILL.
func Start(s Spec) (*Child, error) {
	cmd := exec.Command(s.Path, s.Args...)
	cmd.Dir = s.Dir
	cmd.Env = append(os.Environ(), s.Env...)
	cmd.Stdout, cmd.Stderr = s.Output, s.Output
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL, Credential: s.RunAs}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", s.Name, err)
	}
	c := &Child{Name: s.Name, cmd: cmd, done: make(chan struct{})}
	go func() {
		c.err = cmd.Wait()
		close(c.done)
	}()
	return c, nil
}

// Done is closed when the child has exited.
func (c *Child) Done() <-chan struct{} { return c.done }

// Err is the exit error once Done is closed.
func (c *Child) Err() error { return c.err }

// Stop sends sig to the child's process group and waits up to grace before
// killing it.
func (c *Child) Stop(sig syscall.Signal, grace time.Duration) error {
	select {
	case <-c.done:
		return nil
	default:
	}
	_ = syscall.Kill(-c.cmd.Process.Pid, sig)
	select {
	case <-c.done:
		return nil
	case <-time.After(grace):
		_ = syscall.Kill(-c.cmd.Process.Pid, syscall.SIGKILL)
		<-c.done
		return fmt.Errorf("%s did not stop within %s and was killed", c.Name, grace)
	}
}

// WaitReady polls check until it succeeds, the child exits or ctx ends.
func (c *Child) WaitReady(ctx context.Context, check func(context.Context) error) error {
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	var last error
	for {
		if last = check(ctx); last == nil {
			return nil
		}
		select {
		case <-c.done:
			return fmt.Errorf("%s exited before it was ready: %v", c.Name, c.err)
		case <-ctx.Done():
			return errors.Join(fmt.Errorf("%s not ready in time", c.Name), last)
		case <-tick.C:
		}
	}
}

// Pid is the child's process id.
func (c *Child) Pid() int { return c.cmd.Process.Pid }
