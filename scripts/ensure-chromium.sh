#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
# Playwright never downloads a browser here: the tests launch /usr/bin/chromium.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$CHROMIUM_PATH" --version
