package devstack

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/operatorservice/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/types/known/durationpb"

	"pursetrade/internal/devtools/pgcluster"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/temporalx"
	"pursetrade/internal/tlsca"
	"pursetrade/workflows"
)

// temporalServerEnv is the Temporal server's environment, which
// temporal/cluster.yaml reads. Its template compares PPROF_ENABLED with
// "true" as text, so the value goes in as this process parsed it ("1" or
// "TRUE" turn the profiler on here too).
func temporalServerEnv(t topology, pgPort int, dynamic string, tracing []string) []string {
	return append([]string{"TEMPORAL_DB_ADDR=127.0.0.1:" + strconv.Itoa(pgPort), "TEMPORAL_DB_USER=postgres", "TEMPORAL_DB_PASSWORD=",
		"TEMPORAL_PORT_BASE=" + strconv.Itoa(t.temporalPort()), "TEMPORAL_DYNAMIC_CONFIG=" + dynamic,
		"TEMPORAL_TLS_DIR=" + string(t.certs()), "PPROF_ENABLED=" + strconv.FormatBool(t.profiling)}, tracing...)
}

// TemporalCerts is the folder of a cluster's Temporal certificates (its CA
// and one folder per program, internal/tlsca), made at its first start.
func TemporalCerts(clusterDir string) tlsca.Folder {
	return tlsca.Folder(filepath.Join(clusterDir, "temporal-tls"))
}

func (t topology) certs() tlsca.Folder { return TemporalCerts(t.dir) }

// clusterPrograms are the certificates every cluster start makes sure of;
// an operator's is made on request (docs/operations.md).
var clusterPrograms = []string{tlsca.Server, tlsca.API, tlsca.Worker, tlsca.UI}

// clientEnv is the environment of a program dialing the cluster's Temporal
// with its certificate.
func (t topology) clientEnv(name string) []string {
	return append([]string{"TEMPORAL_ADDRESS=" + t.temporalAddr()}, t.certs().Files(name).ClientEnv()...)
}

// dialAsServer connects as the server itself, which holds the admin's
// identity: the supervisor creates the namespace and its search
// attributes, and makes a build current.
func dialAsServer(ctx context.Context, t topology) (client.Client, error) {
	return temporalx.DialAs(ctx, t.clientEnv(tlsca.Server), slog.New(slog.DiscardHandler))
}

// startTemporal sets up the server's two schemas with its SQL tool,
// starts the server (every service in one process, temporal/cluster.yaml),
// creates the namespace and the trade search attributes, and starts the UI.
func startTemporal(ctx context.Context, t topology, pg *pgcluster.Cluster, tracing []string, sup *supervisor, logger *slog.Logger) error {
	for db, schema := range map[string]string{"temporal": "postgresql/v12/temporal", "temporal_visibility": "postgresql/v12/visibility"} {
		if err := setupSchema(ctx, t, db, schema); err != nil {
			return err
		}
	}
	configDir := filepath.Join(t.dir, "temporal", "config")
	if err := os.MkdirAll(configDir, 0o755); err != nil {
		return err
	}
	tmpl, err := os.ReadFile("temporal/cluster.yaml")
	if err != nil {
		return fmt.Errorf("the Temporal server configuration: %w", err)
	}
	if err := os.WriteFile(filepath.Join(configDir, "cluster.yaml"), tmpl, 0o644); err != nil {
		return err
	}
	dynamic, err := filepath.Abs("temporal/cluster-dynamic.yaml")
	if err != nil {
		return err
	}
	logger.Info("starting the Temporal server", "addr", t.temporalAddr())
	if err := sup.keep(proc.Spec{Name: "temporal", Path: filepath.Join(t.tools, "temporal-server"),
		Args: []string{"--root", filepath.Join(t.dir, "temporal"), "--config", "config", "--env", "cluster", "start"},
		Env:  temporalServerEnv(t, pg.Port, dynamic, tracing)}, 30*time.Second); err != nil {
		return err
	}
	var c client.Client
	if err := waitFor(ctx, "the Temporal server", 2*time.Minute, func(ctx context.Context) (err error) {
		c, err = dialAsServer(ctx, t) // fails until the frontend is healthy
		return err
	}); err != nil {
		return err
	}
	defer c.Close()
	if err := ensureNamespace(ctx, c); err != nil {
		return err
	}
	// A new namespace reaches every service's cache within seconds.
	if err := waitFor(ctx, "the trade search attributes", time.Minute, func(ctx context.Context) error {
		return ensureSearchAttributes(ctx, c)
	}); err != nil {
		return err
	}
	return startTemporalUI(ctx, t, sup)
}

