package config

import (
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// composeService is what the Temporal checks read of a compose service.
type composeService struct {
	Image       string                  `yaml:"image"`
	Build       struct{ Target string } `yaml:"build"`
	Environment map[string]string       `yaml:"environment"`
	Networks    yaml.Node               `yaml:"networks"` // a list, or a map with settings
	Volumes     []yaml.Node             `yaml:"volumes"`
}

func (s composeService) networks() []string {
	var list []string
	if s.Networks.Kind == yaml.SequenceNode {
		_ = s.Networks.Decode(&list)
		return list
	}
	var named map[string]any
	_ = s.Networks.Decode(&named)
	for n := range named {
		list = append(list, n)
	}
	if len(list) == 0 {
		return []string{"default"}
	}
	return list
}

// certMounts are the certificate folders the service mounts, each a volume
// of its own (temporal-certs-<folder>; "/" for temporal-certs, the CA's),
// and whether each is read-only.
func (s composeService) certMounts() map[string]bool {
	mounts := map[string]bool{}
	for _, v := range s.Volumes {
		var short string
		if v.Decode(&short) != nil {
			continue
		}
		name, _, _ := strings.Cut(short, ":")
		if name == "temporal-certs" {
			mounts["/"] = strings.HasSuffix(short, ":ro")
		} else if folder, ok := strings.CutPrefix(name, "temporal-certs-"); ok {
			mounts[folder] = strings.HasSuffix(short, ":ro")
		}
	}
	return mounts
}

// Compose's Temporal is our authorizing build on a network of its own: only
// Temporal, its setup, the API, the worker, the UI and the deploy step are
// on it (nginx and the object store are not), every program that connects
// does so with its own certificate, mounted read-only alone, and only the
// certs step sees the CA's key.
func TestComposeTemporalTakesOnlyItsCertificates(t *testing.T) {
	raw, err := os.ReadFile("../../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	var compose struct {
		Services map[string]composeService `yaml:"services"`
		Networks map[string]struct {
			Internal bool `yaml:"internal"`
		} `yaml:"networks"`
	}
	if err := yaml.Unmarshal(raw, &compose); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	if !compose.Networks["temporal"].Internal {
		t.Error("the temporal network is not internal")
	}
	var onTemporal []string
	for name, svc := range compose.Services {
		if slices.Contains(svc.networks(), "temporal") {
			onTemporal = append(onTemporal, name)
		}
	}
	slices.Sort(onTemporal)
	if want := []string{"api", "temporal", "temporal-setup", "temporal-ui", "worker", "worker-current"}; !slices.Equal(onTemporal, want) {
		t.Errorf("on the temporal network: %v, want %v", onTemporal, want)
	}
	temporal := compose.Services["temporal"]
	if temporal.Build.Target != "temporal" || strings.HasPrefix(temporal.Image, "temporalio/") {
		t.Errorf("Temporal runs %q (target %q), not our authorizing build", temporal.Image, temporal.Build.Target)
	}
	if slices.Contains(temporal.networks(), "default") {
		t.Error("Temporal is on the default network with nginx and the object store")
	}

	own := map[string]string{"temporal": "temporal", "temporal-setup": "temporal", "temporal-ui": "ui",
		"api": "api", "worker": "worker", "worker-current": "operator"}
	for name, svc := range compose.Services {
		mounts := svc.certMounts()
		if name == "certs" {
			for _, folder := range append([]string{"/"}, slices.Collect(maps.Values(own))...) {
				if ro, ok := mounts[folder]; !ok || ro {
					t.Errorf("the certs step does not write the %s certificate volume: %v", folder, mounts)
				}
			}
			continue
		}
		folder, connects := own[name]
		if !connects {
			if len(mounts) != 0 {
				t.Errorf("%s mounts Temporal certificates: %v", name, mounts)
			}
			if _, ok := svc.Environment["TEMPORAL_ADDRESS"]; ok && name != "migrate" {
				t.Errorf("%s connects to Temporal without a certificate of its own", name)
			}
			continue
		}
		if len(mounts) != 1 || !mounts[folder] {
			t.Errorf("%s mounts %v, want only %s/, read-only", name, mounts, folder)
		}
		cert := svc.Environment["TEMPORAL_TLS_CLIENT_CERT_PATH"]
		if name == "temporal-ui" {
			cert = svc.Environment["TEMPORAL_TLS_CERT"]
		}
		if cert == "" || !strings.Contains(cert, "/"+folder+"/") {
			t.Errorf("%s connects with certificate %q, want its %s/ one", name, cert, folder)
		}
	}
}
