#!/usr/bin/env bash
# Playwright drives Debian's Chromium; it never downloads a browser of its own. The journeys and the bundle budget run
# in Debian's chromium-headless-shell (the same Chromium build without the browser's UI, what Playwright itself runs
# headless; docs/decisions.md "CI time again"), the benchmarks in the full chromium.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Missing: ${missing[*]}; installing Debian's packages (about 30 s)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium and its headless shell at /usr/bin/chromium-headless-shell." >&2
echo "Install them with: sudo apt-get install ${missing[*]}   (then run npm test again)" >&2
exit 1
