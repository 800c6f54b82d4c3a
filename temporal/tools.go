//go:build tools

// Package temporal records the Temporal programs we build, at the versions
// the CLI embeds: the CLI (dev server and UI) for `make dev`, and the SQL
// schema tool and the UI server for `make cluster`, whose server is our own
// build of the real one (cmd/temporal-server, with the authorizer in authz).
package temporal

import (
	_ "github.com/temporalio/cli/cmd/temporal"
	_ "github.com/temporalio/ui-server/v2/cmd/server"
	_ "go.temporal.io/server/cmd/tools/sql"
)
