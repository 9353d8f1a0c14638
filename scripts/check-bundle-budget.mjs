#!/usr/bin/env node
// Bundle budgets of the web app (issue 11): the JavaScript a route needs before it can render, compressed, must stay
// under its budget. A route needs the entry chunk with its static imports, plus the route's lazy chunk (a dynamic
// import of the entry) with its static imports, plus the lazy layouts and guards around it, plus the texts of one
// language it waits for (the larger language: the start texts on every page, the logged-in screens' texts beside the
// logged-in layout and the superpanel), plus whatever index.html preloads. Sizes are measured here
// with node:zlib (brotli quality 11 and gzip level 9, the settings of the precompressed files), so the check does not
// depend on the precompression step. The budget applies to brotli, which the server sends to every browser that
// accepts it (all current ones); gzip is printed beside it for clients that only take gzip.
//
//   node scripts/check-bundle-budget.mjs [dist folder]   (default apps/web/dist; run `npm run build` first)
//   node scripts/check-bundle-budget.mjs --build         (builds the web app into a temporary folder first; for CI)
//
// Exits 1 when a route is over budget, or when the manifest lacks what the check needs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1000;
const guards = /\/app\/guards\./;
/** The texts of the logged-in screens, per language (apps/web/src/lib/i18n.ts, group 'app'). */
const appTexts = /\/lib\/texts\/[a-z]{2}-app\.ts$/;
/** The display wizard's texts (group 'wizard'), loaded beside the wizard. */
const wizardTexts = /\/lib\/texts\/[a-z]{2}-wizard\.ts$/;
/**
 * The routes: `page` matches the lazy module(s) of the page, or `chunk` names the code-splitting group that holds the
 * page (apps/web/vite.config.ts: the login page and its layout are in the group 'public', the dashboard in 'home');
 * `with` matches the lazy layout, guard and text modules React Router loads beside it, or names a group's chunk (a
 * pattern that matches no lazy module is part of the entry or of the page's chunk, already counted). Every lazy page module must belong to a route; the first rule
 * whose `page` matches it wins.
 */
/** The logged-in layout, in the code-splitting group 'shell' (apps/web/vite.config.ts). */
const shell = 'shell';
/** The code-splitting groups of apps/web/vite.config.ts: their chunks are measured by the rules that name them. */
const groupNames = ['public', 'shell', 'home'];
const rules = [
  { name: 'login', chunk: 'public', with: [guards], budget: 200 * KB },
  { name: 'dashboard', chunk: 'home', with: [guards, shell, appTexts], budget: 350 * KB },
  // The other logged-out pages (registration, password, e-mail confirmation) have the budget of every other route.
  {
    name: 'logged out',
    page: /\/features\/auth\//,
    with: [guards, /\/layouts\/logged-out-layout\./],
    budget: 350 * KB,
  },
  { name: 'superpanel', page: /\/features\/superpanel\//, with: [guards, appTexts], budget: 350 * KB },
  {
    name: 'wizard',
    page: /\/features\/displays\/wizard\//,
    with: [guards, shell, appTexts, wizardTexts],
    budget: 350 * KB,
  },
  {
    name: 'dashboard',
    page: /\/features\//,
    with: [guards, shell, appTexts],
    budget: 350 * KB,
  },
  { name: 'not found', page: /\/not-found-page\./, with: [/\/layouts\/logged-out-layout\./], budget: 350 * KB },
];
/**
 * Routes over their budget that are held at their size while they are brought down (none today): they may not grow
 * past the size recorded here, keyed by their manifest entry. An entry whose route is back under its budget fails the
 * check too: remove it then.
 */
/** @type {Record<string, number>} */
const knownOver = {};

/** The start texts of each language, loaded beside the first page (apps/web/src/lib/i18n.ts). */
const texts = /\/lib\/texts\/[a-z]{2}\.ts$/;
/** Lazy modules that are no page: they load beside one, or after the page has shown (toasts: lib/notify-holder.tsx). */
const supporting = [guards, /\/layouts\//, texts, appTexts, wizardTexts, /\/lib\/notify-holder\./];

const build = process.argv[2] === '--build';
const dist = build
  ? mkdtempSync(path.join(tmpdir(), 'plakat-bundle-'))
  : path.resolve(process.argv[2] ?? 'apps/web/dist');
if (build) {
  // A folder of its own, so a concurrent build or a running server never sees half-written files.
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@plakat/web', '--', '--outDir', dist, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
}
const manifestPath = path.join(dist, '.vite', 'manifest.json');
let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch {
  console.error(`No Vite manifest at ${manifestPath}: build the web app first (npm run build).`);
  process.exit(1);
}

const sizes = new Map();
function compressedSize(file) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(dist, file));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

/** The chunk files of `key` and of everything it imports statically. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  process.exit(1);
}
const [entryKey] = entries[0];
/** The lazy modules of `key` and of everything it imports statically (the router's, i18n's). */
function dynamicImportsOf(key, seen = new Set(), found = new Set()) {
  if (seen.has(key)) return found;
  seen.add(key);
  for (const lazy of manifest[key]?.dynamicImports ?? []) found.add(lazy);
  for (const imported of manifest[key]?.imports ?? []) dynamicImportsOf(imported, seen, found);
  return found;
}
const entryFiles = closure(entryKey);
// Every page load also fetches what index.html preloads (the login route's chunks, see vite.config.ts).
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, file] of indexHtml.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g)) entryFiles.add(file);
const lazyModules = [...dynamicImportsOf(entryKey)].filter((key) => manifest[key]?.isDynamicEntry);
const matches = (pattern) => lazyModules.filter((key) => pattern.test(`/${key}`));

