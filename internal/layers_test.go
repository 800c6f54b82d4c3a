// Package internal_test guards the direction of imports: the packages under
// internal/ are the domain and its adapters, and never reach up to the
// layers that call them.
package internal_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var callers = []string{"pursetrade/api", "pursetrade/worker", "pursetrade/workflows", "pursetrade/activities", "pursetrade/cmd"}

// storesOfWorkflowTables may read the payload types of the workflow whose
// tables they own: the workflow never calls them (its activities do).
var storesOfWorkflowTables = map[string]string{"trades": "pursetrade/workflows"}

func TestInternalNeverImportsItsCallers(t *testing.T) {
	eachImport(t, ".", true, func(path, name string) {
		if storesOfWorkflowTables[filepath.Dir(path)] == name {
			return
		}
		for _, caller := range callers {
			// The tooling is not the domain: the servers it starts register the workflow's search attributes.
			if caller == "pursetrade/workflows" && strings.HasPrefix(path, "devtools/") {
				continue
			}
			if name == caller || strings.HasPrefix(name, caller+"/") {
				t.Errorf("internal/%s imports %s", path, name)
			}
		}
	})
}

// The handlers shape what the services return, never sqlc's rows: a schema
// change stays inside its service.
func TestHandlersNeverImportSQLCRows(t *testing.T) {
	eachImport(t, "../api", false, func(path, name string) {
		if name == "pursetrade/internal/store/db" {
			t.Errorf("%s imports %s", path, name)
		}
	})
}

// eachImport calls fn with every import of the Go files under dir (test
// files only when withTests).
func eachImport(t *testing.T, dir string, withTests bool, fn func(path, name string)) {
	t.Helper()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || (!withTests && strings.HasSuffix(path, "_test.go")) {
			return err
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range file.Imports {
			name, _ := strconv.Unquote(imp.Path.Value)
			fn(path, name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
