/**
 * Generates apps/web/src/lib/api/schema.ts, the web client's types, from the server's OpenAPI document.
 *
 *   npm run api:types          write the file
 *   npm run api:types:check    fail when the checked-in file differs from a fresh generation (CI)
 *
 * The document comes from the app built in-process (openapi-document.ts), so nothing needs to run beforehand.
 * openapi-typescript turns it into types and Biome formats them the way the rest of the tree is formatted, so the
 * check compares like with like.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from './openapi-document.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = 'apps/web/src/lib/api/schema.ts';
const header = `/**
 * GENERATED FILE, do not edit: the types of the server's OpenAPI document (/api/openapi.json), made by
 * openapi-typescript. Regenerate with \`npm run api:types\` after changing a route's schema; CI runs
 * \`npm run api:types:check\` and fails when this file is stale. Source: scripts/gen-api-types.ts.
 */

`;

/** Biome's formatting of the file, as `biome format` would write it in place. */
function formatWithBiome(source: string): string {
  const biome = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');
  const result = spawnSync(biome, ['format', `--stdin-file-path=${target}`], {
    cwd: root,
    input: source,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`biome format failed:\n${result.stderr || result.error}`);
  return result.stdout;
}

async function generate(): Promise<string> {
  const document = await openApiDocument();
  // The document also goes to a temporary file, so a failing generation can be looked at.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plakat-openapi-'));
  const documentFile = path.join(dir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document, null, 2));
  let types: string;
  try {
    const ast = await openapiTS(new URL(`file://${documentFile}`), { silent: true });
    types = formatWithBiome(header + astToString(ast));
  } catch (error) {
    console.error(`The OpenAPI document is kept in ${documentFile}`);
    throw error;
  }
  rmSync(dir, { recursive: true, force: true });
  return types;
}

async function main() {
  const check = process.argv.includes('--check');
  const started = Date.now();
  const fresh = await generate();
  const file = path.join(root, target);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!check) {
    writeFileSync(file, fresh);
    console.log(`${target} written in ${seconds} s`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing: reported as stale below
  }
  if (current === fresh) {
    console.log(`${target} is up to date (${seconds} s)`);
    return;
  }
  const staleFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'plakat-api-types-check-')), 'schema.ts');
  writeFileSync(staleFile, fresh);
  const diff = spawnSync('git', ['diff', '--no-index', '--stat', '--', file, staleFile], { encoding: 'utf8' });
  console.error(
    [
      `${target} is stale: it differs from the types of the server's current OpenAPI document.`,
      'Run `npm run api:types` and commit the result (a server route schema changed since it was generated).',
      `Fresh generation: ${staleFile}`,
      diff.stdout.trim(),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  process.exitCode = 1;
}

await main();
