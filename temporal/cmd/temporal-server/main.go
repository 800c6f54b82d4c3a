// Command temporal-server is the stock Temporal server (go.temporal.io/server
// cmd/server's `start`, same flags) with our claim mapper and authorizer
// (temporal/authz) in place of the configured ones: the cluster's frontend
// takes only clients with a certificate of its CA, and each may make only
// its own calls.
package main

import (
	"fmt"
	"os"
	"path"
	_ "time/tzdata" // embed tzdata as a fallback

	"github.com/urfave/cli/v2"
	"go.temporal.io/server/common/authorization"
	"go.temporal.io/server/common/config"
	"go.temporal.io/server/common/dynamicconfig"
	"go.temporal.io/server/common/headers"
	"go.temporal.io/server/common/log"
	_ "go.temporal.io/server/common/persistence/sql/sqlplugin/postgresql" // the cluster's persistence
	"go.temporal.io/server/temporal"

	"pursetrade/temporal/authz"
)

func main() {
	app := cli.NewApp()
	app.Name = "temporal-server"
	app.Usage = "Temporal server with pursetrade's authorizer"
	app.Version = headers.ServerVersion
	app.Flags = []cli.Flag{
		&cli.StringFlag{Name: "root", Aliases: []string{"r"}, Value: ".", EnvVars: []string{config.EnvKeyRoot}},
		&cli.StringFlag{Name: "config", Aliases: []string{"c"}, Value: "config", EnvVars: []string{config.EnvKeyConfigDir}},
		&cli.StringFlag{Name: "env", Aliases: []string{"e"}, Value: "development", EnvVars: []string{config.EnvKeyEnvironment}},
		&cli.StringFlag{Name: "zone", Aliases: []string{"az"}, EnvVars: []string{config.EnvKeyAvailabilityZone}},
	}
	app.Commands = []*cli.Command{{
		Name:  "start",
		Usage: "start every Temporal service in this process",
		Flags: []cli.Flag{&cli.StringSliceFlag{Name: "service", Aliases: []string{"svc"}, Value: cli.NewStringSlice(temporal.DefaultServices...)}},
		Action: func(c *cli.Context) error {
			if err := start(c); err != nil {
				return cli.Exit(err.Error(), 1)
			}
			return cli.Exit("All services are stopped.", 0)
		},
	}}
	_ = app.Run(os.Args)
}

func start(c *cli.Context) error {
	cfg, err := config.LoadConfig(c.String("env"), path.Join(c.String("root"), c.String("config")), c.String("zone"))
	if err != nil {
		return fmt.Errorf("unable to load configuration: %w", err)
	}
	if !cfg.Global.TLS.Frontend.Server.RequireClientAuth {
		return fmt.Errorf("global.tls.frontend.server.requireClientAuth must be true: the authorizer identifies callers by their certificate")
	}
	logger := log.NewZapLogger(log.BuildZapLogger(cfg.Log))
	dynamic := dynamicconfig.Client(dynamicconfig.NewNoopClient())
	if cfg.DynamicConfigClient != nil {
		if dynamic, err = dynamicconfig.NewFileBasedClient(cfg.DynamicConfigClient, logger, temporal.InterruptCh()); err != nil {
			return fmt.Errorf("unable to create dynamic config client: %w", err)
		}
	}
	s, err := temporal.NewServer(
		temporal.ForServices(c.StringSlice("service")),
		temporal.WithConfig(cfg),
		temporal.WithDynamicConfigClient(dynamic),
		temporal.WithLogger(logger),
		temporal.InterruptOn(temporal.InterruptCh()),
		temporal.WithAuthorizer(authz.Authorizer{}),
		temporal.WithClaimMapper(func(*config.Config) authorization.ClaimMapper { return authz.ClaimMapper{} }),
	)
	if err != nil {
		return fmt.Errorf("unable to create server: %w", err)
	}
	return s.Start()
}
