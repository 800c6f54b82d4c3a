#!/bin/bash
# make compose-test: runs docker-compose.yml itself, unchanged, with podman
# and podman-compose on this machine, and drives it end to end through its
# load balancer (internal/devtools/composetest). podman-compose 1.0 ignores
# depends_on conditions and runs no healthchecks by itself, so this script
# starts the services in the file's order and waits for each by polling
# (podman healthcheck run runs the file's own healthcheck). Everything it
# made but the images is removed at the end, volumes included.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=deploy/compose-test
project=pursetrade-compose-test
began=$(date +%s)

"$here/host.sh"
"$here/images.sh"

random() { head -c "$1" /dev/urandom | od -An -tx1 | tr -d ' \n'; }
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# This run's settings, in the environment only (an operator's .env next
# to the compose file is neither read nor touched: it is not in this
# process's environment, and -p keeps this project apart from theirs).
export JWT_SECRET=$(random 32) TOTP_ENCRYPTION_KEY=$(random 32) POSTGRES_PASSWORD=$(random 16)
export S3_ACCESS_KEY=compose$(random 4) S3_SECRET_KEY=$(random 24)
export ADMIN_EMAIL=admin-$(random 4)@example.test ADMIN_PASSWORD=$(random 16)
export APP_PORT=${APP_PORT:-$(free_port)} TEMPORAL_UI_PORT=${TEMPORAL_UI_PORT:-$(free_port)}
export WEB_ORIGIN=http://localhost:$APP_PORT TEMPORAL_UI_URL=http://localhost:$TEMPORAL_UI_PORT

# podman-compose, without its note for each volume it is about to create.
compose() {
  podman-compose --no-ansi -p "$project" -f docker-compose.yml "$@" 2>&1 >/dev/null | { grep -v 'no such volume' >&2 || true; }
  return "${PIPESTATUS[0]}"
}
name() { echo "${project}_$1_${2:-1}"; }
teardown() {
  local rc=$?
  if [ $rc -ne 0 ]; then
    for c in $(podman ps -a --format '{{.Names}}' --filter "label=io.podman.compose.project=$project"); do
      echo "---- $c ($(podman inspect --format '{{.State.Status}} {{.State.ExitCode}}' "$c")):"
      podman logs --tail 25 "$c" 2>&1 | cut -c1-400
    done
  fi
  # -v: also the anonymous /data volumes of the containers that mount no
  # appdata (podman-compose's down leaves those).
  podman ps -aq --filter "label=io.podman.compose.project=$project" | xargs -r podman rm -f -v >/dev/null 2>&1 || true
  compose down -v 2>/dev/null || true
  podman network ls -q --filter "label=io.podman.compose.project=$project" | xargs -r podman network rm >/dev/null || true
  echo "make compose-test: $([ $rc -eq 0 ] && echo passed || echo FAILED) in $(( $(date +%s) - began )) s"
}
trap teardown EXIT

# waits until "$@" succeeds, at most $tries times, 2 s apart.
poll() {
  local what=$1 tries=$2
  shift 2
  for ((i = 0; i < tries; i++)); do
    "$@" >/dev/null 2>&1 && { echo "  $what: ready"; return; }
    sleep 2
  done
  echo "$what: not ready after $((2 * tries)) s" >&2
  return 1
}
# podman start, without its complaints that this host has no syslog and no
# systemd (which would run healthchecks on timers: poll does instead).
start() {
  podman start "$@" 2>&1 >/dev/null | { grep -vE 'syslog|systemd connection' >&2 || true; }
  return "${PIPESTATUS[0]}"
}
healthy() { poll "$1" "$2" podman healthcheck run "$1"; }
# runs a one-shot service's container to its end; it must succeed.
once() {
  local c
  c=$(name "$1")
  start "$c"
  [ "$(podman wait "$c")" = 0 ] || { echo "$1 failed" >&2; return 1; }
  echo "  $1: done"
}

echo "compose up (project $project, app on :$APP_PORT)..."
compose down -v 2>/dev/null || true # what a failed earlier run may have left
# podman-compose 1.0 ignores ipam: the edge network gets the file's subnet
# (TRUSTED_PROXIES) made here, with the labels it would have given it.
subnet=$(sed -n '/^  edge:/,/subnet:/s/.*subnet: *//p' docker-compose.yml)
podman network create --subnet "$subnet" --label "io.podman.compose.project=$project" \
  --label "com.docker.compose.project=$project" "${project}_edge" >/dev/null
compose up --no-build --no-start # creates the containers (with -d it would pass podman create a -d)
once certs
start "$(name postgres)"
healthy "$(name postgres)" 60
once temporal-schema
once migrate
start "$(name temporal)"
healthy "$(name temporal)" 90
once temporal-setup
start "$(name objects)" "$(name api 1)" "$(name api 2)" "$(name worker 1)" "$(name worker 2)"
healthy "$(name api 1)" 60
healthy "$(name api 2)" 60
once worker-current
start "$(name lb)" "$(name temporal-ui)"
poll "lb (published :$APP_PORT)" 30 curl -fsS -o /dev/null "http://127.0.0.1:$APP_PORT/readyz"
poll "temporal-ui (published :$TEMPORAL_UI_PORT)" 30 curl -fsS -o /dev/null "http://127.0.0.1:$TEMPORAL_UI_PORT/"

go run ./internal/devtools/composetest -url "http://127.0.0.1:$APP_PORT" \
  -kill-worker "$(name worker 1)" -kill-api "$(name api 1)"
