/**
 * `npm run lint:openapi`: lints the server's OpenAPI document with `redocly lint` (rules in redocly.yaml), so an
 * operation without an id, tags, security or error answers, or a schema the tools cannot read, fails CI.
 *
 * The document comes from the app built in-process (openapi-document.ts) and goes to a temporary file, which is kept
 * when the lint fails so its problems can be looked at by line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './openapi-document.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'plakat-openapi-lint-'));
const documentFile = path.join(dir, 'openapi.json');
writeFileSync(documentFile, JSON.stringify(await openApiDocument(), null, 2));

const redocly = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'redocly.cmd' : 'redocly');
const result = spawnSync(
  redocly,
  ['lint', documentFile, '--config', path.join(root, 'redocly.yaml'), '--format', 'codeframe'],
  {
    cwd: root,
    stdio: 'inherit',
    // No telemetry from CI runs, and no update notice in their logs.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
if (result.status === 0) {
  rmSync(dir, { recursive: true, force: true });
} else {
  console.error(`redocly lint failed; the OpenAPI document is kept in ${documentFile}`);
  process.exitCode = result.status ?? 1;
}
