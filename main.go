// Command pursetrade is the whole marketplace in one binary: `dev`, `api`,
// `worker`, `migrate`, `admin create` and `seed`.
package main

import (
	"os"
	_ "time/tzdata" // trade dates are judged in America/New_York on any host

	"pursetrade/internal/cli"
)

func main() { os.Exit(cli.Main(os.Args[1:])) }
