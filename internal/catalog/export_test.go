package catalog

// The two ways of reading the catalog version, for BenchmarkVersionRead.
var (
	VersionThroughGate = (*Service).version
	VersionQuery       = (*Service).readVersion
)
