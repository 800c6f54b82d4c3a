package api

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"pursetrade/internal/config"
)

var ginParam = regexp.MustCompile(`:([A-Za-z_]+)`)

// TestRoutesMatchOpenAPI keeps the Gin routes and api/openapi.yaml in step.
func TestRoutesMatchOpenAPI(t *testing.T) {
	_, ops, err := parseOpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, op := range ops {
		documented[op.Method+" "+op.Path] = true
	}
	registered := map[string]bool{}
	outsideDev := func(c *config.Config) { c.Mode, c.TestCheckout = "", true } // optional routes too, but no dev mailbox
	for _, rt := range routeTable(t, outsideDev) {
		registered[rt.method+" "+ginParam.ReplaceAllString(rt.path, "{$1}")] = true
	}
	var missingDoc, missingRoute []string
	for k := range registered {
		if !documented[k] {
			missingDoc = append(missingDoc, k)
		}
	}
	for k := range documented {
		if !registered[k] {
			missingRoute = append(missingRoute, k)
		}
	}
	sort.Strings(missingDoc)
	sort.Strings(missingRoute)
	if len(missingDoc) > 0 {
		t.Errorf("routes missing from api/openapi.yaml:\n  %s", strings.Join(missingDoc, "\n  "))
	}
	if len(missingRoute) > 0 {
		t.Errorf("documented in api/openapi.yaml but not registered:\n  %s", strings.Join(missingRoute, "\n  "))
	}
}