// setupSchema creates the versioning tables once, then brings the schema to
// the latest version the tool embeds (a no-op when it is there already).
func setupSchema(ctx context.Context, t topology, db, schema string) error {
	base := []string{"--plugin", "postgres12", "--ep", "127.0.0.1", "-p", strconv.Itoa(t.pgPort()), "-u", "postgres", "--db", db}
	run := func(args ...string) error {
		out, err := exec.CommandContext(ctx, filepath.Join(t.tools, "temporal-sql-tool"), append(base, args...)...).CombinedOutput()
		if err != nil {
			return fmt.Errorf("temporal-sql-tool %v on %s: %v\n%s", args, db, err, out)
		}
		return nil
	}
	marker := filepath.Join(t.dir, "temporal", db+".schema")
	if _, err := os.Stat(marker); errors.Is(err, os.ErrNotExist) {
		if err := run("setup-schema", "-v", "0.0"); err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(marker), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(marker, []byte(schema+"\n"), 0o644); err != nil {
			return err
		}
	}
	return run("update-schema", "--schema-name", schema)
}

func ensureNamespace(ctx context.Context, c client.Client) error {
	_, err := c.WorkflowService().DescribeNamespace(ctx, &workflowservice.DescribeNamespaceRequest{Namespace: "default"})
	var notFound *serviceerror.NamespaceNotFound
	var missing *serviceerror.NotFound
	if !errors.As(err, &notFound) && !errors.As(err, &missing) {
		return err
	}
	_, err = c.WorkflowService().RegisterNamespace(ctx, &workflowservice.RegisterNamespaceRequest{
		Namespace: "default", WorkflowExecutionRetentionPeriod: durationpb.New(7 * 24 * time.Hour)})
	var exists *serviceerror.NamespaceAlreadyExists
	if errors.As(err, &exists) {
		return nil
	}
	return err
}

func ensureSearchAttributes(ctx context.Context, c client.Client) error {
	list, err := c.OperatorService().ListSearchAttributes(ctx, &operatorservice.ListSearchAttributesRequest{Namespace: "default"})
	if err != nil {
		return err
	}
	missing := map[string]enumspb.IndexedValueType{}
	for _, a := range workflows.SearchAttributes {
		if _, ok := list.GetCustomAttributes()[a.GetName()]; !ok {
			missing[a.GetName()] = a.GetValueType()
		}
	}
	if len(missing) == 0 {
		return nil
	}
	_, err = c.OperatorService().AddSearchAttributes(ctx, &operatorservice.AddSearchAttributesRequest{
		Namespace: "default", SearchAttributes: missing})
	return err
}

// temporalUIConfig is the UI server's configuration: read-only and on
// loopback only, since it has no sign-in (inspecting trades is what it is
// for; actions go through the admin panel's validated updates), and its
// certificate's identity may only read anyway (temporal/authz).
func temporalUIConfig(t topology) string {
	files := t.certs().Files(tlsca.UI)
	return fmt.Sprintf("temporalGrpcAddress: %s\nhost: 127.0.0.1\nport: %d\npublicPath:\nenableUi: true\ndefaultNamespace: default\n"+
		"disableWriteActions: true\ncors:\n  cookieInsecure: true\n  allowOrigins: []\nauth:\n  enabled: false\n"+
		"tls:\n  caFile: %s\n  certFile: %s\n  keyFile: %s\n  enableHostVerification: true\n  serverName: localhost\n",
		t.temporalAddr(), t.uiPort(), files.CA, files.Cert, files.Key)
}

// startTemporalUI serves the Temporal UI for the cluster's server.
func startTemporalUI(ctx context.Context, t topology, sup *supervisor) error {
	dir := filepath.Join(t.dir, "temporal-ui", "config")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "cluster.yaml"), []byte(temporalUIConfig(t)), 0o644); err != nil {
		return err
	}
	if err := sup.keep(proc.Spec{Name: "temporal-ui", Path: filepath.Join(t.tools, "temporal-ui-server"),
		Args: []string{"--root", filepath.Join(t.dir, "temporal-ui"), "--config", "config", "--env", "cluster", "start"}}, 5*time.Second); err != nil {
		return err
	}
	return waitFor(ctx, "the Temporal UI", 30*time.Second, func(ctx context.Context) error {
		return httpOK(ctx, fmt.Sprintf("http://127.0.0.1:%d/", t.uiPort()))
	})
}
