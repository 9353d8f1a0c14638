import path from 'node:path';

/** What a code-splitting group's `name` function may ask about a module (rolldown's ChunkingContext). */
type ModuleInfo = { code: string | null; importedIds: readonly string[]; exports: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

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

/**
 * The modules behind `names` in a barrel: those of its `export { default as Name } from './x'` lines that re-export
 * one of the names, and those of its `export * from './x'` lines that export one (through a nested barrel, its own).
 */
function throughBarrel(barrel: string, names: Set<string>, ctx: ChunkingContext, into: string[]) {
  const info = ctx.getModuleInfo(barrel);
  if (!info?.code) return;
  const dir = path.dirname(barrel);
  const resolve = (spec: string) => {
    const base = path.join(dir, spec);
    return info.importedIds.find((id) => id === base || id === `${base}.js` || id === path.join(base, 'index.js'));
  };
  for (const [, list, spec] of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const exported = list.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    const target = resolve(spec);
    if (target && exported.some((name) => name && names.has(name))) into.push(target);
  }
  for (const [, spec] of info.code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const target = resolve(spec);
    if (!target) continue;
    if (isBarrel(target)) throughBarrel(target, names, ctx, into);
    else if (ctx.getModuleInfo(target)?.exports.some((name) => names.has(name))) into.push(target);
  }
}

/** `starts` and every module they import statically, directly or not (through barrels only what is named). */
function staticClosure(starts: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    const viaBarrel = info.importedIds.filter(isBarrel);
    queue.push(...info.importedIds.filter((imported) => !isBarrel(imported)));
    if (viaBarrel.length > 0 && info.code) {
      const names = namesImportedFromBarrels(info.code);
      for (const barrel of viaBarrel) throughBarrel(barrel, names, ctx, queue);
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
export function startChunkGroup(
  name: string,
  roots: readonly string[],
  { except = [], within }: { except?: readonly string[]; within?: readonly string[] } = {},
) {
  let members: Set<string> | undefined;
  return {
    name(id: string, ctx: ChunkingContext): string | null {
      if (!members) {
        const left = staticClosure(except, ctx);
        const shared = within ? staticClosure(within, ctx) : null;
        members = new Set([...staticClosure(roots, ctx)].filter((m) => !left.has(m) && (!shared || shared.has(m))));
      }
      return members.has(id) ? name : null;
    },
    priority: 1,
    // The group lists every module it wants itself.
    includeDependenciesRecursively: false,
  };
}
