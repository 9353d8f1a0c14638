import path from 'node:path';
import type { Plugin } from 'vite';

/** What the closure asks about a module (the part of rolldown's ModuleInfo it reads). */
type ModuleInfo = { code: string | null; importedIds: readonly string[]; exports: readonly string[] };
export type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * The index modules of the packages the web app imports by name (`import { Button } from 'antd'`). They re-export
 * everything, so following all their imports would put the whole package into a page's chunk (zod with the shared
 * package's schemas); the closure follows only the names a module imports from them, as bundling keeps only those.
 */
const barrels: Record<string, RegExp> = {
  antd: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
  '@ant-design/icons': /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](icons[\\/])?index\.js$/,
  '@plakat/shared': /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/,
};
const isBarrel = (id: string) => Object.values(barrels).some((pattern) => pattern.test(id));

/** The names `code` imports from the barrel packages: `import { Button, Form as F } from "antd"` gives Button, Form. */
function namesImportedFromBarrels(code: string): Set<string> {
  const names = new Set<string>();
  const packages = Object.keys(barrels)
    .map((name) => name.replace(/[/]/g, '\\/'))
    .join('|');
  for (const [, list] of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'](?:${packages})["']`, 'g'))) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/** A barrel's re-exports: the modules behind each name it exports, and the modules it re-exports whole. */
type Barrel = { named: Map<string, string[]>; stars: string[] };

/**
 * The module graph of one build, each module's information and each barrel's parse read once: the closures of all
 * groups walk the same modules, and a barrel (antd's index has hundreds of lines) is imported by most of them.
 */
function cachedGraph(graph: ModuleGraph) {
  const infos = new Map<string, ModuleInfo | null>();
  const barrelCache = new Map<string, Barrel | null>();
  const info = (id: string) => {
    if (!infos.has(id)) infos.set(id, graph.getModuleInfo(id));
    return infos.get(id) ?? null;
  };
  const barrel = (id: string): Barrel | null => {
    if (barrelCache.has(id)) return barrelCache.get(id) ?? null;
    const code = info(id)?.code;
    let parsed: Barrel | null = null;
    if (code) {
      parsed = { named: new Map(), stars: [] };
      const dir = path.dirname(id);
      const importedIds = info(id)?.importedIds ?? [];
      const resolve = (spec: string) => {
        const base = path.join(dir, spec);
        return importedIds.find((m) => m === base || m === `${base}.js` || m === path.join(base, 'index.js'));
      };
      for (const [, list, spec] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
        const target = resolve(spec);
        if (!target) continue;
        for (const part of list.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (name) parsed.named.set(name, [...(parsed.named.get(name) ?? []), target]);
        }
      }
      for (const [, spec] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
        const target = resolve(spec);
        if (target) parsed.stars.push(target);
      }
    }
    barrelCache.set(id, parsed);
    return parsed;
  };
  return { info, barrel };
}
type CachedGraph = ReturnType<typeof cachedGraph>;

/**
 * The modules behind `names` in a barrel: those of its `export { default as Name } from './x'` lines that re-export
 * one of the names, and those of its `export * from './x'` lines that export one (through a nested barrel, its own).
 */
function throughBarrel(barrelId: string, names: Set<string>, graph: CachedGraph, into: string[]) {
  const barrel = graph.barrel(barrelId);
  if (!barrel) return;
  for (const name of names) into.push(...(barrel.named.get(name) ?? []));
  for (const target of barrel.stars) {
    if (isBarrel(target)) throughBarrel(target, names, graph, into);
    else if (graph.info(target)?.exports.some((name) => names.has(name))) into.push(target);
  }
}

/** `starts` and every module they import statically, directly or not (through barrels only what is named). */
function staticClosure(starts: readonly string[], graph: CachedGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = graph.info(id);
    if (!info) continue;
    seen.add(id);
    const viaBarrel = info.importedIds.filter(isBarrel);
    queue.push(...info.importedIds.filter((imported) => !isBarrel(imported)));
    if (viaBarrel.length > 0 && info.code) {
      const names = namesImportedFromBarrels(info.code);
      for (const barrel of viaBarrel) throughBarrel(barrel, names, graph, queue);
    }
  }
  return seen;
}

/**
 * A code-splitting group (vite.config.ts) that puts the lazy modules `roots` and everything they import statically
 * into one chunk named `name`, except what the entry's groups (tag $initial, higher priority) take. Left to the
 * automatic splitting, the modules a page shares with other pages (antd's Form, Input, Typography, ...) each become a
 * small chunk of their own, and on HTTP/1.1 a phone spends a round trip per handful of them. Other pages that share
 * some of these modules load this chunk too, which costs them little when the roots are a page and its layout.
 * `roots` are absolute module ids. What the modules `except` import stays out (a page that loads one of them must not
 * download the group for it); with `within`, only what those modules import too goes in (the part of the login page's
 * code that the logged-in layout shares, say).
 */
export type StartChunkGroup = {
  name: string;
  roots: readonly string[];
  except?: readonly string[];
  within?: readonly string[];
  /** Where groups overlap, the module goes to the group of the higher priority (default 1). */
  priority?: number;
};

/** The modules of `group` in the module graph. */
export function groupMembers({ roots, except = [], within }: StartChunkGroup, moduleGraph: ModuleGraph): Set<string> {
  return membersIn(cachedGraph(moduleGraph), { roots, except, within });
}

function membersIn(graph: CachedGraph, { roots, except = [], within }: Omit<StartChunkGroup, 'name' | 'priority'>) {
  const left = staticClosure(except, graph);
  const shared = within ? staticClosure(within, graph) : null;
  return new Set([...staticClosure(roots, graph)].filter((m) => !left.has(m) && (!shared || shared.has(m))));
}

/**
 * The groups for rolldown's `output.codeSplitting.groups` and the plugin that fills them. Their members are computed
 * once, when the module graph is complete (the plugin's buildEnd, before chunks are made), so each group has a fixed
 * name and a `test` that only looks its module up; a `name` function per module would ask rolldown for module
 * information thousands of times (seconds of build time, and a warning per group).
 */
export function startChunkGroups(groups: readonly StartChunkGroup[]) {
  const members = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'plakat-start-chunk-groups',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const graph = cachedGraph({ getModuleInfo: (id) => this.getModuleInfo(id) });
      for (const group of groups) members.set(group.name, membersIn(graph, group));
    },
  };
  return {
    plugin,
    groups: groups.map(({ name, priority = 1 }) => ({
      name,
      test: (id: string) => members.get(name)?.has(id) ?? false,
      priority,
      // The group lists every module it wants itself.
      includeDependenciesRecursively: false,
    })),
  };
}
