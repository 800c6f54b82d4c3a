package devstack

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"pursetrade/internal/config"
	"pursetrade/internal/devtools/pgcluster"
	"pursetrade/internal/devtools/proc"
	"pursetrade/internal/logging"
	"pursetrade/internal/temporalx"
	"pursetrade/internal/tlsca"
)

// topology is where `pursetrade-dev cluster` puts each part. Every port but the
// app's derives from CLUSTER_PORT_BASE, so a test can run a second cluster
// beside one a developer started.
type topology struct {
	dir                 string // CLUSTER_DATA_DIR
	bin                 string // the production binary (PURSETRADE_BIN): replicas, migrate, seed
	tools               string // .bin: Temporal server, SQL tool, UI server, versitygw
	listen              string // CLUSTER_LISTEN_ADDR: the IP address nginx serves the app on
	httpPort, base      int
	apis, workers       int
	deployment, buildID string // the workers' Worker Deployment Version
	logLevel            string
	skipSeed            bool
	profiling           bool // PPROF_ENABLED, read as every process reads it
}

func (t topology) pgPort() int             { return t.base }
func (t topology) temporalPort() int       { return t.base + 10 }
func (t topology) uiPort() int             { return t.base + 30 }
func (t topology) s3Port() int             { return t.base + 40 }
func (t topology) apiPort(i int) int       { return t.base + 50 + i }
func (t topology) apiMetrics(i int) int    { return t.base + 60 + i }
func (t topology) workerMetrics(i int) int { return t.base + 70 + i }
func (t topology) temporalAddr() string    { return "127.0.0.1:" + strconv.Itoa(t.temporalPort()) }
func (t topology) appAddr() string         { return net.JoinHostPort(t.listen, strconv.Itoa(t.httpPort)) }

// appURL is where this machine reaches the app: the listen address, or
// loopback when nginx listens on every address.
func (t topology) appURL() string {
	host := t.listen
	if ip := net.ParseIP(host); ip.IsUnspecified() {
		host = "127.0.0.1"
		if ip.To4() == nil {
			host = "::1"
		}
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(t.httpPort))
}

func loadTopology() (topology, error) {
	cfg, err := config.Load(config.ModeDev) // checks ADMIN_*, which the replicas inherit; LOG_LEVEL
	if err != nil {
		return topology{}, err
	}
	num := func(name string, def, lo, hi int) (int, error) {
		v := os.Getenv(name)
		if v == "" {
			return def, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("%s=%q: must be a number from %d to %d", name, v, lo, hi)
		}
		return n, nil
	}
	t := topology{logLevel: cfg.LogLevel, skipSeed: cfg.Dev.SkipSeed, deployment: cfg.WorkerDeployment, profiling: cfg.Profiling}
	if t.buildID, err = cfg.BuildID(); err != nil {
		return t, err
	}
	if t.httpPort, err = num("CLUSTER_HTTP_PORT", 10000, 1, 65535); err != nil {
		return t, err
	}
	// Loopback unless asked: the demo data's logins would otherwise be
	// offered to the whole network.
	if t.listen = os.Getenv("CLUSTER_LISTEN_ADDR"); t.listen == "" {
		t.listen = "127.0.0.1"
	} else if net.ParseIP(t.listen) == nil {
		return t, fmt.Errorf("CLUSTER_LISTEN_ADDR=%q: must be an IP address such as 127.0.0.1 (the default) or 0.0.0.0 (every interface)", t.listen)
	}
	if t.base, err = num("CLUSTER_PORT_BASE", 11000, 1024, 65400); err != nil {
		return t, err
	}
	if t.apis, err = num("CLUSTER_APIS", 2, 1, 9); err != nil {
		return t, err
	}
	if t.workers, err = num("CLUSTER_WORKERS", 2, 0, 9); err != nil {
		return t, err
	}
	dir := os.Getenv("CLUSTER_DATA_DIR")
	if dir == "" {
		dir = ".cluster"
	}
	if t.dir, err = filepath.Abs(dir); err != nil {
		return t, err
	}
	if t.bin, err = productionBinary(); err != nil {
		return t, err
	}
	if t.tools, err = filepath.Abs(".bin"); err != nil {
		return t, err
	}
	return t, nil
}

