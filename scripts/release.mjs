/**
 * Builds the release tree the Dockerfile's runtime stage holds: the compiled server (apps/server/dist with its
 * migrations and i18n files), the built web app (apps/web/dist) and the package files npm needs to install the
 * production dependencies from the lock (`npm ci --omit=dev --workspace @plakat/server --include-workspace-root=false`).
 * No sources, no tests, no node_modules.
 *   node scripts/release.mjs [--out DIR] [--tar FILE.tar.gz] [--skip-build]
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every workspace's package.json stays: the lock names all of them, and npm ci refuses a lock out of step. The web
 * player's build is inside the web app's (apps/web/dist/player).
 */
const files = [
  'package.json',
  'package-lock.json',
  'packages/shared/package.json',
  'apps/server/package.json',
  'apps/server/dist',
  'apps/web/package.json',
  'apps/web/dist',
  'apps/player/package.json',
];

export const installCommand = [
  'ci',
  '--omit=dev',
  '--workspace',
  '@plakat/server',
  '--include-workspace-root=false',
  '--no-audit',
  '--no-fund',
];

export async function buildRelease({ out, tar, skipBuild = false }) {
  if (!skipBuild) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  await rm(out, { recursive: true, force: true });
  for (const file of files) {
    const from = path.join(root, file);
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await cp(from, path.join(out, file), { recursive: true });
  }
  if (tar) execFileSync('tar', ['-czf', path.resolve(tar), '-C', out, '.']);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, tar: { type: 'string' }, 'skip-build': { type: 'boolean' } },
  });
  const out = path.resolve(values.out ?? path.join(root, 'release'));
  await buildRelease({ out, tar: values.tar, skipBuild: values['skip-build'] });
  console.log(`release tree in ${out}${values.tar ? `, archive ${values.tar}` : ''}`);
}
