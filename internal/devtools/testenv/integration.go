package testenv

import "testing"

// Integration marks a test that needs a server (PostgreSQL, Temporal, S3,
// Jaeger, a cluster of processes): it is skipped under -short, the fast
// tier (`make check`), and runs in `make test`. Every helper here that
// hands out a server calls it, so only tests that start one themselves
// need to.
func Integration(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("needs a server: skipped under -short")
	}
}
