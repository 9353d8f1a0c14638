#!/usr/bin/env node
/**
 * Import boundaries of the server (docs/architecture.md, "Growing the codebase"). Fails with one line per problem:
 *  1. a file imports another module's internals: under apps/server/src/modules/<name>/ only index.ts is importable
 *     from outside <name> (tests may reach inside: they test internals on purpose);
 *  2. drizzle-orm or db/schema is imported outside repositories (`repository.ts`, `repository/**`), src/db/**,
 *     src/test/** and tests;
 *  3. the modules import each other in a cycle.
 * Plain node, no dependencies: `node scripts/check-server-boundaries.mjs`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/server/src');
const modulesDir = path.join(src, 'modules');
const schemaDir = path.join(src, 'db/schema');

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const fromSrc = (file) => path.relative(src, file).split(path.sep).join('/');

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && name !== 'migrations') out.push(...sourceFiles(full));
    } else if (/\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Import specifiers of a file: static imports and re-exports (also `import type`), side-effect and dynamic imports. */
function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) specifiers.push(match[1]);
  return specifiers;
}

const isTest = (file) => /\.test\.[cm]?[jt]s$/.test(file) || fromSrc(file).startsWith('test/');
const isRepository = (file) => {
  const parts = fromSrc(file).split('/');
  return parts.at(-1).startsWith('repository.') || parts.slice(0, -1).includes('repository');
};
const mayUseDrizzle = (file) => isRepository(file) || fromSrc(file).startsWith('db/') || isTest(file);

/** The module a file belongs to (`modules/<name>/...`), or null for files outside any module. */
function moduleOf(file) {
  const parts = path.relative(modulesDir, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
}

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(target) && statSync(target).isDirectory()) return path.join(target, 'index.ts');
  return target;
}

const problems = [];
const edges = new Map(); // module -> Map(module -> example "file -> specifier")

for (const file of sourceFiles(src)) {
  const own = moduleOf(file);
  for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
    const target = resolve(file, specifier);
    const usesDrizzle =
      specifier === 'drizzle-orm' ||
      specifier.startsWith('drizzle-orm/') ||
      (target !== null && (target === schemaDir || target.startsWith(schemaDir + path.sep)));
    if (usesDrizzle && !mayUseDrizzle(file)) {
      problems.push(
        `${rel(file)}: imports '${specifier}': drizzle-orm and db/schema belong in repository.ts or repository/ files`,
      );
    }
    if (!target) continue;
    const other = moduleOf(target);
    if (!other || other === own) continue;
    const inside = path.relative(path.join(modulesDir, other), target).split(path.sep).join('/');
    if (inside !== 'index.ts' && !isTest(file)) {
      problems.push(
        `${rel(file)}: imports '${specifier}', an internal of module '${other}': import from modules/${other}/index.ts`,
      );
    }
    if (own && !isTest(file)) {
      if (!edges.has(own)) edges.set(own, new Map());
      if (!edges.get(own).has(other)) edges.get(own).set(other, `${rel(file)} -> '${specifier}'`);
    }
  }
}

/** Every elementary cycle found by a depth-first search from each module (the graph is small). */
function cycles() {
  const found = new Map();
  const walk = (start, node, trail) => {
    for (const next of edges.get(node)?.keys() ?? []) {
      if (next === start) {
        const cycle = [...trail, start];
        const key = [...trail].sort().join(',');
        if (!found.has(key)) found.set(key, cycle);
      } else if (!trail.includes(next) && next > start) {
        walk(start, next, [...trail, next]);
      }
    }
  };
  for (const start of edges.keys()) walk(start, start, [start]);
  return [...found.values()];
}

for (const cycle of cycles()) {
  const steps = cycle
    .slice(0, -1)
    .map((from, i) => `    ${from} -> ${cycle[i + 1]}: ${edges.get(from).get(cycle[i + 1])}`);
  problems.push(`modules form a cycle: ${cycle.join(' -> ')}\n${steps.join('\n')}`);
}

if (problems.length > 0) {
  console.error(`Server import boundaries: ${problems.length} problem(s)\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('\nSee docs/architecture.md, "Growing the codebase".');
  process.exit(1);
}
console.log('Server import boundaries: ok (module internals, drizzle in repositories, no cycles)');
