#!/usr/bin/env bash
# Playwright drives Debian's Chromium; it never downloads a browser of its own.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package (about 30 s)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium." >&2
echo "Install it with: sudo apt-get install chromium   (then run npm test again)" >&2
exit 1
