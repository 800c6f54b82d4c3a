#!/usr/bin/env bash
# Starts the whole system (`pursetrade-dev dev`) on its own ports (E2E_*_PORT)
# with a fresh data folder, runs the command given in web/ against it (with
# BASE_URL and E2E_ADMIN_PASSWORD set), then stops everything. Used by the
# browser tests (run.sh) and `make bench-web`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

api_port=${E2E_API_PORT:-10110}
data=$(mktemp -d /tmp/pursetrade-e2e-XXXXXX)
chmod 755 "$data"
base="http://127.0.0.1:${api_port}"

DATA_DIR="$data" HTTP_ADDR="127.0.0.1:${api_port}" WEB_ORIGIN="$base" \
DEV_POSTGRES_PORT=${E2E_PG_PORT:-54339} DEV_TEMPORAL_PORT=${E2E_TEMPORAL_PORT:-7243} \
DEV_TEMPORAL_UI_PORT=${E2E_TEMPORAL_UI_PORT:-8243} LOG_LEVEL=warn \
TRADE_INSPECTION_WINDOW=${TRADE_INSPECTION_WINDOW:-0s} \
RATE_LIMIT_LOGIN=${RATE_LIMIT_LOGIN:-1000} RATE_LIMIT_REGISTER=${RATE_LIMIT_REGISTER:-1000} \
RATE_LIMIT_PASSWORD_RESET=${RATE_LIMIT_PASSWORD_RESET:-1000} \
TRACES_UI_URL=${TRACES_UI_URL:-'http://127.0.0.1:16686/search?service=pursetrade&tags=%7B%22trade.id%22%3A%22{trade_id}%22%7D'} \
  .bin/pursetrade-dev dev >"$data/dev.log" 2>&1 &
pid=$!

cleanup() {
  kill -INT "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$data"
}
trap cleanup EXIT

for _ in $(seq 1 240); do
  if curl -fsS "$base/readyz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "the system did not start; its log:"; cat "$data/dev.log"; exit 1
  fi
  sleep 0.5
done
curl -fsS "$base/readyz" >/dev/null || { echo "the system is not ready after 120s; its log:"; cat "$data/dev.log"; exit 1; }
# The demo administrator's random password, which `dev` keeps in its data folder.
E2E_ADMIN_PASSWORD=$(cat "$data/demo-admin-password")
export E2E_ADMIN_PASSWORD

cd web
BASE_URL="$base" "$@"
