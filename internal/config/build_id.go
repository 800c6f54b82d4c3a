package config

import "runtime/debug"

// vcsBuildID names this build by the git commit it was built from (with
// "-modified" when the work tree had changes), as `go build` records it;
// empty when the build carries no such record (go run, go test).
func vcsBuildID() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" && modified == "true" {
		rev += "-modified"
	}
	return rev
}
