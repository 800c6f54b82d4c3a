package temporalx

import (
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
)

// DevServerArgs are the flags every Temporal development server we start
// gets (`make dev`, the tests): the search attributes the caller names,
// registered at start, and the production default for the search attribute
// cache. The CLI's dev server re-reads the search attributes from its
// database on every use (so attributes created while it runs show at once);
// ours are all registered before the first trade starts, and the re-read
// costs a database query and a decode on every status upsert.
func DevServerArgs(attrs []temporal.SearchAttributeKey) []string {
	return append(searchAttributeArgs(attrs),
		"--dynamic-config-value", "system.forceSearchAttributesCacheRefreshOnRead=false")
}

// searchAttributeArgs registers search attributes on a Temporal development
// server (`temporal server start-dev` flags).
func searchAttributeArgs(attrs []temporal.SearchAttributeKey) []string {
	types := map[enumspb.IndexedValueType]string{
		enumspb.INDEXED_VALUE_TYPE_KEYWORD:      "Keyword",
		enumspb.INDEXED_VALUE_TYPE_KEYWORD_LIST: "KeywordList",
	}
	args := make([]string, 0, 2*len(attrs))
	for _, a := range attrs {
		args = append(args, "--search-attribute", a.GetName()+"="+types[a.GetValueType()])
	}
	return args
}
