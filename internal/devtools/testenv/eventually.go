package testenv

import (
	"testing"
	"time"
)

// Eventually checks done until it returns nil, for up to timeout, and fails
// the test with done's last error when it never does. It checks at once and
// then every 10 ms, backing off to every 250 ms, so a condition that holds
// soon costs little and a slow one does not hammer what it reads.
func Eventually(t testing.TB, timeout time.Duration, done func() error) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	wait := 10 * time.Millisecond
	for {
		err := done()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%v (after %v)", err, timeout)
		}
		time.Sleep(wait)
		wait = min(2*wait, 250*time.Millisecond)
	}
}
