#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when it is missing, with
# fonts for every script the site shows: DejaVu (Latin, Greek, Cyrillic, Arabic),
# WenQuanYi Micro Hei (Chinese, Japanese and Korean in 1.6 MB, where Noto CJK
# takes 56 MB) and Loma (Thai, 0.2 MB). Without them the names of those
# languages render as empty boxes. Also nginx (the light build), for the test of
# the reverse-proxy configuration in deploy/nginx (skipped where it is missing).
set -euo pipefail
if ! command -v dpkg-query >/dev/null 2>&1; then
  # Not Debian: the Chromium and fonts at hand are the machine owner's choice.
  command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || {
    echo "Chromium is missing: install it, or name it in CHROMIUM_PATH." >&2
    exit 1
  }
  exit 0
fi
PACKAGES=(chromium fonts-dejavu-core fonts-wqy-microhei fonts-tlwg-loma-ttf nginx-light)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
    missing+=("$package")
done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the browser tests: ${missing[*]} (sudo apt-get install -y ${missing[*]})." >&2
  exit 1
fi
echo "Installing ${missing[*]} for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
# Debian starts the nginx it installs; the test runs its own.
if [[ " ${missing[*]} " == *" nginx-light "* ]]; then
  service nginx stop >/dev/null 2>&1 || nginx -s stop >/dev/null 2>&1 || true
fi
chromium --version
