// Writes `<file>.br` and `<file>.gz` beside every text asset of a build folder, so the server sends compressed files
// without compressing on each request (apps/server/src/plugins/web.ts serves them by Accept-Encoding). Brotli at
// quality 11 and gzip at level 9: slow once at build time, smallest on every download. A variant that would not be
// smaller than the file is not written; the server then sends the file as it is.
//
//   node --import tsx scripts/precompress.ts [folder]   (default apps/web/dist; the web build runs it through vite.config.ts)
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats a browser downloads from the build (fonts in woff2 and images are compressed already). */
export const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
  '.ico',
  '.wasm',
]);

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('.vite'));
}

async function writeVariant(file: string, bytes: Buffer, compressed: Buffer, extension: string) {
  const target = `${file}${extension}`;
  if (compressed.length < bytes.length) {
    await writeFile(target, compressed);
    return compressed.length;
  }
  await rm(target, { force: true });
  return null;
}

export type PrecompressedFile = { file: string; size: number; br: number | null; gzip: number | null };

/** Compresses every text asset under `dir`; answers each file's size and the sizes of its variants (null: none). */
export async function precompressFolder(dir: string): Promise<PrecompressedFile[]> {
  const files = (await filesIn(dir)).filter((file) => compressibleExtensions.has(path.extname(file).toLowerCase()));
  return Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      return {
        file: path.relative(dir, file),
        size: bytes.length,
        br: await writeVariant(file, bytes, br, '.br'),
        gzip: await writeVariant(file, bytes, gz, '.gz'),
      };
    }),
  );
}

/** The Vite plugin: precompresses the output folder once the build has written it. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'plakat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const results = await precompressFolder(outDir);
      const total = (key: 'size' | 'br' | 'gzip') => results.reduce((sum, r) => sum + (r[key] ?? r.size), 0);
      const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      this.info?.(
        `precompressed ${results.length} files: ${kb(total('size'))} -> ${kb(total('br'))} br, ${kb(total('gzip'))} gzip`,
      );
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'apps/web/dist');
  const results = await precompressFolder(dir);
  for (const r of results) console.log(`${r.file}  ${r.size}  br ${r.br ?? '-'}  gzip ${r.gzip ?? '-'}`);
}
