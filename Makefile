# The README's two commands: `make dev` runs the whole product on this
# machine; `make test` runs every test. Everything they need is built here.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
GO ?= go
BIN := .bin
APP := $(BIN)/pursetrade
DEV_APP := $(BIN)/pursetrade-dev
TEMPORAL := $(BIN)/temporal
TEMPORAL_SERVER := $(BIN)/temporal-server
TEMPORAL_SQL_TOOL := $(BIN)/temporal-sql-tool
TEMPORAL_UI_SERVER := $(BIN)/temporal-ui-server
JAEGER := $(BIN)/jaeger
PROMTOOL := $(BIN)/promtool
PROMETHEUS := $(BIN)/prometheus
SQLC := $(BIN)/sqlc
SQLC_VERSION := v1.31.1
STRIPE_MOCK := $(BIN)/stripe-mock
STRIPE_MOCK_VERSION := v0.203.0
VERSITYGW := $(BIN)/versitygw
VERSITYGW_VERSION := v1.8.0
WEB_DEPS := web/node_modules/.package-lock.json
WEB_BUNDLE := web/dist/index.html
WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) web/scripts/finish-build.mjs web/scripts/compress.mjs web/index.html web/vite.config.ts web/package-lock.json

.PHONY: fuzz jaeger promtool prometheus alert-drill restore-drill test-rules cluster cluster-tools nginx crash-cluster dev test check check-go test-go test-web test-browser build web temporal generate check-generated chromium histories bench bench-catalog bench-ledger bench-trades bench-scale bench-web soak profile-trades stripe-mock compose-test clean help

help:
	@echo "make dev     run the whole product (PostgreSQL, Temporal, worker, API + web app on :10000)"
	@echo "make test    run every test (Go vet/unit/integration, web unit, browser)"
	@echo "make check   the fast tier: vet, freshness of generated code, every test that needs no server, web unit tests and lint"
	@echo "make cluster run the production topology here (Temporal server, 2 workers, 2 APIs, nginx, S3, Jaeger, Prometheus)"

## cluster: the production topology on this machine: the Temporal server on
## PostgreSQL with its UI, S3 storage (versitygw), Jaeger (every API, worker
## and the Temporal server trace into it), Prometheus, two workers, two API replicas and
## nginx in front of them on :10000; Ctrl-C stops it all.
cluster: build web cluster-tools nginx $(PROMETHEUS) $(JAEGER)
	$(DEV_APP) cluster

cluster-tools: $(TEMPORAL_SERVER) $(TEMPORAL_SQL_TOOL) $(TEMPORAL_UI_SERVER) $(VERSITYGW)