// RunCluster runs the production topology on this machine: PostgreSQL,
// the Temporal server on it and its UI, S3 object storage, Jaeger, the
// worker and API replicas, nginx in front of the APIs and Prometheus. Children that die are
// restarted; Ctrl-C stops everything.
func RunCluster(ctx context.Context) error {
	t, err := loadTopology()
	if err != nil {
		return err
	}
	logger := logging.New("text", t.logLevel)
	if err := PrepareDataDir(t.dir, logger); err != nil {
		return err
	}
	if err := t.certs().Ensure(clusterPrograms...); err != nil {
		return fmt.Errorf("the Temporal certificates: %w", err)
	}
	for _, tool := range []string{"temporal-server", "temporal-sql-tool", "temporal-ui-server", "versitygw"} {
		if _, err := os.Stat(filepath.Join(t.tools, tool)); err != nil {
			return fmt.Errorf("%s not built: run `make cluster`", tool)
		}
	}
	if err := proc.EnsurePortFree("the app (CLUSTER_LISTEN_ADDR, CLUSTER_HTTP_PORT)", t.appAddr()); err != nil {
		return err
	}

	pgLog, err := os.OpenFile(filepath.Join(t.dir, "postgres.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer pgLog.Close()
	logger.Info("starting PostgreSQL", "port", t.pgPort())
	var settings []string
	if archive := os.Getenv("CLUSTER_WAL_ARCHIVE"); archive != "" { // point-in-time recovery (docs/operations.md)
		if settings, err = walArchive(archive); err != nil {
			return err
		}
	}
	pg, err := pgcluster.Start(ctx, pgcluster.Options{DataDir: filepath.Join(t.dir, "postgres"), Port: t.pgPort(), Log: pgLog, Settings: settings})
	if err != nil {
		return err
	}
	defer func() { logger.Info("stopping PostgreSQL"); _ = pg.Stop() }()
	for _, name := range []string{"pursetrade", "temporal", "temporal_visibility"} {
		if err := pg.EnsureDatabase(ctx, name); err != nil {
			return err
		}
	}

	sup, err := newSupervisor(t.dir, logger)
	if err != nil {
		return err
	}
	defer sup.stopAll()
	tracing, err := startClusterJaeger(ctx, t, sup)
	if err != nil {
		return err
	}
	if err := startTemporal(ctx, t, pg, tracing.temporal, sup, logger); err != nil {
		return err
	}
	secrets, err := clusterSecrets(t.dir)
	if err != nil {
		return err
	}
	if err := startObjects(ctx, t, secrets, sup); err != nil {
		return err
	}
	env := append(appEnv(t, pg.URL("pursetrade"), secrets), tracing.apps...)
	if err := prepareDatabase(ctx, t, env); err != nil {
		return err
	}
	if err := startReplicas(ctx, t, env, sup); err != nil {
		return err
	}
	if err := makeBuildCurrent(ctx, t); err != nil {
		return err
	}
	if err := startBalancer(ctx, t, sup); err != nil {
		return err
	}
	if err := startPrometheus(ctx, t, sup); err != nil {
		return err
	}
	printClusterBanner(t)
	<-ctx.Done()
	logger.Info("stopping the cluster")
	return nil
}

// walArchive makes dir a folder PostgreSQL copies every finished WAL
// segment into, and returns the settings that do it.
func walArchive(dir string) ([]string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	if err := os.Chmod(dir, 0o777); err != nil { // the server's account writes it
		return nil, err
	}
	return pgcluster.ArchiveSettings(dir), nil
}

// clusterKeys are the cluster's generated secrets, kept in its data folder.
type clusterKeys struct{ jwt, totp, s3Access, s3Secret string }

func clusterSecrets(dir string) (clusterKeys, error) {
	var k clusterKeys
	var err error
	for path, dst := range map[string]*string{"jwt-secret": &k.jwt, "totp-encryption-key": &k.totp,
		"s3-access-key": &k.s3Access, "s3-secret-key": &k.s3Secret} {
		if *dst, err = Secret(filepath.Join(dir, path)); err != nil {
			return k, err
		}
	}
	k.s3Access = k.s3Access[:20]
	return k, nil
}

func (k clusterKeys) s3(t topology) config.S3 {
	return config.S3{Endpoint: "127.0.0.1:" + strconv.Itoa(t.s3Port()), Bucket: "pursetrade",
		AccessKey: k.s3Access, SecretKey: k.s3Secret, Region: "us-east-1"}
}

// startObjects serves the data folder's objects/ over the S3 API.
func startObjects(ctx context.Context, t topology, k clusterKeys, sup *supervisor) error {
	dir := filepath.Join(t.dir, "objects")
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	addr := "127.0.0.1:" + strconv.Itoa(t.s3Port())
	if err := sup.keep(proc.Spec{Name: "objects", Path: filepath.Join(t.tools, "versitygw"),
		Args: []string{"--port", addr, "posix", dir},
		Env:  []string{"ROOT_ACCESS_KEY=" + k.s3Access, "ROOT_SECRET_KEY=" + k.s3Secret}}, 10*time.Second); err != nil {
		return err
	}
	return waitFor(ctx, "object storage", 30*time.Second, func(context.Context) error { return dialTCP(addr) })
}

// prepareDatabase migrates the app database and loads the demo data once,
// with its photos in the bucket, with the production binary's own commands
// (`seed` and every API replica make sure of ADMIN_EMAIL's account).
func prepareDatabase(ctx context.Context, t topology, env []string) error {
	steps := [][]string{{"migrate"}}
	if !t.skipSeed {
		steps = append(steps, []string{"seed"})
	}
	for _, args := range steps {
		cmd := exec.CommandContext(ctx, t.bin, args...)
		cmd.Env = append(os.Environ(), env...)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("pursetrade %s: %w", args[0], err)
		}
	}
	return nil
}

// productionBinary is PURSETRADE_BIN or the `pursetrade` beside this
// binary (`make build` writes both to .bin).
func productionBinary() (string, error) {
	if bin := os.Getenv("PURSETRADE_BIN"); bin != "" {
		return filepath.Abs(bin)
	}
	self, err := os.Executable()
	if err != nil {
		return "", err
	}
	bin := filepath.Join(filepath.Dir(self), "pursetrade")
	if _, err := os.Stat(bin); err != nil {
		return "", fmt.Errorf("the production binary is not at %s: run `make build` or set PURSETRADE_BIN", bin)
	}
	return bin, nil
}

// appEnv is what every api and worker replica shares.
func appEnv(t topology, dbURL string, k clusterKeys) []string {
	s3 := k.s3(t)
	web := os.Getenv("WEB_DIR")
	if web == "" {
		web, _ = filepath.Abs("web/dist")
	}
	return []string{
		"DATABASE_URL=" + dbURL, "TEMPORAL_ADDRESS=" + t.temporalAddr(), "TEMPORAL_NAMESPACE=default",
		"JWT_SECRET=" + k.jwt, "TOTP_ENCRYPTION_KEY=" + k.totp, "DATA_DIR=" + filepath.Join(t.dir, "app"),
		"WEB_DIR=" + web, "WEB_ORIGIN=http://localhost:" + strconv.Itoa(t.httpPort),
		"TEMPORAL_UI_URL=http://localhost:" + strconv.Itoa(t.uiPort()), "TRUSTED_PROXIES=127.0.0.1",
		"S3_ENDPOINT=" + s3.Endpoint, "S3_BUCKET=" + s3.Bucket, "S3_ACCESS_KEY=" + s3.AccessKey,
		"S3_SECRET_KEY=" + s3.SecretKey, "S3_USE_TLS=false", "LOG_LEVEL=" + t.logLevel,
		"WORKER_DEPLOYMENT_NAME=" + t.deployment, "WORKER_BUILD_ID=" + t.buildID,
	}
}

// makeBuildCurrent makes the workers' build the deployment's current
// version, as an operator's deploy would (docs/operations.md): new trades
// start on it. A cluster without workers leaves the choice to its caller.
func makeBuildCurrent(ctx context.Context, t topology) error {
	if t.workers == 0 {
		return nil
	}
	c, err := dialAsServer(ctx, t)
	if err != nil {
		return err
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	return temporalx.SetCurrentVersion(ctx, c, t.deployment, t.buildID)
}

// startReplicas starts the workers, then the API replicas, each with its
// certificate, and waits until every API answers /readyz.
func startReplicas(ctx context.Context, t topology, env []string, sup *supervisor) error {
	env = slices.Clip(env) // each replica appends its own addresses to a copy
	workerEnv, apiEnv := append(env, t.certs().Files(tlsca.Worker).ClientEnv()...), append(env, t.certs().Files(tlsca.API).ClientEnv()...)
	for i := 1; i <= t.workers; i++ {
		spec := proc.Spec{Name: "worker-" + strconv.Itoa(i), Path: t.bin, Args: []string{"worker"},
			Env: append(slices.Clip(workerEnv), "WORKER_METRICS_ADDR=127.0.0.1:"+strconv.Itoa(t.workerMetrics(i)))}
		if err := sup.keep(spec, 20*time.Second); err != nil {
			return err
		}
	}
	for i := 1; i <= t.apis; i++ {
		addr := "127.0.0.1:" + strconv.Itoa(t.apiPort(i))
		spec := proc.Spec{Name: "api-" + strconv.Itoa(i), Path: t.bin, Args: []string{"api"},
			Env: append(slices.Clip(apiEnv), "HTTP_ADDR="+addr, "METRICS_ADDR=127.0.0.1:"+strconv.Itoa(t.apiMetrics(i)))}
		if err := sup.keep(spec, 20*time.Second); err != nil {
			return err
		}
		if err := waitFor(ctx, spec.Name, 90*time.Second, func(ctx context.Context) error {
			return httpOK(ctx, "http://"+addr+"/readyz")
		}); err != nil {
			return err
		}
	}
	return nil
}

func printClusterBanner(t topology) {
	fmt.Printf("\n  Purse trading marketplace is running as a cluster\n\n")
	fmt.Printf("  App:          http://localhost:%d (nginx on %s in front of %d API replicas)\n", t.httpPort, t.appAddr(), t.apis)
	fmt.Printf("  Temporal UI:  http://localhost:%d (Temporal server on 127.0.0.1:%d, PostgreSQL persistence)\n", t.uiPort(), t.temporalPort())
	fmt.Printf("  Workers:      %d (Worker Deployment %s, build %s, current)\n", t.workers, t.deployment, t.buildID)
	fmt.Printf("  Temporal TLS: %s (mutual TLS; an operator's certificate for the CLI: pursetrade temporal-certs %s operator)\n", t.certs(), t.certs())
	fmt.Printf("  PostgreSQL:   postgres://postgres@127.0.0.1:%d/pursetrade\n", t.pgPort())
	if bin, _ := t.clusterJaeger(); bin != "" {
		fmt.Printf("  Traces:       %s/api/traces?service=pursetrade-api (Jaeger's query API; the APIs, workers and Temporal server export to it)\n", t.jaegerOptions(bin).Query())
	}
	if t.prometheusBin() != "" {
		fmt.Printf("  Prometheus:   http://127.0.0.1:%d (alerts: /api/v1/alerts)\n", t.prometheusPort())
	}
	fmt.Printf("  Data folder:  %s (logs/, pids/)\n\n  Press Ctrl-C to stop everything.\n\n", t.dir)
}
