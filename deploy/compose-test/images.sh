#!/bin/bash
# Builds every image docker-compose.yml names, under the names it uses: the
# app and our Temporal from ./Dockerfile, and local stand-ins for the images
# compose would pull (no registry is reachable here), each the same software
# at the version the repository pins. Run from the repository root.
set -euo pipefail
here=deploy/compose-test
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# image NAME -> its tag in docker-compose.yml (the one place it is written).
tag() { sed -nE "s#^[[:space:]]*image:[[:space:]]*$1:([^[:space:]]+).*#\1#p" docker-compose.yml | sed -n 1p; }
# build TAG CONTEXT [podman build args...]: builds unless the image exists.
build() {
  local name=$1 context=$2
  shift 2
  if podman image exists "$name"; then return; fi
  echo "building $name..."
  podman build --quiet -t "$name" "$@" "$context" >/dev/null
}

"$here/base-image.sh"

# Build stages of ./Dockerfile.
go_version=$(go env GOVERSION)
go_major=$(sed -nE 's#^FROM golang:([^ ]+).*#\1#p' Dockerfile | sed -n 1p)
[[ $go_version == go$go_major* ]] || { echo "the Dockerfile wants golang:$go_major, this machine has $go_version" >&2; exit 1; }
if ! podman image exists "golang:$go_major"; then
  toolchain=$(GOFLAGS=-mod=mod go mod download -json "golang.org/toolchain@v0.0.1-$go_version.linux-amd64" | sed -nE 's#^[[:space:]]*"Dir": "(.*)",?$#\1#p')
  build "golang:$go_major" "$toolchain" -f "$PWD/$here/images/golang/Containerfile"
fi
node_major=$(sed -nE 's#^FROM node:([^ ]+).*#\1#p' Dockerfile | sed -n 1p)
[[ $(node --version) == v$node_major.* ]] || { echo "the Dockerfile wants node:$node_major, this machine has $(node --version)" >&2; exit 1; }
if ! podman image exists "node:$node_major"; then
  mkdir "$stage/node" && cp "$(command -v node)" "$stage/node/node"
  cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$stage/node/npm"
  build "node:$node_major" "$stage/node" -f "$PWD/$here/images/node/Containerfile"
fi

# What compose pulls.
pg=$(tag postgres)
build "postgres:$pg" "$here/images/postgres" --build-arg "PG_MAJOR=$pg"
build "nginx:$(tag nginx)" "$here/images/nginx"
ui=$(tag temporalio/ui)
ui_module=$(cd temporal && go list -m -f '{{.Dir}}' github.com/temporalio/ui-server/v2)
mkdir "$stage/ui" && cp .bin/temporal-ui-server "$stage/ui/ui-server"
cp "$ui_module/config/docker.yaml" "$ui_module/docker/start-ui-server.sh" "$stage/ui/"
build "temporalio/ui:$ui" "$stage/ui" -f "$PWD/$here/images/temporal-ui/Containerfile"
mkdir "$stage/versitygw" && cp .bin/versitygw "$stage/versitygw/"
build "versity/versitygw:$(tag versity/versitygw)" "$stage/versitygw" -f "$PWD/$here/images/versitygw/Containerfile"

# Ours, from the project's Dockerfile (podman's layer cache makes a rerun
# with unchanged sources quick).
echo "building pursetrade:local and pursetrade-temporal:local from ./Dockerfile..."
podman build --quiet -t pursetrade-temporal:local --target temporal . >/dev/null
podman build --quiet -t pursetrade:local . >/dev/null
