// Command composetest drives docker-compose.yml's stack, brought up by
// deploy/compose-test/run.sh, through its load balancer: two members sign
// up and list a bag each, the administrator approves and funds them, and
// one pickup trade runs from request to completion while a worker container
// and an API container are killed; then the balances and the ledger are
// checked. It exits non-zero, saying why, on the first thing that is wrong.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"time"
)

func main() {
	var s scenario
	flag.StringVar(&s.api.base, "url", "http://127.0.0.1:10000", "the load balancer")
	flag.StringVar(&s.engine, "engine", "podman", "the container engine that kills containers")
	flag.StringVar(&s.killWorker, "kill-worker", "", "the worker container to kill mid-trade")
	flag.StringVar(&s.killAPI, "kill-api", "", "the API container to kill mid-trade")
	flag.Parse()
	s.adminEmail, s.adminPassword = os.Getenv("ADMIN_EMAIL"), os.Getenv("ADMIN_PASSWORD")
	s.api.http = &http.Client{Timeout: 30 * time.Second}
	s.log = slog.New(slog.NewTextHandler(os.Stderr, nil))

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := s.run(ctx); err != nil {
		s.log.Error("compose test failed", "err", err)
		os.Exit(1)
	}
	fmt.Println("compose test passed: members, bags, approval, a trade through a worker and an API kill, balances, ledger")
}
