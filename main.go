// Command pursetrade is the whole marketplace in one binary: `dev`, `api`,
// `worker`, `migrate`, `admin create` and `seed`.
package main

import (
	"os"

	"pursetrade/internal/cli"
)

func main() { os.Exit(cli.Main(os.Args[1:])) }
