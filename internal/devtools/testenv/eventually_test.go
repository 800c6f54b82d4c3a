package testenv

import (
	"errors"
	"fmt"
	"runtime"
	"testing"
	"time"
)

func TestEventuallyWaitsForTheCondition(t *testing.T) {
	calls := 0
	Eventually(t, time.Second, func() error {
		if calls++; calls < 3 {
			return errors.New("not yet")
		}
		return nil
	})
	if calls != 3 {
		t.Fatalf("%d calls, want 3", calls)
	}
}

func TestEventuallyFailsWithTheLastError(t *testing.T) {
	rec := &fatalRecorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Eventually(rec, 30*time.Millisecond, func() error { return errors.New("still pending") })
	}()
	<-done
	if want := "still pending (after 30ms)"; rec.msg != want {
		t.Fatalf("failure %q, want %q", rec.msg, want)
	}
}

// fatalRecorder keeps Fatalf's message and ends the goroutine, as Fatalf does.
type fatalRecorder struct {
	testing.TB
	msg string
}

func (r *fatalRecorder) Helper() {}

func (r *fatalRecorder) Fatalf(format string, args ...any) {
	r.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}
