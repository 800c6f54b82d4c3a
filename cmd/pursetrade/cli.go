// Command pursetrade is the whole marketplace in one binary; this package is
// the composition root that wires configuration, stores, services, the API
// and the worker for each subcommand.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

var usage = `usage: pursetrade <command>

commands:
  api            serve the HTTP API (and the built web app)
  worker         run the Temporal worker for trade workflows (a Worker Deployment Version)
  replay         replay trade histories (JSON files) with this build's workflow code
  set-current    make this build the worker deployment's current version (new trades start on it)
  temporal-certs make the Temporal CA and certificates: temporal-certs <dir> <temporal|api|worker|ui|operator>...
  migrate        apply database migrations
  admin create   create or promote an administrator: admin create <email> <password> [name]
  seed           load demo data into an empty database
  sweep-photos   delete the photos that bags removed by older versions still keep (once, after an upgrade)
  backup <file>  write a backup of DATABASE_URL to file (pg_dump's custom format, encrypted
                 to BACKUP_AGE_RECIPIENT)
  backup keygen <identity-file>
                 make the backups' age key pair: the identity to the file, the recipient printed
  restore <file> load a backup into DATABASE_URL, which must be an empty database (an encrypted
                 one with BACKUP_AGE_IDENTITY_FILE)
`

// devCommands are the development supervisor's commands, present only in the
// development build (dev.go, `-tags devstack`): production runs without them.
var devCommands map[string]func(context.Context) error

// developmentBuild reports whether this is the development build, the only
// one that writes an unencrypted backup.
func developmentBuild() bool { return devCommands != nil }

func main() { os.Exit(run(os.Args[1:])) }

// run runs a subcommand and returns the exit code. Failures print one line.
func run(args []string) int {
	if len(args) == 0 {
		fmt.Fprint(os.Stderr, usage)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	switch args[0] {
	case "api":
		err = withServices(ctx, "pursetrade-api", runAPI)
	case "worker":
		err = withServices(ctx, "pursetrade-worker", runWorker)
	case "replay":
		err = runReplay(args[1:])
	case "set-current":
		err = runSetCurrent(ctx)
	case "temporal-certs":
		err = runTemporalCerts(args[1:])
	case "migrate":
		err = withDatabase(ctx, runMigrate)
	case "seed":
		err = withDatabase(ctx, runSeed)
	case "sweep-photos":
		err = withDatabase(ctx, runSweepPhotos)
	case "admin":
		err = runAdmin(ctx, args[1:])
	case "backup", "restore":
		err = runBackup(ctx, args[0], args[1:])
	case "help", "-h", "--help":
		fmt.Print(usage)
		return 0
	default:
		if cmd, ok := devCommands[args[0]]; ok {
			err = cmd(ctx)
			break
		}
		fmt.Fprintf(os.Stderr, "pursetrade: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintf(os.Stderr, "pursetrade %s: %v\n", args[0], oneLine(err))
		return 1
	}
	return 0
}

func oneLine(err error) string {
	s := err.Error()
	for i, r := range s {
		if r == '\n' {
			return s[:i]
		}
	}
	return s
}
