#!/bin/bash
# debian:bookworm and debian:bookworm-slim for podman, made here with
# debootstrap from this machine's Debian mirror (no registry is reachable).
# A no-op when the image exists.
set -euo pipefail
podman image exists debian:bookworm && exit 0

# The first Debian archive apt uses here (deb822 URIs: or one-line deb).
sources=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null || true)
mirror=$(echo "$sources" | sed -nE 's#^(URIs:|deb)[[:space:]]+(\[[^]]*\][[:space:]]+)?(https?://[^ ]*/debian)/?([[:space:]].*)?$#\3#p' | sed -n 1p)
mirror=${mirror:-http://deb.debian.org/debian}
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
echo "debootstrap bookworm from $mirror..."
debootstrap --variant=minbase bookworm "$root" "$mirror" >/dev/null
cat >"$root/etc/apt/sources.list" <<SOURCES
deb ${mirror%/} bookworm main
deb ${mirror%/} bookworm-updates main
deb ${mirror%/}-security bookworm-security main
SOURCES
# The certificate authorities this machine added (a TLS-inspecting egress
# proxy's, say): images that install ca-certificates trust them too.
mkdir -p "$root/usr/local/share/ca-certificates"
cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/" 2>/dev/null || true
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin
tar -C "$root" -c . | podman import --change 'CMD ["bash"]' - debian:bookworm >/dev/null
podman tag debian:bookworm debian:bookworm-slim
