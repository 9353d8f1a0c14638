#!/usr/bin/env node
/**
 * Import boundaries of the web app (docs/architecture.md, 'Web features mirror server contexts'):
 *  - a feature (apps/web/src/features/<a>/) imports another feature only through that feature's index.ts;
 *  - the shared folders (components/, lib/, hooks/, config/) hold domain-free code and never import from features/;
 *  - the app shell (app/) reaches features only through their entry files: features/<x>/index.ts, or the index.ts of
 *    an area that is loaded as a chunk of its own (features/displays/wizard/index.ts).
 * Static imports, re-exports and dynamic import() are checked, tests included. Prints one line per violation and
 * exits with 1 when there is any.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps', 'web', 'src');
const features = path.join(src, 'features');
const sharedFolders = ['components', 'lib', 'hooks', 'config'];
const sourceFile = /\.(ts|tsx|mts|js|jsx|mjs)$/;

/** Every specifier of `import ... from`, `export ... from`, `import '...'` and `import('...')`, with its line. */
function importsOf(text) {
  const found = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ specifier: match[1], line });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (sourceFile.test(name)) yield full;
  }
}

/** 'displays' and ['wizard', 'index.ts'] for apps/web/src/features/displays/wizard/index.ts; null outside features. */
function featureOf(file) {
  const relative = path.relative(features, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, rest };
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const isEntry = (rest, allowArea) =>
  (rest.length === 1 && rest[0] === 'index.ts') || (allowArea && rest.length === 2 && rest[1] === 'index.ts');

const violations = [];
for (const file of walk(src)) {
  const from = featureOf(file);
  const area = path.relative(src, file).split(path.sep)[0];
  for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
    if (!specifier.startsWith('.')) continue; // packages (react, antd, @plakat/shared)
    const target = path.resolve(path.dirname(file), specifier);
    const to = featureOf(target);
    if (!to) continue;
    const where = `${rel(file)}:${line}`;
    const what = `imports ${rel(target)}`;
    if (from) {
      if (from.name === to.name) continue;
      if (!isEntry(to.rest, false))
        violations.push(
          `${where} ${what}: another feature's internals (import from features/${to.name}/index.ts, or move shared domain code into the feature that owns the data and export it there)`,
        );
    } else if (sharedFolders.includes(area)) {
      violations.push(
        `${where} ${what}: ${area}/ is shared, domain-free code and never imports a feature (move the code into the feature)`,
      );
    } else if (!isEntry(to.rest, true)) {
      violations.push(
        `${where} ${what}: reach a feature through its index.ts (features/${to.name}/index.ts or an area's index.ts)`,
      );
    }
  }
}

if (violations.length > 0) {
  console.error(`Web import boundaries: ${violations.length} violation(s)\n`);
  for (const violation of violations) console.error(`  ${violation}`);
  process.exit(1);
}
console.log('Web import boundaries: ok (features talk through index.ts; shared folders import no feature)');