## nginx: Debian's nginx, the load balancer of `make cluster`.
nginx:
	@command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || { \
	  if [ "$$(id -u)" = 0 ]; then echo "installing nginx (apt)..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null; \
	  else echo "nginx is missing: run 'sudo apt-get install -y nginx-light'"; exit 1; fi; }

## dev: build what is missing and run everything; Ctrl-C stops it all.
dev: build web temporal
	$(DEV_APP) dev

## build: the production command, and the development build of it with the
## development supervisor (`dev`, `cluster`; internal/devtools/devstack), which
## production does not carry.
build:
	$(GO) build -o $(APP) ./cmd/pursetrade
	$(GO) build -tags devstack -o $(DEV_APP) ./cmd/pursetrade

## temporal: the Temporal CLI (dev server + UI), pinned in temporal/go.mod.
temporal: $(TEMPORAL)
$(TEMPORAL): temporal/go.mod temporal/go.sum
	@echo "building the Temporal CLI (first time only, a few minutes)..."
	cd temporal && $(GO) build -o ../$(TEMPORAL) github.com/temporalio/cli/cmd/temporal

## The Temporal server (v1.29.1, the version the CLI embeds) with our
## claim mapper and authorizer (temporal/cmd/temporal-server,
## temporal/authz), its SQL schema tool and the UI server, for `make cluster`.
$(TEMPORAL_SERVER): temporal/go.mod temporal/go.sum $(wildcard temporal/cmd/temporal-server/*.go temporal/authz/*.go)
	@echo "building the Temporal server (first time only, a few minutes)..."
	cd temporal && $(GO) build -o ../$(TEMPORAL_SERVER) ./cmd/temporal-server
$(TEMPORAL_SQL_TOOL): temporal/go.mod temporal/go.sum
	cd temporal && $(GO) build -o ../$(TEMPORAL_SQL_TOOL) go.temporal.io/server/cmd/tools/sql
$(TEMPORAL_UI_SERVER): temporal/go.mod temporal/go.sum
	cd temporal && $(GO) build -o ../$(TEMPORAL_UI_SERVER) github.com/temporalio/ui-server/v2/cmd/server

## jaeger: the trace store (Jaeger v2, OTLP in, query API out), pinned in
## tools/jaeger/go.mod; run with deploy/jaeger.yaml.
jaeger: $(JAEGER)
$(JAEGER): tools/jaeger/go.mod tools/jaeger/go.sum
	@echo "building Jaeger (first time only, a few minutes)..."
	cd tools/jaeger && $(GO) build -o ../../$(JAEGER) github.com/jaegertracing/jaeger/cmd/jaeger

## promtool: Prometheus's rule checker (v0.316.0, pinned in
## tools/prometheus/go.mod) for the alert and recording rules. Both are
## built without the cloud service discoveries (remove_all_sd: static and
## file targets remain), which builds much faster (docs/operations.md).
PROM_TAGS := remove_all_sd
promtool: $(PROMTOOL)
$(PROMTOOL): tools/prometheus/go.mod tools/prometheus/go.sum
	@echo "building promtool (first time only, a few minutes)..."
	cd tools/prometheus && $(GO) build -tags $(PROM_TAGS) -o ../../$(PROMTOOL) github.com/prometheus/prometheus/cmd/promtool

## prometheus: the Prometheus server (same pin), not needed by `make test`.
prometheus: $(PROMETHEUS)
$(PROMETHEUS): tools/prometheus/go.mod tools/prometheus/go.sum
	@echo "building Prometheus (first time only, several minutes)..."
	cd tools/prometheus && $(GO) build -tags $(PROM_TAGS) -o ../../$(PROMETHEUS) github.com/prometheus/prometheus/cmd/prometheus

## restore-drill: point-in-time recovery of `pursetrade-dev cluster` (WAL
## archive and a base backup taken while trades run) into fresh folders;
## Temporal, a worker and an API start on it and carry on (docs/operations.md).
## Part of `make test`; this runs it alone (70 s to 4 minutes here).
restore-drill: cluster-tools nginx
	$(GO) test -count=1 -run TestRestoreDrillOnCluster -timeout 20m -v ./internal/devtools/crashtest/ | grep -v '^=== '

## compose-test: docker-compose.yml itself, run here with podman and
## podman-compose (installed by apt if missing, like Chromium), every image
## built locally (deploy/compose-test), driven end to end through its nginx:
## members, bags, approval, a trade through a worker and an API kill, the
## ledger (docs/production.md). Not part of `make test`: 63-125 s here once the
## images are built; the first build of the app and Temporal images is the long part.
compose-test: $(VERSITYGW) $(TEMPORAL_UI_SERVER)
	deploy/compose-test/run.sh

## alert-drill: stop the outbox draining and see OutboxNotDraining fire in a
## real Prometheus's alerts API, with the repository's rules.
alert-drill: $(PROMETHEUS)
	$(GO) test -tags alertdrill -count=1 -run TestOutboxAlertFires ./internal/telemetry/

$(SQLC):
	@echo "building sqlc $(SQLC_VERSION) (first time only, a few minutes)..."
	GOBIN=$(abspath $(BIN)) $(GO) install github.com/sqlc-dev/sqlc/cmd/sqlc@$(SQLC_VERSION)

## stripe-mock: Stripe's API mock, for the card payment tests.
stripe-mock: $(STRIPE_MOCK)
$(STRIPE_MOCK):
	GOBIN=$(abspath $(BIN)) $(GO) install github.com/stripe/stripe-mock@$(STRIPE_MOCK_VERSION)

## versitygw: an S3 server over a local folder, for the object storage tests.
$(VERSITYGW):
	@echo "building versitygw $(VERSITYGW_VERSION) (first time only, a few minutes)..."
	GOBIN=$(abspath $(BIN)) $(GO) install github.com/versity/versitygw/cmd/versitygw@$(VERSITYGW_VERSION)

## generate: regenerate typed queries from internal/store/{migrations,queries}.
generate: $(SQLC)
	$(SQLC) generate

## check-generated: fails when the committed sqlc code is stale.
check-generated: $(SQLC)
	@$(SQLC) diff || { echo "generated code in internal/store/db is stale: run 'make generate' and commit"; exit 1; }

$(WEB_DEPS): web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

web: $(WEB_BUNDLE)
$(WEB_BUNDLE): $(WEB_DEPS) $(WEB_SOURCES)
	cd web && npm run build

## chromium: Debian's Chromium for the browser tests.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then echo "installing chromium (apt)..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "Chromium is missing: run 'sudo apt-get install -y chromium'"; exit 1; fi; }

test: test-go test-rules test-web test-browser

## test-rules: the alert and recording rules are valid and each alert fires
## on its trouble and only then (deploy/prometheus/alerts_test.yml).
test-rules: $(PROMTOOL)
	$(PROMTOOL) check config deploy/prometheus/prometheus.yml
	$(PROMTOOL) test rules deploy/prometheus/alerts_test.yml

## check: the fast tier, for every change: check-go, then test-web (the
## web types, unit tests, lint and the API-types freshness check). `make
## test` runs everything, with nothing skipped.
check: check-go test-web

## check-go: vet, the sqlc freshness check and every Go test that needs no
## server, wherever it lives (`go test -short`: a test that needs
## PostgreSQL, Temporal, S3, Jaeger or a cluster of processes gets it from
## internal/devtools/testenv or calls testenv.Integration, which skip under
## -short): the rules, the workflows on the SDK's time-skipping suite,
## replays of the recorded histories, the encoders, caches and plans.
check-go: check-generated
	$(GO) vet ./...
	$(GO) vet -tags devstack ./cmd/pursetrade
	$(GO) test -short -count=1 ./...

## test-go: every Go test, the servers included (no -short).
test-go: $(TEMPORAL) $(STRIPE_MOCK) $(JAEGER) cluster-tools nginx check-generated
	$(GO) vet ./...
	$(GO) vet -tags devstack ./cmd/pursetrade
	$(GO) test -count=1 -timeout 20m ./...
	cd temporal && $(GO) vet ./... && $(GO) test -count=1 ./...
	$(MAKE) --no-print-directory fuzz

## fuzz: 20,000 inputs each (a few seconds) of the fuzz targets of the
## input rule (internal/inputs), the JSON binding and the edge's id and text
## checks (api), and the id helper; FUZZTIME=5m for a longer hunt. A count,
## not a duration, by default: Go 1.26's fuzzer can report "context deadline
## exceeded" when a duration ends on a busy machine (go.dev/issue/75804,
## fixed in Go 1.27).
FUZZ_TARGETS := FuzzCheck:./internal/inputs FuzzValid:./internal/ids FuzzBindJSON:./api FuzzInputRule:./api
fuzz:
	@for t in $(FUZZ_TARGETS); do \
	  $(GO) test -run '^$$' -fuzz "^$${t%%:*}$$" -fuzztime $${FUZZTIME:-20000x} $${t#*:}; done

## test-web: types, unit tests, lint (zero warnings), the generated API
## types (web/src/lib/api-schema.d.ts) against api/openapi/*.yaml, and the
## first pages' JavaScript against its budget (npm run size).
test-web: $(WEB_DEPS) $(WEB_BUNDLE)
	cd web && npm run typecheck && npm test && npm run lint && npm run check:api && npm run size

test-browser: build web temporal chromium
	web/e2e/run.sh

## histories: re-record the trade workflow's histories for the replay tests,
## one for every path a trade can take (after a change to the workflow, which
## ships as a new worker build: docs/operations.md).
histories: $(TEMPORAL)
	rm -f workflows/testdata/*.json
	UPDATE_HISTORIES=1 $(GO) test -count=1 -run 'TestTrades|TestAcceptDeclines|TestDisputeResolvedOnce|TestClosingAnAccount|TestLongTradeContinues|TestDeleteRacingAccept|TestForgedSignals' ./api/

## bench: load benchmarks (not part of `make test`).
bench: bench-catalog bench-ledger bench-trades bench-web

## bench-catalog: 100,000 bags, 32 connections against the API binary, and
## pgbench on the same statements, taking turns (BENCH_SECONDS per scenario, default 20).
bench-catalog: $(TEMPORAL)
	$(GO) test -run '^$$' -bench '^BenchmarkCatalogBrowse$$' -benchtime=1x -timeout 30m -v ./api/ | grep -v '^=== '

## bench-trades: update round trips (no-op floor, the floor with a local
## activity and with a search attribute upsert, accept, ack; each with the
## p50 of its workflow task), the accept with tracing off, on (exporting to
## Jaeger) and off again, detail and
## ack on trades with 300 long messages (bytes, p50/p99), 1,000 trade
## lifecycles with 100 in flight (trades/s, load average before and after)
## between two runs of 1,000 lifecycles of the floor workflow (the same
## updates, nothing else done; rates, each process's CPU per lifecycle and the
## ratios), worker memory with 1,000 open trades; API and worker run as separate
## processes on the dev server; then the same round trips, lifecycles and floor
## on `pursetrade-dev cluster` (Temporal server on PostgreSQL, nginx, two APIs)
## with one worker and with two.
bench-trades: $(TEMPORAL) cluster-tools nginx
	$(GO) test -run '^$$' -bench 'UpdateRoundTrip|ChattyTrade' -benchtime=200x -timeout 30m ./internal/devtools/crashtest/
	$(GO) test -run '^$$' -bench 'AcceptTracing' -benchtime=200x -timeout 30m ./internal/devtools/crashtest/
	$(GO) test -run '^$$' -bench 'TradeLifecycles|WorkerMemory' -benchtime=1000x -timeout 30m -v ./internal/devtools/crashtest/ | grep -v '^=== '
	$(GO) test -run '^$$' -bench 'ClusterTrades' -benchtime=1x -timeout 30m -v ./internal/devtools/crashtest/ | grep -v '^=== '

## profile-trades: the lifecycle benchmark (with its floor) and, over the
## lifecycles, CPU profiles of the API and the worker, every process's CPU
## time and PostgreSQL's top statements (written to .bench/profiles).
profile-trades: $(TEMPORAL)
	BENCH_PROFILE=$(abspath .bench/profiles) $(GO) test -run '^$$' -bench 'TradeLifecycles' -benchtime=1000x -timeout 30m -v ./internal/devtools/crashtest/ | grep -v '^=== '
	@echo; head -22 .bench/profiles/api.top.txt; echo; head -22 .bench/profiles/worker.top.txt

## bench-scale: the scale curve (docs/capacity.md): 1,000,000 ledger rows
## and 100,000 members, 300,000 bags with the page cache off, then open
## trades at each size of SCALE_TRADES (default 1000,10000,30000) on
## `pursetrade-dev cluster` with one worker; then each process's CPU per trade
## and per catalog page (the capacity model's inputs).
bench-scale: $(TEMPORAL) cluster-tools nginx
	$(GO) test -run '^$$' -bench '^BenchmarkScale(Ledger|Catalog)$$' -benchtime=1x -timeout 30m -v ./internal/devtools/crashtest/ | grep -v '^=== '
	$(GO) test -run '^$$' -bench '^BenchmarkCapacityCPU$$' -benchtime=1x -timeout 30m -v ./internal/devtools/crashtest/ | grep -v '^=== '
	$(GO) test -run '^$$' -bench '^BenchmarkScaleTrades$$' -benchtime=1x -timeout 120m -v ./internal/devtools/crashtest/ | grep -v '^=== '

## soak: the soak under faults on `pursetrade-dev cluster`: SOAK_RATE trades a
## second (default 15) with chat, withdrawals and admin reads for
## SOAK_MINUTES (default 20) while one process is killed every minute; a
## row a minute, then the pass criteria (docs/operations.md).
soak: $(TEMPORAL) cluster-tools nginx
	$(GO) test -run '^$$' -bench '^BenchmarkSoak$$' -benchtime=1x -timeout $$(( $${SOAK_MINUTES:-20} + 30 ))m -v ./internal/devtools/crashtest/ | grep -v '^=== '

## bench-web: `/`, `/browse` and a closet of the demo data in Chromium as a
## phone sees them (390 px, CPU 4x slower, 150 ms RTT, 1.6 Mbit/s down, cold
## cache, median of 5): LCP, FCP, total and JavaScript bytes; fails when LCP
## misses 1.5 s (`/`, `/browse`) or 2.0 s (the closet). The system runs on
## its own ports (E2E_*_PORT as for the browser tests).
bench-web: build web temporal chromium
	E2E_API_PORT=$${E2E_API_PORT:-10134} E2E_PG_PORT=$${E2E_PG_PORT:-54364} \
	E2E_TEMPORAL_PORT=$${E2E_TEMPORAL_PORT:-7264} E2E_TEMPORAL_UI_PORT=$${E2E_TEMPORAL_UI_PORT:-8264} \
	  web/e2e/with-system.sh node scripts/bench-web.mjs

## bench-ledger: 1,000 concurrent ledger movements across 100 members.
bench-ledger:
	$(GO) test -run '^$$' -bench '^BenchmarkConcurrentMovements$$' -benchtime=5x ./internal/ledger/

clean:
	rm -rf $(APP) $(DEV_APP) web/dist
