package config

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// The versions docker-compose.yml and ./Dockerfile run are the ones the
// repository pins for the tests and `make cluster`, written once: the
// Temporal server, its SQL tool and the CLI are built from temporal/go.mod,
// the UI image is that file's UI server, the object store the Makefile's
// versitygw, and the Go build stage the go.mod language version.
func TestComposeRunsThePinnedVersions(t *testing.T) {
	var compose struct {
		Services map[string]struct {
			composeService `yaml:",inline"`
			Entrypoint     []string `yaml:"entrypoint"`
			DependsOn      map[string]struct {
				Condition string `yaml:"condition"`
			} `yaml:"depends_on"`
		} `yaml:"services"`
	}
	if err := yaml.Unmarshal(readRepoFile(t, "docker-compose.yml"), &compose); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	temporalMod := readRepoFile(t, "temporal/go.mod")

	// Temporal: our build, with the schema a step of its own before it.
	server, schema := compose.Services["temporal"], compose.Services["temporal-schema"]
	if schema.Build.Target != "temporal" || schema.Image != server.Image || server.Build.Target != "temporal" {
		t.Errorf("the schema step runs %q (target %q), the server %q: want the one temporal image", schema.Image, schema.Build.Target, server.Image)
	}
	if len(schema.Entrypoint) != 1 || schema.Entrypoint[0] != "/usr/local/bin/temporal-schema" {
		t.Errorf("temporal-schema runs %v, want the image's temporal-schema", schema.Entrypoint)
	}
	if server.DependsOn["temporal-schema"].Condition != "service_completed_successfully" {
		t.Error("the Temporal server does not wait for its schema step")
	}
	if !strings.Contains(string(readRepoFile(t, "Dockerfile")), "go build -trimpath -ldflags=\"-s -w\" -o /out/temporal-sql-tool go.temporal.io/server/cmd/tools/sql") {
		t.Error("the temporal image's SQL tool is not the server release's (temporal/go.mod)")
	}
	for name, svc := range compose.Services {
		if strings.HasPrefix(svc.Image, "temporalio/") && !strings.HasPrefix(svc.Image, "temporalio/ui:") {
			t.Errorf("%s runs %s, not our build from temporal/go.mod", name, svc.Image)
		}
	}

	uiPin := pin(temporalMod, `(?m)^\s+github\.com/temporalio/ui-server/v2 v(\S+)$`)
	if ui := compose.Services["temporal-ui"].Image; ui != "temporalio/ui:"+uiPin {
		t.Errorf("the Temporal UI runs %s, temporal/go.mod pins ui-server %q", ui, uiPin)
	}
	gw := pin(readRepoFile(t, "Makefile"), `(?m)^VERSITYGW_VERSION := (\S+)$`)
	if objects := compose.Services["objects"].Image; objects != "versity/versitygw:"+gw {
		t.Errorf("the object store runs %s, the Makefile pins versitygw %q", objects, gw)
	}

	for _, mod := range [][]byte{readRepoFile(t, "go.mod"), temporalMod} {
		v := pin(mod, `(?m)^go (\d+\.\d+)`)
		if strings.Count(string(readRepoFile(t, "Dockerfile")), "FROM golang:"+v+" AS") != 2 {
			t.Errorf("the Dockerfile's Go stages are not golang:%q (the go.mod language version)", v)
		}
	}
}

// pin is the first group of pattern's first match in raw, or "".
func pin(raw []byte, pattern string) string {
	if m := regexp.MustCompile(pattern).FindSubmatch(raw); m != nil {
		return string(m[1])
	}
	return ""
}

func readRepoFile(t *testing.T, path string) []byte {
	t.Helper()
	raw, err := os.ReadFile("../../" + path)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}
