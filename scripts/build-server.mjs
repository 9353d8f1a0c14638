/**
 * Compiles the server to JavaScript: apps/server/dist/main.js and the CLIs admin-create.js, backup.js and restore.js
 * (ESM bundles for Node 20, side by side: lib/runtime-paths.ts finds dist/migrations beside the bundle) with the
 * files they read at run time beside them (dist/migrations, dist/i18n). Packages from node_modules stay imports (they
 * are installed in production, several hold native code); the workspace package @plakat/shared is TypeScript and is
 * bundled. `node scripts/build-server.mjs [--outdir DIR]`.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const shared = path.join(root, 'packages/shared');

/** `packages: 'external'` keeps every bare import; the workspace's own package is resolved to its source instead. */
const bundleWorkspace = {
  name: 'bundle-workspace',
  setup(b) {
    b.onResolve({ filter: /^@plakat\/shared(\/.*)?$/ }, (args) => {
      const sub = args.path.slice('@plakat/shared'.length);
      return { path: sub ? path.join(shared, 'src', `${sub}.ts`) : path.join(shared, 'src/index.ts') };
    });
  },
};

export async function buildServer(outdir = path.join(server, 'dist')) {
  const started = Date.now();
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(server, 'src/main.ts'),
      'admin-create': path.join(server, 'src/cli/admin-create.ts'),
      backup: path.join(server, 'src/cli/backup.ts'),
      restore: path.join(server, 'src/cli/restore.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bundleWorkspace],
    sourcemap: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  await cp(path.join(server, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  await cp(path.join(shared, 'src/i18n'), path.join(outdir, 'i18n'), {
    recursive: true,
    filter: (file) => !file.endsWith('.ts'),
  });
  return { outdir, ms: Date.now() - started };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const { outdir, ms } = await buildServer(values.outdir && path.resolve(values.outdir));
  console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'} in ${ms} ms`);
}
