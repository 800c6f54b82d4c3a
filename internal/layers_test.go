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

func TestInternalNeverImportsItsCallers(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range file.Imports {
			name, _ := strconv.Unquote(imp.Path.Value)
			for _, caller := range callers {
				if name == caller || strings.HasPrefix(name, caller+"/") {
					t.Errorf("internal/%s imports %s", path, name)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
