/**
 * Where the web app asks for each permission key (for docs/permissions.md): every quoted key in apps/web/src, plus
 * the uses through the shared rules that hold keys in tables (the media pool's abilities, the wizard's field groups,
 * `canWriteDisplay`). Each use names its file and the top-level function or constant around it (the component).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  type MediaAbility,
  type Permission,
  displayFieldGroups,
  displayMediaPermissions,
  isPermission,
  mediaAbilityKeysOf,
} from '@plakat/shared';

export type WebUse = { file: string; component: string };

const abilities: MediaAbility[] = ['read', 'editGeneral', 'editAccess', 'setStatus', 'setMediaType'];
const wizardKeys: Permission[] = ['CREATE_DISPLAY', 'EDIT_DISPLAY'];
const fieldKeys: Permission[] = [...displayFieldGroups.map(([key]) => key), ...Object.values(displayMediaPermissions)];

/** Calls of the shared rules, and the keys each one decides with. */
const indirect: [RegExp, (match: RegExpExecArray) => Permission[]][] = [
  [
    /\b(?:may|mayAny|mayAtAll|holdsMediaAbility)\([^)]*?'(\w+)'/g,
    (m) => (abilities.includes(m[1] as MediaAbility) ? mediaAbilityKeysOf(m[1] as MediaAbility) : []),
  ],
  [/\buseCanWriteDisplay\(/g, () => wizardKeys],
  [/\bmissingKeyOf\(/g, () => fieldKeys],
];

const topLevel = /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\s*\*?\s*(\w+)|(?:const|let|class)\s+(\w+))/;

function componentAt(lines: string[], index: number): string {
  for (let i = index; i >= 0; i--) {
    const found = topLevel.exec(lines[i]);
    if (found) return found[1] ?? found[2];
  }
  return '(module)';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every use of every key under `webSrc`, except in `skip` (files the caller reads otherwise: the generated API types,
 * the page table).
 */
export function webUses(webSrc: string, skip: string[]): Map<Permission, WebUse[]> {
  const uses = new Map<Permission, WebUse[]>();
  const add = (key: Permission, use: WebUse) => {
    const list = uses.get(key) ?? [];
    if (!list.some((u) => u.file === use.file && u.component === use.component)) list.push(use);
    uses.set(key, list);
  };
  for (const file of sourceFiles(webSrc).sort()) {
    const relative = path.relative(webSrc, file).split(path.sep).join('/');
    if (skip.includes(relative)) continue;
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
    for (const match of text.matchAll(/['"]([A-Z][A-Z_]+)['"]/g)) {
      if (isPermission(match[1])) add(match[1], { file: relative, component: componentAt(lines, lineOf(match.index)) });
    }
    for (const [pattern, keysOf] of indirect) {
      for (const match of text.matchAll(pattern)) {
        const component = componentAt(lines, lineOf(match.index));
        for (const key of keysOf(match as RegExpExecArray)) add(key, { file: relative, component });
      }
    }
  }
  return uses;
}
