#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (the end-to-end suite drives it through Playwright;
# Playwright's own browser download does not work on these machines).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if ! command -v apt-get >/dev/null; then
  echo "Chromium is missing and apt-get is not available: install Chromium at /usr/bin/chromium" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
echo "Installing Debian's Chromium…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
