#!/usr/bin/env bash
# npm test: unit tests, API tests on PGlite, then browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== unit tests =="
npx vitest run --project unit
echo "== API tests (PGlite) =="
npx vitest run --project api
echo "== browser journeys =="
bash scripts/e2e.sh
