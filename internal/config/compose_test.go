package config

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// docker-compose.yml is a deployment: no secret may have a default there,
// and Temporal (which trusts whoever reaches it) is not published outside.
func TestComposeHasNoDefaultSecretsAndNoOpenTemporal(t *testing.T) {
	raw, err := os.ReadFile("../../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	var compose struct {
		Services map[string]struct {
			Ports       []string          `yaml:"ports"`
			Environment map[string]string `yaml:"environment"`
			Deploy      struct {
				Replicas int `yaml:"replicas"`
			} `yaml:"deploy"`
		} `yaml:"services"`
	}
	if err := yaml.Unmarshal(raw, &compose); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}

	uses := regexp.MustCompile(`\$\{(JWT_SECRET|TOTP_ENCRYPTION_KEY|POSTGRES_PASSWORD|ADMIN_EMAIL|ADMIN_PASSWORD)([^}]*)\}`).
		FindAllStringSubmatch(string(raw), -1)
	uses = append(uses, regexp.MustCompile(`\$\{(S3_ACCESS_KEY|S3_SECRET_KEY)([^}]*)\}`).FindAllStringSubmatch(string(raw), -1)...)
	seen := map[string]bool{}
	for _, m := range uses {
		seen[m[1]] = true
		if !strings.HasPrefix(m[2], ":?") {
			t.Errorf("%s must be required (${%s:?message}), found ${%s%s}", m[1], m[1], m[1], m[2])
		}
	}
	for _, name := range []string{"JWT_SECRET", "POSTGRES_PASSWORD", "ADMIN_PASSWORD", "S3_SECRET_KEY"} {
		if !seen[name] {
			t.Errorf("%s is not passed from the environment", name)
		}
	}
	for _, published := range []string{"CHANGE-ME", "change-me", "insecure-placeholder"} {
		if strings.Contains(string(raw), published) {
			t.Errorf("a placeholder secret is still in the file: %q", published)
		}
	}

	if ports := compose.Services["temporal"].Ports; len(ports) != 0 {
		t.Errorf("the Temporal frontend is published: %v", ports)
	}
	ui, ok := compose.Services["temporal-ui"]
	if !ok {
		t.Fatal("no temporal-ui service")
	}
	if ui.Environment["TEMPORAL_DISABLE_WRITE_ACTIONS"] != "true" {
		t.Error("the Temporal UI has no sign-in but its write actions are on")
	}
	if strings.Contains(string(raw), "172.16.0.0/12") || !strings.Contains(string(raw), "TRUSTED_PROXIES:-172.28.0.0/24}") ||
		!strings.Contains(string(raw), "edge:\n    ipam:\n      config:\n        - subnet: 172.28.0.0/24\n") {
		t.Error("the api trusts X-Forwarded-For from more than the edge network")
	}
	var nets struct {
		Services map[string]composeService `yaml:"services"`
	}
	_ = yaml.Unmarshal(raw, &nets)
	for name, svc := range nets.Services {
		if slices.Contains(svc.networks(), "edge") != (name == "lb" || name == "api") {
			t.Errorf("%s is on the edge network %v: only the lb and the api may be", name, svc.networks())
		}
	}
	for _, p := range ui.Ports {
		if !strings.HasPrefix(p, "127.0.0.1:") {
			t.Errorf("the Temporal UI is published beyond this machine: %q", p)
		}
	}
	for name, svc := range compose.Services {
		for _, p := range svc.Ports {
			if strings.Contains(p, "7233") {
				t.Errorf("%s publishes the Temporal frontend port: %q", name, p)
			}
		}
	}

	// More than one machine's worth: replicas behind the load balancer,
	// shared object storage that is not published.
	for _, name := range []string{"api", "worker"} {
		if n := compose.Services[name].Deploy.Replicas; n < 2 {
			t.Errorf("%s runs %d replica(s), want at least 2", name, n)
		}
	}
	if ports := compose.Services["api"].Ports; len(ports) != 0 {
		t.Errorf("api replicas publish ports themselves: %v (the lb serves the app)", ports)
	}
	if lb := compose.Services["lb"].Ports; len(lb) != 1 || !strings.HasSuffix(lb[0], ":10000") {
		t.Errorf("the lb publishes %v, want the app port 10000", lb)
	}
	objects, ok := compose.Services["objects"]
	if !ok || len(objects.Ports) != 0 {
		t.Errorf("object storage missing or published: %v %v", ok, objects.Ports)
	}
	if !strings.Contains(string(raw), "S3_ENDPOINT: objects:7070") {
		t.Error("the app is not pointed at the object storage")
	}
}

// The shipped nginx names the client by the address it saw (a client's own
// X-Forwarded-For would pick its rate-limit key) and the scheme it saw; it
// listens on plain HTTP, so it sends no HSTS (the API does, over HTTPS).
func TestShippedNginxSetsTheClientAndScheme(t *testing.T) {
	raw, err := os.ReadFile("../../deploy/nginx.conf")
	if err != nil {
		t.Fatal(err)
	}
	conf := string(raw)
	locations := strings.Count(conf, "proxy_pass http://api;")
	if strings.Contains(conf, "$proxy_add_x_forwarded_for") || strings.Count(conf, "X-Forwarded-For $remote_addr") != locations {
		t.Error("nginx appends to the client's X-Forwarded-For instead of setting it")
	}
	if locations < 2 || strings.Count(conf, "X-Forwarded-Proto $scheme") != locations {
		t.Error("nginx does not report the scheme it saw on every location")
	}
	if strings.Contains(conf, "add_header Strict-Transport-Security") {
		t.Error("nginx sends HSTS over plain HTTP")
	}
}
