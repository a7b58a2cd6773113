#!/usr/bin/env bash
# Installs Debian's Chromium, its headless shell, and fonts for the pages they render, when
# missing. Playwright never downloads a browser here: the browser tests launch Debian's
# headless shell (/usr/bin/chromium-headless-shell, the build Playwright itself runs headless
# tests in), and the Lighthouse benchmark runs the full /usr/bin/chromium.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
PACKAGES=(chromium chromium-headless-shell fonts-liberation fonts-noto-color-emoji)

missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ -x "$CHROMIUM_PATH" ] && [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing Debian packages for the browser tests: ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
"$CHROMIUM_PATH" --version
