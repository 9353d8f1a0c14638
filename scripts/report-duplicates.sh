#!/usr/bin/env bash
# Guard rail report: the pairs of repeated code in apps and packages (the `duplicates` command of the tool library).
# It reports and never fails the build; the count is compared by hand with the README's figure.
set -uo pipefail
cd "$(dirname "$0")/.."
if ! command -v duplicates >/dev/null 2>&1; then
  echo "duplicates: command not available on this machine, skipped"
  exit 0
fi
for dir in apps packages; do
  echo "duplicates in $dir: $(duplicates --repo "$dir" --seconds 120 | head -n 1)"
done
