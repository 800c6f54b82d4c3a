# syntax=docker/dockerfile:1
#
# One image for every role: `pursetrade api`, `pursetrade worker` and
# `pursetrade migrate` (docker-compose.yml runs all three from it); the
# `temporal` target is compose's Temporal server.
#   stage web:   node:20 builds the React app into web/dist
#   stage build: golang:1.26 builds the single Go binary from the repo root
#   final:       debian-slim with the binary and the web bundle only, so every
#                other file the binary needs at run time (migrations, ZIP
#                centroids, OpenAPI document, ...) must be go:embed-ed.

# ---------------------------------------------------------------- web bundle
FROM node:20 AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

# ----------------------------------------------------------------- Go binary
FROM golang:1.26 AS build
WORKDIR /src
ENV CGO_ENABLED=0
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download
COPY . .
# The bundle is served from WEB_DIR at run time; it is also put in the build
# tree so a package that embeds web/dist would build too.
COPY --from=web /src/web/dist ./web/dist
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -ldflags="-s -w" -o /out/pursetrade ./cmd/pursetrade

# ------------------------------------------------------- Temporal (compose)
# Target `temporal`: our build of the Temporal server (temporal/authz), its
# SQL tool, the CLI, pinned in temporal/go.mod, with temporal/cluster.yaml.
# It runs as the app's user, so both read the certificates the app image's
# `temporal-certs` makes.
FROM golang:1.26 AS temporal-build
WORKDIR /src/temporal
ENV CGO_ENABLED=0
COPY temporal/go.mod temporal/go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod \
    go mod download
COPY temporal/ ./
RUN --mount=type=cache,target=/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -ldflags="-s -w" -o /out/temporal-server ./cmd/temporal-server \
 && go build -trimpath -ldflags="-s -w" -o /out/temporal-sql-tool go.temporal.io/server/cmd/tools/sql \
 && go build -trimpath -ldflags="-s -w" -o /out/temporal github.com/temporalio/cli/cmd/temporal

FROM debian:bookworm-slim AS temporal
RUN groupadd --system --gid 10001 pursetrade \
 && useradd --system --uid 10001 --gid pursetrade --home-dir /etc/temporal --shell /usr/sbin/nologin pursetrade
COPY --from=temporal-build /out/ /usr/local/bin/
COPY temporal/cluster.yaml /etc/temporal/config/cluster.yaml
COPY temporal/cluster-dynamic.yaml /etc/temporal/cluster-dynamic.yaml
# The schema step is compose's temporal-schema service (this image with
# this entry point); the server itself never changes schemas.
COPY deploy/temporal-schema.sh /usr/local/bin/temporal-schema
USER pursetrade
ENTRYPOINT ["/usr/local/bin/temporal-server", "--root", "/etc/temporal", "--config", "config", "--env", "cluster", "start"]

# ------------------------------------------------------------------- runtime
FROM debian:bookworm-slim
# ca-certificates: Stripe / Shippo / SMTP over TLS; tzdata: America/New_York
# trade-date rules; curl: the compose healthcheck of the API. /certs and
# its folders are the app's user's, so compose's temporal-certs volumes
# (one per folder) start writable to it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl tzdata \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 pursetrade \
 && useradd --system --uid 10001 --gid pursetrade --home-dir /app --shell /usr/sbin/nologin pursetrade \
 && mkdir -p /app /data /certs/ca /certs/temporal /certs/api /certs/worker /certs/ui /certs/operator \
 && chown -R pursetrade:pursetrade /data /certs
COPY --from=build /out/pursetrade /usr/local/bin/pursetrade
COPY --from=web /src/web/dist /app/web/dist
ENV WEB_DIR=/app/web/dist \
    DATA_DIR=/data \
    HTTP_ADDR=:10000
WORKDIR /app
USER pursetrade
VOLUME ["/data"]
EXPOSE 10000
ENTRYPOINT ["/usr/local/bin/pursetrade"]
CMD ["api"]
