#!/usr/bin/env bash
# Builds the web app and runs the Playwright journeys against the real server on a temporary data folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build --silent
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/plakat-e2e.XXXXXX)}"
npx playwright test "$@"
