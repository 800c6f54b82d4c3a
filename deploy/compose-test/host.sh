#!/bin/bash
# Makes this machine able to run docker-compose.yml with podman (Debian 12,
# root): the packages, and podman's settings for this kind of host. Each
# step is a no-op once done.
set -euo pipefail

missing=()
for tool in podman:podman runc:runc debootstrap:debootstrap podman-compose:podman-compose; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || [ -x "/usr/sbin/${tool%%:*}" ] || missing+=("${tool#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || { echo "missing: ${missing[*]}; run: sudo apt-get install -y ${missing[*]}" >&2; exit 1; }
  echo "installing ${missing[*]} (apt)..."
  apt-get update -qq
  # Another apt run (e.g. make chromium) may hold the lock for a while.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 "${missing[@]}" >/dev/null
fi

# crun refuses this machine's hybrid cgroups, and podman's default ulimits
# are above what root may set here: runc, and limits within the machine's.
conf=/etc/containers/containers.conf
if ! grep -q '^runtime = "runc"' "$conf" 2>/dev/null; then
  [ "$(id -u)" = 0 ] || { echo "$conf needs runtime = \"runc\" and lower default_ulimits (run as root)" >&2; exit 1; }
  mkdir -p /etc/containers
  nofile=$(ulimit -Hn)
  nproc=$(( $(ulimit -Hu) < 32768 ? $(ulimit -Hu) : 32768 ))
  cat >>"$conf" <<CONF
# written by deploy/compose-test/host.sh
[containers]
default_ulimits = ["nofile=${nofile}:${nofile}", "nproc=${nproc}:${nproc}"]
[engine]
runtime = "runc"
CONF
fi
