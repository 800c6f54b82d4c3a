package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"pursetrade/internal/tlsca"
)

// runTemporalCerts makes the Temporal CA in dir at first use and the named
// programs' certificates that are missing or near their end (compose's
// certs service; an operator's on request, docs/operations.md), then prints
// the variables the SDK and the Temporal CLI read for each.
func runTemporalCerts(args []string) error {
	if len(args) < 2 {
		return errors.New("usage: pursetrade temporal-certs <dir> <" + strings.Join(tlsca.Programs, "|") + ">...")
	}
	dir, names := tlsca.Folder(args[0]), args[1:]
	for _, name := range names {
		if !slices.Contains(tlsca.Programs, name) {
			return fmt.Errorf("no certificate named %q: one of %s", name, strings.Join(tlsca.Programs, ", "))
		}
	}
	if err := dir.Ensure(names...); err != nil {
		return err
	}
	for _, name := range names {
		fmt.Printf("# %s (%s)\n", name, tlsca.CommonName(name))
		for _, v := range dir.Files(name).ClientEnv() {
			fmt.Printf("export %s\n", v)
		}
	}
	return nil
}
