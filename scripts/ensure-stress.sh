#!/usr/bin/env bash
# The busy test run keeps every core loaded with Debian's stress-ng; install it
# when it is missing (as root), or say how.
set -euo pipefail
command -v stress-ng >/dev/null 2>&1 && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "stress-ng is missing for the busy test run: install it (Debian: apt-get install stress-ng)." >&2
  exit 1
fi
echo "Installing stress-ng for the busy test run..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