const sum = (files) =>
  [...files].reduce(
    (total, file) => {
      const s = compressedSize(file);
      return { raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** The chunks of the larger language's module matching `pattern` (a reader waits for one language's texts). */
const largerLanguage = (pattern) =>
  matches(pattern)
    .map((key) => closure(key))
    .sort((a, b) => sum(b).brotli - sum(a).brotli)[0];
const textFiles = largerLanguage(texts);
/** The text groups a route may load beside its page, with the chunks of the larger language's module. */
const textGroups = new Map([appTexts, wizardTexts].map((pattern) => [pattern, largerLanguage(pattern)]));
if (!textFiles || [...textGroups.values()].some((files) => !files)) {
  console.error(
    'No lazy modules of texts (apps/web/src/lib/texts/<lang>.ts and <lang>-app.ts): update scripts/check-bundle-budget.mjs.',
  );
  process.exit(1);
}

const rows = [];
let failed = false;
/** The route of `rule` whose page is the chunk `key` (a lazy module, or a group's chunk). */
function measure(key, rule) {
  const files = new Set([...entryFiles, ...textFiles]);
  const patterns = rule.with.filter((p) => p instanceof RegExp && !textGroups.has(p));
  const groups = rule.with.filter((p) => typeof p === 'string').map(groupChunk);
  const modules = rule.with.filter((p) => typeof p === 'object' && 'module' in p).map((p) => p.module);
  for (const needed of [key, ...patterns.flatMap(matches), ...groups, ...modules]) closure(needed, files);
  for (const [pattern, textFiles] of textGroups)
    if (rule.with.includes(pattern)) for (const f of textFiles) files.add(f);
  const total = sum(files);
  const over = total.brotli > rule.budget;
  const ceiling = knownOver[key];
  const held = over && ceiling !== undefined && total.brotli <= ceiling;
  if (ceiling !== undefined && !over) {
    console.error(`${key} is within its budget now: remove it from knownOver in scripts/check-bundle-budget.mjs.`);
    failed = true;
  }
  failed ||= over && !held;
  rows.push({ module: key, rule: rule.name, chunks: files.size, ...total, budget: rule.budget, over, ceiling });
}
/** The manifest key of the chunk of a code-splitting group (named, without a source module of its own). */
function groupChunk(name) {
  const key = Object.keys(manifest).find((k) => manifest[k].name === name && !manifest[k].src);
  if (!key) throw new Error(`No chunk of the group '${name}' in the manifest: update scripts/check-bundle-budget.mjs.`);
  return key;
}
for (const rule of rules.filter((r) => r.chunk)) measure(groupChunk(rule.chunk), rule);
/**
 * The pages a feature's index loads lazily itself (`export const listPage = () => import('./routes/list-page.tsx')`):
 * each is a route of its own, which needs the index too.
 */
const pagesOf = (key) => (manifest[key].dynamicImports ?? []).filter((page) => /\/routes\//.test(`/${page}`));
/**
 * A feature index that other features import too becomes a shared chunk without a source of its own ('_users-*.js');
 * its pages name its route.
 */
const sharedIndexes = [...dynamicImportsOf(entryKey)].filter(
  (key) => !manifest[key]?.src && !groupNames.includes(manifest[key]?.name) && pagesOf(key).length > 0,
);
for (const key of [...lazyModules, ...sharedIndexes]) {
  if (supporting.some((pattern) => pattern.test(`/${key}`))) continue;
  const rule = rules.find((r) => r.page?.test(`/${manifest[key].src ? key : pagesOf(key)[0]}`));
  if (!rule) {
    console.error(`The lazy module ${key} belongs to no route rule: add it to scripts/check-bundle-budget.mjs.`);
    failed = true;
  } else if (pagesOf(key).length === 0) measure(key, rule);
  else for (const page of pagesOf(key)) measure(page, { ...rule, with: [...rule.with, { module: key }] });
}

const kb = (n) => (n / KB).toFixed(1).padStart(7);
const entryTotal = sum(entryFiles);
console.log(
  `Bundle budgets (${path.relative(process.cwd(), dist) || '.'}), kB (1000 bytes) of JavaScript a route loads first`,
);
console.log(`entry ${entryKey}: ${entryFiles.size} chunks, ${kb(entryTotal.gzip)} gzip, ${kb(entryTotal.brotli)} br`);
const header = ['route module'.padEnd(44), 'route     ', 'chunks', '    raw', '   gzip', ' brotli', 'budget (brotli)'];
console.log(header.join('  '));
for (const r of rows) {
  console.log(
    [
      r.module.padEnd(44),
      r.rule.padEnd(10),
      String(r.chunks).padStart(6),
      kb(r.raw),
      kb(r.gzip),
      kb(r.brotli),
      `${kb(r.budget)}${r.over ? (r.ceiling !== undefined && r.brotli <= r.ceiling ? `  over, held at ${kb(r.ceiling).trim()}` : '  OVER BUDGET') : ''}`,
    ].join('  '),
  );
}
if (failed) {
  console.error('Bundle budget exceeded (or the check is out of date): see above.');
  process.exit(1);
}
