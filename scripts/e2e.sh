#!/usr/bin/env bash
# Builds the web app and the web player and runs the Playwright journeys against the real server on a temporary data folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/plakat-e2e.XXXXXX)}"
# A build of its own, so a concurrent `npm run build` cannot swap the files under the running servers; E2E_WEB_DIST
# names a finished build (the web app with the player in player/) to use instead.
if [ -z "${E2E_WEB_DIST:-}" ]; then
  export E2E_WEB_DIST="$E2E_DATA_DIR/web"
  npm run build --silent -w @plakat/web -- --outDir "$E2E_WEB_DIST" --emptyOutDir >/dev/null
  # The web player builds into the web app's folder (apps/player/vite.config.ts).
  npm run build --silent -w @plakat/player -- --outDir "$E2E_WEB_DIST/player" >/dev/null
fi
npx playwright test "$@"
