// The Chromium every tool here drives: Debian's, never a downloaded one, with the same flags everywhere. The
// benchmarks measure what a user feels in the full browser (`chromiumPath`); the journeys (playwright.config.ts) and
// the bundle budget (check-bundle-budget.mjs) run in Debian's headless shell of the same build (`headlessShellPath`,
// a quarter less CPU per journey; docs/decisions.md "CI time again"). scripts/ensure-chromium.sh
// installs both.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

import { existsSync } from 'node:fs';

/** The path when that Chromium is installed; otherwise an error that says how to install it. */
export function requireChromium(executable) {
  if (!existsSync(executable)) {
    throw new Error(`Chromium not found at ${executable}: bash scripts/ensure-chromium.sh installs Debian's packages`);
  }
  return executable;
}

/** No sandbox (root in containers), no GPU, and nothing that talks to Google's servers during a run. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
