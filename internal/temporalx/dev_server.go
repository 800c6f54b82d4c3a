package temporalx

// DevServerArgs are the flags every Temporal development server we start
// gets (`make dev`, the tests): the trade search attributes, registered at
// start, and the production default for the search attribute cache. The
// CLI's dev server re-reads the search attributes from its database on
// every use (so attributes created while it runs show at once); ours are
// all registered before the first trade starts, and the re-read costs a
// database query and a decode on every status upsert.
func DevServerArgs() []string {
	return append(SearchAttributeArgs(),
		"--dynamic-config-value", "system.forceSearchAttributesCacheRefreshOnRead=false")
}
