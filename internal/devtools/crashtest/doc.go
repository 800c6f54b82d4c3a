// Package crashtest drives many trades through their whole life against
// separate API and worker processes while those processes are killed and
// restarted, and checks that every trade ends as expected with the ledger
// exact. It has only tests.
package crashtest
