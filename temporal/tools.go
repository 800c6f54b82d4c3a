//go:build tools

// Package temporal only records the Temporal CLI as a dependency.
package temporal

import _ "github.com/temporalio/cli/cmd/temporal"
