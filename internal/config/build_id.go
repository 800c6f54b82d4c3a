package config

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"runtime/debug"
)

// BuildID is the worker's version in its Worker Deployment: WORKER_BUILD_ID
// when set, otherwise the git commit the binary was built from (with
// "-modified" for a changed work tree) when the build recorded it, otherwise
// the first 16 hex digits of the binary's SHA-256. Replicas of one binary
// agree on it and any other build differs. Commands that run or deploy
// workers refuse to start without one (the binary cannot be read).
func (c Config) BuildID() (string, error) {
	if c.WorkerBuildID != "" {
		return c.WorkerBuildID, nil
	}
	if rev := vcsRevision(); rev != "" {
		return rev, nil
	}
	if digest := executableDigest(); digest != "" {
		return digest, nil
	}
	return "", errors.New("WORKER_BUILD_ID: required: this binary cannot name its build")
}

func vcsRevision() string {
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

func executableDigest() string {
	path, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
